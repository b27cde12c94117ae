import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EnlivyNetworkError,
  EnlivyRateLimitError,
  EnlivySchemaError,
  EnlivyTimeoutError,
} from '../../../src/enlivy/index.js';
import { type Harness, rejectionOf, SEED, startHarness } from './harness.js';

const ORG = SEED.organizations.demo;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.sim.clearFaults();
  h.sim.requests.length = 0;
  h.sleeps.length = 0;
});

const requestsTo = (method: string, path: string) =>
  h.sim.requests.filter((r) => r.method === method && r.path === path);

describe('retries against real faults', () => {
  it('a GET answered 503 once is retried and succeeds', async () => {
    h.sim.injectFault({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: '/organizations/org_demo',
    });
    const org = await h.client.organizations.retrieve(ORG);
    expect(org.id).toBe(ORG);
    expect(requestsTo('GET', `/organizations/${ORG}`)).toHaveLength(2);
    expect(h.sleeps).toHaveLength(1);
  });

  it('a POST answered 503 once is retried with its Idempotency-Key and creates once', async () => {
    h.sim.injectFault({ kind: 'status', status: 503, method: 'POST', path: '/event-destinations' });
    const created = await h.client.destinations.create(
      ORG,
      { type: 'webhook', name: 'x', destination_url: 'https://x.example.test', events: [] },
      { idempotencyKey: 'contract-once' },
    );
    const posts = requestsTo('POST', `/organizations/${ORG}/event-destinations`);
    expect(posts.map((r) => r.headers['idempotency-key'])).toEqual([
      'contract-once',
      'contract-once',
    ]);
    expect((await h.client.destinations.list(ORG)).total).toBe(4);
    await h.client.destinations.delete(ORG, created.id);
  });

  it('429 with Retry-After waits that long (capped) and gives up after 2 retries', async () => {
    h.sim.injectFault({ kind: 'status', status: 429, retryAfter: 2, method: 'GET', times: 3 });
    const err = await rejectionOf(h.client.deliveries.list(ORG));
    expect(err).toBeInstanceOf(EnlivyRateLimitError);
    expect((err as EnlivyRateLimitError).retryAfterSeconds).toBe(2);
    expect(h.sleeps).toEqual([2000, 2000]);
    expect(h.sim.requests).toHaveLength(3);
  });

  it('a reset connection is retried for GET', async () => {
    h.sim.injectFault({ kind: 'reset', method: 'GET', times: 1 });
    await expect(h.client.destinations.list(ORG)).resolves.toMatchObject({ total: 3 });
  });

  it('resets on every attempt end as EnlivyNetworkError', async () => {
    h.sim.injectFault({ kind: 'reset', method: 'GET', times: 3 });
    await expect(h.client.destinations.list(ORG)).rejects.toBeInstanceOf(EnlivyNetworkError);
    expect(h.sleeps).toHaveLength(2);
  });

  it('a slow answer times out once, without retry', async () => {
    h.sim.injectFault({ kind: 'delay', ms: 1_000, method: 'GET', times: 2 });
    const client = h.clientWith({ token: h.sim.issueToken(), timeoutMs: 100 });
    await expect(client.organizations.retrieve(ORG)).rejects.toBeInstanceOf(EnlivyTimeoutError);
    expect(h.sim.requests).toHaveLength(1);
  });
});

describe('malformed answers', () => {
  it('cut-off JSON is an EnlivySchemaError', async () => {
    h.sim.injectFault({ kind: 'malformed', variant: 'invalid_json', method: 'GET' });
    await expect(h.client.destinations.list(ORG)).rejects.toBeInstanceOf(EnlivySchemaError);
  });

  it('valid JSON of the wrong shape is an EnlivySchemaError with paths', async () => {
    h.sim.injectFault({ kind: 'malformed', variant: 'wrong_shape', method: 'GET' });
    const err = await rejectionOf(h.client.destinations.retrieve(ORG, SEED.destinations.slack));
    expect(err).toBeInstanceOf(EnlivySchemaError);
    expect((err as EnlivySchemaError).issues.length).toBeGreaterThan(0);
  });
});
