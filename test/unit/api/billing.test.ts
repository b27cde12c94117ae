import { describe, expect, it } from 'vitest';
import { readAllowance } from '../../../src/enlivy/resources/billing.js';

describe('readAllowance (GET O/tenant-billing/usage, shape undocumented)', () => {
  it('reads the webhook_endpoint cap under data or bare, with numbers as strings too', () => {
    expect(readAllowance({ data: [{ domain: 'webhook_endpoint', used: 3, cap: 25 }] })).toEqual({
      state: 'paid',
      cap: 25,
      used: 3,
    });
    expect(readAllowance([{ key: 'webhook_endpoint', usage: '4', limit: '50' }])).toEqual({
      state: 'paid',
      cap: 50,
      used: 4,
    });
  });

  it('a cap of 0 is no paid pack', () => {
    expect(readAllowance({ data: [{ domain: 'webhook_endpoint', used: 2, cap: 0 }] })).toEqual({
      state: 'none',
      used: 2,
    });
  });

  it('anything else says nothing about packs', () => {
    for (const body of [
      undefined,
      null,
      {},
      { data: {} },
      { data: [{ domain: 'storage', cap: 0 }] },
      { data: [{ domain: 'webhook_endpoint' }] },
      { data: [{ domain: 'webhook_endpoint', cap: 'lots' }] },
    ]) {
      expect(readAllowance(body)).toEqual({ state: 'unknown' });
    }
  });
});
