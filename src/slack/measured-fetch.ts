import { metrics, secondsSince, slackErrorLabel, slackMethodLabel } from '../platform/metrics.js';

/**
 * The `fetch` every Slack WebClient and Bolt's `respond` use: counts each call by Web API method
 * (`other` for a response_url) and Slack error, and times it. A Web API 200 answer carries its
 * error in the body; it is parsed only when it says `"ok":false`, so a successful call costs no
 * second parse. A response_url answer says how it went by its status alone: its body is left to
 * the caller.
 */
export const measuredFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = slackMethodLabel(url.split('?')[0]?.split('/').pop() ?? '');
  const started = performance.now();
  let error = 'network';
  try {
    const response = await fetch(input, init);
    if (!response.ok) {
      error = response.status === 429 ? 'ratelimited' : `http_${response.status}`;
      return response;
    }
    if (method === 'other') {
      error = 'ok';
      return response;
    }
    const text = await response.text();
    error = /"ok"\s*:\s*false/.test(text) ? errorOf(text) : 'ok';
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    metrics.slackCalls.inc({ method, error });
    metrics.slackSeconds.observe({ method }, secondsSince(started));
  }
};

function errorOf(text: string): string {
  try {
    return slackErrorLabel((JSON.parse(text) as { error?: unknown }).error);
  } catch {
    return 'other';
  }
}
