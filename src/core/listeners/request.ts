import type { Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Respond } from '../../slack/respond-url.js';
import { listenerClient } from '../../slack/slack-clients.js';
import { createSlackUi } from '../../slack/ui.js';
import { uploadBytes } from '../../slack/upload.js';
import { USER_TEAM_KEY, workspaceOf } from '../../slack/workspace.js';
import type { Request } from '../context.js';
import { LANGUAGE_RESOLVER_KEY, type LanguageResolver, requestLanguage } from '../language.js';

/** Bolt's listener arguments → the Slack-independent request handlers work with. */
export function requestFrom(args: {
  context: Context;
  /** Bolt's client: used only where Bolt's is the right one (see listenerClient). */
  client: WebClient;
  userId: string;
  channelId?: string | undefined;
  triggerId?: string | undefined;
  respond?: Respond | undefined;
  names?: Request['names'];
}): Request {
  const userTeamId = args.context[USER_TEAM_KEY] as string | undefined;
  const resolver = args.context[LANGUAGE_RESOLVER_KEY] as LanguageResolver | undefined;
  if (resolver === undefined)
    throw new Error('The app middleware did not set the language resolver');
  const workspace = workspaceOf(args.context);
  const ui = createSlackUi({
    client: listenerClient(args.context, args.client),
    respond: args.respond,
    triggerId: args.triggerId,
    fallbackChannel: args.channelId,
    userId: args.userId,
    uploadBytes,
  });
  return {
    workspace,
    userId: args.userId,
    ...(userTeamId === undefined ? {} : { userTeamId }),
    channelId: args.channelId,
    ...(args.names ? { names: args.names } : {}),
    ui,
    ...requestLanguage(resolver, { workspace, userId: args.userId, ui }),
  };
}
