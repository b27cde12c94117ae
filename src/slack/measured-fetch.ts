import { request } from 'undici';
import { metrics, secondsSince, slackErrorLabel, slackMethodLabel } from '../platform/metrics.js';

/**
 * The `fetch` every Slack WebClient and Bolt's `respond` use (Bolt's `clientOptions.fetch`):
 * counts each call by Web API method (`other` for a response_url) and Slack error, and times it.
 * A Web API 200 answer carries its error in the body; it is parsed only when it says
 * `"ok":false`, so a successful call costs no second parse. A response_url answer says how it
 * went by its status alone.
 *
 * A response_url post (Bolt's `respond`: a JSON text; Web API calls are form-encoded) is sent with
 * undici's `request` rather than WHATWG `fetch`: every slash command answers through one, and
 * fetch's streams and objects were the largest part of the app's CPU per command above a bare
 * Bolt app (measured in docs/decisions/public-apis-and-speed.md). Its answer is a `Response` with
 * the status, the content type and the body.
 */
export const measuredFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = slackMethodLabel(url.split('?')[0]?.split('/').pop() ?? '');
  const started = performance.now();
  let error = 'network';
  try {
    const body = init?.body;
    const headers = headersOf(init?.headers);
    const response =
      method === 'other' && typeof body === 'string' && isJson(headers)
        ? await postJson(url, body, { headers, signal: init?.signal })
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

/** A JSON text posted with undici's `request`, answered as a WHATWG `Response`. */
async function postJson(
  url: string,
  body: string,
  init: { headers: Record<string, string>; signal: AbortSignal | null | undefined },
): Promise<Response> {
  const answer = await request(url, {
    method: 'POST',
    headers: init.headers,
    body,
    signal: init.signal ?? undefined,
  });
  const text = await answer.body.text();
  const contentType = answer.headers['content-type'];
  return new Response(text === '' ? null : text, {
    status: answer.statusCode,
    headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
  });
}

function isJson(headers: Record<string, string>): boolean {
  return Object.entries(headers).some(
    ([name, value]) =>
      name.toLowerCase() === 'content-type' && value.toLowerCase().startsWith('application/json'),
  );
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

function errorOf(text: string): string {
  try {
    return slackErrorLabel((JSON.parse(text) as { error?: unknown }).error);
  } catch {
    return 'other';
  }
}
