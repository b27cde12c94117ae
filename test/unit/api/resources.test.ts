import { describe, expect, it } from 'vitest';
import { EnlivySchemaError } from '../../../src/enlivy/index.js';
import { deliveryRecord, destinationRecord, mockEnlivy, pagination } from './mock-enlivy.js';

const O = '/organizations/org_demo';

describe('auth.login', () => {
  it.each([
    ['root', { token: '1|abc' }],
    ['wrapped', { data: { token: '1|abc' } }],
  ])('reads the token (%s) and posts the three fields', async (_, body) => {
    const enlivy = mockEnlivy({ token: undefined });
    enlivy.on('POST', '/authentication/login', { body });
    const result = await enlivy.client.auth.login({
      email: 'demo@example.com',
      password: 'demo-password',
      remember: false,
    });
    expect(result).toEqual({ token: '1|abc' });
    expect(enlivy.requests[0]?.body).toEqual({
      email: 'demo@example.com',
      password: 'demo-password',
      remember: false,
    });
  });

  it('refuses an answer without a token', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', '/authentication/login', { body: { data: {} } });
    await expect(
      enlivy.client.auth.login({ email: 'a', password: 'b', remember: true }),
    ).rejects.toBeInstanceOf(EnlivySchemaError);
  });
});

describe('organizations.retrieve', () => {
  it('puts the id in the path and keeps extra fields', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', '/organizations/org_x-1', {
      body: { data: { id: 'org_x-1', name: null, slug: 's' } },
    });
    const org = await enlivy.client.organizations.retrieve('org_x-1');
    expect(org).toMatchObject({ id: 'org_x-1', name: null, slug: 's' });
  });
});

describe('destinations', () => {
  it('listAll follows pages with per_page=50', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations`, {
      body: { data: [destinationRecord], meta: pagination(1, 2, 50, 51) },
    });
    enlivy.on('GET', `${O}/event-destinations`, {
      body: { data: [{ ...destinationRecord, id: 'd51' }], meta: pagination(2, 2, 50, 51) },
    });
    const all = await enlivy.client.destinations.listAll('org_demo');
    expect(all.map((d) => d.id)).toEqual(['org_evt_dst_1', 'd51']);
    expect(enlivy.requests.map((r) => r.query)).toEqual([
      'page=1&per_page=50',
      'page=2&per_page=50',
    ]);
  });

  it('listAll stops at 20 pages', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations`, {
      body: { data: [destinationRecord], meta: pagination(1, 99, 50, 4950) },
      times: 25,
    });
    const all = await enlivy.client.destinations.listAll('org_demo');
    expect(all).toHaveLength(20);
    expect(enlivy.requests).toHaveLength(20);
  });

  it('retrieve sends include as a comma list and parses the related lists', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/org_evt_dst_1`, {
      body: {
        data: {
          ...destinationRecord,
          event_subscriptions: [
            {
              id: 's1',
              event: 'invoice.paid',
              includes: ['line_items'],
              config: { message: 'Paid {{number}}' },
            },
            { id: 's2', event: 'invoice.created', includes: null, config: '{"message":"New"}' },
          ],
          event_deliveries: [deliveryRecord],
        },
      },
    });
    const d = await enlivy.client.destinations.retrieve('org_demo', 'org_evt_dst_1', {
      include: ['event_subscriptions', 'event_deliveries'],
    });
    expect(enlivy.requests[0]?.query).toBe('include=event_subscriptions,event_deliveries');
    expect(d.event_subscriptions?.map((s) => s.config)).toEqual([
      { message: 'Paid {{number}}' },
      { message: 'New' },
    ]);
    expect(d.event_deliveries?.[0]?.status).toBe('success');
  });

  it('create posts the input as is and returns the signing secret', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', `${O}/event-destinations`, {
      status: 201,
      body: {
        data: {
          id: 'org_evt_dst_9',
          type: 'webhook',
          name: 'ERP',
          destination_url: 'https://erp.example.com/hook',
          signing_secret: 'whsec_123',
          is_active: true,
          config: null,
        },
      },
    });
    const input = {
      type: 'webhook' as const,
      name: 'ERP',
      destination_url: 'https://erp.example.com/hook',
      events: [{ event: 'invoice.paid', includes: ['line_items', 'taxes'], config: null }],
    };
    const d = await enlivy.client.destinations.create('org_demo', input);
    expect(d.signing_secret).toBe('whsec_123');
    expect(d.config).toBeNull();
    expect(enlivy.requests[0]?.body).toEqual(input);
  });

  it('update PUTs the full events set', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('PUT', `${O}/event-destinations/org_evt_dst_1`, {
      body: { data: destinationRecord },
    });
    const events = [
      { event: 'invoice.paid' },
      { event: 'contract.updated', config: { message: 'Hi' } },
    ];
    await enlivy.client.destinations.update('org_demo', 'org_evt_dst_1', { name: 'New', events });
    expect(enlivy.requests[0]?.method).toBe('PUT');
    expect(enlivy.requests[0]?.body).toEqual({ name: 'New', events });
  });

  it('test posts the optional event and returns the delivery', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', `${O}/event-destinations/org_evt_dst_1/test`, {
      status: 201,
      body: {
        data: { ...deliveryRecord, status: 'pending', response_status: null, response: null },
      },
      times: 2,
    });
    const delivery = await enlivy.client.destinations.test('org_demo', 'org_evt_dst_1', {
      event: 'invoice.paid',
    });
    await enlivy.client.destinations.test('org_demo', 'org_evt_dst_1');
    expect(delivery).toMatchObject({ status: 'pending', response_status: null });
    expect(enlivy.requests.map((r) => r.body)).toEqual([{ event: 'invoice.paid' }, {}]);
  });
});

describe('deliveries', () => {
  it('list maps the filters to their wire names', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/deliveries`, {
      body: { data: [deliveryRecord], meta: pagination(1, 1, 30, 1) },
    });
    const page = await enlivy.client.deliveries.list('org_demo', {
      destinationId: 'org_evt_dst_1',
      events: ['invoice.paid', 'invoice.created'],
      statuses: ['failed', 'anomaly'],
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
      page: 1,
      perPage: 30,
    });
    expect(page.items[0]?.id).toBe('org_evt_dlv_1');
    expect(enlivy.requests[0]?.query).toBe(
      'organization_event_destination_id=org_evt_dst_1&event[]=invoice.paid&event[]=invoice.created' +
        '&status[]=failed&status[]=anomaly&created_at_from=2026-11-01&created_at_to=2026-11-20' +
        '&page=1&per_page=30',
    );
  });

  it('list always sends both ends of a date range (Enlivy declares them required_with)', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/deliveries`, { body: { data: [] }, times: 2 });
    await enlivy.client.deliveries.list('org_demo', { createdFrom: '2026-11-01T00:00:00Z' });
    await enlivy.client.deliveries.list('org_demo', { createdTo: '2026-11-20T00:00:00Z' });
    const [first, second] = enlivy.requests.map((r) => new URLSearchParams(r.query));
    expect(first?.get('created_at_from')).toBe('2026-11-01T00:00:00Z');
    expect(first?.get('created_at_to')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(first?.get('created_at_to') ?? '')).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(second?.get('created_at_from')).toBe('2000-01-01T00:00:00Z');
    expect(second?.get('created_at_to')).toBe('2026-11-20T00:00:00Z');
  });

  it('list without filters sends no query, and empty arrays are dropped', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/deliveries`, { body: { data: [] }, times: 2 });
    await enlivy.client.deliveries.list('org_demo');
    await enlivy.client.deliveries.list('org_demo', { statuses: [], events: [] });
    expect(enlivy.requests.map((r) => r.query)).toEqual(['', '']);
  });

  it('retrieve puts the id under the fixed deliveries word', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/deliveries/dlv_1`, {
      body: { data: { ...deliveryRecord, status: 'quarantined', response: 'plain text' } },
    });
    const d = await enlivy.client.deliveries.retrieve('org_demo', 'dlv_1');
    expect(d.status).toBe('quarantined'); // open union
    expect(d.response).toBe('plain text');
  });
});

describe('subscriptions, api credentials', () => {
  it('subscriptions.list reads every subscription', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/event-destinations/subscriptions`, {
      body: {
        data: [{ id: 's1', event: 'invoice.paid', organization_event_destination_id: 'd1' }],
        meta: pagination(1, 1, 50, 1),
      },
    });
    const page = await enlivy.client.subscriptions.list('org_demo', { perPage: 50 });
    expect(page.items[0]).toMatchObject({ event: 'invoice.paid', includes: null, config: null });
    expect(enlivy.requests[0]?.query).toBe('per_page=50');
  });

  it('apiCredentials.list exposes service for filtering Slack credentials', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/api-credentials`, {
      body: {
        data: [
          { id: 'c1', name: 'Slack', service: 'slack', has_credentials: true },
          { id: 'c2', name: 'Bank' },
        ],
      },
    });
    const page = await enlivy.client.apiCredentials.list('org_demo');
    expect(page.items.map((c) => [c.id, c.service])).toEqual([
      ['c1', 'slack'],
      ['c2', null],
    ]);
  });
});

describe('invoices.retrieve', () => {
  it('parses the fields the app shows', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/invoices/org_inv_1`, {
      body: {
        data: {
          id: 'org_inv_1',
          number: 12,
          formatted_number: 'INV-0012',
          status: 'paid',
          currency: 'EUR',
          total: '120.50',
          issued_at: '2026-11-01',
          due_at: '2026-11-15',
          paid_at: '2026-11-10',
          finalized_at: '2026-11-01T09:00:00Z',
          is_downloadable: true,
          direction: 'outbound',
        },
      },
    });
    const invoice = await enlivy.client.invoices.retrieve('org_demo', 'org_inv_1');
    expect(invoice).toMatchObject({ formatted_number: 'INV-0012', total: '120.50', title: null });
  });
});

describe('search', () => {
  const item = {
    id: 'org_inv_1',
    title: 'INV-0012 Acme',
    source: 'manual',
    direction: 'outbound',
    status: 'paid',
    meta: { issued_at: '2026-11-01', paid_at: null },
    ranking_score: 0.93,
    entity: 'organization_invoices',
  };

  it('sends q and limit and accepts {data: [...]}', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/search`, {
      body: { data: [item, { ...item, id: 'b', ranking_score: '0.5' }] },
    });
    const items = await enlivy.client.search('org_demo', { text: 'acme inc', limit: 5 });
    expect(items.map((i) => [i.id, i.ranking_score])).toEqual([
      ['org_inv_1', 0.93],
      ['b', 0.5],
    ]);
    expect(enlivy.requests[0]?.query).toBe('q=acme%20inc&limit=5');
  });

  it('accepts a bare array and a missing meta', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${O}/search`, { body: [{ ...item, meta: undefined }] });
    const items = await enlivy.client.search('org_demo', { text: 'acme' });
    expect(items[0]?.meta).toEqual({ issued_at: null, paid_at: null });
    expect(enlivy.requests[0]?.query).toBe('q=acme');
  });
});
