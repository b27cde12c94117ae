import { describe, expect, it } from 'vitest';
import { EnlivySchemaError } from '../../../src/enlivy/index.js';
import { destinationRecord, mockEnlivy, pagination, rejectionOf } from './mock-enlivy.js';

const LIST = '/organizations/org_demo/event-destinations';

describe('single records', () => {
  it('accepts {data: record}', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${LIST}/org_evt_dst_1`, { body: { data: destinationRecord, meta: {} } });
    const d = await enlivy.client.destinations.retrieve('org_demo', 'org_evt_dst_1');
    expect(d).toMatchObject({
      id: 'org_evt_dst_1',
      name: 'AR alerts',
      config: { channel: '#finance' },
    });
  });

  it('accepts an unwrapped record', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${LIST}/org_evt_dst_1`, { body: destinationRecord });
    const d = await enlivy.client.destinations.retrieve('org_demo', 'org_evt_dst_1');
    expect(d.id).toBe('org_evt_dst_1');
    expect(d.object).toBe('event_destination'); // extra fields are kept
  });
});

describe('lists', () => {
  it('reads meta.pagination', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, { body: { data: [destinationRecord], meta: pagination(2, 3, 1, 3) } });
    const page = await enlivy.client.destinations.list('org_demo', { page: 2, perPage: 1 });
    expect(page).toMatchObject({ page: 2, perPage: 1, total: 3, totalPages: 3, hasMore: true });
    expect(page.items).toHaveLength(1);
    expect(enlivy.requests[0]?.query).toBe('page=2&per_page=1');
  });

  it('knows the last page has no more', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, { body: { data: [destinationRecord], meta: pagination(3, 3, 1, 3) } });
    const page = await enlivy.client.destinations.list('org_demo');
    expect(page.hasMore).toBe(false);
    expect(enlivy.requests[0]?.query).toBe('');
  });

  it('treats {data: [...]} without meta as one page', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, {
      body: { data: [destinationRecord, { ...destinationRecord, id: 'd2' }] },
    });
    const page = await enlivy.client.destinations.list('org_demo');
    expect(page).toMatchObject({ page: 1, perPage: 2, total: 2, totalPages: 1, hasMore: false });
  });

  it('treats a bare array as one page', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, { body: [destinationRecord] });
    const page = await enlivy.client.destinations.list('org_demo');
    expect(page.items.map((d) => d.id)).toEqual(['org_evt_dst_1']);
    expect(page.hasMore).toBe(false);
  });

  it('refuses a list without data, and a bad item with its index', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, { body: { items: [] } });
    enlivy.on('GET', LIST, { body: { data: [destinationRecord, { id: 'x' }] } });
    const missing = await rejectionOf(enlivy.client.destinations.list('org_demo'));
    expect(missing).toBeInstanceOf(EnlivySchemaError);
    const bad = (await rejectionOf(
      enlivy.client.destinations.list('org_demo'),
    )) as EnlivySchemaError;
    expect(bad.issues.some((i) => i.startsWith('data.1.type:'))).toBe(true);
  });

  it('refuses a broken pagination block', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', LIST, { body: { data: [], meta: { pagination: { total: 'many' } } } });
    const err = (await rejectionOf(
      enlivy.client.destinations.list('org_demo'),
    )) as EnlivySchemaError;
    expect(err).toBeInstanceOf(EnlivySchemaError);
    expect(err.issues.some((i) => i.startsWith('meta.pagination.'))).toBe(true);
  });
});

describe('acknowledgements', () => {
  it('accepts {status:"ok"} on invoice delete', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('DELETE', '/organizations/org_demo/invoices/org_inv_1', { body: { status: 'ok' } });
    await expect(enlivy.client.invoices.delete('org_demo', 'org_inv_1')).resolves.toBe('permanent');
  });

  it('accepts {data: invoice} on invoice delete (SDK soft delete)', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('DELETE', '/organizations/org_demo/invoices/org_inv_1', {
      body: { data: { id: 'org_inv_1', deleted_at: '2026-11-20T10:00:00Z' } },
    });
    await expect(enlivy.client.invoices.delete('org_demo', 'org_inv_1')).resolves.toBe('trashed');
  });

  it('refuses an invoice delete answer that is neither', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('DELETE', '/organizations/org_demo/invoices/org_inv_1', { body: [1, 2] });
    await expect(enlivy.client.invoices.delete('org_demo', 'org_inv_1')).rejects.toBeInstanceOf(
      EnlivySchemaError,
    );
  });

  it('ignores the body of a destination delete, even an empty 204', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('DELETE', `${LIST}/d1`, {
      body: { data: { ...destinationRecord, deleted_at: 'x' } },
    });
    enlivy.on('DELETE', `${LIST}/d2`, { status: 204 });
    await expect(enlivy.client.destinations.delete('org_demo', 'd1')).resolves.toBeUndefined();
    await expect(enlivy.client.destinations.delete('org_demo', 'd2')).resolves.toBeUndefined();
  });
});
