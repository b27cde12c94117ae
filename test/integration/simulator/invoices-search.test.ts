import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import { DUE_SEED } from '../../fakes/service/seed-due.js';
import { type Api, apiFor, DEMO, type Json, SEED, start } from './helpers.js';

const I = `${DEMO}/invoices`;

async function download(sim: Simulator, path: string): Promise<Response> {
  return fetch(`${sim.url}${path}`, {
    headers: { authorization: `Bearer ${SEED.apiToken}`, accept: 'application/json' },
  });
}

describe('simulator: invoices', () => {
  let sim: Simulator;
  let api: Api;
  beforeEach(async () => {
    sim = await start();
    api = apiFor(sim);
  });
  afterEach(() => sim.close());

  it('retrieves an invoice', async () => {
    const answer = await api.get(`${I}/${SEED.invoices.paid}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: SEED.invoices.paid,
      object: 'invoice',
      organization_id: SEED.organizations.demo,
      number: 'INV-2026-0001',
      status: 'paid',
      total: 1250,
      currency: 'EUR',
      is_downloadable: true,
    });
    const draft = await api.get(`${I}/${SEED.invoices.draft}`);
    expect(draft.body.data).toMatchObject({
      status: 'draft',
      finalized_at: null,
      is_downloadable: false,
    });
    const withLines = await api.get(`${I}/${SEED.invoices.paid}?include=line_items,taxes`);
    expect(withLines.body.data.line_items).toHaveLength(1);
    expect((await api.get(`${I}/${SEED.invoices.paid}?include=nonsense`)).status).toBe(422);
    const list = await api.get(I);
    // Six fixed invoices, and the open ones due around the start day (seed-due.ts).
    expect(list.body.meta.pagination.total).toBe(6 + DUE_SEED.length);
  });

  it('downloads a finalized invoice as a well-formed PDF', async () => {
    const response = await download(
      sim,
      `${I}/${SEED.invoices.paid}/download?type=pdf&locale=auto`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="INV-2026-0001.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Invoice INV-2026-0001) Tj');

    // The xref table points at every object and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(entries.length).toBeGreaterThanOrEqual(5);
    entries.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  });

  it('refuses to download a draft, a missing or non-pdf type, with JSON 422', async () => {
    const draft = await download(sim, `${I}/${SEED.invoices.draft}/download?type=pdf&locale=auto`);
    expect(draft.status).toBe(422);
    expect(draft.headers.get('content-type')).toBe('application/json');
    const body = (await draft.json()) as Json;
    expect(body.message).toMatch(/finalized/);
    for (const query of ['type=xml', 'type=peppol', '']) {
      const answer = await api.get(`${I}/${SEED.invoices.paid}/download?${query}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['type']);
    }
  });

  it('deletes an invoice permanently', async () => {
    const deleted = await api.del(`${I}/${SEED.invoices.sent}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'ok' });
    expect((await api.get(`${I}/${SEED.invoices.sent}`)).status).toBe(404);
    expect((await api.get(`${I}/${SEED.invoices.sent}/download?type=pdf`)).status).toBe(404);
    expect((await api.del(`${I}/${SEED.invoices.sent}`)).status).toBe(404);
  });

  it('soft mode: the answer is the invoice with deleted_at, hidden until restored', async () => {
    await sim.close();
    sim = await start({ invoiceDelete: 'soft' });
    api = apiFor(sim);
    const id = SEED.invoices.sent;
    const deleted = await api.del(`${I}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id, number: 'INV-2026-0002' });
    expect(deleted.body.data.deleted_at).toEqual(expect.any(String));
    expect(sim.state.invoices.get(id)?.data.deleted_at).toBe(deleted.body.data.deleted_at);
    expect((await api.get(`${I}/${id}`)).status).toBe(404);
    expect((await api.get(`${I}/${id}/download?type=pdf`)).status).toBe(404);
    expect((await api.del(`${I}/${id}`)).status).toBe(404);
    const ids = async (query: string) =>
      ((await api.get(`${I}?${query}`)).body.data as { id: string }[]).map((row) => row.id);
    expect(await ids('per_page=50')).not.toContain(id);
    expect(await ids('deleted=1')).toEqual([id]);
    expect(await ids('deleted=-1&per_page=50')).toContain(id);

    const restored = await api.post(`${I}/restore/${id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });
    expect((await api.get(`${I}/${id}`)).status).toBe(200);
    expect(await ids('deleted=1')).toEqual([]);
    expect((await api.post(`${I}/restore/inv_missing`)).status).toBe(404);
  });

  it('switches the delete mode at run time through /__control/invoice-delete', async () => {
    const control = (mode: unknown) =>
      fetch(`${sim.url}/__control/invoice-delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ mode }),
      });
    expect((await control('sometimes')).status).toBe(422);
    expect((await control('soft')).status).toBe(200);
    const soft = await api.del(`${I}/${SEED.invoices.sent}`);
    expect(soft.body.data.deleted_at).toEqual(expect.any(String));
    expect(sim.state.invoices.has(SEED.invoices.sent)).toBe(true);
    sim.setInvoiceDelete('permanent');
    expect((await api.del(`${I}/${SEED.invoices.paid}`)).body).toEqual({ status: 'ok' });
    expect(sim.state.invoices.has(SEED.invoices.paid)).toBe(false);
  });

  it('keeps invoices inside their organization', async () => {
    expect((await api.get(`${I}/${SEED.invoices.other}`)).status).toBe(404);
    const foreign = await api.get(
      `/organizations/${SEED.organizations.other}/invoices/${SEED.invoices.other}`,
    );
    expect(foreign.status).toBe(403);
  });

  it('downloads invoices inserted through the state helpers', async () => {
    const record = sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: 'TEST-42',
      counterparty: 'Helper Ltd',
    });
    const response = await download(sim, `${I}/${record.data.id}/download?type=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('TEST-42.pdf');
  });
});

describe('simulator: search', () => {
  let sim: Simulator;
  let api: Api;
  beforeEach(async () => {
    sim = await start();
    api = apiFor(sim);
  });
  afterEach(() => sim.close());

  it('finds invoices by title, sorted by ranking_score', async () => {
    const answer = await api.get(`${DEMO}/search?q=acme`);
    expect(answer.status).toBe(200);
    const items = answer.body.data;
    expect(items.map((i: Json) => i.id).sort()).toEqual(
      [SEED.invoices.paid, SEED.invoices.sent, SEED.invoices.draft, SEED.invoices.older].sort(),
    );
    const scores = items.map((i: Json) => i.ranking_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(scores.length);
    expect(items[0]).toEqual({
      id: SEED.invoices.paid,
      title: 'INV-2026-0001 · Acme Supplies Ltd',
      source: 'manual',
      direction: 'outbound',
      status: 'paid',
      meta: { issued_at: '2026-10-01', paid_at: '2026-10-15' },
      ranking_score: expect.any(Number),
      entity: 'organization_invoices',
    });
    const draft = items.find((i: Json) => i.id === SEED.invoices.draft);
    expect(draft.meta).toEqual({ issued_at: null, paid_at: null });
  });

  it('ranks an exact number first, matches case-insensitively, and honours limit', async () => {
    const exact = await api.get(`${DEMO}/search?q=inv-2026-0001`);
    expect(exact.body.data[0]).toMatchObject({ id: SEED.invoices.paid, ranking_score: 1 });
    const partial = await api.get(`${DEMO}/search?q=INV-2026`);
    expect(partial.body.data).toHaveLength(4);
    const limited = await api.get(`${DEMO}/search?q=acme&limit=2`);
    expect(limited.body.data).toHaveLength(2);
    const words = await api.get(`${DEMO}/search?q=${encodeURIComponent('acme retainer')}`);
    expect(words.body.data.map((i: Json) => i.id)).toEqual([SEED.invoices.sent]);
    const none = await api.get(`${DEMO}/search?q=zzzzzz`);
    expect(none.body).toEqual({ data: [] });
  });

  it('requires q of at least 3 characters and a sane limit', async () => {
    for (const query of ['q=ac', 'q=', '', 'q=%20%20a%20', 'q=acme&limit=0', 'q=acme&limit=x']) {
      const answer = await api.get(`${DEMO}/search?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors).toBeTypeOf('object');
    }
  });
});
