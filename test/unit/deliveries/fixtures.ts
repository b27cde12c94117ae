import type { Delivery, Page } from '../../../src/enlivy/index.js';

/** A failed `invoice.paid` delivery to the AR alerts destination; `overrides` change any field. */
export function delivery(n: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: `org_evt_dlv_${n}`,
    event: 'invoice.paid',
    status: 'failed',
    request_payload: { id: `evt_${n}`, type: 'invoice.paid', data: { number: `INV-${n}` } },
    response_status: 500,
    response_type: 'application/json',
    response: '{"error":"boom"}',
    is_retry: n % 2 === 0,
    organization_event_destination_id: 'org_evt_dst_ar',
    created_at: '2026-11-20T10:30:00.000000Z',
    updated_at: null,
    ...overrides,
  };
}

/** One page of the delivery log, 15 per page. */
export function page(items: Delivery[], current: number, total: number): Page<Delivery> {
  const totalPages = Math.max(1, Math.ceil(total / 15));
  return { items, page: current, perPage: 15, total, totalPages, hasMore: current < totalPages };
}
