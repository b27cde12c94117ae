import type { WebClient } from '@slack/web-api';
import type { Translator } from '../../platform/i18n/index.js';
import type { Logger } from '../../platform/logging/logger.js';
import { safeError } from '../../platform/logging/logger.js';
import type { CardsDestination, CardsStore } from '../../store/index.js';
import { type Envelope, objectKeyOf } from './envelope.js';
import { type EventCardOptions, eventCard, threadReply } from './views/event-card.js';

export interface PostDeps {
  cards: CardsStore;
  logger: Logger;
}

export type Posted = { kind: 'card' | 'reply'; ts: string };

function newer(a: string, b: string): boolean {
  return Date.parse(a) >= Date.parse(b);
}

/** What a card keeps of an object's fields: all of them unless that is large, then the scalars. */
const SHOWN_MAX_CHARS = 32_000;

function shownOf(data: Record<string, unknown>): Record<string, unknown> {
  if (JSON.stringify(data).length <= SHOWN_MAX_CHARS) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value === null || typeof value !== 'object'),
  );
}

/**
 * One event into Slack, as exactly one chat.postMessage: the first event about an object posts
 * its card; a later one is a reply in that card's thread, and the card is redrawn (chat.update,
 * outside the per-channel posting limit) when the event is not older than what it shows. The
 * redraw merges the event's fields over the ones the card showed, so a partial event changes
 * what it carries and keeps the rest. Once the message is posted, nothing after it may fail
 * (posting again would duplicate it): the thread record and the card update are best effort
 * and logged. `t` is the channel's language (the workspace default), for the card and the reply.
 */
export async function postEvent(
  deps: PostDeps,
  {
    client,
    destination,
    envelope,
    options,
  }: {
    client: WebClient;
    destination: CardsDestination;
    envelope: Envelope;
    options: EventCardOptions;
  },
  t: Translator,
): Promise<Posted> {
  const objectKey = objectKeyOf(envelope);
  const thread = objectKey ? await deps.cards.thread(destination.id, objectKey) : undefined;
  const log = (err: unknown, what: string) =>
    deps.logger.warn(
      { err: safeError(err), cardsId: destination.id, eventId: envelope.id, type: envelope.type },
      what,
    );
  if (thread === undefined) {
    const posted = await client.chat.postMessage({
      channel: destination.channelId,
      ...eventCard(envelope, options, t),
    });
    const ts = String(posted.ts);
    if (objectKey) {
      await deps.cards
        .saveThread(destination.id, objectKey, {
          channelId: String(posted.channel ?? destination.channelId),
          ts,
          shownEventAt: envelope.created_at,
          shown: shownOf(envelope.data),
        })
        .catch((err: unknown) => log(err, 'cards: the card was posted, its thread not recorded'));
    }
    return { kind: 'card', ts };
  }
  const reply = await client.chat.postMessage({
    channel: thread.channelId,
    thread_ts: thread.ts,
    ...threadReply(envelope, t),
  });
  if (newer(envelope.created_at, thread.shownEventAt) && objectKey) {
    const merged = { ...envelope, data: { ...thread.shown, ...envelope.data } };
    await client.chat
      .update({ channel: thread.channelId, ts: thread.ts, ...eventCard(merged, options, t) })
      .then(() =>
        deps.cards.saveThread(destination.id, objectKey, {
          ...thread,
          shownEventAt: envelope.created_at,
          shown: shownOf(merged.data),
        }),
      )
      .catch((err: unknown) => log(err, 'cards: the reply was posted, the card not updated'));
  }
  return { kind: 'reply', ts: String(reply.ts) };
}
