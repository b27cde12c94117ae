import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dispatcher, request } from 'undici';
import { currentScope, currentTrace } from '../platform/request-context.js';
import { encodeQuery, type Query } from './query.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ResponseBody = Dispatcher.ResponseData['body'];
export type ResponseHeaders = Dispatcher.ResponseData['headers'];

/** Where and how a call is sent. */
export interface Target {
  /** Without a trailing `/`. */
  baseUrl: string;
  token: string | undefined;
  dispatcher: Dispatcher;
  /** Until the response headers arrive. */
  timeoutMs: number;
}

export interface Outgoing {
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

let cachedUserAgent: string | undefined;

function userAgent(): string {
  cachedUserAgent ??= `enlivy-slack/${ownVersion() ?? '0.0.0'}`;
  return cachedUserAgent;
}

/**
 * The version in the app's own package.json, the nearest one above this module: src/enlivy/ when
 * run from source, dist/ when built (the header is informative only: no version, a placeholder).
 */
function ownVersion(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'enlivy-slack' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json here (or not ours): look one level up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The one place a request to Enlivy is sent: headers, body encoding, the pool, the timeouts. */
export async function sendRequest(
  target: Target,
  out: Outgoing,
  signal: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent() };
  const language = await currentScope()?.language?.();
  if (language !== undefined) headers['accept-language'] = language;
  if (target.token && !out.anonymous) headers.authorization = `Bearer ${target.token}`;
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
  return request(`${target.baseUrl}${out.path}${encodeQuery(out.query)}`, {
    method: out.method,
    headers,
    body: payload,
    signal,
    dispatcher: target.dispatcher,
    headersTimeout: target.timeoutMs,
    bodyTimeout: out.bodyIdleMs,
  });
}
