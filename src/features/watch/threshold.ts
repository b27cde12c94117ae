import type { Delivery } from '../../enlivy/index.js';
import type { Incident, WatchThreshold } from '../../store/index.js';
import { responseExcerpt } from '../shared/deliveries/views/excerpt.js';

const EXCERPT_CHARS = 120;

/**
 * Failed attempts of one destination inside the window ending at the newest one, the newest
 * included. `anomaly` and `dropped` are final (Enlivy does not retry them), so one is enough.
 */
export function opensIncident(
  delivery: Pick<Delivery, 'status' | 'created_at'>,
  earlierFailures: readonly string[],
  threshold: WatchThreshold,
): boolean {
  if (delivery.status !== 'failed') return true;
  return (
    recentWithin(earlierFailures, delivery.created_at, threshold).length + 1 >=
    threshold.failedAttempts
  );
}

/** The failure times within the window that ends at `at`. */
export function recentWithin(
  times: readonly string[],
  at: string,
  threshold: WatchThreshold,
): string[] {
  const end = Date.parse(at);
  const start = end - threshold.windowMinutes * 60_000;
  return times.filter((t) => {
    const ms = Date.parse(t);
    return ms >= start && ms <= end;
  });
}

/** The incident's "latest" fields from one delivery. */
export function latestOf(
  delivery: Delivery,
): Pick<
  Incident,
  'lastEvent' | 'lastStatus' | 'lastResponseStatus' | 'lastExcerpt' | 'lastFailureAt'
> {
  return {
    lastEvent: delivery.event,
    lastStatus: delivery.status,
    lastResponseStatus: delivery.response_status,
    lastExcerpt: responseExcerpt(delivery.response, EXCERPT_CHARS) ?? '',
    lastFailureAt: delivery.created_at,
  };
}

/** Adds one failure to an open incident. */
export function countFailure(incident: Incident, delivery: Delivery): Incident {
  const later = Date.parse(delivery.created_at) >= Date.parse(incident.lastFailureAt);
  return {
    ...incident,
    ...(later ? latestOf(delivery) : {}),
    failures: incident.failures + 1,
    untold: incident.untold + 1,
    statusCounts: {
      ...incident.statusCounts,
      [delivery.status]: (incident.statusCounts[delivery.status] ?? 0) + 1,
    },
  };
}
