import type { KnownBlock } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { Invoice, SearchItem } from '../../../src/enlivy/index.js';
import { confirmsDeletion } from '../../../src/features/invoices/delete.js';
import {
  deleteInvoiceModal,
  deletingInvoiceNotice,
  pdfComment,
} from '../../../src/features/invoices/views/invoices.js';
import { searchResultsMessage } from '../../../src/features/search/views/search.js';
import {
  decodeDeleteMetadata,
  decodeInvoiceAction,
  decodeSearchPlace,
  MAX_SEARCH_TEXT,
} from '../../../src/features/shared/invoices/values.js';
import { invoiceCard, invoiceLabel } from '../../../src/features/shared/invoices/views/card.js';
import { en } from '../../translators.js';

const invoice: Invoice = {
  id: 'org_inv_demo_0001',
  number: 'INV-2026-0001',
  formatted_number: 'INV-2026-0001',
  status: 'paid',
  title: 'INV-2026-0001 · Acme Supplies Ltd',
  currency: 'EUR',
  total: 1250,
  issued_at: '2026-10-01',
  due_at: '2026-10-31',
  paid_at: '2026-10-15',
  finalized_at: '2026-10-01T09:00:00.000000Z',
  direction: 'outbound',
};

function item(i: number): SearchItem {
  return {
    id: `org_inv_${i}`,
    title: `INV-${i} · ${'Very long customer name '.repeat(20)}`,
    source: 'manual',
    direction: 'outbound',
    status: 'paid',
    meta: { issued_at: '2026-10-01', paid_at: null },
    ranking_score: 1 - i / 100,
    entity: i % 7 === 0 ? 'organization_contracts' : 'organization_invoices',
  };
}

function buttonValues(blocks: KnownBlock[] | undefined): string[] {
  return (blocks ?? []).flatMap((block) =>
    block.type === 'actions'
      ? block.elements.flatMap((e) => ('value' in e && e.value ? [e.value] : []))
      : [],
  );
}

describe('invoice and search views', () => {
  it('labels invoices by number, falling back to the id', () => {
    expect(invoiceLabel(invoice)).toBe('INV-2026-0001');
    expect(invoiceLabel({ id: 'org_inv_x', number: null, formatted_number: null })).toBe(
      'org_inv_x',
    );
    expect(invoiceLabel({ id: 'org_inv_x', number: 17, formatted_number: null })).toBe('17');
  });

  it('gives viewers no actions, editors Download, admins Download and Delete', () => {
    const ids = (role: 'viewer' | 'editor' | 'admin') =>
      (invoiceCard(invoice, { role }, en).blocks ?? []).flatMap((b) =>
        b.type === 'actions' ? b.elements.map((e) => ('action_id' in e ? e.action_id : '')) : [],
      );
    expect(ids('viewer')).toEqual([]);
    expect(ids('editor')).toEqual(['invoice_download_pdf']);
    expect(ids('admin')).toEqual(['invoice_download_pdf', 'invoice_delete']);
  });

  it('offers no Download PDF for a draft, and says why', () => {
    const draft: Invoice = { ...invoice, status: 'draft', finalized_at: null };
    const card = invoiceCard(draft, { role: 'admin' }, en);
    const json = JSON.stringify(card.blocks);
    expect(json).not.toContain('invoice_download_pdf');
    expect(json).toContain('invoice_delete');
    expect(json).toContain('No PDF yet');
  });

  it('keeps a full search page within Block Kit limits, even with the longest query', () => {
    const query = 'q'.repeat(MAX_SEARCH_TEXT);
    const items = Array.from({ length: 50 }, (_, i) => item(i + 1));
    for (const page of [1, 3, 5]) {
      const message = searchResultsMessage(
        {
          query,
          items,
          page,
          role: 'admin',
          limit: 50,
          notice: 'x',
        },
        en,
      );
      expect(message.blocks?.length).toBeLessThanOrEqual(50);
      for (const block of message.blocks ?? []) {
        if (block.type === 'section') expect(block.text?.text.length).toBeLessThanOrEqual(3000);
      }
      for (const value of buttonValues(message.blocks))
        expect(value.length).toBeLessThanOrEqual(2000);
    }
    // Non-invoice results carry no invoice actions.
    const page1 = searchResultsMessage({ query, items, page: 1, role: 'admin', limit: 50 }, en);
    expect(buttonValues(page1.blocks).filter((v) => v.includes('org_inv_7'))).toEqual([]);
  });

  it('clamps a page past the end to the last page', () => {
    const message = searchResultsMessage(
      {
        query: 'acme',
        items: [item(1), item(2)],
        page: 9,
        role: 'viewer',
        limit: 50,
      },
      en,
    );
    expect(message.text).toContain('page 1 of 1');
  });

  it('round-trips what buttons and the delete modal carry, and refuses tampering', () => {
    const message = searchResultsMessage(
      {
        query: 'acme',
        items: [item(1)],
        page: 1,
        role: 'admin',
        limit: 50,
      },
      en,
    );
    const [download] = buttonValues(message.blocks);
    expect(decodeInvoiceAction(download)).toEqual({
      id: 'org_inv_1',
      from: 'search',
      search: { q: 'acme', p: 1 },
    });
    expect(decodeSearchPlace('{"q":"acme","p":2}')).toEqual({ q: 'acme', p: 2 });
    expect(() => decodeInvoiceAction('{"id":"../../etc","from":"card"}')).toThrow(/older version/);
    expect(() => decodeSearchPlace('not json')).toThrow(/older version/);

    const modal = deleteInvoiceModal(
      invoice,
      {
        id: invoice.id,
        from: 'card',
        label: 'INV-2026-0001',
        responseUrl: 'https://hooks.slack.com/actions/T1/1/abc',
        channelId: 'C123',
      },
      en,
    );
    expect(modal.private_metadata?.length).toBeLessThanOrEqual(3000);
    expect(decodeDeleteMetadata(modal.private_metadata)).toMatchObject({ label: 'INV-2026-0001' });
  });

  it('confirms a deletion only with the number (any case) or the exact id', () => {
    const metadata = { id: 'org_inv_demo_0001', from: 'card' as const, label: 'INV-2026-0001' };
    expect(confirmsDeletion(' inv-2026-0001 ', metadata)).toBe(true);
    expect(confirmsDeletion('org_inv_demo_0001', metadata)).toBe(true);
    expect(confirmsDeletion('ORG_INV_DEMO_0001', metadata)).toBe(false);
    expect(confirmsDeletion('INV-2026-000', metadata)).toBe(false);
    expect(confirmsDeletion('', metadata)).toBe(false);
  });
});

/** Every mrkdwn-bearing string of a message or view, as one text. */
function everything(value: unknown): string {
  return JSON.stringify(value);
}

const MENTION = /<!(channel|here|everyone)/;

describe('Enlivy strings never reach mrkdwn unescaped', () => {
  it('escapes the invoice label in the uploaded PDF’s comment, in the channel and in the DM', () => {
    expect(pdfComment('<!channel> INV', 'U1', 'channel', en)).toBe(
      '<@U1> shared the PDF of invoice &lt;!channel&gt; INV.',
    );
    expect(pdfComment('<!channel> INV', 'U1', 'dm', en)).toBe(
      'PDF of invoice &lt;!channel&gt; INV, as you asked.',
    );
  });

  it('escapes the label in the “Deleting…” notice', () => {
    expect(everything(deletingInvoiceNotice('<!channel> INV', en))).toContain(
      'Deleting invoice &lt;!channel&gt; INV…',
    );
    expect(everything(deletingInvoiceNotice('<!channel> INV', en))).not.toMatch(MENTION);
  });

  it('escapes an unknown status, a currency that is not ISO 4217 and an unreadable day on the card', () => {
    const card = invoiceCard(
      {
        ...invoice,
        number: '<!channel> INV',
        formatted_number: '<!channel> INV',
        title: null,
        status: '<!here> `late`',
        currency: '<!everyone>',
        issued_at: '<!channel> soon',
      },
      { role: 'admin' },
      en,
    );
    const shown = everything(card);
    expect(shown).not.toMatch(MENTION);
    expect(shown).toContain('&lt;!here&gt;');
    expect(shown).toContain('1,250.00 &lt;!everyone&gt;');
    expect(shown).toContain('&lt;!channel&gt; soon');
  });

  it('escapes status words and unreadable days in search results', () => {
    const message = searchResultsMessage(
      {
        query: 'acme',
        items: [
          {
            ...item(1),
            status: '<!here>',
            meta: { issued_at: '<!channel> x', paid_at: '<!everyone> y' },
          },
        ],
        page: 1,
        role: 'admin',
        limit: 50,
      },
      en,
    );
    const shown = everything(message.blocks);
    expect(shown).not.toMatch(MENTION);
    expect(shown).toContain('&lt;!here&gt;');
    expect(shown).toContain('issued &lt;!channel&gt; x');
    expect(shown).toContain('paid &lt;!everyone&gt; y');
  });
});
