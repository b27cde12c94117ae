import type { Logger as BoltLogger, LogLevel as BoltLogLevel } from '@slack/bolt';
import {
  type DestinationStream,
  type LevelWithSilent,
  type Logger as PinoLogger,
  pino,
} from 'pino';
import { isEnlivyError } from './api/errors.js';
import { type BoundedDestination, boundedDestination } from './log-destination.js';
import { currentTrace } from './request-context.js';

/**
 * Logging: pino with three layers against leaking secrets.
 * 1. pino `redact` paths for the well-known places (censor `[redacted]`).
 * 2. A `formatters.log` pass that censors the same key names at any depth and turns nested Error
 *    objects into `safeError` output (no request bodies, headers or configs).
 * 3. A `logMethod` hook that masks token shapes (`xoxb-…`, `xapp-…`, `123|abc…`, `Bearer …`) in
 *    every string argument, so a token pasted into a message is masked too.
 */
export type Logger = PinoLogger;

export const CENSOR = '[redacted]';

const SECRET_KEYS = [
  'token',
  'accessToken',
  'botToken',
  'userToken',
  'appToken',
  'refreshToken',
  'password',
  'signing_secret',
  'signingSecret',
  'secret',
  'clientSecret',
  'stateSecret',
  'encryptionKey',
];

export const REDACT_PATHS: readonly string[] = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'authorization',
  'Authorization',
  'headers.authorization',
  'headers.Authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.Authorization',
  'req.headers.cookie',
  '*.headers.authorization',
  '*.headers.Authorization',
  '*.headers.cookie',
  'bot.token',
  'bot.refreshToken',
  'user.token',
  'user.refreshToken',
  '*.bot.token',
  '*.bot.refreshToken',
  '*.user.token',
  '*.user.refreshToken',
];

/** Key names (compared lowercased, without `_` and `-`) censored at any depth. */
const SECRET_KEY_SET = new Set(
  [
    ...SECRET_KEYS,
    'access_token',
    'bot_token',
    'user_token',
    'app_token',
    'refresh_token',
    'client_secret',
    'state_secret',
    'encryption_key',
    'authorization',
    'cookie',
    'set-cookie',
    'x-slack-signature',
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY_SET.has(normalizeKey(key));
}

const TOKEN_PATTERNS: readonly [RegExp, string][] = [
  // Slack tokens, including rotated ones (xoxe.xoxb-1-…, xoxe-1-…).
  [/\b(xox[abpres]|xapp)-[A-Za-z0-9-]+/g, `$1-${CENSOR}`],
  // Enlivy (Laravel Sanctum style) tokens: <id>|<secret>.
  [/\b\d+\|[A-Za-z0-9]{16,}/g, CENSOR],
  // Enlivy OAuth access and refresh tokens and authorization codes.
  [/\b(eat|ert|oauc)_[A-Za-z0-9]{16,}/g, `$1_${CENSOR}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/|=-]+/gi, `$1 ${CENSOR}`],
];

/** Masks token-shaped substrings: Slack tokens, Enlivy tokens and Authorization values. */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TOKEN_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

export interface SafeError {
  name: string;
  message: string;
  code?: string;
  kind?: string;
  status?: number;
  slackError?: string;
  retryAfterSeconds?: number;
  fields?: string[];
  issues?: string[];
  stack?: string;
  cause?: SafeError | string;
}

/**
 * The fields of an error that are safe to log: name, message, code, Enlivy kind and status, the
 * Slack error string, field names of a validation error, schema issues, and the stack. Never
 * request or response bodies, headers, configs, or any other own property.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (isSafeErrorShape(err)) return err;
  if (!(err instanceof Error)) {
    return { name: typeof err, message: scrubSecrets(describeNonError(err)) };
  }
  const e = err as Error & Record<string, unknown>;
  const out: SafeError = { name: e.name, message: scrubSecrets(e.message) };
  if (typeof e.code === 'string') out.code = e.code;
  if (isEnlivyError(err)) {
    out.kind = err.kind;
    if (err.status !== undefined) out.status = err.status;
  }
  if (typeof e.statusCode === 'number') out.status = e.statusCode;
  const data = e.data as { error?: unknown } | undefined;
  if (typeof data?.error === 'string') out.slackError = data.error;
  if (typeof e.retryAfterSeconds === 'number') out.retryAfterSeconds = e.retryAfterSeconds;
  if (typeof e.retryAfter === 'number') out.retryAfterSeconds = e.retryAfter;
  if (e.fieldErrors !== null && typeof e.fieldErrors === 'object') {
    out.fields = Object.keys(e.fieldErrors);
  }
  if (Array.isArray(e.issues))
    out.issues = e.issues.slice(0, 10).map((i) => scrubSecrets(String(i)));
  if (typeof e.stack === 'string') out.stack = scrubSecrets(e.stack);
  if (e.cause !== undefined) {
    out.cause = depth < 3 ? safeError(e.cause, depth + 1) : '[cause chain truncated]';
  }
  return out;
}

const SAFE_ERROR_KEYS = new Set([
  'name',
  'message',
  'code',
  'kind',
  'status',
  'slackError',
  'retryAfterSeconds',
  'fields',
  'issues',
  'stack',
  'cause',
]);

/** Already the output of safeError (e.g. passed through a second serializer): keep as is. */
function isSafeErrorShape(value: unknown): value is SafeError {
  if (value === null || typeof value !== 'object' || value instanceof Error) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    typeof record.message === 'string' &&
    Object.keys(record).every((key) => SAFE_ERROR_KEYS.has(key))
  );
}

function describeNonError(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return String(value);
  try {
    return JSON.stringify(redactDeep(value)) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Copy of `value` with secret-named keys censored at any depth, token shapes masked in strings,
 * and Error objects replaced by `safeError`. Unchanged branches are shared, not copied.
 */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return safeError(value);
  if (depth > 8) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      let changed = false;
      const out = value.map((item) => {
        const next = redactDeep(item, depth + 1, seen);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? out : value;
    }
    if (!isPlainObject(value)) return value;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const next =
        isSecretKey(key) && item !== undefined && item !== null && item !== ''
          ? CENSOR
          : redactDeep(item, depth + 1, seen);
      if (next !== item) changed = true;
      out[key] = next;
    }
    return changed ? out : value;
  } finally {
    seen.delete(value);
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export interface LoggerOptions {
  level: LevelWithSilent;
  /**
   * Where lines go; when omitted, stdout through a bounded asynchronous buffer that never blocks
   * and never grows past LOG_BUFFER_BYTES (src/log-destination.ts). Tests pass a memory stream.
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
        `log output was stalled: the ${droppedLines} oldest waiting lines were dropped`,
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
    else if (isSecretKey(key) && value !== undefined && value !== null && value !== '')
      out[key] = CENSOR;
    else out[key] = redactDeep(value);
  }
  return out;
}

const BOLT_LEVELS: Record<string, BoltLogLevel> = {
  trace: 'debug' as BoltLogLevel,
  debug: 'debug' as BoltLogLevel,
  info: 'info' as BoltLogLevel,
  warn: 'warn' as BoltLogLevel,
  error: 'error' as BoltLogLevel,
  fatal: 'error' as BoltLogLevel,
  silent: 'error' as BoltLogLevel,
};

/**
 * Bolt's Logger on top of pino. Bolt logs variadic strings and, in debug, objects that can hold
 * tokens: strings are masked with scrubSecrets, objects go through redactDeep before being
 * printed, and the first Error becomes the line's `err` (through safeError).
 */
/**
 * Slack's clients log whole request bodies and API results at debug level. Those carry what the
 * app shows people — including a webhook's signing secret in its creator's modal — and Slack only
 * masks fields named like tokens, so the content is left out and the line itself kept.
 */
const SLACK_CONTENT_DUMP = /^(http request body|http request result|http request headers):/;

function withoutContent(text: string): string {
  const match = SLACK_CONTENT_DUMP.exec(text);
  return match ? `${match[1]}: [content omitted]` : text;
}

export function boltLogger(logger: Logger): BoltLogger {
  let current = logger.child({ component: 'bolt' });

  function write(level: 'debug' | 'info' | 'warn' | 'error', msg: unknown[]): void {
    if (!current.isLevelEnabled(level)) return;
    const err = msg.find((part): part is Error => part instanceof Error);
    const text = withoutContent(
      msg
        .filter((part) => part !== err)
        .map(formatPart)
        .join(' '),
    );
    if (err === undefined) current[level](text);
    else current[level]({ err }, text || err.message);
  }

  return {
    debug: (...msg: unknown[]) => write('debug', msg),
    info: (...msg: unknown[]) => write('info', msg),
    warn: (...msg: unknown[]) => write('warn', msg),
    error: (...msg: unknown[]) => write('error', msg),
    setLevel(level: BoltLogLevel) {
      current.level = level;
    },
    getLevel(): BoltLogLevel {
      return BOLT_LEVELS[current.level] ?? ('info' as BoltLogLevel);
    },
    setName(name: string) {
      const level = current.level;
      current = logger.child({ component: name });
      current.level = level;
    },
  };
}

function formatPart(part: unknown): string {
  if (typeof part === 'string') return scrubSecrets(part);
  if (part === undefined) return 'undefined';
  if (typeof part !== 'object' || part === null) return String(part);
  try {
    return scrubSecrets(JSON.stringify(redactDeep(part)) ?? String(part));
  } catch {
    return '[unprintable]';
  }
}
