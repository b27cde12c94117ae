import type { RespondArguments } from '@slack/bolt';
import { measuredFetch } from './measured-fetch.js';

/** A reply through a response_url: Bolt's own `respond`, or `respondVia` where Bolt has none. */
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

/**
 * A respond() bound to a response_url, for the paths where Bolt gives none: a view submission
 * answering through a response_url kept in its private_metadata, and a request that cannot run.
 * The same wire and the same fetch as Bolt's `respond` (a JSON post through the app's measured
 * fetch, counted as method `other`), bounded in time.
 */
export function respondVia(responseUrl: string): Respond {
  return async (message): Promise<void> => {
    const response = await measuredFetch(responseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(typeof message === 'string' ? { text: message } : message),
      signal: AbortSignal.timeout(RESPONSE_URL_TIMEOUT_MS),
    }).catch((err: unknown) => {
      const reason = err instanceof Error ? err.message : String(err);
      throw new ResponseUrlError(`The response_url could not be reached: ${reason}`, {
        cause: err,
      });
    });
    if (!response.ok)
      throw new ResponseUrlError(`Slack refused the response_url post (HTTP ${response.status})`);
  };
}

/**
 * Bolt's `respond` (or any other), its failures said as what they are: the response_url did not
 * take the answer (Bolt throws its RespondError for a refusal, fetch a TypeError when unreachable).
 */
export function respondingAs(respond: Respond): Respond {
  return (message) =>
    respond(message).catch((err: unknown) => {
      if (err instanceof ResponseUrlError) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      throw new ResponseUrlError(`The response_url post failed: ${reason}`, { cause: err });
    });
}
