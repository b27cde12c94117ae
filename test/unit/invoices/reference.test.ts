import { describe, expect, it } from 'vitest';
import { invoiceReference } from '../../../src/features/shared/invoices/resolve.js';
import { counterpartyName } from '../../../src/features/shared/invoices/views/format.js';

describe('invoiceReference', () => {
  it('reads ids as ids and invoice-number shapes as numbers', () => {
    expect(invoiceReference('org_inv_demo_0001')).toEqual({ kind: 'id', id: 'org_inv_demo_0001' });
    for (const number of [
      'INV-2026-0001',
      'inv-2026-0001',
      'BILL-7781',
      '2026/17',
      'F.123',
      '123',
      'No#5',
    ]) {
      expect(invoiceReference(number)).toEqual({ kind: 'number', number });
    }
  });

  it('refuses what Enlivy cannot search for or no number looks like', () => {
    for (const word of ['ab', '12', '<script>', '`x`y', '-INV', 'a'.repeat(61), 'INV 1']) {
      expect(invoiceReference(word)).toBeUndefined();
    }
  });
});

describe('counterpartyName', () => {
  it('is the receiver of an outbound invoice and the sender of an inbound one', () => {
    const parties = { receiver_user: { name: 'Acme' }, sender_user: { name: 'Us' } };
    expect(counterpartyName({ direction: 'outbound', ...parties })).toBe('Acme');
    expect(counterpartyName({ direction: 'inbound', ...parties })).toBe('Us');
    expect(
      counterpartyName({
        direction: 'outbound',
        receiver_custom_identity_name: 'Custom',
        ...parties,
      }),
    ).toBe('Custom');
    expect(
      counterpartyName({ direction: 'outbound', receiver_user: { name: ' ' } }),
    ).toBeUndefined();
    expect(counterpartyName({ direction: null })).toBeUndefined();
  });
});
