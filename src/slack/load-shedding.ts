import type { AnyMiddlewareArgs, Middleware, SlashCommand } from '@slack/bolt';
import { type Logger, safeError } from '../platform/logging/logger.js';
import { ackWhatNoListenerAcked } from './ack-window.js';
import { respondVia } from './respond-url.js';
import type { SlackMessage } from './ui.js';

export const DEFAULT_MAX_COMMANDS_IN_FLIGHT = 500;
const MAX_BUSY_ANSWERS = 50;
const BUSY_LOG_EVERY_MS = 10_000;

export interface LoadSheddingDeps {
  logger: Logger;
  /** Slash commands run at once; more are answered "too busy" and not run (default 500). */
  maxCommandsInFlight?: number | undefined;
  /** What a command turned away is told. */
  busyNotice: () => SlackMessage;
  /** Counts the command turned away (metrics). */
  countBusy: (command: SlashCommand) => void;
  now?: () => number;
}

/**
 * A Bolt global middleware bounding the slash commands running at once on this instance. Nothing
 * else bounds them (a script, a stuck Enlivy holding each for its timeout): past the limit a
 * command is acked and told through its response_url that it did not run, rather than queued in
 * memory. It must be registered before any middleware that counts or runs the command.
 */
export function shedExcessCommands(deps: LoadSheddingDeps): Middleware<AnyMiddlewareArgs> {
  const { logger } = deps;
  const now = deps.now ?? Date.now;
  const max = deps.maxCommandsInFlight ?? DEFAULT_MAX_COMMANDS_IN_FLIGHT;
  let running = 0;
  /** The "too busy" answers themselves are bounded too: past this many being sent, none is. */
  let busyAnswers = 0;
  const shed = { count: 0, loggedAt: Number.NEGATIVE_INFINITY };

  async function answerBusy(command: SlashCommand): Promise<void> {
    deps.countBusy(command);
    shed.count += 1;
    // One line per burst (every 10 s at most), not one per command turned away.
    if (now() - shed.loggedAt >= BUSY_LOG_EVERY_MS) {
      logger.warn(
        { kind: 'command', shed: shed.count, limit: max },
        `too many slash commands running: ${shed.count} answered "too busy" and not run since the last such line`,
      );
      shed.count = 0;
      shed.loggedAt = now();
    }
    if (typeof command.response_url !== 'string' || busyAnswers >= MAX_BUSY_ANSWERS) return;
    busyAnswers += 1;
    try {
      const notice = deps.busyNotice();
      await respondVia(command.response_url)({ response_type: 'ephemeral', ...notice });
    } catch (err) {
      logger.debug({ err: safeError(err) }, 'a "too busy" answer was not delivered');
    } finally {
      busyAnswers -= 1;
    }
  }

  return async (args) => {
    if (!('command' in args)) return args.next();
    if (running >= max) {
      await args.ack();
      return answerBusy(args.command);
    }
    running += 1;
    try {
      await args.next();
    } finally {
      running -= 1;
    }
  };
}

/**
 * The global middleware of the HTTP edge, to register before any other: a request no listener
 * acked is acked empty, and slash commands past the limit are turned away.
 */
export function edgeMiddleware(deps: LoadSheddingDeps): Middleware<AnyMiddlewareArgs>[] {
  return [ackWhatNoListenerAcked, shedExcessCommands(deps)];
}
