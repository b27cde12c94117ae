import { describe, expect, it } from 'vitest';
import { single } from '../../../src/enlivy/envelopes.js';
import { deliverySchema } from '../../../src/enlivy/schemas/delivery.js';
import { destinationSchema } from '../../../src/enlivy/schemas/destination.js';
import { searchItemSchema } from '../../../src/enlivy/schemas/search.js';
import { subscriptionSchema } from '../../../src/enlivy/schemas/subscription.js';
import { deliveryRecord, destinationRecord } from './mock-enlivy.js';

function configOf(config: unknown) {
  return subscriptionSchema.parse({ event: 'invoice.paid', config }).config;
}

describe('subscription config normalisation', () => {
  it('keeps an object with a message', () => {
    expect(configOf({ message: 'Invoice {{number}} paid' })).toEqual({
      message: 'Invoice {{number}} paid',
    });
  });

  it('decodes a JSON string', () => {
    expect(configOf('{"message":"Invoice {{number}} paid"}')).toEqual({
      message: 'Invoice {{number}} paid',
    });
    expect(configOf('null')).toBeNull();
  });

  it('maps null, a missing field and an empty string to null', () => {
    expect(configOf(null)).toBeNull();
    expect(subscriptionSchema.parse({ event: 'invoice.paid' }).config).toBeNull();
    expect(configOf('')).toBeNull();
  });

  it('reads an object without a message as no template', () => {
    expect(configOf({})).toEqual({});
    expect(configOf({ message: null })).toEqual({});
    expect(configOf('{"other":1}')).toEqual({});
  });

  it('takes a plain (non-JSON) string as the template itself', () => {
    expect(configOf('Paid: {{number}}')).toEqual({ message: 'Paid: {{number}}' });
  });

  it('refuses a message that is not a string, and a JSON array', () => {
    expect(subscriptionSchema.safeParse({ event: 'a.b', config: { message: 5 } }).success).toBe(
      false,
    );
    expect(subscriptionSchema.safeParse({ event: 'a.b', config: '[1]' }).success).toBe(false);
  });
});

describe('destination schema', () => {
  it('accepts only webhook and slack', () => {
    expect(destinationSchema.safeParse({ ...destinationRecord, type: 'email' }).success).toBe(
      false,
    );
    expect(destinationSchema.safeParse({ ...destinationRecord, type: 'webhook' }).success).toBe(
      true,
    );
  });

  it('requires is_active as a boolean and an id', () => {
    expect(destinationSchema.safeParse({ ...destinationRecord, is_active: 1 }).success).toBe(false);
    const { id: _, ...noId } = destinationRecord;
    expect(destinationSchema.safeParse(noId).success).toBe(false);
  });

  it('normalises a missing name and config to null and decodes a JSON config', () => {
    const { name: _n, config: _c, ...rest } = destinationRecord;
    expect(destinationSchema.parse(rest)).toMatchObject({ name: null, config: null });
    expect(destinationSchema.parse({ ...rest, config: '{"channel":"#ops"}' }).config).toEqual({
      channel: '#ops',
    });
  });
});

describe('delivery schema', () => {
  it('keeps unknown statuses and any response shape', () => {
    const d = deliverySchema.parse({ ...deliveryRecord, status: 'new_state', response: 'text' });
    expect(d.status).toBe('new_state');
    expect(d.response).toBe('text');
  });

  it('fills missing response fields with null', () => {
    const { response_status: _s, response_type: _t, ...pending } = deliveryRecord;
    expect(deliverySchema.parse({ ...pending, status: 'pending' })).toMatchObject({
      response_status: null,
      response_type: null,
    });
  });

  it('requires is_retry and the destination id', () => {
    const { is_retry: _r, ...noRetry } = deliveryRecord;
    expect(deliverySchema.safeParse(noRetry).success).toBe(false);
    const { organization_event_destination_id: _d, ...noDest } = deliveryRecord;
    expect(deliverySchema.safeParse(noDest).success).toBe(false);
  });
});

describe('search item schema', () => {
  it('reads a decimal string ranking score and refuses a word', () => {
    const base = { id: 'x', title: 't', entity: 'organization_invoices', meta: null };
    expect(searchItemSchema.parse({ ...base, ranking_score: '1.25' }).ranking_score).toBe(1.25);
    expect(searchItemSchema.safeParse({ ...base, ranking_score: 'high' }).success).toBe(false);
  });
});

describe('single()', () => {
  it('does not unwrap a bare record that happens to have a data field', () => {
    const schema = single(deliverySchema);
    const parsed = schema.parse({ ...deliveryRecord, data: { nested: true } });
    expect(parsed.id).toBe('org_evt_dlv_1');
  });
});
