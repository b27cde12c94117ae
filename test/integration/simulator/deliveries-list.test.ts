import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import { type Api, apiFor, DEMO, type Json, SEED, start } from './helpers.js';

const L = `${DEMO}/event-destinations/deliveries`;

/**
 * With the clock frozen at 2026-11-20T12:00:00Z the seeded deliveries fall on:
 * 0001 11-16 (slack, invoice.paid, success) · 0002 11-17 (webhook, invoice.created, success)
 * 0003 11-18 (webhook, invoice.created, failed) · 0004 11-18 (retry, success)
 * 0005 11-19 (webhook, contract.updated, anomaly) · 0006 11-19 (paused, invoice.paid, dropped)
 * 0007 11-20 (slack, invoice.created, failed) · 0008 11-20 (webhook, invoice.paid, success)
 */
describe('simulator: delivery log filters and paging', () => {
  let sim: Simulator;
  let api: Api;
  beforeAll(async () => {
    sim = await start({ startTime: '2026-11-20T12:00:00Z' });
    api = apiFor(sim);
  });
  afterAll(() => sim.close());

  const ids = async (query: string): Promise<string[]> => {
    const answer = await api.get(`${L}${query ? `?${query}` : ''}`);
    expect(answer.status, query).toBe(200);
    return answer.body.data.map((d: Json) => d.id.replace('org_evt_dlv_demo_', ''));
  };

  it('lists every delivery, newest first', async () => {
    expect(await ids('')).toEqual(['0008', '0007', '0006', '0005', '0004', '0003', '0002', '0001']);
    const one = await api.get(`${L}?per_page=1`);
    expect(one.body.data[0]).toMatchObject({
      object: 'event_delivery',
      organization_id: SEED.organizations.demo,
      organization_event_destination_id: SEED.destinations.webhook,
      event: 'invoice.paid',
      status: 'success',
      is_retry: false,
    });
    expect(one.body.data[0].request_payload).toMatchObject({ type: 'invoice.paid' });
  });

  it('filters by status in the k[]=, k[n]= (raw and encoded) and bare forms', async () => {
    expect(await ids('status[]=failed')).toEqual(['0007', '0003']);
    expect(await ids('status%5B%5D=failed')).toEqual(['0007', '0003']);
    expect(await ids('status[0]=failed&status[1]=anomaly')).toEqual(['0007', '0005', '0003']);
    expect(await ids('status%5B0%5D=failed&status%5B1%5D=dropped')).toEqual([
      '0007',
      '0006',
      '0003',
    ]);
    expect(await ids('status=anomaly')).toEqual(['0005']);
    expect(await ids('status[]=pending')).toEqual([]);
  });

  it('rejects an unknown status with 422', async () => {
    const listed = await api.get(`${L}?status[]=failed&status[]=exploded`);
    expect(listed.status).toBe(422);
    expect(Object.keys(listed.body.errors)).toEqual(['status.1']);
    const bare = await api.get(`${L}?status=exploded`);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(['status']);
  });

  it('filters by event and by destination, alone and combined', async () => {
    expect(await ids('event[]=invoice.paid')).toEqual(['0008', '0006', '0001']);
    expect(await ids('event%5B0%5D=contract.updated&event%5B1%5D=invoice.paid')).toEqual([
      '0008',
      '0006',
      '0005',
      '0001',
    ]);
    expect(await ids('event=contract.updated')).toEqual(['0005']);
    expect(await ids(`organization_event_destination_id=${SEED.destinations.slack}`)).toEqual([
      '0007',
      '0001',
    ]);
    expect(
      await ids(
        `organization_event_destination_id=${SEED.destinations.webhook}&status[]=success&event[]=invoice.created`,
      ),
    ).toEqual(['0004', '0002']);
  });

  it('filters by creation date, both ends, inclusive by date', async () => {
    const until = 'created_at_to=2026-12-31';
    const since = 'created_at_from=2026-01-01';
    expect(await ids(`created_at_from=2026-11-19&${until}`)).toEqual([
      '0008',
      '0007',
      '0006',
      '0005',
    ]);
    expect(await ids(`${since}&created_at_to=2026-11-17`)).toEqual(['0002', '0001']);
    expect(await ids('created_at_from=2026-11-18&created_at_to=2026-11-18')).toEqual([
      '0004',
      '0003',
    ]);
    expect(
      await ids('created_at_from=2026-11-17&created_at_to=2026-11-19&status[]=success'),
    ).toEqual(['0004', '0002']);
    expect(await ids(`created_at_from=2026-11-21&${until}`)).toEqual([]);
    expect(await ids(`created_at_from=2026-11-20T10:30:00Z&${until}`)).toEqual(['0008']);
    expect(await ids('updated_at_from=2026-11-20&updated_at_to=2026-12-31')).toEqual([
      '0008',
      '0007',
    ]);
    expect(await ids('updated_at_from=2026-01-01&updated_at_to=2026-11-16')).toEqual(['0001']);
  });

  it('refuses one end of a date range alone (required_with), naming the missing end', async () => {
    for (const [query, missing] of [
      ['created_at_from=2026-11-19', 'created_at_to'],
      ['created_at_to=2026-11-17', 'created_at_from'],
      ['updated_at_from=2026-11-20T10:30:00Z', 'updated_at_to'],
    ] as const) {
      const answer = await api.get(`${L}?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors, query).toEqual({
        [missing]: [
          `The ${missing.replace(/_/g, ' ')} field is required when ${query.split('=')[0]?.replace(/_/g, ' ')} is present.`,
        ],
      });
    }
  });

  it('rejects bad dates and an inverted range with 422', async () => {
    for (const [query, other] of [
      ['created_at_from=2026-13-01', 'created_at_to=2026-12-01'],
      ['created_at_from=2026-02-30', 'created_at_to=2026-12-01'],
      ['created_at_to=20261118', 'created_at_from=2026-01-01'],
      ['created_at_from=yesterday', 'created_at_to=2026-12-01'],
      ['updated_at_to=2026-1-1', 'updated_at_from=2026-01-01'],
    ] as const) {
      const answer = await api.get(`${L}?${query}&${other}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors), query).toEqual([query.split('=')[0]]);
    }
    const inverted = await api.get(`${L}?created_at_from=2026-11-19&created_at_to=2026-11-18`);
    expect(inverted.status).toBe(422);
    expect(Object.keys(inverted.body.errors)).toEqual(['created_at_to']);
  });

  it('pages filtered results', async () => {
    const first = await api.get(`${L}?per_page=3&status[]=success&status[]=failed`);
    expect(first.body.meta.pagination).toMatchObject({
      total: 6,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: 2,
    });
    const next = first.body.meta.pagination.links.next as string;
    expect(decodeURIComponent(next)).toContain('status[]=success');
    const second = await fetch(next, { headers: { authorization: `Bearer ${SEED.apiToken}` } });
    const body = (await second.json()) as Json;
    expect(body.meta.pagination).toMatchObject({ count: 3, current_page: 2 });
    const all = [...first.body.data, ...body.data].map((d: Json) => d.id.slice(-4));
    expect(all).toEqual(['0008', '0007', '0004', '0003', '0002', '0001']);
    expect((await api.get(`${L}?per_page=51`)).status).toBe(422);
    expect(await ids('order=asc&per_page=2')).toEqual(['0001', '0002']);
  });

  it('retrieves one delivery, and 404 for unknown or foreign ones', async () => {
    const one = await api.get(`${L}/org_evt_dlv_demo_0003`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: 'org_evt_dlv_demo_0003',
      status: 'failed',
      response_status: 503,
      response_type: 'text/plain',
      response: 'Service Unavailable',
      is_retry: false,
    });
    expect((await api.get(`${L}/org_evt_dlv_missing`)).status).toBe(404);
    const foreign = sim.state.addDelivery({
      organization_event_destination_id: SEED.destinations.other,
      event: 'invoice.paid',
    });
    expect((await api.get(`${L}/${foreign.data.id}`)).status).toBe(404);
    expect(await ids('')).not.toContain(foreign.data.id.slice(-4));
  });

  it('shows records inserted through the state helpers', async () => {
    const inserted = sim.state.addDelivery({
      organization_event_destination_id: SEED.destinations.slack,
      event: 'invoice.paid',
      status: 'anomaly',
      created_at: '2026-11-10T08:00:00.000000Z',
    });
    const answer = await api.get(`${L}?created_at_from=2026-11-10&created_at_to=2026-11-10`);
    expect(answer.body.data.map((d: Json) => d.id)).toEqual([inserted.data.id]);
  });
});
