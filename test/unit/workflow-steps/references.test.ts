import { describe, expect, it } from 'vitest';
import { invoiceReferencesIn } from '../../../src/features/shortcuts/references.js';

describe('invoice references in a message', () => {
  it('finds numbers and ids through formatting, once each, in order', () => {
    expect(
      invoiceReferencesIn(
        'Paid: *INV-2026-0001*, `BILL-7781` and org_inv_demo_0004. Again: inv-2026-0001!',
      ),
    ).toEqual([
      { kind: 'number', number: 'INV-2026-0001' },
      { kind: 'number', number: 'BILL-7781' },
      { kind: 'id', id: 'org_inv_demo_0004' },
    ]);
  });

  it('ignores plain numbers, words, links and mentions', () => {
    expect(
      invoiceReferencesIn(
        'We paid 1250 EUR in 2026, see <https://x.test/INV-9|this> and <@U123ABC>.',
      ),
    ).toEqual([]);
  });
});
