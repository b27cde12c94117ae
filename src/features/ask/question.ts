import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { AppServices, Request } from '../../core/context.js';
import type { Thread } from './conversation.js';

/** What Ask Enlivy uses of the app's services. */
export type AskDeps = Pick<
  AppServices,
  'config' | 'logger' | 'stores' | 'connections' | 'access' | 'commands' | 'now'
>;

/** One message to answer: who asked what, where, and the Slack client to answer with. */
export interface Question {
  request: Request;
  text: string;
  thread: Thread;
  /** A DM with the app (its Messages tab), or a mention in a channel (everyone there reads). */
  place: 'dm' | 'channel';
  /** The workspace's client (the app's own, with its token). */
  client: WebClient;
  /** For Slack's streaming: the team of the person the answer is for. */
  recipientTeamId: string | undefined;
}

/** An answer: markdown text, and blocks after it (a confirmation button). */
export interface Reply {
  text: string;
  blocks?: KnownBlock[];
}
