/** The fake's node:http server and its routes. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from './http-body.js';
import type { SlackModel } from './model.js';
import { handleAuthorize } from './oauth-authorize.js';
import { handleResponseUrl } from './response-url.js';
import { handleUpload } from './upload.js';
import { handleWebApi } from './web-api.js';

async function route(model: SlackModel, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', model.origin);
  const path = url.pathname;
  const api = /^\/api\/([A-Za-z0-9_.]+)$/.exec(path);
  if (api?.[1]) return handleWebApi(model, api[1], req, res, url);
  const upload = /^\/upload\/v1\/([a-f0-9]+)$/.exec(path);
  if (upload?.[1]) return handleUpload(model, upload[1], req, res);
  if (/^\/(commands|actions)\//.test(path)) {
    if (req.method !== 'POST')
      return sendJson(res, 405, { ok: false, error: 'method_not_allowed' });
    return handleResponseUrl(model, path, req, res);
  }
  if (path === '/oauth/v2/authorize' && req.method === 'GET')
    return handleAuthorize(model, url, res);
  return sendJson(res, 404, { ok: false, error: 'not_found' });
}

export async function listen(model: SlackModel, port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    route(model, req, res).catch((error: unknown) => {
      console.error('fake-slack: request failed', error);
      if (!res.headersSent) sendJson(res, 200, { ok: false, error: 'fatal_error' });
      else res.end();
    });
  });
  // Node's default keep-alive (5 s). Under 2 s undici (the app's client) reads the server's
  // Keep-Alive hint as "no time left" and opens a new connection for every call.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  model.origin = `http://127.0.0.1:${actual}`;
  return server;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
