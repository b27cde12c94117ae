import { appMethods } from './apps.js';
import { assistantMethods } from './assistant.js';
import { authMethods } from './auth.js';
import { chatMethods } from './chat.js';
import { conversationMethods } from './conversations.js';
import { fileMethods } from './files.js';
import { functionMethods } from './functions.js';
import { oauthMethods } from './oauth.js';
import type { MethodSpec } from './types.js';
import { unfurlMethods } from './unfurl.js';
import { userMethods } from './users.js';
import { viewMethods } from './views.js';

export const METHODS: Readonly<Record<string, MethodSpec>> = {
  ...appMethods,
  ...authMethods,
  ...chatMethods,
  ...assistantMethods,
  ...unfurlMethods,
  ...viewMethods,
  ...userMethods,
  ...conversationMethods,
  ...fileMethods,
  ...functionMethods,
  ...oauthMethods,
};

export type { MethodSpec } from './types.js';
