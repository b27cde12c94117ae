import { escapeMrkdwn, truncate } from '../../../../slack/blocks.js';

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

const SLACK_ERROR_CODE = /^[a-z][a-z0-9_]{1,60}$/;

/**
 * The error code Slack gave Enlivy when its post was refused: Enlivy records such a delivery as
 * failed with HTTP 200 and Slack's answer (`not_in_channel`, or `{"ok":false,"error":"…"}`).
 * Undefined for any other answer, so only a real Slack refusal is named as one.
 */
export function slackRefusalCode(
  responseStatus: number | null,
  response: unknown,
): string | undefined {
  if (responseStatus === null || responseStatus < 200 || responseStatus > 299) return undefined;
  let answer = response;
  if (typeof answer === 'string') {
    const text = answer.trim();
    if (SLACK_ERROR_CODE.test(text)) return text;
    try {
      answer = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (answer === null || typeof answer !== 'object') return undefined;
  const { ok, error } = answer as { ok?: unknown; error?: unknown };
  return ok === false && typeof error === 'string' && SLACK_ERROR_CODE.test(error)
    ? error
    : undefined;
}
