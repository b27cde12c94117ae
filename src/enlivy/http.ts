import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createRequire } from 'node:module';
import { Agent, type Dispatcher, request } from 'undici';
import type { ZodError, ZodType } from 'zod';
import { endpointLabel, metrics, secondsSince } from '../platform/metrics.js';
import { currentTrace } from '../platform/request-context.js';
import {
  annotateOAuth,
  errorFromResponse,
  makeRedactor,
  parseRetryAfter,
  type Redact,
} from './error-mapping.js';
import {
  EnlivyAbortedError,
  EnlivyAuthenticationError,
  EnlivyError,
  EnlivyNetworkError,
  EnlivySchemaError,
  EnlivyTimeoutError,
  EnlivyUnexpectedContentError,
} from './errors.js';
import { encodeQuery, type Query } from './query.js';
import { isRetryable, retryDelayMs } from './retry.js';
import { currentJournal, type WriteJournal } from './write-journal.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ResponseBody = Dispatcher.ResponseData['body'];
export type ResponseHeaders = Dispatcher.ResponseData['headers'];

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
}

/**
 * Where an OAuth connection's token comes from: refreshed before it expires, and once more
 * when Enlivy answers 401, after which the call is sent again with the new token.
 */
export interface TokenSource {
  /** The token to call with now. */
  current(): Promise<string>;
  /** After a 401 to `rejected`: the token to send the call again with, or undefined. */
  renew(rejected: string): Promise<string | undefined>;
}

export interface DownloadRequest {
  path: string;
  query?: Query;
  /** Media type a 2xx must carry, e.g. `application/pdf`. */
  expectContentType: string;
}

export interface DownloadResponse {
  status: number;
  headers: ResponseHeaders;
  contentType: string;
  /** Streamed; the caller must consume or destroy it. */
  body: ResponseBody;
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
const DOWNLOAD_BODY_IDLE_MS = 30_000;
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const MAX_LISTED_ISSUES = 10;

function keepAliveAgent(): Agent {
  return new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 60_000, allowH2: false });
}

let cachedUserAgent: string | undefined;

function userAgent(): string {
  if (cachedUserAgent) return cachedUserAgent;
  let version = '0.0.0';
  try {
    // Same relative location from src/api and dist/api.
    const pkg = createRequire(import.meta.url)('../../package.json') as { version?: unknown };
    if (typeof pkg.version === 'string') version = pkg.version;
  } catch {
    // Keep the placeholder version: the header is informative only.
  }
  cachedUserAgent = `enlivy-slack/${version}`;
  return cachedUserAgent;
}

interface Settings {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  dispatcher: Dispatcher;
  maxRetries: number;
  retryAfterCapMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  redact: Redact;
  ownsDispatcher: boolean;
  /** Aborted by interrupt(); one per createHttp, shared with the withToken clients. */
  interrupted: AbortController;
  source?: TokenSource | undefined;
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

function withToken(s: Settings, token: string | undefined): Settings {
  return { ...s, token, redact: makeRedactor(token), source: undefined };
}

/** Runs a call with the token source's token; after a 401, once more with a renewed one. */
async function authorized<T>(
  s: Settings,
  anonymous: boolean | undefined,
  call: (s: Settings) => Promise<T>,
): Promise<T> {
  const source = s.source;
  if (source === undefined || anonymous) return call(s);
  const token = await source.current();
  try {
    return await call(withToken(s, token));
  } catch (err) {
    if (!(err instanceof EnlivyAuthenticationError)) throw err;
    const renewed = await source.renew(token);
    if (renewed === undefined) throw err;
    return call(withToken(s, renewed));
  }
}

/**
 * Every call in flight listens on this one signal (the failure watch alone runs dozens at
 * once): no listener limit, so Node does not warn about a leak that is not one.
 */
function interruptController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

function build(s: Settings): Http {
  return {
    request: (req) => {
      const keyed = withIdempotencyKey(req);
      const retries = (t: Settings) => (req.once ? { ...t, maxRetries: 0 } : t);
      // A sign-in or token call changes no data in Enlivy: it is not a write to report.
      return journaled(
        req.anonymous ? 'GET' : req.method,
        authorized(s, req.anonymous, (t) =>
          withRetries(retries(t), keyed, 'json', (noteStatus) => attemptJson(t, keyed, noteStatus)),
        ),
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

/**
 * Notes in the running work's journal a write Enlivy may have applied: one that succeeded or
 * whose outcome is unknown. A 4xx answer is a refusal: nothing was changed.
 */
function journaled<T>(method: HttpMethod, call: Promise<T>): Promise<T> {
  const journal = currentJournal();
  if (method === 'GET' || journal === undefined) return call;
  return call.then(
    (value) => {
      journal.mayHaveChanged = true;
      return value;
    },
    (err: unknown) => {
      const status = err instanceof EnlivyError ? err.status : undefined;
      const refused = status !== undefined && status >= 400 && status < 500;
      if (!refused) journal.mayHaveChanged = true;
      throw err;
    },
  );
}

/** Retry-After seconds seen on a failed answer, for the backoff of the next attempt. */
const retryAfterOf = new WeakMap<EnlivyError, number>();

/** Every write carries a key (contract §3: only GET and keyed writes may be retried). */
function withIdempotencyKey<T>(req: JsonRequest<T>): JsonRequest<T> {
  if (req.method === 'GET' || req.idempotencyKey !== undefined) return req;
  return { ...req, idempotencyKey: newIdempotencyKey() };
}

export function newIdempotencyKey(): string {
  return randomUUID();
}

/** Called with the HTTP status as soon as an attempt's answer arrives (for the metrics). */
type NoteStatus = (status: number) => void;

async function withRetries<T>(
  s: Settings,
  req: { method: HttpMethod; path: string; idempotencyKey?: string },
  mode: 'json' | 'download',
  attempt: (noteStatus: NoteStatus) => Promise<T>,
): Promise<T> {
  const safe = req.method === 'GET' || req.idempotencyKey !== undefined;
  const labels = { method: req.method, endpoint: endpointLabel(req.path) };
  for (let retry = 0; ; retry++) {
    if (retry > 0) metrics.enlivyRetries.inc(labels);
    try {
      return await measured(labels, attempt);
    } catch (err) {
      const retryable = err instanceof EnlivyError && safe && isRetryable(err, mode);
      if (!retryable || retry >= s.maxRetries) throw err;
      await s.sleep(retryDelayMs(retry, retryAfterOf.get(err), s.retryAfterCapMs, s.random));
    }
  }
}

/** One attempt, counted by its status (or how it failed without one) and timed. */
async function measured<T>(
  labels: { method: HttpMethod; endpoint: string },
  attempt: (noteStatus: NoteStatus) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let status: string | undefined;
  try {
    return await attempt((code) => {
      status = String(code);
    });
  } catch (err) {
    status ??=
      err instanceof EnlivyTimeoutError
        ? 'timeout'
        : err instanceof EnlivyAbortedError
          ? 'aborted'
          : 'network';
    throw err;
  } finally {
    metrics.enlivyRequests.inc({ ...labels, status: status ?? 'unknown' });
    metrics.enlivySeconds.observe(labels, secondsSince(started));
  }
}

/**
 * Runs one attempt under the timeout and the client's interrupt; transport failures become
 * typed errors.
 */
async function withTimeout<T>(
  s: Settings,
  method: HttpMethod,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const journal = currentJournal();
  if (s.interrupted.signal.aborted) throw abortedError(method, journal);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onInterrupt: (() => void) | undefined;
  const cutOff = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeoutError(s.timeoutMs));
      controller.abort();
    }, s.timeoutMs);
    onInterrupt = () => {
      reject(abortedError(method, journal));
      controller.abort();
    };
    s.interrupted.signal.addEventListener('abort', onInterrupt, { once: true });
  });
  const guarded = work(controller.signal).catch((err: unknown) => {
    throw transportError(err, controller.signal, s.timeoutMs);
  });
  try {
    return await Promise.race([guarded, cutOff]);
  } finally {
    clearTimeout(timer);
    if (onInterrupt) s.interrupted.signal.removeEventListener('abort', onInterrupt);
  }
}

function abortedError(method: HttpMethod, journal: WriteJournal | undefined): EnlivyAbortedError {
  return new EnlivyAbortedError(method, method !== 'GET' || journal?.mayHaveChanged === true);
}

function timeoutError(timeoutMs: number, cause?: unknown): EnlivyTimeoutError {
  return new EnlivyTimeoutError(`Enlivy did not answer within ${timeoutMs} ms`, timeoutMs, {
    cause,
  });
}

const UNDICI_TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function transportError(err: unknown, signal: AbortSignal, timeoutMs: number): unknown {
  if (err instanceof EnlivyError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (signal.aborted || (typeof code === 'string' && UNDICI_TIMEOUT_CODES.has(code))) {
    return timeoutError(timeoutMs, err);
  }
  const detail = typeof code === 'string' && /^[A-Z0-9_]+$/.test(code) ? ` (${code})` : '';
  return new EnlivyNetworkError(`Could not reach Enlivy${detail}`, undefined, { cause: err });
}

interface Outgoing {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  form?: Record<string, string>;
  anonymous?: boolean;
  idempotencyKey?: string;
  /** Longest pause between body chunks. */
  bodyIdleMs: number;
}

function send(s: Settings, out: Outgoing, signal: AbortSignal) {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent() };
  if (s.token && !out.anonymous) headers.authorization = `Bearer ${s.token}`;
  if (out.idempotencyKey !== undefined) headers['idempotency-key'] = out.idempotencyKey;
  const requestId = currentTrace()?.id;
  if (requestId !== undefined) headers['x-request-id'] = requestId;
  let payload: string | undefined;
  if (out.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(out.form).toString();
  } else if (out.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(out.body);
  }
  return request(`${s.baseUrl}${out.path}${encodeQuery(out.query)}`, {
    method: out.method,
    headers,
    body: payload,
    signal,
    dispatcher: s.dispatcher,
    headersTimeout: s.timeoutMs,
    bodyTimeout: out.bodyIdleMs,
  });
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

async function attemptJson<T>(
  s: Settings,
  req: JsonRequest<T>,
  noteStatus: NoteStatus,
): Promise<T> {
  return withTimeout(s, req.method, async (signal) => {
    const res = await send(s, { ...req, bodyIdleMs: s.timeoutMs }, signal);
    noteStatus(res.statusCode);
    if (!isSuccess(res.statusCode)) throw await failure(s, res);
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

async function attemptDownload(
  s: Settings,
  req: DownloadRequest,
  noteStatus: NoteStatus,
): Promise<DownloadResponse> {
  return withTimeout(s, 'GET', async (signal) => {
    // The stream outlives this attempt; only a stall between chunks aborts it.
    const bodyIdleMs = Math.max(s.timeoutMs, DOWNLOAD_BODY_IDLE_MS);
    const res = await send(
      s,
      { method: 'GET', path: req.path, query: req.query, bodyIdleMs },
      signal,
    );
    noteStatus(res.statusCode);
    if (!isSuccess(res.statusCode)) throw await failure(s, res);
    const contentType = mediaType(res.headers['content-type']);
    if (contentType !== req.expectContentType.toLowerCase()) {
      discard(res.body);
      throw new EnlivyUnexpectedContentError(
        `Enlivy sent ${contentType || 'an untyped body'} instead of ${req.expectContentType}`,
        contentType || undefined,
        res.statusCode,
      );
    }
    return { status: res.statusCode, headers: res.headers, contentType, body: res.body };
  });
}

function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads (a bounded part of) an error body and maps the status to its typed error. */
async function failure(s: Settings, res: Dispatcher.ResponseData): Promise<EnlivyError> {
  const text = await readBounded(res.body, MAX_ERROR_BODY_BYTES);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined; // an HTML error page from a proxy: the status alone decides
  }
  const retryAfterHeader = res.headers['retry-after'];
  const error = annotateOAuth(
    errorFromResponse(res.statusCode, body, retryAfterHeader, s.redact),
    body,
    res.headers['www-authenticate'],
  );
  const retryAfter = parseRetryAfter(retryAfterHeader);
  if (retryAfter !== undefined) retryAfterOf.set(error, retryAfter);
  return error;
}

/**
 * Drops a body we will not read. undici reports the abort as an 'error' event on the stream;
 * with no listener that would be an uncaught exception and take the process down.
 */
function discard(body: ResponseBody): void {
  body.on('error', () => {});
  body.destroy();
}

async function readBounded(body: ResponseBody, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buf);
    size += buf.length;
    if (size >= maxBytes) {
      discard(body);
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}

function parseJson(text: string, where: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new EnlivySchemaError(
      `Enlivy's answer to ${where} was not JSON`,
      ['(root): not valid JSON'],
      status,
    );
  }
}

function describeIssues(error: ZodError): string[] {
  const issues = error.issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > MAX_LISTED_ISSUES) {
    issues.push(`… and ${error.issues.length - MAX_LISTED_ISSUES} more`);
  }
  return issues;
}
