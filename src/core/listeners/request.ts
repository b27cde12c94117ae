import type { Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Respond } from '../../slack/respond-url.js';
import { listenerClient } from '../../slack/slack-clients.js';
import { createSlackUi } from '../../slack/ui.js';
import { uploadBytes } from '../../slack/upload.js';
import { USER_TEAM_KEY, workspaceOf } from '../../slack/workspace.js';
import type { Request } from '../context.js';

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
  return {
    workspace: workspaceOf(args.context),
    userId: args.userId,
    ...(userTeamId === undefined ? {} : { userTeamId }),
    channelId: args.channelId,
    ...(args.names ? { names: args.names } : {}),
    ui: createSlackUi({
      client: listenerClient(args.context, args.client),
      respond: args.respond,
      triggerId: args.triggerId,
      fallbackChannel: args.channelId,
      userId: args.userId,
      uploadBytes,
    }),
  };
}
