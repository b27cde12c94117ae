import {
  type DestinationStream,
  type LevelWithSilent,
  type Logger as PinoLogger,
  pino,
} from 'pino';
import { currentTrace } from '../request-context.js';
import { type BoundedDestination, boundedDestination } from './destination.js';
import { isCensored, redactDeep, safeError } from './redact.js';
import { CENSOR, REDACT_PATHS, scrubSecrets } from './secrets.js';

export { type SafeError, safeError } from './redact.js';
export { REDACT_PATHS, scrubSecrets } from './secrets.js';

/**
 * Logging: pino with three layers against leaking secrets.
 * 1. pino `redact` paths for the well-known places (censor `[redacted]`).
 * 2. A `formatters.log` pass that censors the same key names at any depth and turns nested Error
 *    objects into `safeError` output (no request bodies, headers or configs).
 * 3. A `logMethod` hook that masks token shapes (`xoxb-…`, `xapp-…`, `123|abc…`, `Bearer …`) in
 *    every string argument, so a token pasted into a message is masked too.
 * Slack's own libraries log through `slackClientLogger`, which also leaves out what they send.
 */
export type Logger = PinoLogger;

export interface LoggerOptions {
  level: LevelWithSilent;
  /**
   * Where lines go; when omitted, stdout through a bounded asynchronous buffer that never blocks
   * and never grows past LOG_BUFFER_BYTES (platform/logging/destination.ts). Tests pass a memory
   * stream.
   */
  destination?: DestinationStream;
  name?: string;
}

/** pino merges the line's fields into what this returns: a new object every time. */
function requestIdField(): object {
  const id = currentTrace()?.id;
  return id === undefined ? {} : { requestId: id };
}

export function createLogger(options: LoggerOptions): Logger {
  const pinoOptions = {
    level: options.level,
    name: options.name ?? 'enlivy-slack',
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACT_PATHS], censor: CENSOR },
    serializers: { err: safeError, error: safeError },
    // One request's lines carry its id: ack, Enlivy calls, Slack calls and failures alike.
    mixin: requestIdField,
    formatters: {
      log: redactLogObject,
    },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg)),
        );
      },
    },
  };
  const destination = options.destination ?? boundedDestination();
  const logger = pino(pinoOptions, destination);
  if (isBounded(destination)) {
    destination.onResumed = (droppedLines, droppedBytes) => {
      logger.warn(
        { droppedLines, droppedBytes },
        `log output was stalled: ${droppedLines} lines were dropped here`,
      );
    };
  }
  return logger;
}

function isBounded(destination: DestinationStream): destination is BoundedDestination {
  return 'onResumed' in destination;
}

/** Waits until the logger's lines are written, but never longer than `timeoutMs`. */
export function flushLogs(logger: Logger, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `err` and `error` Errors are left to their serializer (safeError); everything else is redacted. */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if ((key === 'err' || key === 'error') && value instanceof Error) out[key] = value;
    else if (isCensored(key, value)) out[key] = CENSOR;
    else out[key] = redactDeep(value);
  }
  return out;
}
