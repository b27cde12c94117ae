import { referenceSuffix, titleSentence } from '../../../core/error-views.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import { escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { destinationName } from '../../destinations/views/card.js';
import type { WorkflowRef } from '../workflow.js';

/**
 * A failure as `functions.completeError` shows it (plain text, in the workflow's activity and to
 * its builder): what happened, what to do, the reference. Mrkdwn marks the app's messages carry
 * are taken out.
 */
export function stepFailureText(problem: UserError): string {
  const text = [titleSentence(problem.title), problem.message, problem.hint]
    .filter((part) => part.trim() !== '')
    .join(' ');
  return plain(`${text}${referenceSuffix(problem)}`);
}

function plain(text: string): string {
  return text
    .replace(/\*([^*\n]+)\*/g, '$1')
    .replace(/`([^`\n]*)`/g, '$1')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Which workflow did it: Slack names the run and the step, not the workflow's own title. */
export function workflowWords(workflow: WorkflowRef): string {
  return `the workflow step “${escapeMrkdwn(workflow.stepTitle)}” (workflow run \`${escapeMrkdwn(workflow.workflowExecutionId)}\`)`;
}

/**
 * The receipt of a pause or resume a workflow made for `userId`, sent to that person: there is
 * no channel the request came from.
 */
export function stepActiveChangedReceipt(
  userId: string,
  destination: Destination,
  active: boolean,
  workflow: WorkflowRef,
): SlackMessage {
  const verb = active ? 'resumed' : 'paused';
  const name = escapeMrkdwn(destinationName(destination));
  const effect = active
    ? 'Events are delivered again.'
    : 'No events are delivered until it is resumed.';
  const line = `${active ? ':arrow_forward:' : ':double_vertical_bar:'} ${workflowWords(workflow)} ${verb} *${name}* for <@${userId}>. ${effect}`;
  return {
    text: `A workflow ${verb} ${name} for <@${userId}>. ${effect}`,
    blocks: [section(line)],
  };
}
