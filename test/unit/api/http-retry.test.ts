import { describe, expect, it } from 'vitest';
import { EnlivyRateLimitError, EnlivyServerError } from '../../../src/enlivy/index.js';
import { retryDelayMs } from '../../../src/enlivy/retry.js';
import { destinationRecord, mockEnlivy, rejectionOf } from './mock-enlivy.js';

const ORG_PATH = '/organizations/org_demo';
const DEST_PATH = `${ORG_PATH}/event-destinations`;
const ORG = { data: { id: 'org_demo', name: 'Demo' } };

describe('retries of GET', () => {
  it.each([502, 503, 504])('retries HTTP %i, then returns the success', async (status) => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status, body: { message: 'busy' } });
    enlivy.on('GET', ORG_PATH, { body: ORG });
    const org = await enlivy.client.organizations.retrieve('org_demo');
    expect(org.id).toBe('org_demo');
    expect(enlivy.requests).toHaveLength(2);
    expect(enlivy.sleeps).toEqual([500]);
  });

  it('retries a refused connection', async () => {
    const enlivy = mockEnlivy();
    enlivy.failConnection('GET', ORG_PATH, 1, 'ECONNRESET');
    enlivy.on('GET', ORG_PATH, { body: ORG });
    await expect(enlivy.client.organizations.retrieve('org_demo')).resolves.toMatchObject({
      id: 'org_demo',
    });
    expect(enlivy.sleeps).toHaveLength(1);
  });

  it('gives up after 2 retries (3 attempts) with the last error', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status: 503, body: { message: 'down' }, times: 5 });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyServerError);
    expect(enlivy.requests).toHaveLength(3);
    expect(enlivy.sleeps).toEqual([500, 1000]);
  });

  it('maxRetries: 0 turns retries off', async () => {
    const enlivy = mockEnlivy({ maxRetries: 0 });
    enlivy.on('GET', ORG_PATH, { status: 503, body: {}, times: 2 });
    await expect(enlivy.client.organizations.retrieve('org_demo')).rejects.toBeInstanceOf(
      EnlivyServerError,
    );
    expect(enlivy.requests).toHaveLength(1);
  });

  it.each([500, 501, 404, 401, 422])('does not retry HTTP %i', async (status) => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status, body: {}, times: 3 });
    await expect(enlivy.client.organizations.retrieve('org_demo')).rejects.toMatchObject({
      status,
    });
    expect(enlivy.requests).toHaveLength(1);
    expect(enlivy.sleeps).toEqual([]);
  });

  it('applies jitter from the injected random', async () => {
    const enlivy = mockEnlivy({ random: () => 0 });
    enlivy.on('GET', ORG_PATH, { status: 504, body: {}, times: 3 });
    await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(enlivy.sleeps).toEqual([250, 500]);
  });
});

describe('Retry-After', () => {
  it('is honoured on 429 when longer than the backoff', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status: 429, body: {}, headers: { 'retry-after': '3' } });
    enlivy.on('GET', ORG_PATH, { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    expect(enlivy.sleeps).toEqual([3000]);
  });

  it('is capped at 5 s by default', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, {
      status: 429,
      body: {},
      headers: { 'retry-after': '60' },
      times: 3,
    });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyRateLimitError);
    expect(enlivy.sleeps).toEqual([5000, 5000]);
  });

  it('uses the configured cap', async () => {
    const enlivy = mockEnlivy({ retryAfterCapMs: 1200 });
    enlivy.on('GET', ORG_PATH, { status: 503, body: {}, headers: { 'retry-after': '30' } });
    enlivy.on('GET', ORG_PATH, { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    expect(enlivy.sleeps).toEqual([1200]);
  });

  it('never shortens the backoff', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status: 503, body: {}, headers: { 'retry-after': '0' } });
    enlivy.on('GET', ORG_PATH, { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    expect(enlivy.sleeps).toEqual([500]);
  });
});

describe('writes carry one Idempotency-Key and are retried with it', () => {
  const create = { type: 'slack' as const, name: 'AR', config: { channel: '#ar' }, events: [] };
  const keysOf = (requests: { headers: Record<string, string> }[]) =>
    requests.map((r) => r.headers['idempotency-key']);

  it('POST on 503 is retried with the caller key, then returns the success', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', DEST_PATH, { status: 503, body: {} });
    enlivy.on('POST', DEST_PATH, { status: 201, body: { data: destinationRecord } });
    await enlivy.client.destinations.create('org_demo', create, { idempotencyKey: 'intent-1' });
    expect(keysOf(enlivy.requests)).toEqual(['intent-1', 'intent-1']);
    expect(enlivy.sleeps).toEqual([500]);
  });

  it('a write without a key gets a fresh one, reused by its retries', async () => {
    const enlivy = mockEnlivy();
    enlivy.failConnection('POST', DEST_PATH, 1);
    enlivy.on('POST', DEST_PATH, { status: 201, body: { data: destinationRecord } });
    await enlivy.client.destinations.create('org_demo', create);
    enlivy.on('POST', DEST_PATH, { status: 201, body: { data: destinationRecord } });
    await enlivy.client.destinations.create('org_demo', create);
    const [first, second] = keysOf(enlivy.requests);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(enlivy.sleeps).toHaveLength(1);
  });

  it('PUT on 429 honours Retry-After', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('PUT', `${DEST_PATH}/d1`, { status: 429, body: {}, headers: { 'retry-after': '1' } });
    enlivy.on('PUT', `${DEST_PATH}/d1`, { body: { data: destinationRecord } });
    await enlivy.client.destinations.update('org_demo', 'd1', { is_active: false });
    expect(enlivy.requests).toHaveLength(2);
    expect(enlivy.sleeps).toEqual([1000]);
  });

  it('DELETE on 502 gives up after 3 attempts with the last error', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('DELETE', `${DEST_PATH}/d1`, { status: 502, body: {}, times: 3 });
    await expect(enlivy.client.destinations.delete('org_demo', 'd1')).rejects.toBeInstanceOf(
      EnlivyServerError,
    );
    expect(enlivy.requests).toHaveLength(3);
    expect(new Set(keysOf(enlivy.requests)).size).toBe(1);
  });

  it.each([500, 422])('a write on HTTP %i is not retried', async (status) => {
    const enlivy = mockEnlivy();
    enlivy.on('PUT', `${DEST_PATH}/d1`, { status, body: {}, times: 3 });
    await expect(
      enlivy.client.destinations.update('org_demo', 'd1', { is_active: false }),
    ).rejects.toMatchObject({ status });
    expect(enlivy.requests).toHaveLength(1);
  });

  it('GET carries no key', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    expect(keysOf(enlivy.requests)).toEqual([undefined]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 0.5 s and stops at 2 s', () => {
    const delays = [0, 1, 2, 3, 4].map((n) => retryDelayMs(n, undefined, 5000, () => 1));
    expect(delays).toEqual([500, 1000, 2000, 2000, 2000]);
  });

  it('keeps jitter within [0.5, 1] of the backoff', () => {
    expect(retryDelayMs(1, undefined, 5000, () => 0)).toBe(500);
    expect(retryDelayMs(1, undefined, 5000, () => 0.5)).toBe(750);
  });

  it('raises the delay to Retry-After up to the cap', () => {
    expect(retryDelayMs(0, 2, 5000, () => 1)).toBe(2000);
    expect(retryDelayMs(0, 9, 5000, () => 1)).toBe(5000);
    expect(retryDelayMs(2, 1, 5000, () => 1)).toBe(2000);
  });
});
