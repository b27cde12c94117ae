import { randomUUID } from 'node:crypto';
import type { Dispatcher } from 'undici';
import type { ZodType } from 'zod';
import { authorized, type Credentials, type TokenSource, withToken } from './auth.js';
import { attemptDownload, type DownloadRequest, type DownloadResponse } from './download.js';
import { makeRedactor } from './error-mapping.js';
import { EnlivySchemaError } from './errors.js';
import type { Query } from './query.js';
import { type HttpMethod, sendRequest, type Target } from './request.js';
import { describeIssues, failure, isSuccess, parseJson } from './response.js';
import { type NoteStatus, type RetryPolicy, withRetries } from './retry.js';
import { type Deadline, interruptController, withTimeout } from './timeouts.js';
import { keepAliveAgent } from './transport.js';
import { journaled } from './write-journal.js';

export interface HttpOptions {
  /** e.g. `https://api.enlivy.com`; a trailing `/` is trimmed. */
  baseUrl: string;
  token?: string;
  /** Per attempt, from sending until the body is read (for downloads: until the headers). Default 10 000. */
  timeoutMs?: number;
  /** Default: a keep-alive Agent, shared with the withToken clients. Tests pass a MockAgent. */
  dispatcher?: Dispatcher;
  /** Retries of safe calls (GET, and writes carrying an Idempotency-Key). Default 2. */
  maxRetries?: number;
  /** Upper bound for honouring Retry-After. Default 5 000. */
  retryAfterCapMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface JsonRequest<T> {
  method: HttpMethod;
  /** Starts with '/', ids already encoded. */
  path: string;
  query?: Query;
  body?: unknown;
  /** Sent form-encoded instead of `body` (the OAuth token endpoint). */
  form?: Record<string, string>;
  schema: ZodType<T>;
  /** Public endpoints (login) are called without the Authorization header. */
  anonymous?: boolean;
  /**
   * Sent as `Idempotency-Key` on writes: one per user intent, reused by every retry of that
   * write. A write without one gets a fresh key, so its own retries are still safe.
   */
  idempotencyKey?: string;
  /**
   * Never retried: a call whose repeat would fail because the first one worked (a refresh
   * token is spent by its first use).
   */
  once?: boolean;
  /** This call's own timeout instead of the client's (a token renewal waits longer). */
  timeoutMs?: number;
}

export interface Http {
  request<T>(req: JsonRequest<T>): Promise<T>;
  download(req: DownloadRequest): Promise<DownloadResponse>;
  withToken(token: string): Http;
  withTokenSource(source: TokenSource): Http;
  /**
   * Ends every call still running with EnlivyAbortedError, and every later call at once (for
   * shutdown, after the drain window). Shared with the withToken clients.
   */
  interrupt(): void;
  /**
   * Interrupts what still runs and destroys the connection pool if this client created it (an
   * injected dispatcher is left open). Never waits for requests in flight.
   */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_RETRY_AFTER_CAP_MS = 5_000;

interface Settings extends Target, Deadline, RetryPolicy, Credentials {
  ownsDispatcher: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttp(options: HttpOptions): Http {
  return build({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    token: options.token,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    dispatcher: options.dispatcher ?? keepAliveAgent(),
    maxRetries: Math.max(0, options.maxRetries ?? DEFAULT_MAX_RETRIES),
    retryAfterCapMs: options.retryAfterCapMs ?? DEFAULT_RETRY_AFTER_CAP_MS,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    redact: makeRedactor(options.token),
    ownsDispatcher: options.dispatcher === undefined,
    interrupted: interruptController(),
  });
}

function build(s: Settings): Http {
  return {
    request: (req) => {
      const keyed = withIdempotencyKey(req);
      const own = (t: Settings): Settings => ({
        ...t,
        ...(req.once ? { maxRetries: 0 } : {}),
        ...(req.timeoutMs === undefined ? {} : { timeoutMs: req.timeoutMs }),
      });
      // A sign-in or token call changes no data in Enlivy: it is not a write to report.
      return journaled(
        req.anonymous ? 'GET' : req.method,
        authorized(s, req.anonymous, (t) => {
          const settings = own(t);
          return withRetries(settings, keyed, 'json', (noteStatus) =>
            attemptJson(settings, keyed, noteStatus),
          );
        }),
      );
    },
    download: (req) =>
      authorized(s, false, (t) =>
        withRetries(t, { method: 'GET', path: req.path }, 'download', (noteStatus) =>
          attemptDownload(t, req, noteStatus),
        ),
      ),
    withToken: (token) => build(withToken(s, token)),
    withTokenSource: (source) => build({ ...withToken(s, undefined), source }),
    interrupt: () => s.interrupted.abort(),
    close: async () => {
      // Shutdown already gave running calls their drain window: Agent.close() would wait for
      // each of them (up to the timeout); destroy() ends them now.
      s.interrupted.abort();
      if (s.ownsDispatcher) await s.dispatcher.destroy();
    },
  };
}

/** Every write carries a key (contract §3: only GET and keyed writes may be retried). */
function withIdempotencyKey<T>(req: JsonRequest<T>): JsonRequest<T> {
  if (req.method === 'GET' || req.idempotencyKey !== undefined) return req;
  return { ...req, idempotencyKey: newIdempotencyKey() };
}

export function newIdempotencyKey(): string {
  return randomUUID();
}

/** One attempt at a JSON call: a 2xx body must parse and match the request's schema. */
async function attemptJson<T>(
  s: Settings,
  req: JsonRequest<T>,
  noteStatus: NoteStatus,
): Promise<T> {
  return withTimeout(s, req.method, async (signal) => {
    const res = await sendRequest(s, { ...req, bodyIdleMs: s.timeoutMs }, signal);
    noteStatus(res.statusCode);
    if (!isSuccess(res.statusCode)) throw await failure(res, s.redact);
    const text = await res.body.text();
    const where = `${req.method} ${req.path}`;
    const json = parseJson(text, where, res.statusCode);
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) {
      throw new EnlivySchemaError(
        `Enlivy's answer to ${where} did not have the expected shape`,
        describeIssues(parsed.error),
        res.statusCode,
      );
    }
    return parsed.data;
  });
}
