import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteKeyvStore } from '../../../src/store/sqlite-store.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-sqlite-reads-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('reads on the SQLite adapter', () => {
  let store: SqliteKeyvStore;
  beforeEach(async () => {
    store = await SqliteKeyvStore.open(
      path.join(tempDir, `${Date.now()}-${Math.random()}.sqlite`),
      1_000,
    );
    await store.set('app:a', '{"value":"A","expires":null}');
    await store.set('app:b', '{"value":"B","expires":null}');
  });
  afterEach(() => store.disconnect());

  it('answers reads of one turn with one statement, each with its own row or nothing', async () => {
    const query = vi.spyOn(store, 'query');
    const [a, missing, b, again] = await Promise.all([
      store.get('app:a'),
      store.get('app:none'),
      store.get('app:b'),
      store.get('app:a'),
    ]);
    expect([a, missing, b, again]).toEqual([
      '{"value":"A","expires":null}',
      undefined,
      '{"value":"B","expires":null}',
      '{"value":"A","expires":null}',
    ]);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing between turns: a read after a write sees the write', async () => {
    expect(await store.get('app:a')).toBe('{"value":"A","expires":null}');
    await store.set('app:a', '{"value":"A2","expires":null}');
    expect(await store.get('app:a')).toBe('{"value":"A2","expires":null}');
    await store.delete('app:a');
    expect(await store.get('app:a')).toBeUndefined();
  });

  it('fails every read of a batch when the statement fails, and the next reads work again', async () => {
    const query = vi.spyOn(store, 'query').mockRejectedValueOnce(new Error('SQLITE_BUSY'));
    const failed = await Promise.allSettled([store.get('app:a'), store.get('app:b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    query.mockRestore();
    expect(await store.get('app:b')).toBe('{"value":"B","expires":null}');
  });
});
