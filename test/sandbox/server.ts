/**
 * The sandbox's own HTTP server on loopback: the page (static files from page/), the state of
 * one person as JSON (long-polled: answered as soon as it differs from what the page has), and
 * the actions the page takes on that person's behalf.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BadRequest, type createActions, ENLIVY_MODES } from './actions.js';
import { directory, type SandboxSources, snapshotFor } from './snapshot.js';

const PAGE_DIR = path.join(import.meta.dirname, 'page');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const LONG_POLL_MS = 20_000;
const POLL_STEP_MS = 100;

type Actions = ReturnType<typeof createActions>;

export interface SandboxServerDeps {
  sources: SandboxSources;
  actions: Actions;
  /** Extra facts for the page (people, event catalog). */
  session: Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const body = JSON.parse(text) as unknown;
  if (typeof body !== 'object' || body === null) throw new BadRequest('a JSON object is expected');
  return body as Record<string, unknown>;
}

async function serveFile(res: ServerResponse, name: string): Promise<void> {
  const file = path.join(PAGE_DIR, name);
  if (!file.startsWith(PAGE_DIR + path.sep)) return send(res, 404, { error: 'not found' });
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
  } catch {
    send(res, 404, { error: 'not found' });
  }
}

/** The person's state; waits while it equals the version the page already has. */
async function state(deps: SandboxServerDeps, url: URL, req: IncomingMessage) {
  const user = url.searchParams.get('user') ?? '';
  if (!deps.sources.slack.model.users.has(user)) throw new BadRequest('unknown user');
  const known = url.searchParams.get('version');
  const until = Date.now() + LONG_POLL_MS;
  for (;;) {
    const body = JSON.stringify(snapshotFor(deps.sources, user));
    const version = createHash('sha1').update(body).digest('hex');
    if (version !== known || Date.now() > until || req.destroyed) {
      return { version, ...(JSON.parse(body) as object) };
    }
    await sleep(POLL_STEP_MS);
  }
}

async function route(deps: SandboxServerDeps, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const { pathname } = url;
  if (req.method === 'GET' && pathname === '/') return serveFile(res, 'index.html');
  if (req.method === 'GET' && pathname.startsWith('/page/')) {
    return serveFile(res, pathname.slice('/page/'.length));
  }
  if (req.method === 'GET' && pathname === '/api/session') {
    return send(res, 200, {
      ...deps.session,
      ...directory(deps.sources),
      modes: Object.keys(ENLIVY_MODES),
    });
  }
  if (req.method === 'GET' && pathname === '/api/state') {
    return send(res, 200, await state(deps, url, req));
  }
  const action = {
    '/api/message': deps.actions.message,
    '/api/click': deps.actions.click,
    '/api/submit': deps.actions.submit,
    '/api/close': deps.actions.close,
    '/api/home-opened': deps.actions.homeOpened,
    '/api/enlivy/event': deps.actions.fireEvent,
    '/api/enlivy/mode': deps.actions.setEnlivyMode,
    '/api/language': deps.actions.setLanguage,
    '/api/due/fire': deps.actions.fireDueList,
    '/api/shortcut': deps.actions.shortcut,
    '/api/message-shortcut': deps.actions.messageShortcut,
    '/api/step': deps.actions.runStep,
  }[pathname];
  if (req.method === 'POST' && action) return send(res, 200, await action(await readJson(req)));
  send(res, 404, { error: 'not found' });
}

export async function startSandboxServer(deps: SandboxServerDeps, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    route(deps, req, res).catch((error: unknown) => {
      const known = error instanceof BadRequest || error instanceof SyntaxError;
      if (!known) console.error('sandbox: request failed', error);
      if (!res.headersSent) {
        send(res, known ? 400 : 500, { error: error instanceof Error ? error.message : 'failed' });
      } else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export function serverPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
