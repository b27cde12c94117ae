import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EnlivyForbiddenError,
  EnlivyNotFoundError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { type Harness, rejectionOf, SEED, startHarness } from './harness.js';

const ORG = SEED.organizations.demo;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function bytesOf(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('invoices.retrieve', () => {
  it('returns the invoice fields the app shows', async () => {
    const invoice = await h.client.invoices.retrieve(ORG, SEED.invoices.paid);
    expect(invoice).toMatchObject({
      id: SEED.invoices.paid,
      formatted_number: 'INV-2026-0001',
      status: 'paid',
      currency: expect.any(String),
      total: 1250,
      is_downloadable: true,
    });
  });

  it('404 for an unknown invoice, 403 in another organization', async () => {
    await expect(h.client.invoices.retrieve(ORG, 'org_inv_nope')).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
    await expect(
      h.client.invoices.retrieve(SEED.organizations.other, SEED.invoices.other),
    ).rejects.toBeInstanceOf(EnlivyForbiddenError);
  });
});

describe('invoices.list', () => {
  it('searches by number and carries the parties when asked', async () => {
    const page = await h.client.invoices.list(ORG, {
      text: 'INV-2026-0001',
      include: ['receiver_user', 'sender_user'],
      perPage: 50,
    });
    expect(page.items.map((invoice) => invoice.id)).toEqual([SEED.invoices.paid]);
    expect(page.items[0]?.receiver_user?.name).toBe('Acme Supplies Ltd');
    expect(page.hasMore).toBe(false);
    const sent = h.sim.requests.at(-1);
    expect(sent?.query).toMatchObject({
      q: 'INV-2026-0001',
      include: 'receiver_user,sender_user',
      per_page: '50',
    });
  });

  it('reads invoices by id; a short search text is a 422', async () => {
    const page = await h.client.invoices.list(ORG, {
      ids: [SEED.invoices.draft, SEED.invoices.overdue],
    });
    expect(page.items.map((invoice) => invoice.formatted_number).sort()).toEqual([
      'INV-2026-0003',
      'INV-2026-0004',
    ]);
    await expect(h.client.invoices.list(ORG, { text: 'IN' })).rejects.toBeInstanceOf(
      EnlivyValidationError,
    );
  });
});

describe('invoices.download', () => {
  it('streams the PDF of a finalized invoice', async () => {
    const file = await h.client.invoices.download(ORG, SEED.invoices.paid);
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('INV-2026-0001.pdf');
    const bytes = await bytesOf(file.body);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.contentLength).toBe(bytes.length);
    const sent = h.sim.requests.at(-1);
    expect(sent?.query).toMatchObject({ type: 'pdf', locale: 'auto' });
  });

  it('a draft answers 422 as a typed error', async () => {
    const err = await rejectionOf(h.client.invoices.download(ORG, SEED.invoices.draft));
    expect(err).toBeInstanceOf(EnlivyValidationError);
    expect(err.message).toBe('Only finalized invoices can be downloaded.');
    expect((err as EnlivyValidationError).fieldErrors).toHaveProperty('invoice');
  });
});

describe('invoices.delete', () => {
  it('deletes permanently: retrieve and download are 404 afterwards', async () => {
    await expect(h.client.invoices.delete(ORG, SEED.invoices.sent)).resolves.toBe('permanent');
    await expect(h.client.invoices.retrieve(ORG, SEED.invoices.sent)).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
    await expect(h.client.invoices.download(ORG, SEED.invoices.sent)).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
    await expect(h.client.invoices.delete(ORG, SEED.invoices.sent)).rejects.toBeInstanceOf(
      EnlivyNotFoundError,
    );
  });
});

describe('invoices.delete against a soft-deleting Enlivy (the SDK)', () => {
  it("says 'trashed' for an answer with deleted_at; the invoice is 404 until restored", async () => {
    const { id } = h.sim.state.addInvoice({ organization_id: ORG, counterparty: 'Trash Ltd' }).data;
    h.sim.setInvoiceDelete('soft');
    try {
      await expect(h.client.invoices.delete(ORG, id)).resolves.toBe('trashed');
    } finally {
      h.sim.setInvoiceDelete('permanent');
    }
    await expect(h.client.invoices.retrieve(ORG, id)).rejects.toBeInstanceOf(EnlivyNotFoundError);
    expect(h.sim.state.invoices.get(id)?.data.deleted_at).toEqual(expect.any(String));
  });
});

describe('search', () => {
  it('returns invoices, best ranking first', async () => {
    const items = await h.client.search(ORG, { text: 'acme' });
    expect(items.length).toBeGreaterThan(1);
    const scores = items.map((i) => i.ranking_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items.every((i) => i.entity === 'organization_invoices')).toBe(true);
    expect(items[0]?.meta).toHaveProperty('issued_at');
  });

  it('ranks an exact number match first and honours limit', async () => {
    const items = await h.client.search(ORG, { text: 'INV-2026-0004', limit: 1 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: SEED.invoices.overdue, ranking_score: 1 });
  });

  it('422 for a query shorter than 3 characters', async () => {
    const err = await rejectionOf(h.client.search(ORG, { text: 'ab' }));
    expect((err as EnlivyValidationError).fieldErrors).toHaveProperty('q');
  });
});
