import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnlivyNotFoundError, EnlivyValidationError } from '../../../src/enlivy/index.js';
import { type Harness, rejectionOf, SEED, startHarness } from './harness.js';

const ORG = SEED.organizations.demo;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('deliveries.list', () => {
  it('lists the seeded log, newest first', async () => {
    const page = await h.client.deliveries.list(ORG, { perPage: 50 });
    expect(page.total).toBe(SEED.deliveries.length);
    expect(page.items.map((d) => d.id)).toEqual([...SEED.deliveries].reverse());
  });

  it('filters by status[] and event[]', async () => {
    const failing = await h.client.deliveries.list(ORG, { statuses: ['failed', 'anomaly'] });
    expect(failing.items.length).toBe(3);
    expect(failing.items.every((d) => d.status === 'failed' || d.status === 'anomaly')).toBe(true);
    const contract = await h.client.deliveries.list(ORG, { events: ['contract.updated'] });
    expect(contract.items.map((d) => d.event)).toEqual(['contract.updated']);
    const both = await h.client.deliveries.list(ORG, {
      events: ['invoice.created'],
      statuses: ['failed'],
    });
    expect(both.items).toHaveLength(2);
  });

  it('filters by destination and by creation date', async () => {
    const webhook = await h.client.deliveries.list(ORG, {
      destinationId: SEED.destinations.webhook,
    });
    expect(webhook.items.length).toBe(5);
    expect(
      webhook.items.every((d) => d.organization_event_destination_id === SEED.destinations.webhook),
    ).toBe(true);
    // The day of the newest delivery (the seed's last one is an hour old: just after midnight
    // that is yesterday).
    const newest = (await h.client.deliveries.list(ORG, {})).items[0]?.created_at ?? '';
    const day = newest.slice(0, 10);
    const recent = await h.client.deliveries.list(ORG, { createdFrom: day, createdTo: day });
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items.every((d) => d.created_at.startsWith(day))).toBe(true);
    expect(recent.items.length).toBeLessThan(SEED.deliveries.length);
  });

  it('pages', async () => {
    const page = await h.client.deliveries.list(ORG, { page: 2, perPage: 3 });
    expect(page).toMatchObject({ page: 2, perPage: 3, totalPages: 3, hasMore: true });
    expect(page.items).toHaveLength(3);
  });

  it('422 for a bad status or an inverted range', async () => {
    const status = await rejectionOf(h.client.deliveries.list(ORG, { statuses: ['exploded'] }));
    expect(status).toBeInstanceOf(EnlivyValidationError);
    const range = await rejectionOf(
      h.client.deliveries.list(ORG, { createdFrom: '2026-12-02', createdTo: '2026-12-01' }),
    );
    expect((range as EnlivyValidationError).fieldErrors).toHaveProperty('created_at_to');
  });
});

describe('deliveries.retrieve', () => {
  it('returns one delivery with its payload and response', async () => {
    const [firstId] = SEED.deliveries;
    const d = await h.client.deliveries.retrieve(ORG, firstId);
    expect(d).toMatchObject({
      id: firstId,
      event: 'invoice.paid',
      status: 'success',
      response_status: 200,
      organization_event_destination_id: SEED.destinations.slack,
      is_retry: false,
    });
    expect(d.request_payload).toMatchObject({ channel: SEED.slackChannel });
  });

  it('shows a retry flag', async () => {
    const d = await h.client.deliveries.retrieve(ORG, SEED.deliveries[3]);
    expect(d.is_retry).toBe(true);
  });

  it('404 for an unknown id', async () => {
    await expect(h.client.deliveries.retrieve(ORG, 'org_evt_dlv_nope')).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
  });
});

describe('subscriptions.list', () => {
  it('lists every subscription of the organization with normalised config', async () => {
    const page = await h.client.subscriptions.list(ORG, { perPage: 50 });
    const slack = page.items.filter(
      (s) => s.organization_event_destination_id === SEED.destinations.slack,
    );
    expect(slack.map((s) => s.event).sort()).toEqual(['invoice.created', 'invoice.paid']);
    expect(slack.find((s) => s.event === 'invoice.paid')?.config).toEqual({
      message: SEED.slackMessageTemplate,
    });
    expect(page.total).toBe(6);
  });
});
