import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../src/platform/metrics.js';
import { measuredFetch } from '../../src/slack/measured-fetch.js';

interface Received {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A response_url endpoint: answers each path's status, records what it was sent. */
async function startEndpoint(statusOf: (path: string) => number) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method,
        path: req.url,
        contentType: req.headers['content-type'],
        body,
      });
      const path = req.url ?? '';
      if (path.includes('chat.postMessage')) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-oauth-scopes': 'chat:write' });
        res.end('{"ok":false,"error":"not_in_channel"}');
        return;
      }
      if (path.includes('moved')) {
        res.writeHead(302, { location: '/elsewhere' });
        res.end();
        return;
      }
      const status = statusOf(path);
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 429 ? { 'retry-after': '7' } : {}),
      });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Bolt's `respond` as it calls the fetch it is given (`clientOptions.fetch`): a JSON post. */
function respondVia(fetchFn: typeof fetch, responseUrl: string) {
  return (message: Record<string, unknown>) =>
    fetchFn(responseUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
}

async function callsCounted(error: string, method = 'other'): Promise<number> {
  const series = (await metrics.slackCalls.get()).values.find(
    (v) => v.labels.method === method && v.labels.error === error,
  );
  return series?.value ?? 0;
}

describe('the measured fetch answering a response_url (Bolt respond)', () => {
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
  beforeAll(async () => {
    endpoint = await startEndpoint((path) =>
      path.includes('expired') ? 404 : path.includes('busy') ? 429 : 200,
    );
  });
  afterAll(() => endpoint.close());

  it('posts the message as JSON, as Bolt wrote it, and resolves with an ok Response', async () => {
    const before = await callsCounted('ok');
    const respond = respondVia(measuredFetch, `${endpoint.url}/actions/T1/1/abc`);
    const response = await respond({
      text: 'Paused “Accounting sync”',
      response_type: 'ephemeral',
    });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    const sent = endpoint.received.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/actions/T1/1/abc');
    expect(sent?.contentType).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      text: 'Paused “Accounting sync”',
      response_type: 'ephemeral',
    });
    expect(await callsCounted('ok')).toBe(before + 1);
    // The answer is whole: a caller reading the body gets Slack's.
    expect(await response.json()).toEqual({ ok: true });
  });

  it('leaves a form post (a Web API call) to fetch, its answer whole', async () => {
    const response = await measuredFetch(`${endpoint.url}/api/oauth.v2.access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'code=abc&client_id=1.2',
    });
    expect(await response.json()).toEqual({ ok: true });
    const sent = endpoint.received.at(-1);
    expect([sent?.contentType, sent?.body]).toEqual([
      'application/x-www-form-urlencoded',
      'code=abc&client_id=1.2',
    ]);
  });

  it.each([
    ['expired', 404, 'http_404'],
    ['busy', 429, 'ratelimited'],
  ])(
    "gives Bolt a refusal's status (Bolt then throws): %s, counted as %s",
    async (path, status, label) => {
      const before = await callsCounted(label as string);
      const refused = await respondVia(
        measuredFetch,
        `${endpoint.url}/actions/T1/2/${path}`,
      )({
        text: 'late',
      });
      expect([refused.ok, refused.status]).toEqual([false, status]);
      expect(await callsCounted(label as string)).toBe(before + 1);
    },
  );

  it("gives a Web API call Slack's whole answer: its error, its headers, a 429's Retry-After", async () => {
    const form = (path: string) =>
      measuredFetch(`${endpoint.url}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'channel=C1&text=hi',
        redirect: 'error',
      });
    const before = await callsCounted('not_in_channel', 'chat.postMessage');
    const refused = await form('chat.postMessage');
    expect(refused.status).toBe(200);
    expect(refused.headers.get('x-oauth-scopes')).toBe('chat:write');
    expect(await refused.json()).toEqual({ ok: false, error: 'not_in_channel' });
    expect(await callsCounted('not_in_channel', 'chat.postMessage')).toBe(before + 1);

    const limited = await form('busy.method');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '7']);
  });

  it('leaves a redirect to fetch, which refuses it when the caller said so', async () => {
    const moved = measuredFetch(`${endpoint.url}/api/moved.here`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      redirect: 'error',
    });
    await expect(moved).rejects.toThrow(TypeError);
  });

  it('rejects when the response_url cannot be reached, counted as a network failure', async () => {
    const closed = await startEndpoint(() => 200);
    await closed.close();
    const before = await callsCounted('network');
    const respond = respondVia(measuredFetch, `${closed.url}/actions/T1/4/gone`);
    await expect(respond({ text: 'nobody there' })).rejects.toThrow();
    expect(await callsCounted('network')).toBe(before + 1);
  });

  it('stops waiting when the caller aborts', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/actions/T1/5/slow`;
    try {
      const sent = measuredFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"text":"x"}',
        signal: AbortSignal.timeout(100),
      });
      await expect(sent).rejects.toThrow();
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});
