import type { UserError } from '../platform/app-error.js';
import type { Translator } from '../platform/i18n/index.js';
import type { SubmissionNotRunReason } from '../platform/request-context.js';
import {
  context,
  escapeMrkdwn,
  escapeMrkdwnKeepingMentions,
  modalNotice,
  section,
  truncate,
} from '../slack/blocks.js';
import type { SlackMessage } from '../slack/ui.js';
import { commonSay } from './copy/index.js';

/** What to do, for mrkdwn: a person the hint names (`<@U…>`) is shown by name. */
export function hintText(error: UserError): string {
  return escapeMrkdwnKeepingMentions(error.hint);
}

/** The line under a failure: what to do, and the reference when there is one. */
export function hintLine(error: UserError): string {
  const hint = hintText(error);
  return error.reference === undefined ? hint : `${hint}  ·  ref \`${error.reference}\``;
}

/** A title as the start of a sentence: a full stop unless it already ends with one (or ? !). */
export function titleSentence(title: string): string {
  return /[.?!]$/.test(title) ? title : `${title}.`;
}

/** ` (ref E-…)` for unexpected failures; nothing for routine refusals. */
export function referenceSuffix(error: UserError, code = false): string {
  if (error.reference === undefined) return '';
  return code ? ` (ref \`${error.reference}\`)` : ` (ref ${error.reference})`;
}

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
    // Errors often replace a message in place: chat.update refuses text over 4,000 characters.
    text: truncate(
      `${escapeMrkdwn(titleSentence(error.title))} ${escapeMrkdwn(error.message)} ${hintText(error)}${referenceSuffix(error)}`,
      3000,
    ),
    blocks: [section(body), context(hintLine(error))],
  };
}

/** A request that came before the app first reached Slack (single-workspace mode). */
export function slackNotReachedMessage(t: Translator): SlackMessage {
  const say = commonSay(t);
  return errorMessage({
    title: say('error.slackNotReached.title'),
    message: say('error.slackNotReached.message'),
    hint: say('error.slackNotReached.hint'),
  });
}

const NOT_RUN_COPY = {
  store: {
    title: 'error.storeUnreachable.title',
    field: 'error.storeUnreachable.field',
    notice: 'error.storeUnreachable.notice',
  },
  late: {
    title: 'error.tooSlow.title',
    field: 'error.tooSlow.field',
    notice: 'error.tooSlow.notice',
  },
} as const;

/**
 * The ack of a modal submission that did not run (and will not): the error sits under the
 * form's first input, so the form stays open with everything typed; a form without inputs (a
 * confirmation) is replaced by the notice.
 */
export function submissionNotRun(
  view: unknown,
  { reference, why }: { reference: string; why: SubmissionNotRunReason },
  t: Translator,
) {
  const say = commonSay(t);
  const copy = NOT_RUN_COPY[why];
  const blocks = (view as { blocks?: unknown } | null)?.blocks;
  const input = Array.isArray(blocks)
    ? (blocks as { type?: unknown; block_id?: unknown }[]).find(
        (block) => block?.type === 'input' && typeof block.block_id === 'string',
      )
    : undefined;
  if (input !== undefined) {
    return {
      response_action: 'errors' as const,
      errors: {
        [String(input.block_id)]: say(copy.field, { reference }),
      },
    };
  }
  return {
    response_action: 'update' as const,
    view: modalNotice(say(copy.title), say(copy.notice, { reference }), say('modal.close')),
  };
}
