import type { RespondFn } from '@slack/bolt';

/**
 * A respond() bound to a response_url kept from an earlier interaction (e.g. in a modal's
 * private_metadata), for paths where Bolt has none: view submissions. Same wire as Bolt's own.
 */
export function respondVia(responseUrl: string): RespondFn {
  return async (message) => {
    const response = await fetch(responseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(typeof message === 'string' ? { text: message } : message),
    });
    if (!response.ok) {
      throw new Error(`Slack refused the response_url post (HTTP ${response.status})`);
    }
    return response;
  };
}
