import type { Delivery, Destination } from '../../../src/enlivy/index.js';

export function destination(overrides: Partial<Destination> = {}): Destination {
  return {
    id: 'org_evt_dst_1',
    type: 'webhook',
    name: 'AR alerts',
    destination_url: 'https://hooks.example.test/path/secret-part?token=abc',
    is_active: true,
    config: null,
    ...overrides,
  } as Destination;
}

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 'org_evt_dlv_1',
    event: 'invoice.paid',
    status: 'success',
    request_payload: {},
    response_status: 200,
    response_type: 'application/json',
    response: '{"ok":true}',
    is_retry: false,
    organization_event_destination_id: 'org_evt_dst_1',
    created_at: '2026-11-20T10:00:00.000000Z',
    ...overrides,
  } as Delivery;
}

export function subscriptions(events: readonly string[]): Destination['event_subscriptions'] {
  return events.map((event) => ({ event, includes: null, config: null }));
}
