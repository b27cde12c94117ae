/**
 * The delivery log (list with filters, retrieve) and the organization-wide subscriptions list.
 *
 * Filters: `organization_event_destination_id`; `event` and `status` as `k[]=`, `k[0]=` (raw or
 * percent-encoded) or bare `k=`; `created_at_from`/`_to` and `updated_at_from`/`_to`, each end
 * `required_with` the other (one end alone is a 422, as the API declares), as `YYYY-MM-DD` (compared by UTC date, inclusive) or a full ISO-8601 UTC
 * date-time (compared as an instant). A bad status or date, or from > to, is a 422.
 */
import { type OrganizationContext, pageUrl, param } from './context.js';
import {
  type FieldErrors,
  notFound,
  ok,
  type ParsedQuery,
  queryList,
  queryString,
  type Reply,
  validationError,
} from './http.js';
import { applyListFilters } from './list-filters.js';
import { paginate } from './paging.js';
import type { Route } from './router.js';
import { DELIVERY_STATUSES, type DeliveryData, type DeliveryStatus } from './types.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One end of a date range: a date compares by day, a date-time by instant. */
type Bound = { kind: 'date'; date: string } | { kind: 'instant'; ms: number };

function isRealDate(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function parseBound(query: ParsedQuery, key: string, errors: FieldErrors): Bound | undefined {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') return undefined;
  if (isRealDate(raw)) return { kind: 'date', date: raw };
  if (DATE_TIME.test(raw) && isRealDate(raw.slice(0, 10)) && !Number.isNaN(Date.parse(raw))) {
    return { kind: 'instant', ms: Date.parse(raw) };
  }
  const label = key.replace(/_/g, ' ');
  errors[key] = [`The ${label} field must be a valid date (YYYY-MM-DD).`];
  return undefined;
}

function afterOrAt(timestamp: string, bound: Bound): boolean {
  return bound.kind === 'date'
    ? timestamp.slice(0, 10) >= bound.date
    : Date.parse(timestamp) >= bound.ms;
}

function beforeOrAt(timestamp: string, bound: Bound): boolean {
  return bound.kind === 'date'
    ? timestamp.slice(0, 10) <= bound.date
    : Date.parse(timestamp) <= bound.ms;
}

function boundStart(bound: Bound): number {
  return bound.kind === 'date' ? Date.parse(`${bound.date}T00:00:00Z`) : bound.ms;
}

function boundEnd(bound: Bound): number {
  return bound.kind === 'date' ? Date.parse(`${bound.date}T23:59:59.999Z`) : bound.ms;
}

type Filter = (delivery: DeliveryData) => boolean;

/** Laravel's `required_with`: `key` must be present when `other` is (the API declares it so). */
function requiredWith(query: ParsedQuery, key: string, other: string, errors: FieldErrors): void {
  const present = (name: string) => (queryString(query, name) ?? '') !== '';
  if (present(other) && !present(key)) {
    const label = (name: string) => name.replace(/_/g, ' ');
    errors[key] = [`The ${label(key)} field is required when ${label(other)} is present.`];
  }
}

function readFilters(query: ParsedQuery): Filter[] {
  const errors: FieldErrors = {};
  const filters: Filter[] = [];

  const destinationId = queryString(query, 'organization_event_destination_id');
  if (destinationId) filters.push((d) => d.organization_event_destination_id === destinationId);

  const events = queryList(query, 'event')?.filter((value) => value !== '');
  if (events && events.length > 0) filters.push((d) => events.includes(d.event));

  const statuses = queryList(query, 'status')?.filter((value) => value !== '');
  if (statuses && statuses.length > 0) {
    statuses.forEach((status, index) => {
      if (!DELIVERY_STATUSES.includes(status as DeliveryStatus)) {
        const key = Array.isArray(query.status) ? `status.${index}` : 'status';
        errors[key] = [`The selected ${key} is invalid.`];
      }
    });
    filters.push((d) => statuses.includes(d.status));
  }

  for (const field of ['created_at', 'updated_at'] as const) {
    const from = parseBound(query, `${field}_from`, errors);
    const to = parseBound(query, `${field}_to`, errors);
    requiredWith(query, `${field}_from`, `${field}_to`, errors);
    requiredWith(query, `${field}_to`, `${field}_from`, errors);
    if (from && to && boundStart(from) > boundEnd(to)) {
      const label = field.replace(/_/g, ' ');
      errors[`${field}_to`] = [
        `The ${label} to field must be a date after or equal to ${label} from.`,
      ];
    }
    if (from) filters.push((d) => afterOrAt(d[field], from));
    if (to) filters.push((d) => beforeOrAt(d[field], to));
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filters;
}

function listDeliveries(ctx: OrganizationContext): Reply {
  const filters = readFilters(ctx.query);
  let items = ctx.deps.state
    .organizationDeliveries(ctx.organization.data.id)
    .map((record) => record.data)
    .filter((delivery) => filters.every((filter) => filter(delivery)));
  items = applyListFilters(items, ctx.query, {
    searchable: ['event', 'status', 'response'],
    sortable: ['updated_at', 'status', 'event'],
  });
  const page = paginate(items, ctx.query, pageUrl(ctx));
  return ok({ ...page, data: page.data.map((delivery) => structuredClone(delivery)) });
}

function retrieveDelivery(ctx: OrganizationContext): Reply {
  const record = ctx.deps.state.deliveries.get(param(ctx, 'event_delivery_id'));
  if (!record || record.data.organization_id !== ctx.organization.data.id) {
    throw notFound('Event delivery');
  }
  return ok({ data: structuredClone(record.data) });
}

function listSubscriptions(ctx: OrganizationContext): Reply {
  const destinationId = queryString(ctx.query, 'organization_event_destination_id');
  const events = queryList(ctx.query, 'event')?.filter((value) => value !== '');
  const items = ctx.deps.state
    .organizationSubscriptions(ctx.organization.data.id)
    .map((record) => record.data)
    .filter(
      (sub) =>
        (!destinationId || sub.organization_event_destination_id === destinationId) &&
        (!events || events.length === 0 || events.includes(sub.event)),
    );
  const page = paginate(
    applyListFilters(items, ctx.query, { searchable: ['event'], sortable: ['event'] }),
    ctx.query,
    pageUrl(ctx),
  );
  return ok({ ...page, data: page.data.map((sub) => structuredClone(sub)) });
}

const D = '/organizations/:organization_id/event-destinations';

export const deliveryRoutes: Route[] = [
  { method: 'GET', pattern: `${D}/deliveries`, access: 'organization', handler: listDeliveries },
  {
    method: 'GET',
    pattern: `${D}/deliveries/:event_delivery_id`,
    access: 'organization',
    handler: retrieveDelivery,
  },
  {
    method: 'GET',
    pattern: `${D}/subscriptions`,
    access: 'organization',
    handler: listSubscriptions,
  },
];
