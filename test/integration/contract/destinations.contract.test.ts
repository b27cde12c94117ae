import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EnlivyForbiddenError,
  EnlivyNotFoundError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { type Harness, rejectionOf, SEED, startHarness } from './harness.js';

const ORG = SEED.organizations.demo;
let h: Harness;
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await h?.close();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('list', () => {
  it('pages with per_page and knows when there are more', async () => {
    const first = await h.client.destinations.list(ORG, { page: 1, perPage: 2 });
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 3, totalPages: 2, hasMore: true });
    expect(first.items).toHaveLength(2);
    const second = await h.client.destinations.list(ORG, { page: 2, perPage: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const ids = [...first.items, ...second.items].map((d) => d.id).sort();
    expect(ids).toEqual(
      [SEED.destinations.slack, SEED.destinations.webhook, SEED.destinations.paused].sort(),
    );
  });

  it('listAll returns every destination and never shows a signing secret', async () => {
    const all = await h.client.destinations.listAll(ORG);
    expect(all).toHaveLength(3);
    expect(all.every((d) => d.signing_secret == null)).toBe(true);
    const paused = all.find((d) => d.id === SEED.destinations.paused);
    expect(paused?.is_active).toBe(false);
  });
});

describe('retrieve', () => {
  it('embeds subscriptions (normalised config) and recent deliveries on request', async () => {
    const d = await h.client.destinations.retrieve(ORG, SEED.destinations.slack, {
      include: ['event_subscriptions', 'event_deliveries'],
    });
    expect(d).toMatchObject({ type: 'slack', config: { channel: SEED.slackChannel } });
    const paid = d.event_subscriptions?.find((s) => s.event === 'invoice.paid');
    expect(paid?.config).toEqual({ message: SEED.slackMessageTemplate });
    expect(d.event_deliveries?.length).toBeGreaterThan(0);
    expect(
      d.event_deliveries?.every(
        (x) => x.organization_event_destination_id === SEED.destinations.slack,
      ),
    ).toBe(true);
  });

  it('has no related lists without include', async () => {
    const d = await h.client.destinations.retrieve(ORG, SEED.destinations.webhook);
    expect(d.event_subscriptions).toBeUndefined();
    expect(d.destination_url).toBe(SEED.webhookUrl);
  });

  it('404 for an unknown id, 403 in another organization', async () => {
    const missing = await rejectionOf(h.client.destinations.retrieve(ORG, 'org_evt_dst_nope'));
    expect(missing).toBeInstanceOf(EnlivyNotFoundError);
    const foreign = await rejectionOf(
      h.client.destinations.retrieve(SEED.organizations.other, SEED.destinations.other),
    );
    expect(foreign).toBeInstanceOf(EnlivyForbiddenError);
  });
});

describe('create', () => {
  it('creates a webhook and shows its signing secret only once', async () => {
    const created = await h.client.destinations.create(ORG, {
      type: 'webhook',
      name: 'Contract hook',
      destination_url: 'https://erp.example.test/enlivy',
      events: [{ event: 'invoice.paid', includes: ['line_items', 'taxes'] }],
    });
    expect(created.signing_secret).toEqual(expect.any(String));
    expect(created.is_active).toBe(true);
    const again = await h.client.destinations.retrieve(ORG, created.id, {
      include: ['event_subscriptions'],
    });
    expect(again.signing_secret ?? null).toBeNull();
    expect(again.event_subscriptions?.map((s) => [s.event, s.includes])).toEqual([
      ['invoice.paid', ['line_items', 'taxes']],
    ]);
    await h.client.destinations.delete(ORG, created.id);
  });

  it('creates a Slack destination with a channel and a credential', async () => {
    const created = await h.client.destinations.create(ORG, {
      type: 'slack',
      name: 'Sales alerts',
      config: { channel: '#sales' },
      organization_api_credential_id: SEED.credentials.slack,
      events: [{ event: 'invoice.created', config: { message: 'New invoice {{data.number}}' } }],
    });
    expect(created).toMatchObject({
      type: 'slack',
      destination_url: null,
      config: { channel: '#sales' },
      organization_api_credential_id: SEED.credentials.slack,
    });
    await h.client.destinations.delete(ORG, created.id);
  });

  it('422 carries the field map', async () => {
    const err = await rejectionOf(
      h.client.destinations.create(ORG, {
        type: 'webhook',
        name: '',
        destination_url: 'ftp://nope.example.test',
        events: [{ event: 'invoice.exploded' }],
      }),
    );
    expect(err).toBeInstanceOf(EnlivyValidationError);
    const fields = (err as EnlivyValidationError).fieldErrors;
    expect(Object.keys(fields).sort()).toEqual(['destination_url', 'events.0.event', 'name']);
    expect(fields.name?.[0]).toMatch(/required/);
  });
});

describe('update', () => {
  it('PUT replaces the whole subscription set and pauses/resumes', async () => {
    const created = await h.client.destinations.create(ORG, {
      type: 'webhook',
      name: 'To update',
      destination_url: 'https://erp.example.test/u',
      events: [{ event: 'invoice.paid' }, { event: 'invoice.created' }],
    });
    const updated = await h.client.destinations.update(ORG, created.id, {
      name: 'Updated',
      is_active: false,
      events: [{ event: 'contract.updated', includes: ['parties'], config: { message: 'Hi' } }],
    });
    expect(updated).toMatchObject({ name: 'Updated', is_active: false });
    const read = await h.client.destinations.retrieve(ORG, created.id, {
      include: ['event_subscriptions'],
    });
    expect(read.event_subscriptions?.map((s) => [s.event, s.includes, s.config])).toEqual([
      ['contract.updated', ['parties'], { message: 'Hi' }],
    ]);
    const resumed = await h.client.destinations.update(ORG, created.id, { is_active: true });
    expect(resumed.is_active).toBe(true);
    await h.client.destinations.delete(ORG, created.id);
  });

  it('422 for an unknown event, 404 for an unknown id', async () => {
    const invalid = await rejectionOf(
      h.client.destinations.update(ORG, SEED.destinations.webhook, {
        events: [{ event: 'nope.nope' }],
      }),
    );
    expect((invalid as EnlivyValidationError).fieldErrors).toHaveProperty(['events.0.event']);
    const missing = await rejectionOf(
      h.client.destinations.update(ORG, 'org_evt_dst_nope', { is_active: false }),
    );
    expect(missing).toBeInstanceOf(EnlivyNotFoundError);
  });
});

describe('delete', () => {
  it('removes the destination: retrieve is 404 and lists drop it', async () => {
    const created = await h.client.destinations.create(ORG, {
      type: 'webhook',
      name: 'Short-lived',
      destination_url: 'https://erp.example.test/x',
      events: [],
    });
    await expect(h.client.destinations.delete(ORG, created.id)).resolves.toBeUndefined();
    await expect(h.client.destinations.retrieve(ORG, created.id)).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
    const all = await h.client.destinations.listAll(ORG);
    expect(all.map((d) => d.id)).not.toContain(created.id);
    await expect(h.client.destinations.delete(ORG, created.id)).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
  });
});

describe('test', () => {
  it('fires a real delivery that the delivery log then shows', async () => {
    const created = await h.client.destinations.create(ORG, {
      type: 'webhook',
      name: 'Local receiver',
      destination_url: receiverUrl,
      events: [{ event: 'invoice.paid' }],
    });
    const delivery = await h.client.destinations.test(ORG, created.id, { event: 'invoice.paid' });
    expect(delivery).toMatchObject({
      event: 'invoice.paid',
      organization_event_destination_id: created.id,
      is_retry: false,
    });
    await h.sim.settle();
    const read = await h.client.deliveries.retrieve(ORG, delivery.id);
    expect(read).toMatchObject({ id: delivery.id, status: 'success', response_status: 200 });
    expect(received.some((body) => body.includes('invoice.paid'))).toBe(true);
    const log = await h.client.deliveries.list(ORG, { destinationId: created.id });
    expect(log.items.map((d) => d.id)).toContain(delivery.id);
    await h.client.destinations.delete(ORG, created.id);
  });

  it('without an event sends the generic test event', async () => {
    const delivery = await h.client.destinations.test(ORG, SEED.destinations.paused);
    expect(typeof delivery.event).toBe('string');
    expect(delivery.organization_event_destination_id).toBe(SEED.destinations.paused);
  });

  it('403 without a paid pack, 422 for an unknown event', async () => {
    const free = await rejectionOf(
      h.client.destinations.test(SEED.organizations.free, SEED.destinations.free),
    );
    expect(free).toBeInstanceOf(EnlivyForbiddenError);
    const unknown = await rejectionOf(
      h.client.destinations.test(ORG, SEED.destinations.webhook, { event: 'nope.nope' }),
    );
    expect((unknown as EnlivyValidationError).fieldErrors).toHaveProperty('event');
  });
});
