import type {
  AllMiddlewareArgs,
  Context,
  EventFromType,
  SlackEventMiddlewareArgs,
} from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { newReferenceId } from '../../platform/app-error.js';
import type { Request } from '../context.js';
import { logFailure } from '../errors/failure-log.js';
import type { ListenerDeps } from './button.js';
import { requestFrom } from './request.js';

export type EventArgs<Type extends string> = SlackEventMiddlewareArgs<Type> & AllMiddlewareArgs;
export type SlackEventOf<Type extends string> = EventFromType<Type>;

export interface EventOptions<Type extends string> {
  /** Name in log lines. */
  name: string;
  /** Who the event is about, and where (undefined: no conversation, or not a real one). */
  source(event: SlackEventOf<Type>): { userId: string; channelId?: string | undefined };
}

/** What an event's work gets: the request, the event, and Bolt's context and client. */
export interface ReceivedEvent<Type extends string> {
  request: Request;
  event: SlackEventOf<Type>;
  context: Context;
  /** Bolt's own client: the workspace's is `listenerClient(context, client)`. */
  client: WebClient;
}

/**
 * The listener of an Events API event, for Bolt's own router: `app.event(TYPE, onEvent(deps,
 * options, work))`. Bolt acks events itself; this builds the request and runs the work. Nobody
 * waits for an answer to an event, so a failure is logged with a reference, never posted where
 * the event happened (an error in a channel nobody asked anything in would only confuse).
 */
export function onEvent<Type extends string>(
  deps: ListenerDeps,
  options: EventOptions<Type>,
  work: (received: ReceivedEvent<Type>) => Promise<void>,
): (args: EventArgs<Type>) => Promise<void> {
  return async ({ event, context, client }) => {
    const { userId, channelId } = options.source(event);
    try {
      const request = requestFrom({ context, client, userId, channelId });
      await work({ request, event, context, client });
    } catch (err) {
      logFailure(deps.logger, err, newReferenceId(), { action: options.name, userId });
    }
  };
}
