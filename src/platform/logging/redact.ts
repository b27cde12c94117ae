import { CENSOR, isSecretKey, scrubSecrets } from './secrets.js';

/** Secret-free copies of errors and values, for log lines. */

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
 * The fields of an error that are safe to log: name, message, code, kind and HTTP status, the
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
  // Enlivy's errors (src/enlivy/errors.ts) carry their kind and HTTP status.
  if (typeof e.kind === 'string') out.kind = e.kind;
  if (typeof e.status === 'number') out.status = e.status;
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
      const next = isCensored(key, item) ? CENSOR : redactDeep(item, depth + 1, seen);
      if (next !== item) changed = true;
      out[key] = next;
    }
    return changed ? out : value;
  } finally {
    seen.delete(value);
  }
}

/** A secret-named key with something in it (an empty value shows that none was set). */
export function isCensored(key: string, value: unknown): boolean {
  return isSecretKey(key) && value !== undefined && value !== null && value !== '';
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
