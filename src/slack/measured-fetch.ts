import { STATUS_CODES } from 'node:http';
import { request } from 'undici';
import { metrics, secondsSince, slackErrorLabel, slackMethodLabel } from '../metrics.js';

/**
 * The `fetch` every Slack WebClient uses (Bolt's and ours): counts each Web API call by method
 * and Slack error, and times it. A 200 answer carries its error in the body; it is parsed only
 * when it says `"ok":false`, so a successful call costs no second parse.
 *
 * Bolt's respond() goes through here too, to a response_url (method `other`): Slack answers
 * those with the HTTP status alone, and Bolt reads nothing else. That post, made by nearly every
 * command, is sent with undici's `request` (same connection pool as `fetch`) and answered with
 * a body-less Response: WHATWG fetch's streams and copies were a measurable share of the CPU of
 * every command.
 */
export const measuredFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = slackMethodLabel(url.split('?')[0]?.split('/').pop() ?? '');
  const started = performance.now();
  let error = 'network';
  try {
    const response =
      method === 'other' && isPlainPost(init)
        ? await statusOnlyPost(url, init)
        : await fetch(input, init);
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

type PlainPost = RequestInit & { body: string; headers?: Record<string, string> };

/** A POST with a text body and plain headers (what Bolt's respond() sends); else fetch is used. */
function isPlainPost(init: RequestInit | undefined): init is PlainPost {
  return (
    init?.method === 'POST' &&
    typeof init.body === 'string' &&
    (init.headers === undefined ||
      (Object.getPrototypeOf(init.headers) === Object.prototype && !Array.isArray(init.headers)))
  );
}

async function statusOnlyPost(url: string, init: PlainPost): Promise<Response> {
  const { statusCode, body } = await request(url, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    signal: init.signal ?? undefined,
  });
  await body.dump();
  return new Response(null, { status: statusCode, statusText: STATUS_CODES[statusCode] ?? '' });
}
