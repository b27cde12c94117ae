import type { Destination, EnlivyClient } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { isCardsUrl } from '../shared/cards/urls.js';
import { newestPerDestination } from '../shared/destinations/overview.js';
import { resolveDestination } from '../shared/destinations/resolve.js';
import { pausingSay } from './copy/index.js';

/** What `pause all …` picks: every destination, a kind, the failing ones, or names. */
export interface BulkSelection {
  /** For messages: "all", "all failing", "all webhooks", "Accounting sync, Ops". */
  scope: string;
  /** The chosen destinations that are active (to be paused). */
  toPause: Destination[];
  /** The chosen destinations already paused (left as they are). */
  alreadyPaused: Destination[];
}

const FAILED = new Set(['failed', 'anomaly']);
/** One page of the delivery log (Enlivy allows 50) tells each destination's newest delivery, as `/enlivy list` does. */
const LOG_PAGE = 50;

/**
 * `scope` is shown in code style in both languages, so it is the command's own words (parser
 * words stay as typed), never an English description.
 */
const KINDS: Record<string, { scope: string; test: (d: Destination) => boolean }> = {
  webhooks: {
    scope: 'all webhooks',
    test: (d) => d.type === 'webhook' && !isCardsUrl(d.destination_url),
  },
  webhook: {
    scope: 'all webhooks',
    test: (d) => d.type === 'webhook' && !isCardsUrl(d.destination_url),
  },
  slack: { scope: 'all slack', test: (d) => d.type === 'slack' },
  cards: { scope: 'all cards', test: (d) => isCardsUrl(d.destination_url) },
};

/** Destinations whose newest delivery failed (or was an anomaly). */
async function failingIds(api: EnlivyClient, orgId: string): Promise<Set<string>> {
  const log = await api.deliveries.list(orgId, { perPage: LOG_PAGE });
  const newest = newestPerDestination(log.items);
  return new Set([...newest].filter(([, d]) => FAILED.has(d.status)).map(([id]) => id));
}

/**
 * `all`, `all webhooks`, `all slack`, `all cards`, `all failing`, or `all NAME, NAME…` (names as
 * `/enlivy pause` resolves them, separated by commas).
 */
export async function selectForBulk(
  connected: { api: EnlivyClient; orgId: string },
  words: readonly string[],
  t: Translator,
): Promise<BulkSelection> {
  const destinations = await connected.api.destinations.listAll(connected.orgId);
  const filter = words.join(' ').trim();
  const kind = KINDS[filter.toLowerCase()];
  let chosen: Destination[];
  let scope: string;
  if (filter === '') {
    chosen = destinations;
    scope = 'all';
  } else if (kind !== undefined) {
    chosen = destinations.filter(kind.test);
    scope = kind.scope;
  } else if (filter.toLowerCase() === 'failing') {
    const failing = await failingIds(connected.api, connected.orgId);
    chosen = destinations.filter((d) => failing.has(d.id));
    scope = 'all failing';
  } else {
    const names = filter
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const picked = names.map((query) => resolveDestination({ query, destinations }, t));
    chosen = [...new Map(picked.map((d) => [d.id, d])).values()];
    scope = chosen.map((d) => d.name?.trim() || d.id).join(', ');
  }
  if (chosen.length === 0) {
    const say = pausingSay(t);
    throw new AppError('not_found', say('bulk.none', { scope }), {
      title: say('bulk.none.title'),
      hint: say('bulk.noneHint'),
    });
  }
  return {
    scope,
    toPause: chosen.filter((d) => d.is_active),
    alreadyPaused: chosen.filter((d) => !d.is_active),
  };
}
