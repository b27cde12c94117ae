import type { AllMiddlewareArgs, Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Language } from '../../platform/i18n/index.js';
import type { Respond } from '../../slack/respond-url.js';
import { listenerClient } from '../../slack/slack-clients.js';
import { actingUserId } from '../../slack/source.js';
import { createSlackUi, type SlackUi } from '../../slack/ui.js';
import { uploadBytes } from '../../slack/upload.js';
import { USER_TEAM_KEY, workspaceOf } from '../../slack/workspace.js';
import type { Request } from '../context.js';
import {
  ACTING_LANGUAGE_KEY,
  type ActingLanguage,
  LANGUAGE_RESOLVER_KEY,
  type LanguageResolver,
  once,
  requestLanguage,
} from '../language.js';

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
  const acting = args.context[ACTING_LANGUAGE_KEY] as ActingLanguage | undefined;
  const slackUi = createSlackUi({
    client: listenerClient(args.context, args.client),
    respond: args.respond,
    triggerId: args.triggerId,
    fallbackChannel: args.channelId,
    userId: args.userId,
    uploadBytes,
  });
  // The acting person's profile is read once per request, for their language and their time zone.
  const ui: SlackUi =
    acting?.userId === args.userId
      ? {
          ...slackUi,
          userInfo: (userId) =>
            userId === acting.userId ? acting.userInfo() : slackUi.userInfo(userId),
        }
      : slackUi;
  return {
    workspace,
    userId: args.userId,
    ...(userTeamId === undefined ? {} : { userTeamId }),
    channelId: args.channelId,
    ...(args.names ? { names: args.names } : {}),
    ui,
    ...requestLanguage(resolver, { workspace, userId: args.userId, ui }, acting),
  };
}

/** Bolt's arguments of any listener, as a feature's listener passes them on whole. */
export type BoltArgs = Pick<AllMiddlewareArgs, 'context' | 'client'> & {
  respond?: Respond | undefined;
};

/**
 * The request of a listener that no core builder (onClick, onEvent, onSlashCommand) fits: a
 * modal's click, a submission, a shortcut, a step. The feature hands Bolt's arguments over whole
 * and never reads their `client` (tokenless: `authorize` returns no bot token, see
 * listenerClient); the request's `ui` calls Slack.
 */
export function requestOf(
  bolt: BoltArgs,
  who: Pick<Parameters<typeof requestFrom>[0], 'userId' | 'channelId' | 'triggerId' | 'names'>,
): Request {
  return requestFrom({ context: bolt.context, client: bolt.client, respond: bolt.respond, ...who });
}

/**
 * The language of whoever acts in a Slack request (the workspace default when no person does),
 * resolved on first use and kept in the context for `requestFrom`. The app's middleware runs
 * every listener inside it, so each Enlivy call made for that person carries their
 * Accept-Language, whichever listener makes it.
 */
export function actingLanguage(args: {
  context: Context;
  client: WebClient;
  body: unknown;
  resolver: LanguageResolver;
}): () => Promise<Language> {
  const { context, resolver } = args;
  const workspace = workspaceOf(context);
  const userId = actingUserId(args.body);
  if (userId === undefined) return once(() => resolver.workspaceLanguage(workspace));
  const slackUi = createSlackUi({
    client: listenerClient(context, args.client),
    userId,
    uploadBytes,
  });
  const userInfo = once(() => slackUi.userInfo(userId));
  const languages = resolver.languagesOf(workspace, userId, { userInfo: () => userInfo() });
  context[ACTING_LANGUAGE_KEY] = { userId, ...languages, userInfo } satisfies ActingLanguage;
  return languages.user;
}
