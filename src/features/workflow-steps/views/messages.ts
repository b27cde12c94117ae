import { slackMoment } from '../../../core/copy/index.js';
import { referenceSuffix, titleSentence } from '../../../core/error-views.js';
import type { Destination } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { destinationName } from '../../shared/destinations/views/card.js';
import { stepsSay, stepTitle } from '../copy/index.js';
import type { WorkflowRef } from '../workflow.js';

/**
 * A failure as `functions.completeError` shows it (plain text, in the workflow's activity and to
 * its builder): what happened, what to do, the reference. Mrkdwn marks the app's messages carry
 * are taken out. `problem` is already in the step's language (see run-step.ts).
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

/**
 * The receipt of a pause or resume a workflow made for `userId`, sent to that person (in their
 * language): there is no channel the request came from. Slack does not name the workflow to the
 * app, so the run is told by what the person can see (the step and the time); its id is only
 * the reference support needs.
 */
export function stepActiveChangedReceipt(
  {
    userId,
    destination,
    active,
    workflow,
  }: { userId: string; destination: Destination; active: boolean; workflow: WorkflowRef },
  t: Translator,
): SlackMessage {
  const say = stepsSay(t);
  const values = { name: escapeMrkdwn(destinationName(destination)), user: userId };
  return {
    text: say(active ? 'receipt.resumed.text' : 'receipt.paused.text', values),
    blocks: [
      section(say(active ? 'receipt.resumed' : 'receipt.paused', values)),
      context(
        say('receipt.run', {
          step: escapeMrkdwn(stepTitle(workflow.step, t)),
          time: slackMoment(workflow.startedAt, t),
          run: escapeMrkdwn(workflow.workflowExecutionId),
        }),
      ),
    ],
  };
}
