import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED, type Simulator } from '../../fakes/service/index.js';
import {
  type Api,
  apiFor,
  call,
  createWebhook,
  DEMO,
  deliveriesOf,
  type Json,
  start,
  startReceiver,
} from './helpers.js';

const D = `${DEMO}/event-destinations`;

describe('simulator: fault injection and control routes', () => {
  let sim: Simulator;
  let api: Api;
  beforeEach(async () => {
    sim = await start();
    api = apiFor(sim);
  });
  afterEach(() => sim.close());

  const control = (method: string, path: string, body?: unknown) =>
    call(sim.url, method, `/__control${path}`, { body });

  it('answers a status fault the given number of times, on matching requests only', async () => {
    sim.injectFault({
      kind: 'status',
      status: 500,
      path: '/event-destinations',
      method: 'GET',
      times: 2,
    });
    expect((await api.get(DEMO)).status).toBe(200);
    expect((await api.post(D, {})).status).toBe(422);
    const first = await api.get(D);
    expect(first.status).toBe(500);
    expect(first.body.message).toBeTypeOf('string');
    expect((await api.get(D)).status).toBe(500);
    expect((await api.get(D)).status).toBe(200);
  });

  it('sends Retry-After and a custom body on a 429 fault', async () => {
    sim.injectFault({ kind: 'status', status: 429, retryAfter: 3 });
    const limited = await api.get(D);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    sim.injectFault({ kind: 'status', status: 503, body: { message: 'Down for maintenance' } });
    const down = await api.get(D);
    expect(down.body).toEqual({ message: 'Down for maintenance' });
  });

  it('delays a request, then answers it normally', async () => {
    sim.injectFault({ kind: 'delay', ms: 250, path: '/search' });
    const started = Date.now();
    const answer = await api.get(`${DEMO}/search?q=acme`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
  });

  it('stalls a body half-way: the head and first half at once, the rest later', async () => {
    sim.injectFault({ kind: 'stall_body', ms: 400, path: '/search' });
    const started = Date.now();
    const res = await fetch(`${sim.url}${DEMO}/search?q=acme`, {
      headers: { authorization: `Bearer ${SEED.apiToken}` },
    });
    const headAfter = Date.now() - started;
    const text = await res.text();
    expect(headAfter).toBeLessThan(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(res.status).toBe(200);
    expect(JSON.parse(text).data.length).toBeGreaterThan(0);
  });

  it('answers a malformed 200: not JSON, or JSON without the expected fields', async () => {
    sim.injectFault({ kind: 'malformed' });
    const broken = await api.get(D);
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toBe('application/json');
    expect(() => JSON.parse(broken.text)).toThrow();
    sim.injectFault({ kind: 'malformed', variant: 'wrong_shape' });
    const shapeless = await api.get(D);
    expect(shapeless.status).toBe(200);
    expect(shapeless.body.data).toBeUndefined();
  });

  it('resets the connection', async () => {
    sim.injectFault({ kind: 'reset', path: '/event-destinations' });
    await expect(fetch(`${sim.url}${D}`)).rejects.toThrow();
    expect((await api.get(D)).status).toBe(200);
  });

  it('manages faults over HTTP and validates them', async () => {
    const added = await control('POST', '/faults', { kind: 'status', status: 502, times: 1 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ remaining: 1, spec: { kind: 'status', status: 502 } });
    const state = await control('GET', '/state');
    expect(state.body.data.faults).toHaveLength(1);
    // Control routes are never faulted nor recorded.
    expect(sim.requests).toHaveLength(0);
    expect((await control('DELETE', '/faults')).status).toBe(200);
    expect((await api.get(D)).status).toBe(200);

    for (const bad of [
      { kind: 'explode' },
      { kind: 'status', status: 42 },
      { kind: 'delay' },
      { kind: 'status', status: 500, times: 0 },
    ]) {
      expect((await control('POST', '/faults', bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(() => sim.injectFault({ kind: 'delay', ms: -1 })).toThrow();
    sim.injectFault({ kind: 'status', status: 500, times: 5 });
    sim.clearFaults();
    expect((await api.get(D)).status).toBe(200);
  });

  it('advances the clock over HTTP, running due retries', async () => {
    const receiver = await startReceiver({ status: 500 });
    try {
      const destination = await createWebhook(api, receiver.url);
      await api.post(`${D}/${destination.id}/test`);
      await control('POST', '/settle');
      const pending = await control('GET', '/state');
      expect(pending.body.data.pending_retries).toHaveLength(1);
      const advanced = await control('POST', '/clock/advance', { ms: 600_000 });
      expect(advanced.status).toBe(200);
      expect(advanced.body.data.pending_retries).toBe(0);
      expect(await deliveriesOf(api, destination.id)).toHaveLength(5);
      expect((await control('POST', '/clock/advance', { ms: -5 })).status).toBe(422);
    } finally {
      await receiver.close();
    }
  });

  it('sets the Slack token and API URL over HTTP and lists recorded requests', async () => {
    const slack = await startReceiver({ body: '{"ok":true}' });
    try {
      expect((await control('POST', '/slack-api-url', { url: `${slack.url}/api` })).status).toBe(
        200,
      );
      const token = await control('POST', '/slack-token', {
        organization_id: 'org_demo',
        token: 'xoxb-http',
      });
      expect(token.status).toBe(200);
      await api.post(`${D}/org_evt_dst_demo_slack/test`);
      await sim.settle();
      expect(slack.received[0]?.headers.authorization).toBe('Bearer xoxb-http');
      expect(slack.received[0]?.url).toBe('/api/chat.postMessage');
      const recorded = await control('GET', '/requests');
      expect(recorded.body.data.map((r: Json) => `${r.method} ${r.path}`)).toEqual([
        `POST ${D}/org_evt_dst_demo_slack/test`,
      ]);
      await control('DELETE', '/requests');
      expect(sim.requests).toHaveLength(0);
    } finally {
      await slack.close();
    }
  });

  it('answers unknown control routes with 404 and wrong methods with 405', async () => {
    expect((await control('GET', '/nothing')).status).toBe(404);
    expect((await api.del(`${DEMO}/search`)).status).toBe(405);
  });

  it('survives odd input: a non-object body, a form body, a huge body', async () => {
    const array = await call(sim.url, 'POST', D, {
      token: '1|demoSimulatorApiToken0000000000000000001',
      rawBody: '[1,2]',
    });
    expect(array.status).toBe(422);
    const form = await call(sim.url, 'POST', '/authentication/login', {
      rawBody: 'email=demo%40example.com&password=demo-password&remember=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    const huge = await call(sim.url, 'POST', '/authentication/login', {
      rawBody: `"${'x'.repeat(1_100_000)}"`,
    });
    expect(huge.status).toBe(413);
    expect((await api.get(DEMO)).status).toBe(200);
  });
});

describe('simulator: shutdown', () => {
  it('closes promptly with keep-alive connections and a request stuck in a delay fault', async () => {
    const sim = await start();
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${sim.url}/organizations/org_demo`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        })
        .on('error', reject);
    });
    sim.injectFault({ kind: 'delay', ms: 60_000 });
    const stuck = fetch(`${sim.url}/organizations/org_demo`).catch(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await sim.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await stuck;
    await sim.close();
    agent.destroy();
    await expect(fetch(`${sim.url}/organizations/org_demo`)).rejects.toThrow();
  });
});
