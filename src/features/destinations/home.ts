import type { KnownBlock } from '@slack/types';
import type { Role } from '../../core/access/roles.js';
import { roleAllows } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import type { HomeSection } from '../../core/home-sections.js';
import { apiInstant } from '../../core/time-zones.js';
import type { Delivery, EnlivyClient } from '../../enlivy/index.js';
import type { CardsRefusal, SealedConnection, Stores } from '../../store/index.js';
import { cardsIdOf } from '../shared/cards/urls.js';
import { HOME_FEATURES } from '../shared/destinations/features.js';
import { destinationAllowance } from '../shared/destinations/overview.js';
import type { DestinationsDeps } from './deps.js';
import {
  type DeliveryCounts,
  emptyCounts,
  homeDestinationsBlocks,
  homeDestinationsUnavailable,
} from './views/home.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DELIVERY_PAGES = 3;
const PER_PAGE = 50;

/** The last day's deliveries as far as they were read; `complete` false when more exist. */
interface RecentDeliveries {
  deliveries: Delivery[];
  complete: boolean;
}

/** Deliveries of the day before `now`, newest first, from at most three pages of the log. */
async function lastDayDeliveries(
  api: EnlivyClient,
  orgId: string,
  now: Date,
): Promise<RecentDeliveries> {
  const since = new Date(now.getTime() - DAY_MS);
  const until = new Date(Math.ceil(now.getTime() / 1000) * 1000);
  const sinceMs = since.getTime();
  const recent: Delivery[] = [];
  for (let page = 1; page <= DELIVERY_PAGES; page++) {
    const current = await api.deliveries.list(orgId, {
      createdFrom: apiInstant(since),
      createdTo: apiInstant(until),
      page,
      perPage: PER_PAGE,
    });
    const fresh = current.items.filter((d) => Date.parse(d.created_at) >= sinceMs);
    recent.push(...fresh);
    if (!current.hasMore || fresh.length < current.items.length) {
      return { deliveries: recent, complete: true };
    }
  }
  return { deliveries: recent, complete: false };
}

export function countByDestination(deliveries: readonly Delivery[]): Map<string, DeliveryCounts> {
  const counts = new Map<string, DeliveryCounts>();
  for (const delivery of deliveries) {
    const id = delivery.organization_event_destination_id;
    const entry = counts.get(id) ?? emptyCounts();
    if (delivery.status in entry) entry[delivery.status as keyof DeliveryCounts] += 1;
    counts.set(id, entry);
  }
  return counts;
}

/** The cards destinations' last refusals by Slack, by Enlivy destination id. */
async function cardsRefusals(
  stores: Pick<Stores, 'cards'>,
  destinations: readonly { id: string; destination_url?: string | null | undefined }[],
): Promise<Map<string, CardsRefusal>> {
  const found = new Map<string, CardsRefusal>();
  await Promise.all(
    destinations.map(async (destination) => {
      const cardsId = cardsIdOf(destination.destination_url);
      if (cardsId === undefined) return;
      const refusal = await stores.cards.refusal(cardsId);
      if (refusal !== undefined) found.set(destination.id, refusal);
    }),
  );
  return found;
}

/**
 * The destinations part of the App Home (for a working connection): listAll plus up to three
 * pages of the last day's deliveries (a busier day shows its counts as "at least"). Enlivy failures become a line with a reference id, so the
 * rest of the Home still renders.
 */
export async function homeDestinationSections(
  request: Request,
  services: DestinationsDeps,
  role: Role,
  connection: SealedConnection | undefined,
): Promise<KnownBlock[]> {
  if (connection === undefined || connection.state !== 'ok') return [];
  const t = await request.t();
  try {
    const { destinations, deliveries, notes, allowance, refusals } = await services.connections.use(
      request.workspace,
      async ({ api, orgId }) => {
        const [destinations, deliveries, allowance] = await Promise.all([
          api.destinations.listAll(orgId),
          lastDayDeliveries(api, orgId, services.now()),
          destinationAllowance(api, orgId),
        ]);
        const [notes, refusals] = await Promise.all([
          services.stores.notes.getMany(
            request.workspace,
            destinations.map((d) => d.id),
          ),
          cardsRefusals(services.stores, destinations),
        ]);
        return { destinations, deliveries, notes, allowance, refusals };
      },
      connection,
    );
    return homeDestinationsBlocks(
      {
        destinations,
        notes,
        counts: countByDestination(deliveries.deliveries),
        ...(deliveries.complete ? {} : { countedOnly: deliveries.deliveries.length }),
        canEdit: roleAllows(role, 'editor'),
        buttons: HOME_FEATURES,
        allowance,
        refusals,
      },
      t,
    );
  } catch (err) {
    return homeDestinationsUnavailable(
      recordFailure(
        services.logger,
        err,
        { action: 'home:destinations', userId: request.userId },
        t,
      ),
      t,
    );
  }
}

/**
 * The App Home's destinations section, first on the Home: counts, the cards' summary and the
 * buttons (Subscribe, the list, the delivery log), for a workspace connected to Enlivy.
 */
export function destinationsHomeSection(services: DestinationsDeps): HomeSection {
  return {
    name: 'destinations',
    rank: 10,
    blocks: (request, { role, connection }) =>
      homeDestinationSections(request, services, role, connection),
  };
}
