/**
 * The HTTP server: reads the request, records it, applies faults, routes, authenticates, runs
 * the handler and writes the JSON (or raw) answer. Never crashes on bad input; closes cleanly.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { authenticate } from './auth.js';
import type { RouteContext, SimulatorDeps } from './context.js';
import { controlRoutes } from './control.js';
import { faultReply } from './faults.js';
import { HttpError, parseQuery, type Reply } from './http.js';
import { isoTimestamp } from './ids.js';
import { checkGrant } from './oauth.js';
import { matchRoute, type Route } from './router.js';
import type { RecordedRequest } from './types.js';

const MAX_BODY_BYTES = 1_000_000;
const CONTROL_PREFIX = '/__control';

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; raw: string };

function parseBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  const text = raw.toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') return { ok: true, value: parseQuery(text) };
  if (type === 'application/json' || type.endsWith('+json') || type === '') {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false, raw: text };
    }
  }
  return { ok: true, value: text };
}

function headersWithoutAuthorization(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'authorization' || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function send(res: http.ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const payload = reply.raw ?? Buffer.from(JSON.stringify(reply.body ?? {}), 'utf8');
  const headers: Record<string, string> = {
    ...(reply.raw ? {} : { 'content-type': 'application/json' }),
    ...reply.headers,
    'content-length': String(payload.length),
  };
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/** `send`, with the second half of the body `ms` later (the head and first half at once). */
function sendStalled(
  res: http.ServerResponse,
  reply: Reply,
  ms: number,
  signal: AbortSignal,
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = reply.raw ?? Buffer.from(JSON.stringify(reply.body ?? {}), 'utf8');
  res.writeHead(reply.status, {
    ...(reply.raw ? {} : { 'content-type': 'application/json' }),
    ...reply.headers,
    'content-length': String(payload.length),
  });
  const half = Math.floor(payload.length / 2);
  res.write(payload.subarray(0, half));
  void sleep(ms, signal).then(() => {
    if (!res.destroyed) res.end(payload.subarray(half));
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

export interface SimulatorServer {
  server: http.Server;
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

export function createServer(deps: SimulatorDeps, apiRoutes: readonly Route[]): SimulatorServer {
  const sockets = new Set<Socket>();
  const closing = new AbortController();
  /** Answers of keyed writes by token and key, with the request they answered. */
  const idempotent = new Map<string, { reply: Reply; fingerprint: string }>();

  async function dispatch(route: Route, ctx: RouteContext, authorization?: string): Promise<Reply> {
    if (route.access === 'public') return route.handler(ctx);
    const auth = authenticate(deps.state, deps.oauth, authorization);
    if (!auth) throw new HttpError(401, 'Unauthenticated.');
    const accountCtx = { ...ctx, ...auth };
    if (route.access === 'account') return route.handler(accountCtx);
    const organizationId = ctx.params.organization_id ?? '';
    const organization = deps.state.organizations.get(organizationId);
    // Unknown organization ids answer 403 like foreign ones, so ids cannot be probed.
    if (!organization?.memberAccountIds.includes(auth.account.id)) {
      throw new HttpError(403, 'This action is unauthorized.');
    }
    if (auth.grant) checkGrant(auth.grant, ctx.method, ctx.path, organizationId);
    return route.handler({ ...accountCtx, organization });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const rawQuery = url.search.startsWith('?') ? url.search.slice(1) : '';
    const isControl = path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);

    let rawBody: Buffer;
    try {
      rawBody = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(res, { status: 413, body: { message: 'The request body is too large.' } });
      } else {
        res.destroy();
      }
      return;
    }
    const body = parseBody(rawBody, req.headers['content-type']);
    const query = parseQuery(rawQuery);

    let record: RecordedRequest | undefined;
    if (!isControl) {
      record = {
        method,
        path,
        rawQuery,
        query,
        body: body.ok ? body.value : body.raw,
        headers: headersWithoutAuthorization(req),
        hasAuthorization: req.headers.authorization !== undefined,
        time: isoTimestamp(deps.clock.now()),
        receivedAt: Date.now(),
      };
      deps.requests.push(record);
    }
    let stallMs: number | undefined;
    const respond = (reply: Reply): void => {
      if (record) record.status = reply.status;
      if (stallMs === undefined) send(res, reply);
      else sendStalled(res, reply, stallMs, closing.signal);
    };

    if (!isControl) {
      const fault = deps.faults.take(method, path);
      if (fault?.kind === 'stall_body') stallMs = fault.ms;
      if (fault?.kind === 'reset') {
        if (record) record.status = 0;
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'delay') await sleep(fault.ms, closing.signal);
      const faulted = fault ? faultReply(fault) : undefined;
      if (faulted) return respond(faulted);
    }

    if (!body.ok) {
      return respond({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    }

    const match = matchRoute(isControl ? controlRoutes : apiRoutes, method, path);
    if (match.kind === 'none') {
      return respond({
        status: 404,
        body: { message: `The route ${path.slice(1)} could not be found.` },
      });
    }
    if (match.kind === 'wrong_method') {
      return respond({
        status: 405,
        body: {
          message: `The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${match.allowed.join(', ')}.`,
        },
        headers: { allow: match.allowed.join(', ') },
      });
    }

    const ctx: RouteContext = {
      deps,
      method,
      path,
      rawQuery,
      query,
      body: body.value,
      headers: req.headers,
      params: match.params,
    };
    const idempotencyKey = req.headers['idempotency-key'];
    const cacheKey =
      method !== 'GET' && typeof idempotencyKey === 'string' && idempotencyKey !== ''
        ? `${req.headers.authorization ?? ''}\n${idempotencyKey}`
        : undefined;
    const fingerprint = `${method} ${path}\n${rawBody.toString('utf8')}`;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      if (cached.fingerprint === fingerprint) return respond(cached.reply);
      return respond({
        status: 422,
        body: {
          message: 'The Idempotency-Key was already used with a different request.',
          errors: { idempotency_key: ['The key was used with another method, path or body.'] },
        },
      });
    }

    let reply: Reply;
    try {
      reply = await dispatch(match.route, ctx, req.headers.authorization);
    } catch (error) {
      if (error instanceof HttpError) {
        reply = error.toReply();
      } else {
        console.error('simulator: handler crashed', error);
        reply = { status: 500, body: { message: 'Server Error' } };
      }
    }
    if (cacheKey && reply.status < 500) idempotent.set(cacheKey, { reply, fingerprint });
    respond(reply);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('simulator: request failed', error);
      send(res, { status: 500, body: { message: 'Server Error' } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close() {
      closing.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
