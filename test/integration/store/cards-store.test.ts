import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardsDestination, openStore, type Stores } from '../../../src/store/index.js';
import { cardsKey } from '../../../src/store/keys.js';
import {
  expiredEntries,
  memoryLogger,
  rawEntries,
  storeCases,
  testKey,
  uniqueNamespace,
} from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-cards-store-'));
const sqliteFile = path.join(tempDir, 'store.sqlite');
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const SECRET = 'whsec_cardsSecretDDDD0123456789';

const record: CardsDestination = {
  id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  workspace: { teamId: 'T111' },
  channelId: 'C123',
  organizationId: 'org_1',
  destinationId: 'org_evt_dst_1',
  secret: SECRET,
  filters: ['amount>=1000'],
  locale: 'ro-RO',
  state: 'active',
  createdBy: 'U1',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe.each(storeCases(() => sqliteFile))('cards records in the $name store', ({ name, url }) => {
  const storeUrl = url();
  const namespace = uniqueNamespace();
  let stores: Stores;

  describe.skipIf(storeUrl === undefined)(name, () => {
    beforeAll(async () => {
      stores = await openStore({
        url: storeUrl ?? '',
        encryptionKey: testKey(),
        logger: memoryLogger().logger,
        namespace,
      });
    });
    afterAll(async () => {
      await stores?.keyv.clear().catch(() => undefined);
      await stores?.close();
    });

    it('round-trips a cards destination with its secret sealed at rest', async () => {
      await stores.cards.save(record);
      expect(await stores.cards.get(record.id)).toEqual(record);
      await stores.cards.save({ ...record, state: 'paused' });
      expect((await stores.cards.get(record.id))?.state).toBe('paused');
      expect(await stores.cards.get('unknownunknownunknown')).toBeUndefined();
      const dump = (await rawEntries(stores, namespace)).map(([k, v]) => `${k}=${v}`).join('\n');
      expect(dump).toContain('v1:');
      expect(dump).not.toContain(SECRET);
    });

    it('a secret moved under another id does not open', async () => {
      const other = 'ZyXwVuTsRqPoNmLkJiHgFeDc';
      await stores.keyv.set(cardsKey(other), await stores.keyv.get(cardsKey(record.id)));
      await expect(stores.cards.get(other)).rejects.toMatchObject({ code: 'store_corrupt' });
    });

    it('threads expire; posted events are remembered', async () => {
      await stores.cards.saveThread(record.id, 'invoice:org_inv_1', {
        channelId: 'C123',
        ts: '1.000100',
        shownEventAt: '2026-11-20T10:00:00Z',
      });
      expect(await stores.cards.thread(record.id, 'invoice:org_inv_1')).toEqual({
        channelId: 'C123',
        ts: '1.000100',
        shownEventAt: '2026-11-20T10:00:00Z',
      });
      expect(await stores.cards.thread(record.id, 'invoice:org_inv_2')).toBeUndefined();
      expect(await stores.cards.wasPosted(record.id, 'evt_1')).toBe(false);
      await stores.cards.markPosted(record.id, 'evt_1');
      expect(await stores.cards.wasPosted(record.id, 'evt_1')).toBe(true);
      const month = Date.now() + 31 * 24 * 60 * 60_000;
      const expired = expiredEntries(await rawEntries(stores, namespace), month);
      expect(expired.some((key) => key.includes('cards-thread:'))).toBe(true);
      expect(expired.some((key) => key.includes('cards-posted:'))).toBe(true);
      expect(expired.some((key) => key.includes(`cards:${record.id}`))).toBe(false);
    });
  });
});
