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

    it('an uninstall deletes every cards destination of the workspace, and only those', async () => {
      const ids = ['AAAAAAAAAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAAAAAAAAA2'];
      const elsewhere = {
        ...record,
        id: 'BBBBBBBBBBBBBBBBBBBBBBB1',
        workspace: { teamId: 'T222' },
      };
      await Promise.all(ids.map((id) => stores.cards.save({ ...record, id })));
      await stores.cards.save(elsewhere);
      await stores.cards.deleteAll(record.workspace);
      for (const id of ids) expect(await stores.cards.get(id)).toBeUndefined();
      expect(await stores.cards.get(elsewhere.id)).toEqual(elsewhere);
    });

    it('the inbox keeps a channel’s events in order, once each, with the channel’s pace', async () => {
      const channel = { workspace: { teamId: 'T111' }, channelId: 'C-INBOX' };
      const other = { workspace: { teamId: 'T111' }, channelId: 'C-OTHER' };
      const event = (eventId: string) => ({
        cardsId: record.id,
        eventId,
        envelope: { id: eventId, data: { id: 'org_inv_1' } },
        receivedAt: 1,
      });
      expect((await stores.cardsInbox.head(channel)).waiting).toBe(0);
      const added = await Promise.all(
        ['e1', 'e2', 'e1', 'e3'].map((id) => stores.cardsInbox.add(channel, event(id))),
      );
      expect(added.filter(Boolean)).toHaveLength(3);
      await stores.cardsInbox.add(other, event('o1'));
      const head = await stores.cardsInbox.head(channel);
      expect(head.waiting).toBe(3);
      expect(head.next?.envelope).toEqual({ id: head.next?.eventId, data: { id: 'org_inv_1' } });
      const order: string[] = [];
      for (
        let next = head.next;
        next !== undefined;
        next = (await stores.cardsInbox.head(channel)).next
      ) {
        order.push(next.eventId);
        await stores.cardsInbox.remove(channel, next, Date.now() + 1_000);
      }
      expect(order.sort()).toEqual(['e1', 'e2', 'e3']);
      const paced = await stores.cardsInbox.head(channel);
      expect(paced.waiting).toBe(0);
      expect(paced.notBefore).toBeGreaterThan(Date.now());
      // A 429's hold is never shortened by a shorter one.
      await stores.cardsInbox.hold(channel, Date.now() + 60_000);
      await stores.cardsInbox.hold(channel, Date.now() + 5_000);
      expect((await stores.cardsInbox.head(channel)).notBefore).toBeGreaterThan(
        Date.now() + 50_000,
      );
      expect((await stores.cardsInbox.head(other)).next?.eventId).toBe('o1');
    });
  });
});
