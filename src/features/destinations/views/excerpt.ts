import { escapeMrkdwn, truncate } from '../../../slack/blocks.js';

export const RESPONSE_EXCERPT_CHARS = 300;

/**
 * A short, escaped, one-line excerpt of what a destination answered, safe inside inline code.
 * Slack-type deliveries fail with HTTP 200 and an error string, so the answer says more than the
 * status.
 */
export function responseExcerpt(
  response: unknown,
  maxChars = RESPONSE_EXCERPT_CHARS,
): string | undefined {
  if (response === null || response === undefined) return undefined;
  const raw = typeof response === 'string' ? response : JSON.stringify(response);
  const line = raw.replace(/\s+/g, ' ').trim();
  if (line === '') return undefined;
  return escapeMrkdwn(truncate(line, maxChars)).replace(/`/g, "'");
}
