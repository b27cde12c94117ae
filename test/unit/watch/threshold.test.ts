import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../src/enlivy/index.js';
import {
  countFailure,
  opensIncident,
  recentWithin,
} from '../../../src/features/watch/threshold.js';
import type { Incident } from '../../../src/store/index.js';
import { DEFAULT_THRESHOLD } from '../../../src/store/index.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

function delivery(status: string, minute: number): Delivery {
  return {
    id: `d${minute}`,
    event: 'invoice.paid',
    status,
    request_payload: {},
    response_status: 500,
    response_type: 'text',
    response: 'boom\n  `bad`',
    is_retry: false,
    organization_event_destination_id: 'dst',
    created_at: at(minute),
  };
}

describe('when a failure opens an incident', () => {
  it('anomaly and dropped at once; failed on the 3rd attempt within 10 minutes', () => {
    expect(opensIncident(delivery('anomaly', 0), [], DEFAULT_THRESHOLD)).toBe(true);
    expect(opensIncident(delivery('dropped', 0), [], DEFAULT_THRESHOLD)).toBe(true);
    expect(opensIncident(delivery('failed', 0), [], DEFAULT_THRESHOLD)).toBe(false);
    expect(opensIncident(delivery('failed', 5), [at(0)], DEFAULT_THRESHOLD)).toBe(false);
    expect(opensIncident(delivery('failed', 9), [at(0), at(5)], DEFAULT_THRESHOLD)).toBe(true);
    // The first attempt fell out of the window.
    expect(opensIncident(delivery('failed', 11), [at(0), at(5)], DEFAULT_THRESHOLD)).toBe(false);
  });

  it('follows a workspace threshold', () => {
    const strict = { failedAttempts: 1, windowMinutes: 1 };
    expect(opensIncident(delivery('failed', 0), [], strict)).toBe(true);
    expect(
      recentWithin([at(0), at(1), at(3)], at(3), { failedAttempts: 2, windowMinutes: 2 }),
    ).toEqual([at(1), at(3)]);
  });

  it('counts a failure into an incident with its status and a one-line excerpt', () => {
    const incident: Incident = {
      channelId: 'C1',
      ts: '1.1',
      destinationName: 'Hook',
      firstFailureAt: at(0),
      lastFailureAt: at(2),
      failures: 3,
      untold: 0,
      statusCounts: { failed: 3 },
      lastEvent: 'invoice.paid',
      lastStatus: 'failed',
      lastResponseStatus: 500,
      lastExcerpt: '',
    };
    const grown = countFailure(incident, delivery('anomaly', 4));
    expect(grown).toMatchObject({
      failures: 4,
      untold: 1,
      statusCounts: { failed: 3, anomaly: 1 },
      lastStatus: 'anomaly',
      lastFailureAt: at(4),
      lastExcerpt: "boom 'bad'",
    });
    // An older delivery read late counts, but does not become "the latest".
    expect(countFailure(grown, delivery('failed', 1)).lastFailureAt).toBe(at(4));
  });
});
