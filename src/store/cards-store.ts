import { z } from 'zod';
import type { SecretBox } from './crypto.js';
import {
  cardsIndexKey,
  cardsKey,
  cardsPostedKey,
  cardsRefusalKey,
  cardsThreadKey,
  type WorkspaceRef,
  workspaceRefSchema,
} from './keys.js';
import type { LockStore } from './lock-store.js';
import { openFailure, type Records } from './records.js';
import { lockStayedTaken, withRenewedLock } from './renewed-lock.js';

/**
 * A cards destination: an Enlivy webhook destination whose URL is this app's
 * `/enlivy/events/<id>`. The record is found by that opaque id (the only thing a delivery
 * carries besides its body); the signing secret is sealed at rest and clear only in memory.
 */
export interface CardsDestination {
  id: string;
  workspace: WorkspaceRef;
  channelId: string;
  organizationId: string;
  /** Set once Enlivy created the destination. */
  destinationId?: string;
  /** Set once Enlivy answered the create with it; deliveries before that cannot be verified. */
  secret?: string;
  /** Filter words as typed (`amount>=1000`, `direction:outgoing`…), see src/features/cards/filters.ts. */
  filters: string[];
  state: 'active' | 'paused' | 'deleted';
  createdBy: string;
  createdAt: string;
}

/** The first card posted about one object (an invoice…): later events go into its thread. */
export interface CardThread {
  channelId: string;
  ts: string;
  /** `created_at` of the newest event the card shows: an older retry never rolls it back. */
  shownEventAt: string;
  /**
   * The object's fields as the card shows them (every event's data merged, newest last), so a
   * partial event (`{id, status}`) redraws the card without losing what it showed.
   */
  shown?: Record<string, unknown> | undefined;
}

/** Slack refused a card after its event was accepted (`channel_not_found`, `is_archived`…). */
export interface CardsRefusal {
  /** Slack's error code. */
  slackError: string;
  channelId: string;
  at: string;
}

export interface CardsStore {
  get(id: string): Promise<CardsDestination | undefined>;
  save(destination: CardsDestination): Promise<void>;
  thread(id: string, objectKey: string): Promise<CardThread | undefined>;
  saveThread(id: string, objectKey: string, thread: CardThread): Promise<void>;
  /** Enlivy's event id, once its card is in Slack: a retry of it posts nothing new. */
  markPosted(id: string, eventId: string): Promise<void>;
  wasPosted(id: string, eventId: string): Promise<boolean>;
  /** Notes Slack's refusal of a card: true when the one before was taken (a new run of them). */
  noteRefusal(id: string, refusal: CardsRefusal): Promise<boolean>;
  refusal(id: string): Promise<CardsRefusal | undefined>;
  /** Slack took a card again. */
  clearRefusal(id: string): Promise<void>;
  /** Deletes every cards destination of the workspace (uninstall): its deliveries then get 404. */
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const recordSchema = z.object({
  v: z.literal(1),
  workspace: workspaceRefSchema,
  channelId: z.string().min(1),
  organizationId: z.string().min(1),
  destinationId: z.string().optional(),
  secret: z.string().optional(),
  filters: z.array(z.string()),
  state: z.enum(['active', 'paused', 'deleted']),
  createdBy: z.string(),
  createdAt: z.string(),
});

const threadSchema = z.object({
  v: z.literal(1),
  channelId: z.string(),
  ts: z.string(),
  shownEventAt: z.string(),
  shown: z.record(z.string(), z.unknown()).optional(),
});

const postedSchema = z.object({ v: z.literal(1) });
const refusalSchema = z.object({
  v: z.literal(1),
  slackError: z.string(),
  channelId: z.string(),
  at: z.string(),
});
/** A refusal no card followed for a month is forgotten (the destination was likely dropped). */
const REFUSAL_TTL_MS = 30 * 24 * 60 * 60_000;
const indexSchema = z.object({ v: z.literal(1), ids: z.array(z.string()) });
/** The workspace's index changes under a store lock (two creations at once keep both ids). */
const INDEX_LOCK = { ttlMs: 10_000, waitMs: 3_000, pollMs: 20 };

/** Enlivy retries for about 10 minutes; a day leaves room for a replay by hand. */
export const POSTED_EVENT_TTL_MS = 24 * 60 * 60_000;

/** How long a card keeps gathering its object's later events in its thread. */
export const CARD_THREAD_TTL_MS = 30 * 24 * 60 * 60_000;

const WHAT = 'cards destination';

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function createCardsStore(records: Records, box: SecretBox, locks: LockStore): CardsStore {
  const secretAad = (key: string) => `${key}#secret`;

  /** Changes the workspace's list of cards ids; resolves with the list as it was. */
  async function changeIndex(
    workspace: WorkspaceRef,
    change: (ids: string[]) => string[],
  ): Promise<string[]> {
    const key = cardsIndexKey(workspace);
    return withRenewedLock(
      locks,
      key,
      { ...INDEX_LOCK, busy: () => lockStayedTaken(key) },
      async () => {
        const ids = (await records.read(key, indexSchema, 'cards index'))?.ids ?? [];
        const next = change(ids);
        if (next.length === ids.length && next.every((id, i) => id === ids[i])) return ids;
        if (next.length === 0) await records.remove(key);
        else await records.write(key, { v: 1, ids: next });
        return ids;
      },
    );
  }

  return {
    async get(id) {
      const key = cardsKey(id);
      const record = await records.read(key, recordSchema, WHAT);
      if (record === undefined) return undefined;
      let secret: string | undefined;
      try {
        secret = record.secret === undefined ? undefined : box.open(record.secret, secretAad(key));
      } catch (err) {
        throw openFailure(err, key, WHAT);
      }
      const { v: _v, secret: _sealed, ...rest } = record;
      return defined({ ...rest, id, workspace: defined(rest.workspace), secret });
    },

    async save(destination) {
      const key = cardsKey(destination.id);
      if (destination.state !== 'deleted') {
        await changeIndex(destination.workspace, (ids) =>
          ids.includes(destination.id) ? ids : [...ids, destination.id],
        );
      }
      const { id: _id, secret, ...rest } = destination;
      await records.write(
        key,
        defined({
          v: 1 as const,
          ...rest,
          workspace: defined({ ...destination.workspace }),
          secret: secret === undefined ? undefined : box.seal(secret, secretAad(key)),
        }),
      );
    },

    async thread(id, objectKey) {
      const record = await records.read(cardsThreadKey(id, objectKey), threadSchema, 'card thread');
      if (record === undefined) return undefined;
      const { v: _v, ...thread } = record;
      return defined(thread);
    },

    async saveThread(id, objectKey, thread) {
      await records.write(
        cardsThreadKey(id, objectKey),
        defined({ v: 1, ...thread }),
        CARD_THREAD_TTL_MS,
      );
    },

    async markPosted(id, eventId) {
      await records.write(cardsPostedKey(id, eventId), { v: 1 }, POSTED_EVENT_TTL_MS);
    },

    async wasPosted(id, eventId) {
      const record = await records.read(cardsPostedKey(id, eventId), postedSchema, 'posted event');
      return record !== undefined;
    },

    async noteRefusal(id, refusal) {
      const before = await records.read(cardsRefusalKey(id), refusalSchema, 'card refusal');
      await records.write(cardsRefusalKey(id), { v: 1, ...refusal }, REFUSAL_TTL_MS);
      return before === undefined;
    },

    async refusal(id) {
      const record = await records.read(cardsRefusalKey(id), refusalSchema, 'card refusal');
      if (record === undefined) return undefined;
      const { v: _v, ...refusal } = record;
      return refusal;
    },

    async clearRefusal(id) {
      await records.remove(cardsRefusalKey(id));
    },

    async deleteAll(workspace) {
      const ids = await changeIndex(workspace, () => []);
      await Promise.all(ids.map((id) => records.remove(cardsKey(id))));
    },
  };
}
