/** Event destinations: list, create, retrieve, update (PUT), delete, test. */
import { EVENT_CATALOG } from './catalog.js';
import {
  bodyObject,
  type OrganizationContext,
  pageUrl,
  param,
  type SimulatorDeps,
} from './context.js';
import { validateCreate, validateUpdate } from './destination-validation.js';
import { HttpError, notFound, ok, parseIncludes, type Reply, validationError } from './http.js';
import { applyListFilters } from './list-filters.js';
import { paginate } from './paging.js';
import type { Route } from './router.js';
import type { DestinationRecord } from './types.js';

export const DESTINATION_INCLUDES = [
  'event_subscriptions',
  'event_deliveries',
  'organization',
  'deleted_by_user',
];
/** How many deliveries `include=event_deliveries` embeds (newest first). */
export const RECENT_DELIVERIES = 10;
export const PAID_PACK_REQUIRED = 'Sending events requires a paid pack.';

export function renderDestination(
  deps: SimulatorDeps,
  record: DestinationRecord,
  includes: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...structuredClone(record.data) };
  const { state } = deps;
  if (includes.has('event_subscriptions')) {
    data.event_subscriptions = state
      .destinationSubscriptions(record.data.id)
      .map((sub) => structuredClone(sub.data));
  }
  if (includes.has('event_deliveries')) {
    data.event_deliveries = state
      .destinationDeliveries(record.data.id)
      .slice(0, RECENT_DELIVERIES)
      .map((delivery) => structuredClone(delivery.data));
  }
  if (includes.has('organization')) {
    const organization = state.organizations.get(record.data.organization_id);
    data.organization = organization ? structuredClone(organization.data) : null;
  }
  if (includes.has('deleted_by_user')) data.deleted_by_user = null;
  return data;
}

function findDestination(ctx: OrganizationContext): DestinationRecord {
  const record = ctx.deps.state.liveDestination(
    ctx.organization.data.id,
    param(ctx, 'event_destination_id'),
  );
  if (!record) throw notFound('Event destination');
  return record;
}

function list(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, DESTINATION_INCLUDES);
  const { state } = ctx.deps;
  const rows = applyListFilters(
    state
      .organizationDestinations(ctx.organization.data.id, { withDeleted: true })
      .map((r) => r.data),
    ctx.query,
    { searchable: ['name', 'type', 'destination_url'], sortable: ['name', 'updated_at'] },
  );
  const page = paginate(rows, ctx.query, pageUrl(ctx));
  return ok({
    ...page,
    data: page.data.map((row) =>
      renderDestination(ctx.deps, state.destinations.get(row.id) as DestinationRecord, includes),
    ),
  });
}

function create(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, DESTINATION_INCLUDES);
  const input = validateCreate(bodyObject(ctx), ctx);
  const { state, config } = ctx.deps;
  const organization = ctx.organization;
  const limit = config.destinationsPerPack * Math.max(1, organization.paidPacks);
  if (state.organizationDestinations(organization.data.id).length >= limit) {
    throw new HttpError(
      422,
      `This organization has reached its limit of ${limit} event destinations.`,
      {
        limit: [
          `Each active paid pack includes up to ${config.destinationsPerPack} event destinations; ${limit} are in use. Delete one or add a pack.`,
        ],
      },
    );
  }
  const { events, ...fields } = input;
  const record = state.addDestination({
    ...fields,
    organization_id: organization.data.id,
    events: events ?? [],
  });
  return ok(
    { data: { ...renderDestination(ctx.deps, record, includes), signing_secret: record.secret } },
    201,
  );
}

function retrieve(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, DESTINATION_INCLUDES);
  return ok({ data: renderDestination(ctx.deps, findDestination(ctx), includes) });
}

function update(ctx: OrganizationContext): Reply {
  const record = findDestination(ctx);
  const body = bodyObject(ctx);
  // The SDK sends every PUT parameter in the body, `include` too.
  const { include, ...fields } = body;
  const includes = parseIncludes(
    include === undefined ? ctx.query : { ...ctx.query, include: String(include) },
    DESTINATION_INCLUDES,
  );
  const { events, ...changes } = validateUpdate(fields, record, ctx);
  const { state } = ctx.deps;
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(record.data, { [key]: value });
  }
  if (events !== undefined) state.replaceSubscriptions(record, events);
  record.data.updated_at = state.timestamp();
  return ok({ data: renderDestination(ctx.deps, record, includes) });
}

function remove(ctx: OrganizationContext): Reply {
  const record = findDestination(ctx);
  const now = ctx.deps.state.timestamp();
  record.data.deleted_at = now;
  record.data.deleted_by_user_id = ctx.account.id;
  record.data.updated_at = now;
  return ok({ data: renderDestination(ctx.deps, record) });
}

function test(ctx: OrganizationContext): Reply {
  const record = findDestination(ctx);
  const body = bodyObject(ctx);
  const { config, engine } = ctx.deps;
  let event = config.defaultTestEvent;
  if (body.event !== undefined && body.event !== null) {
    const valid =
      typeof body.event === 'string' &&
      (body.event === config.defaultTestEvent ||
        config.extraEvents.includes(body.event) ||
        isCatalogEvent(body.event));
    if (!valid) throw validationError({ event: ['The selected event is invalid.'] });
    event = body.event as string;
  }
  if (ctx.organization.paidPacks <= 0) throw new HttpError(403, PAID_PACK_REQUIRED);
  const delivery = engine.sendTest(record, event);
  return ok({ data: structuredClone(delivery.data) }, 201);
}

function isCatalogEvent(name: string): boolean {
  return EVENT_CATALOG.includes(name);
}

const D = '/organizations/:organization_id/event-destinations';

/** Must come after the deliveries and subscriptions routes (they share the depth). */
export const destinationRoutes: Route[] = [
  { method: 'GET', pattern: D, access: 'organization', handler: list },
  { method: 'POST', pattern: D, access: 'organization', handler: create },
  {
    method: 'GET',
    pattern: `${D}/:event_destination_id`,
    access: 'organization',
    handler: retrieve,
  },
  { method: 'PUT', pattern: `${D}/:event_destination_id`, access: 'organization', handler: update },
  {
    method: 'DELETE',
    pattern: `${D}/:event_destination_id`,
    access: 'organization',
    handler: remove,
  },
  {
    method: 'POST',
    pattern: `${D}/:event_destination_id/test`,
    access: 'organization',
    handler: test,
  },
];
