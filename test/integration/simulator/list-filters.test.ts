import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import { type Api, apiFor, call, DEMO, type Json, SEED, start } from './helpers.js';

const D = `${DEMO}/event-destinations`;

describe('simulator: the filters every list accepts', () => {
  let sim: Simulator;
  let api: Api;
  const names = async (query: string) =>
    ((await api.get(`${D}?${query}`)).body.data as Json[]).map((d) => d.name as string);
  beforeEach(async () => {
    sim = await start();
    api = apiFor(sim);
  });
  afterEach(() => sim.close());

  it('q searches names (at least 3 characters), q_in narrows the fields, limit caps it', async () => {
    expect(await names('q=sync')).toEqual(['Accounting sync']);
    expect(await names('q=ALERTS')).toEqual(['Finance alerts']);
    expect(await names('q=hook&q_in=name')).toEqual(['Old ERP hook']);
    const short = await api.get(`${D}?q=ab`);
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ q: ['The q field must be at least 3 characters.'] });
    expect((await api.get(`${D}?q=abc&q_in=secret`)).status).toBe(422);
    expect(await names('q=Fin&limit=1')).toHaveLength(1);
  });

  it('ids picks records (at most 30, never with q)', async () => {
    expect(await names(`ids=${SEED.destinations.slack},${SEED.destinations.paused}`)).toEqual(
      expect.arrayContaining(['Finance alerts', 'Old ERP hook']),
    );
    expect(await names(`ids=${SEED.destinations.slack}`)).toEqual(['Finance alerts']);
    const both = await api.get(`${D}?ids=${SEED.destinations.slack}&q=fin`);
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors)).toEqual(['ids']);
    const many = Array.from({ length: 31 }, (_, i) => `x${i}`).join(',');
    expect((await api.get(`${D}?ids=${many}`)).status).toBe(422);
  });

  it('order_by and order sort; unknown columns and directions are refused', async () => {
    expect(await names('order_by=name&order=asc')).toEqual([
      'Accounting sync',
      'Finance alerts',
      'Old ERP hook',
    ]);
    expect(await names('order_by=name')).toEqual([
      'Old ERP hook',
      'Finance alerts',
      'Accounting sync',
    ]);
    const newest = await names('');
    expect(await names('order=asc')).toEqual([...newest].reverse());
    expect((await api.get(`${D}?order_by=signing_secret`)).status).toBe(422);
    expect((await api.get(`${D}?order=sideways`)).status).toBe(422);
  });

  it('deleted: 0 active only (default), 1 deleted only, -1 both', async () => {
    expect(
      (await call(sim.url, 'DELETE', `${D}/${SEED.destinations.paused}`, { token: SEED.apiToken }))
        .status,
    ).toBe(200);
    expect(await names('')).not.toContain('Old ERP hook');
    expect(await names('deleted=1')).toEqual(['Old ERP hook']);
    expect(await names('deleted=-1')).toContain('Old ERP hook');
    expect(await names('deleted=-1')).toHaveLength(3);
    expect((await api.get(`${D}?deleted=2`)).status).toBe(422);
  });

  it('applies to the delivery log and invoices too', async () => {
    const failed = await api.get(`${DEMO}/event-destinations/deliveries?q=failed&q_in=status`);
    expect(failed.status).toBe(200);
    expect((failed.body.data as Json[]).every((d) => d.status === 'failed')).toBe(true);
    expect((await api.get(`${DEMO}/invoices?q=ab`)).status).toBe(422);
  });

  it('a PUT may carry include in its body', async () => {
    const answer = await api.put(`${D}/${SEED.destinations.slack}`, {
      is_active: false,
      include: 'event_subscriptions',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.is_active).toBe(false);
    expect(Array.isArray(answer.body.data.event_subscriptions)).toBe(true);
  });
});
