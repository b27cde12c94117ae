import { request } from 'undici';
import { metrics, secondsSince, slackErrorLabel, slackMethodLabel } from '../platform/metrics.js';

/**
 * The `fetch` every Slack WebClient and Bolt's `respond` use (Bolt's `clientOptions.fetch`):
 * counts each call by Web API method (`other` for a response_url) and Slack error, and times it.
 * A Web API 200 answer carries its error in the body (`"ok":false`); a response_url answer says
 * how it went by its status alone.
 *
 * A call with a text body (every Web API call but a file upload is form-encoded text; Bolt's
 * `respond` posts JSON text) is sent with undici's `request` rather than WHATWG `fetch`: every
 * slash command answers through a response_url and most changes post a receipt, and fetch's
 * streams and objects were the largest part of the app's CPU per command above a bare Bolt app
 * (measured in docs/decisions/public-apis-and-speed.md). The caller gets a `Response` with the
 * status, the headers and the body, as from fetch. Anything else (a multipart upload) is fetch's.
 */
export const measuredFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = slackMethodLabel(url.split('?')[0]?.split('/').pop() ?? '');
  const started = performance.now();
  let error = 'network';
  try {
    const body = init?.body;
    const answer = typeof body === 'string' ? await sendText(url, body, init ?? {}) : undefined;
    if (answer === undefined) {
      // A multipart upload, or a redirect (Slack's APIs do not redirect): fetch does what the
      // caller asked of it.
      const response = await fetch(input, init);
      if (!response.ok || method === 'other') {
        error = errorLabel(response.status, method);
        return response;
      }
      const text = await response.text();
      error = errorLabel(response.status, method, text);
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    error = errorLabel(answer.status, method, answer.text);
    return new Response(NULL_BODY.has(answer.status) ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    });
  } finally {
    metrics.slackCalls.inc({ method, error });
    metrics.slackSeconds.observe({ method }, secondsSince(started));
  }
};

/** Statuses whose response has no body (a `Response` with one cannot be made). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

interface TextAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Posts `body` with undici's `request`; undefined for a redirect, which is left to fetch. */
async function sendText(
  url: string,
  body: string,
  init: RequestInit,
): Promise<TextAnswer | undefined> {
  const answer = await request(url, {
    method: init.method ?? 'POST',
    headers: headersOf(init.headers),
    body,
    signal: init.signal ?? undefined,
  });
  if (answer.statusCode >= 300 && answer.statusCode < 400) {
    await answer.body.dump();
    return undefined;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return { status: answer.statusCode, headers, text: await answer.body.text() };
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

/**
 * The call's `error` label: its HTTP status when refused, else `ok` for a response_url (its
 * status says it all) and, for a Web API call, the `error` of an answer saying `"ok":false`.
 */
function errorLabel(status: number, method: string, text?: string): string {
  if (status < 200 || status >= 300) return status === 429 ? 'ratelimited' : `http_${status}`;
  if (method === 'other' || text === undefined || !/"ok"\s*:\s*false/.test(text)) return 'ok';
  try {
    return slackErrorLabel((JSON.parse(text) as { error?: unknown }).error);
  } catch {
    return 'other';
  }
}
