import { request } from 'undici';

/**
 * The value of one series of the app's `GET /metrics` (0 when absent), e.g.
 * `metricValue(appUrl, 'enlivy_slack_event_card_deliveries_total{outcome="posted"}')`. The
 * registry is the process's, so tests compare before and after rather than absolute values.
 */
export async function metricValue(appUrl: string, series: string): Promise<number> {
  const res = await request(`${appUrl}/metrics`);
  const text = await res.body.text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
