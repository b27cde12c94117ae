import type { UserError } from '../errors.js';
import type { SlackMessage } from '../slack/ui.js';
import { context, escapeMrkdwn, section } from './blocks.js';

/** The one shape every user-visible failure takes: what happened, what to do, a reference. */
export function errorMessage(error: UserError): SlackMessage {
  const fieldLines = Object.entries(error.fields ?? {}).map(
    ([field, message]) => `• *${escapeMrkdwn(field)}*: ${escapeMrkdwn(message)}`,
  );
  const body = [
    `:warning: *${escapeMrkdwn(error.title)}*`,
    escapeMrkdwn(error.message),
    ...fieldLines,
  ]
    .filter((line) => line.length > 0)
    .join('\n');
  return {
    text: `${escapeMrkdwn(error.title)}. ${escapeMrkdwn(error.message)} ${error.hint} (ref ${error.reference})`,
    blocks: [section(body), context(`${error.hint}  ·  ref \`${error.reference}\``)],
  };
}
