import { z } from 'zod';
import type { CardsWaitingStore } from './cards-waiting.js';
import { cardsInboxEventKey, cardsInboxKey, type WorkspaceRef } from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';
import { lockStayedTaken, withRenewedLock } from './renewed-lock.js';

/** One accepted event, waiting for its card to be posted. */
export interface InboxEvent {
  cardsId: string;
  eventId: string;
  /** The delivery's envelope, as parsed (an organization's business data: never logged). */
  envelope: Record<string, unknown>;
  receivedAt: number;
}

export interface InboxChannel {
  workspace: WorkspaceRef;
  channelId: string;
}

/** A channel's inbox as the poster sees it. */
export interface InboxHead {
  /** The oldest waiting event, if any. */
  next?: InboxEvent;
  /** Events waiting, `next` included. */
  waiting: number;
  /** No post may go to the channel before this (Slack's pace, or its Retry-After). */
  notBefore: number;
}

/**
 * The durable inbox of event cards: per Slack channel, the accepted events in order. A delivery
 * is answered 2xx once its event is here; a job posts the channel's events one at a time.
 */
export interface CardsInboxStore {
  /** Appends the event at the channel's end unless it is already waiting: true when added. */
  add(channel: InboxChannel, event: InboxEvent): Promise<boolean>;
  head(channel: InboxChannel): Promise<InboxHead>;
  /** Takes the event out; `notBefore` is when the channel's next post may go. */
  remove(
    channel: InboxChannel,
    event: Pick<InboxEvent, 'cardsId' | 'eventId'>,
    notBefore?: number,
  ): Promise<void>;
  /** Nothing is posted to the channel before `until` (a later hold is never shortened). */
  hold(channel: InboxChannel, until: number): Promise<void>;
}

/** Enlivy retries for about 10 minutes; an event no post could take in a week is dropped. */
export const INBOX_EVENT_TTL_MS = 7 * 24 * 60 * 60_000;

const refSchema = z.object({ cardsId: z.string(), eventId: z.string() });
const channelSchema = z.object({
  v: z.literal(1),
  queue: z.array(refSchema),
  notBefore: z.number().optional(),
});
const eventSchema = z.object({
  v: z.literal(1),
  envelope: z.record(z.string(), z.unknown()),
  receivedAt: z.number(),
});

/** A channel's record changes under a short store lock shared by every instance. */
const CHANNEL_LOCK = { ttlMs: 10_000, waitMs: 3_000, pollMs: 20 };

export function createCardsInboxStore(
  records: Records,
  locks: LockStore,
  waiting: Pick<CardsWaitingStore, 'mark'>,
): CardsInboxStore {
  const readChannel = async (key: string) =>
    (await records.read(key, channelSchema, 'cards inbox')) ?? { v: 1 as const, queue: [] };

  async function locked<T>(channel: InboxChannel, work: (key: string) => Promise<T>): Promise<T> {
    const key = cardsInboxKey(channel.workspace, channel.channelId);
    return withRenewedLock(locks, key, { ...CHANNEL_LOCK, busy: () => lockStayedTaken(key) }, () =>
      work(key),
    );
  }

  const same = (a: z.infer<typeof refSchema>, b: Pick<InboxEvent, 'cardsId' | 'eventId'>) =>
    a.cardsId === b.cardsId && a.eventId === b.eventId;

  /** An empty inbox is kept only while its pace holds, so idle channels leave nothing behind. */
  async function write(channel: InboxChannel, key: string, record: z.infer<typeof channelSchema>) {
    if (record.queue.length > 0) return records.write(key, record);
    await waiting.mark(channel.workspace, channel.channelId, false);
    const holdMs = (record.notBefore ?? 0) - Date.now();
    if (holdMs > 0) return records.write(key, record, holdMs);
    await records.remove(key);
  }

  const remove: CardsInboxStore['remove'] = (channel, event, notBefore) =>
    locked(channel, async (key) => {
      const record = await readChannel(key);
      await write(channel, key, {
        ...record,
        queue: record.queue.filter((ref) => !same(ref, event)),
        ...(notBefore === undefined
          ? {}
          : { notBefore: Math.max(notBefore, record.notBefore ?? 0) }),
      });
      await records.remove(cardsInboxEventKey(event.cardsId, event.eventId));
    });

  return {
    add: (channel, event) =>
      locked(channel, async (key) => {
        const record = await readChannel(key);
        if (record.queue.some((ref) => same(ref, event))) return false;
        await records.write(
          cardsInboxEventKey(event.cardsId, event.eventId),
          { v: 1, envelope: event.envelope, receivedAt: event.receivedAt },
          INBOX_EVENT_TTL_MS,
        );
        // Marked before the event is in the queue: the sweep may visit a channel with nothing
        // waiting (and unmark it), never miss one with something.
        if (record.queue.length === 0)
          await waiting.mark(channel.workspace, channel.channelId, true);
        await records.write(key, {
          ...record,
          queue: [...record.queue, { cardsId: event.cardsId, eventId: event.eventId }],
        });
        return true;
      }),

    async head(channel) {
      const key = cardsInboxKey(channel.workspace, channel.channelId);
      const record = await readChannel(key);
      const notBefore = record.notBefore ?? 0;
      for (const ref of record.queue) {
        const stored = await records.read(
          cardsInboxEventKey(ref.cardsId, ref.eventId),
          eventSchema,
          'cards inbox event',
        );
        if (stored !== undefined) {
          const { v: _v, ...rest } = stored;
          return { next: { ...ref, ...rest }, waiting: record.queue.length, notBefore };
        }
        // Expired unposted for a week: nothing left to post.
        await remove(channel, ref);
      }
      return { waiting: 0, notBefore };
    },

    remove,

    hold: (channel, until) =>
      locked(channel, async (key) => {
        const record = await readChannel(key);
        if ((record.notBefore ?? 0) >= until) return;
        await write(channel, key, { ...record, notBefore: until });
      }),
  };
}
