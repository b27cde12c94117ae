/**
 * undici 8 negotiates HTTP/2 over TLS by default; the Enlivy client's own agent stays on HTTP/1.1
 * (docs/decisions/dependencies.md). A TLS server that offers both answers it, with the client's
 * default agent: that agent trusts the system's certificates only, so the client runs in a child
 * process that trusts the test's certificate (NODE_EXTRA_CA_CERTS).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.js';

describe('the Enlivy client against a TLS server offering HTTP/2 and HTTP/1.1', () => {
  let dir: string;
  let server: Http2SecureServer;
  let baseUrl: string;
  const versions: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-tls-'));
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    server = createSecureServer(
      {
        key: readFileSync(path.join(dir, 'key.pem')),
        cert: readFileSync(path.join(dir, 'cert.pem')),
        allowHTTP1: true,
      },
      (req, res) => {
        versions.push(req.httpVersion);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ httpVersion: req.httpVersion }));
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is answered over HTTP/2 by undici’s default agent (the server really offers it)', async () => {
    const agent = new Agent({ connect: { ca: readFileSync(path.join(dir, 'cert.pem')) } });
    const res = await request(`${baseUrl}/probe`, { dispatcher: agent });
    expect(await res.body.json()).toEqual({ httpVersion: '2.0' });
    await agent.close();
  });

  it('speaks HTTP/1.1 through the Enlivy client’s own agent', async () => {
    const http = pathToFileURL(path.join(ROOT, 'src/enlivy/http.ts')).href;
    const script = `
      import { z } from 'zod';
      import { createHttp } from ${JSON.stringify(http)};
      const client = createHttp({ baseUrl: ${JSON.stringify(baseUrl)}, maxRetries: 0 });
      const schema = z.object({ httpVersion: z.string() });
      const got = await client.request({ method: 'GET', path: '/probe', schema, anonymous: true });
      await client.close();
      process.stdout.write(JSON.stringify(got));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem') } },
    );
    expect(versions.at(-1)).toBe('1.1');
    expect(stdout).toContain('"httpVersion":"1.1"');
  });
});
