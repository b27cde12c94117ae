import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger as PinoLogger } from 'pino';
import { isCensored, safeError } from './redact.js';
import { CENSOR, scrubSecrets } from './secrets.js';

/**
 * The logger given to Bolt and to every Slack WebClient (Bolt hands its own to the clients it
 * builds). Slack's libraries log, at debug level, request bodies, headers and API results: as
 * objects or as JSON written into a string. Those carry tokens and what the app shows people —
 * a webhook's signing secret in its creator's modal, a token typed into a form. So whatever a
 * line says, each of its arguments is reduced by its shape:
 * - text: token shapes and Authorization values masked;
 * - objects, and JSON inside text: keys kept; secret-named keys censored; of the values only
 *   numbers, booleans, and strings under keys naming an id, a type, a channel, user or team, a
 *   timestamp or an error code; every other string becomes `[omitted]`;
 * - the first Error: the line's `err` (through safeError).
 */
export const OMITTED = '[omitted]';

const KEYS_KEEPING_TEXT = new Set([
  'ok',
  'error',
  'errors',
  'warning',
  'warnings',
  'needed',
  'provided',
  'messages',
  'type',
  'method',
  'channel',
  'team',
  'user',
  'ts',
  'thread_ts',
  'message_ts',
]);
const ID_KEY = /(^id|_id|Id)s?$/;
const INDEX_KEY = /^\d+$/;
/** Positions in a line tried as the start of a JSON object or array, first to last. */
const JSON_STARTS_TRIED = 4;
const MAX_DEPTH = 10;

/**
 * Bolt's warning before it hands a failed `authorize` to the app's error handler, which logs the
 * failure itself (a store outage as an error, a team that is not installed as one warning per
 * burst): Bolt's own line, one per request, would only repeat it.
 */
const REPEATED_BY_THE_APP = /^Authorization of incoming event did not succeed/;

/**
 * @slack/oauth's errors for a redirect the caller got wrong (a forged or stale `state`, no
 * `code`): it logs them at error level with the whole error, then hands them to the app's failure
 * page, which writes one warning. Anyone can send such a redirect, so its own line is debug.
 */
const CALLERS_OAUTH_ERRORS = new Set([
  'slack_oauth_missing_state',
  'slack_oauth_invalid_state',
  'slack_oauth_missing_code',
]);

function callersOAuthError(part: unknown): boolean {
  return (
    part instanceof Error && CALLERS_OAUTH_ERRORS.has(String((part as { code?: unknown }).code))
  );
}

/** pino's level names as Slack's loggers know them. */
export const SLACK_LOG_LEVELS: Record<string, LogLevel> = {
  trace: LogLevel.DEBUG,
  debug: LogLevel.DEBUG,
  info: LogLevel.INFO,
  warn: LogLevel.WARN,
  error: LogLevel.ERROR,
  fatal: LogLevel.ERROR,
  silent: LogLevel.ERROR,
};

export function slackClientLogger(logger: PinoLogger): BoltLogger {
  let current = logger.child({ component: 'bolt' });

  function write(level: 'debug' | 'info' | 'warn' | 'error', parts: unknown[]): void {
    // Lines the app's own error handler writes again, with the request's context: debug here.
    if (level === 'warn' && typeof parts[0] === 'string' && REPEATED_BY_THE_APP.test(parts[0]))
      level = 'debug';
    if (level === 'error' && parts.length === 1 && callersOAuthError(parts[0])) level = 'debug';
    if (!current.isLevelEnabled(level)) return;
    const err = parts.find((part): part is Error => part instanceof Error);
    const text = parts
      .filter((part) => part !== err)
      .map(describe)
      .join(' ');
    if (err === undefined) {
      current[level](text);
      return;
    }
    const safe = safeError(err);
    current[level]({ err: safe }, text || safe.message);
  }

  return {
    debug: (...parts: unknown[]) => write('debug', parts),
    info: (...parts: unknown[]) => write('info', parts),
    warn: (...parts: unknown[]) => write('warn', parts),
    error: (...parts: unknown[]) => write('error', parts),
    setLevel(level: LogLevel) {
      current.level = level;
    },
    getLevel(): LogLevel {
      return SLACK_LOG_LEVELS[current.level] ?? LogLevel.INFO;
    },
    setName(name: string) {
      const level = current.level;
      current = logger.child({ component: name });
      current.level = level;
    },
  };
}

function describe(part: unknown): string {
  if (typeof part === 'string') return describeText(part);
  if (typeof part === 'function') return '[function]';
  if (part === null || typeof part !== 'object') return String(part);
  const data = toData(part);
  return data === undefined ? '[unprintable]' : JSON.stringify(withoutContent(data, undefined, 0));
}

/** Text, with a JSON object or array that ends it reduced like any object. */
function describeText(text: string): string {
  const brackets = /[[{]/g;
  for (let tried = 0; tried < JSON_STARTS_TRIED; tried++) {
    const found = brackets.exec(text);
    if (found === null) break;
    const data = parseJson(text.slice(found.index));
    if (data !== undefined) {
      const reduced = JSON.stringify(withoutContent(data, undefined, 0));
      return scrubSecrets(text.slice(0, found.index)) + reduced;
    }
  }
  return scrubSecrets(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Plain JSON data of any object (class instances through their toJSON or own fields). */
function toData(value: object): unknown {
  try {
    const json = JSON.stringify(value, function (this: Record<string, unknown>, key, item) {
      const original = this[key];
      if (original instanceof Error) return safeError(original);
      if (ArrayBuffer.isView(original) || original instanceof ArrayBuffer) {
        return `[${original.byteLength} bytes]`;
      }
      return item as unknown;
    });
    return json === undefined ? undefined : parseJson(json);
  } catch {
    return undefined;
  }
}

function keepsText(key: string | undefined): boolean {
  return key !== undefined && (KEYS_KEEPING_TEXT.has(key) || ID_KEY.test(key));
}

function withoutContent(value: unknown, key: string | undefined, depth: number): unknown {
  if (typeof value === 'string') {
    if (value === '') return value;
    return keepsText(key) ? scrubSecrets(value) : OMITTED;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => withoutContent(item, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    // web-api logs arrays as objects keyed by index: their items belong to the parent's key.
    const itemKey = INDEX_KEY.test(name) ? key : name;
    out[name] = isCensored(name, item) ? CENSOR : withoutContent(item, itemKey, depth + 1);
  }
  return out;
}
