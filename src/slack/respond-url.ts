import type { RespondArguments } from '@slack/bolt';
import { request } from 'undici';
import { metrics, secondsSince } from '../platform/metrics.js';

/**
 * A respond() bound to a response_url: the answer of nearly every command and button, and of
 * paths where Bolt has none (view submissions, from a response_url kept in private_metadata).
 * Same wire as Bolt's own respond(), but sent with undici's `request` and only the status read:
 * Slack answers a response_url post with its status alone, and WHATWG fetch's streams, Response
 * objects and body copies were a measurable share of the CPU of every command. Only response_url
 * posts come here; Web API calls (OAuth install included) keep going through `fetch`.
 */
/** A reply through a response_url (Bolt's own `respond` fits too). */
export type Respond = (message: string | RespondArguments) => Promise<unknown>;

const RESPONSE_URL_TIMEOUT_MS = 10_000;

/**
 * A response_url post that did not go through (unreachable, refused, expired): Slack's side or
 * the request's own address, never a fault of the app's (logged as a warning).
 */
export class ResponseUrlError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ResponseUrlError';
  }
}

export function respondVia(responseUrl: string): Respond {
  return async (message): Promise<void> => {
    const started = performance.now();
    let error = 'network';
    try {
      const { statusCode, body } = await request(responseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(typeof message === 'string' ? { text: message } : message),
        // Slack answers at once; undici's defaults would hold a stuck post for 5 minutes.
        headersTimeout: RESPONSE_URL_TIMEOUT_MS,
        bodyTimeout: RESPONSE_URL_TIMEOUT_MS,
      }).catch((err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        throw new ResponseUrlError(`The response_url could not be reached: ${reason}`, {
          cause: err,
        });
      });
      await body.dump();
      if (statusCode < 200 || statusCode > 299) {
        error = statusCode === 429 ? 'ratelimited' : `http_${statusCode}`;
        throw new ResponseUrlError(`Slack refused the response_url post (HTTP ${statusCode})`);
      }
      error = 'ok';
    } finally {
      // Counted as Bolt's respond() was through measuredFetch: method `other`.
      metrics.slackCalls.inc({ method: 'other', error });
      metrics.slackSeconds.observe({ method: 'other' }, secondsSince(started));
    }
  };
}
