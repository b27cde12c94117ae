import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import { type Api, apiFor, call, DEMO, FREE, type Json, SEED, start } from './helpers.js';

const D = `${DEMO}/event-destinations`;

describe('simulator: event destinations', () => {
  let sim: Simulator;
  let api: Api;
  beforeEach(async () => {
    sim = await start();
    api = apiFor(sim);
  });
  afterEach(() => sim.close());

  it('lists the seeded destinations, newest first, in the SDK envelope', async () => {
    const answer = await api.get(D);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((d: Json) => d.id).sort();
    expect(ids).toEqual(
      [SEED.destinations.slack, SEED.destinations.webhook, SEED.destinations.paused].sort(),
    );
    expect(answer.body.meta.pagination).toEqual({
      total: 3,
      count: 3,
      per_page: 30,
      current_page: 1,
      total_pages: 1,
      links: { next: null, previous: null },
    });
    for (const destination of answer.body.data) {
      expect(destination.object).toBe('event_destination');
      expect(destination.signing_secret).toBeNull();
    }
    const slack = answer.body.data.find((d: Json) => d.id === SEED.destinations.slack);
    expect(slack).toMatchObject({
      type: 'slack',
      destination_url: null,
      config: { channel: SEED.slackChannel },
      organization_api_credential_id: SEED.credentials.slack,
    });
    const paused = answer.body.data.find((d: Json) => d.id === SEED.destinations.paused);
    expect(paused.is_active).toBe(false);
  });

  it('pages with page and per_page, with links, and checks the bounds', async () => {
    const first = await api.get(`${D}?per_page=2`);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta.pagination).toMatchObject({
      total: 3,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 2,
    });
    expect(first.body.meta.pagination.links.previous).toBeNull();
    const next = first.body.meta.pagination.links.next as string;
    expect(next.startsWith(`${sim.url}${D}?`)).toBe(true);
    const second = await fetch(next, { headers: { authorization: `Bearer ${SEED.apiToken}` } });
    const secondBody = (await second.json()) as Json;
    expect(secondBody.meta.pagination).toMatchObject({ count: 1, current_page: 2 });
    expect(secondBody.meta.pagination.links.next).toBeNull();
    expect(secondBody.meta.pagination.links.previous).toContain('page=1');
    const all = [...first.body.data, ...secondBody.data].map((d: Json) => d.id);
    expect(new Set(all).size).toBe(3);

    expect((await api.get(`${D}?per_page=50`)).status).toBe(200);
    for (const bad of ['per_page=51', 'per_page=0', 'per_page=abc', 'page=0', 'page=-1']) {
      const answer = await api.get(`${D}?${bad}`);
      expect(answer.status, bad).toBe(422);
      expect(answer.body.errors).toBeTypeOf('object');
    }
    const beyond = await api.get(`${D}?page=9`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('validates a create with a Laravel field map', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { type: 'webhook', name: 'x', destination_url: 'http://hooks.example.test/x' },
        'destination_url',
      ],
      [{ type: 'webhook', name: 'x' }, 'destination_url'],
      [{ type: 'webhook', name: 'x', destination_url: 'not a url' }, 'destination_url'],
      [{ type: 'slack', name: 'x' }, 'config.channel'],
      [{ type: 'slack', name: 'x', config: {} }, 'config.channel'],
      [{ type: 'email', name: 'x' }, 'type'],
      [{ name: 'x' }, 'type'],
      [{ type: 'webhook', destination_url: 'https://a.test' }, 'name'],
      [{ type: 'webhook', name: 'x'.repeat(256), destination_url: 'https://a.test' }, 'name'],
      [
        {
          type: 'webhook',
          name: 'x',
          destination_url: 'https://a.test',
          events: [{ event: 'invoice.exploded' }],
        },
        'events.0.event',
      ],
      [
        {
          type: 'webhook',
          name: 'x',
          destination_url: 'https://a.test',
          events: [
            { event: 'invoice.paid' },
            { event: 'invoice.created', includes: ['line_items', 'bogus'] },
          ],
        },
        'events.1.includes',
      ],
      [
        {
          type: 'webhook',
          name: 'x',
          destination_url: 'https://a.test',
          events: [{ event: 'invoice.paid', config: { message: 'x'.repeat(2001) } }],
        },
        'events.0.config.message',
      ],
      [
        {
          type: 'webhook',
          name: 'x',
          destination_url: 'https://a.test',
          events: [{ event: 'invoice.paid' }, { event: 'invoice.paid' }],
        },
        'events.1.event',
      ],
      [
        {
          type: 'slack',
          name: 'x',
          config: { channel: 'C1' },
          organization_api_credential_id: SEED.credentials.stripe,
        },
        'organization_api_credential_id',
      ],
      [
        {
          type: 'slack',
          name: 'x',
          config: { channel: 'C1' },
          organization_api_credential_id: 'org_api_cred_nope',
        },
        'organization_api_credential_id',
      ],
      [
        { type: 'webhook', name: 'x', destination_url: 'https://a.test', is_active: 'maybe' },
        'is_active',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await api.post(D, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(Object.keys(answer.body.errors), field).toContain(field);
      expect(answer.body.errors[field][0]).toBeTypeOf('string');
      expect(answer.body.message).toBeTypeOf('string');
    }
    expect((await api.get(D)).body.meta.pagination.total).toBe(3);
  });

  it('refuses a Slack destination in an organization without a Slack credential', async () => {
    const answer = await api.post(`${FREE}/event-destinations`, {
      type: 'slack',
      name: 'No Slack here',
      config: { channel: 'C1' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.organization_api_credential_id).toHaveLength(1);
  });

  it('returns the signing secret only in the create answer', async () => {
    const created = await api.post(D, {
      type: 'webhook',
      name: 'ERP',
      destination_url: 'https://erp.example.test/hook',
      events: [
        {
          event: 'invoice.paid',
          includes: ['line_items', 'taxes'],
          config: { message: 'Paid {{number}}' },
        },
        { event: 'project.member.created' },
      ],
    });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data).toMatchObject({
      object: 'event_destination',
      organization_id: SEED.organizations.demo,
      type: 'webhook',
      name: 'ERP',
      destination_url: 'https://erp.example.test/hook',
      is_active: true,
      deleted_at: null,
    });
    expect(data.id).toMatch(/^org_evt_dst_/);
    expect(data.signing_secret).toMatch(/^whsec_[A-Za-z0-9]{20,}$/);

    const read = await api.get(`${D}/${data.id}?include=event_subscriptions`);
    expect(read.body.data.signing_secret).toBeNull();
    expect(read.body.data.event_subscriptions).toEqual([
      expect.objectContaining({
        object: 'event_subscription',
        organization_event_destination_id: data.id,
        event: 'invoice.paid',
        includes: ['line_items', 'taxes'],
        config: { message: 'Paid {{number}}' },
      }),
      expect.objectContaining({ event: 'project.member.created', includes: null, config: null }),
    ]);
    expect(read.body.data.event_subscriptions[0].id).toMatch(/^org_evt_sub_/);
    const listed = (await api.get(D)).body.data.find((d: Json) => d.id === data.id);
    expect(listed.signing_secret).toBeNull();
  });

  it('creates a Slack destination with the organization Slack credential by default', async () => {
    const created = await api.post(D, {
      type: 'slack',
      name: 'AR alerts',
      config: { channel: 'C0123456' },
      events: [{ event: 'invoice.paid' }, { event: 'destination.test' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'slack',
      destination_url: null,
      signing_secret: null,
      config: { channel: 'C0123456' },
      organization_api_credential_id: SEED.credentials.slack,
    });
  });

  it('accepts an http URL on a loopback host (for local receivers), not elsewhere', async () => {
    const local = await api.post(D, {
      type: 'webhook',
      name: 'local',
      destination_url: 'http://127.0.0.1:9/hook',
    });
    expect(local.status).toBe(201);
    const strict = await start({ seed: true, allowHttpLoopback: false });
    try {
      const refused = await apiFor(strict).post(D, {
        type: 'webhook',
        name: 'local',
        destination_url: 'http://127.0.0.1:9/hook',
      });
      expect(refused.status).toBe(422);
    } finally {
      await strict.close();
    }
  });

  it('allows 25 destinations per paid pack, then answers 422 errors.limit', async () => {
    for (let i = 0; i < 22; i++) {
      const answer = await api.post(D, {
        type: 'webhook',
        name: `Hook ${i}`,
        destination_url: `https://hooks.example.test/${i}`,
      });
      expect(answer.status).toBe(201);
    }
    const over = await api.post(D, {
      type: 'webhook',
      name: 'One too many',
      destination_url: 'https://hooks.example.test/26',
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.limit).toHaveLength(1);
    expect(over.body.message).toMatch(/limit/);

    await api.del(`${D}/${SEED.destinations.paused}`);
    const again = await api.post(D, {
      type: 'webhook',
      name: 'Fits after a delete',
      destination_url: 'https://hooks.example.test/27',
    });
    expect(again.status).toBe(201);
    sim.state.organizations.get(SEED.organizations.demo)!.paidPacks = 2;
    const secondPack = await api.post(D, {
      type: 'webhook',
      name: 'Second pack',
      destination_url: 'https://hooks.example.test/28',
    });
    expect(secondPack.status).toBe(201);
  });

  it('PUT changes fields and replaces the whole subscription set', async () => {
    const id = SEED.destinations.webhook;
    const before = await api.get(`${D}/${id}?include=event_subscriptions`);
    expect(before.body.data.event_subscriptions.map((s: Json) => s.event)).toEqual([
      'invoice.created',
      'invoice.paid',
      'contract.updated',
    ]);
    const updated = await api.put(`${D}/${id}`, {
      name: 'Renamed',
      is_active: false,
      destination_url: 'https://new.example.test/hook',
      events: [{ event: 'receipt.created', includes: ['invoice'] }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id,
      name: 'Renamed',
      is_active: false,
      destination_url: 'https://new.example.test/hook',
      signing_secret: null,
    });
    const after = await api.get(`${D}/${id}?include=event_subscriptions`);
    expect(after.body.data.event_subscriptions).toEqual([
      expect.objectContaining({ event: 'receipt.created', includes: ['invoice'] }),
    ]);
    const subs = await api.get(`${D}/subscriptions?organization_event_destination_id=${id}`);
    expect(subs.body.data.map((s: Json) => s.event)).toEqual(['receipt.created']);

    const resumed = await api.put(`${D}/${id}`, { is_active: true });
    expect(resumed.body.data.is_active).toBe(true);
    expect(resumed.body.data.name).toBe('Renamed');
    const cleared = await api.put(`${D}/${id}`, { events: [] });
    expect(cleared.status).toBe(200);
    expect(
      (await api.get(`${D}/${id}?include=event_subscriptions`)).body.data.event_subscriptions,
    ).toEqual([]);
  });

  it('PUT validates like create', async () => {
    const webhook = `${D}/${SEED.destinations.webhook}`;
    const slack = `${D}/${SEED.destinations.slack}`;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [webhook, { destination_url: 'http://plain.example.test' }, 'destination_url'],
      [webhook, { name: '' }, 'name'],
      [webhook, { type: 'slack' }, 'type'],
      [webhook, { events: [{ event: 'nope.nope' }] }, 'events.0.event'],
      [
        webhook,
        { events: [{ event: 'invoice.paid', includes: ['parties'] }] },
        'events.0.includes',
      ],
      [slack, { config: { channel: '' } }, 'config.channel'],
      [
        slack,
        { organization_api_credential_id: SEED.credentials.stripe },
        'organization_api_credential_id',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await api.put(path, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
    const unchanged = await api.get(`${webhook}?include=event_subscriptions`);
    expect(unchanged.body.data.event_subscriptions).toHaveLength(3);
    const channel = await api.put(slack, { config: { channel: 'C999' } });
    expect(channel.body.data.config).toEqual({ channel: 'C999' });
  });

  it('DELETE answers the destination with deleted_at, then 404 and gone from lists', async () => {
    const id = SEED.destinations.webhook;
    const deleted = await api.del(`${D}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(id);
    expect(deleted.body.data.deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(deleted.body.data.deleted_by_user_id).toBe(SEED.account.id);
    expect((await api.get(`${D}/${id}`)).status).toBe(404);
    expect((await api.put(`${D}/${id}`, { name: 'x' })).status).toBe(404);
    expect((await api.del(`${D}/${id}`)).status).toBe(404);
    expect((await api.post(`${D}/${id}/test`)).status).toBe(404);
    const list = await api.get(D);
    expect(list.body.data.map((d: Json) => d.id)).not.toContain(id);
    expect(list.body.meta.pagination.total).toBe(2);
    const subs = await api.get(`${D}/subscriptions`);
    expect(subs.body.data.some((s: Json) => s.organization_event_destination_id === id)).toBe(
      false,
    );
  });

  it('embeds includes on retrieve, the 10 most recent deliveries, and rejects unknown includes', async () => {
    const id = SEED.destinations.webhook;
    for (let i = 0; i < 12; i++) {
      sim.state.addDelivery({
        organization_event_destination_id: id,
        event: 'invoice.paid',
        status: 'success',
      });
    }
    const answer = await api.get(`${D}/${id}?include=event_subscriptions,event_deliveries`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.event_subscriptions).toHaveLength(3);
    expect(answer.body.data.event_deliveries).toHaveLength(10);
    const times = answer.body.data.event_deliveries.map((d: Json) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const plain = await api.get(`${D}/${id}`);
    expect(plain.body.data.event_subscriptions).toBeUndefined();
    const bad = await api.get(`${D}/${id}?include=event_subscriptions,owner`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['include']);
  });

  it('routes the fixed words deliveries and subscriptions before a destination id', async () => {
    const deliveries = await api.get(`${D}/deliveries`);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.data[0].object).toBe('event_delivery');
    const subscriptions = await api.get(`${D}/subscriptions`);
    expect(subscriptions.status).toBe(200);
    expect(subscriptions.body.meta.pagination.total).toBe(6);
    expect(subscriptions.body.data.every((s: Json) => s.object === 'event_subscription')).toBe(
      true,
    );
    expect((await api.put(`${D}/deliveries`, {})).status).toBe(405);
  });

  it('replays the stored answer for a repeated Idempotency-Key', async () => {
    const send = (key: string) =>
      call(sim.url, 'POST', D, {
        token: SEED.apiToken,
        headers: { 'idempotency-key': key },
        body: { type: 'webhook', name: 'Once', destination_url: 'https://once.example.test' },
      });
    const first = await send('key-1');
    const again = await send('key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await send('key-2');
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect((await api.get(D)).body.meta.pagination.total).toBe(5);
  });

  it('refuses a repeated Idempotency-Key on another request, and replays after a held original', async () => {
    const send = (body: Json, path = D) =>
      call(sim.url, 'POST', path, {
        token: SEED.apiToken,
        headers: { 'idempotency-key': 'key-3' },
        body,
      });
    const body = { type: 'webhook', name: 'Once', destination_url: 'https://once.example.test' };
    expect((await send(body)).status).toBe(201);
    const changed = await send({ ...body, name: 'Twice' });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.idempotency_key).toBeDefined();
    expect((await send(body, `${D}/${SEED.destinations.webhook}/test`)).status).toBe(422);
    expect((await api.get(D)).body.meta.pagination.total).toBe(4);

    // A request held by a delay fault looks its key up only after the delay: a retry that
    // overtakes it is applied once, and the held original gets the replay.
    sim.injectFault({ kind: 'delay', ms: 300, method: 'PUT' });
    const put = (key: string) =>
      call(sim.url, 'PUT', `${D}/${SEED.destinations.webhook}`, {
        token: SEED.apiToken,
        headers: { 'idempotency-key': key },
        body: { name: 'Renamed once' },
      });
    const held = put('key-4');
    const retry = await put('key-4');
    const original = await held;
    expect(retry.status).toBe(200);
    expect(original.body).toEqual(retry.body);
    expect(sim.requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });

  it('keeps organizations apart', async () => {
    const foreign = await api.get(`${D}/${SEED.destinations.other}`);
    expect(foreign.status).toBe(404);
    const free = await api.get(`${FREE}/event-destinations`);
    expect(free.body.data.map((d: Json) => d.id)).toEqual([SEED.destinations.free]);
  });
});
