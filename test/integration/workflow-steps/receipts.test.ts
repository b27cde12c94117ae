/**
 * A workflow step's receipt reads as a sentence and names the run by what the person can see
 * (the step and the time); the run id is only a reference (issue 42).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MessageRecord, waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { runStep } from './support.js';

/** The receipt `user` got in their DM about `name`: its sentence and its context line. */
async function receiptFor(stack: Stack, user: string, name: string) {
  const receipt: MessageRecord = await waitFor(() =>
    stack.slack.dm(user).find((m) => JSON.stringify(m.blocks ?? []).includes(name)),
  );
  const blocks = receipt.blocks as {
    type: string;
    text?: { text: string };
    elements?: { text: string }[];
  }[];
  return {
    sentence: blocks.find((b) => b.type === 'section')?.text?.text ?? '',
    context: blocks.find((b) => b.type === 'context')?.elements?.[0]?.text ?? '',
  };
}

describe('Workflow Builder step receipts', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack.stop();
  });

  it.each([
    {
      language: 'English',
      user: 'admin' as const,
      sentence: (user: string) =>
        `:double_vertical_bar: A workflow paused *Accounting sync* for <@${user}>. No events are delivered until it is resumed.`,
      step: 'Step',
      title: 'Pause or resume an Enlivy destination',
      quote: ['“', '”'],
      time: '<!date\\^\\d+\\^[^|]+\\|[^>]+>',
    },
    {
      language: 'Romanian',
      user: 'editor' as const,
      sentence: (user: string) =>
        `:double_vertical_bar: Un flux de lucru a suspendat *Accounting sync* pentru <@${user}>. Nu se livrează niciun eveniment până când este reluată.`,
      step: 'Pasul',
      // The step's name and the time in her words: Slack's tokens would read in English.
      title: 'Suspendă sau reia o destinație Enlivy',
      quote: ['„', '”'],
      time: '\\d{1,2} [a-z]+\\.? \\d{4}, ora \\d\\d:\\d\\d',
    },
  ])(
    '$language: a sentence about the change; the step, the time and the run reference below',
    async (expected) => {
      const user = stack.users[expected.user];
      const execution = await runStep(stack, 'set_destination_active', {
        destination: 'accounting',
        active: false,
        user_id: user,
      });
      const { sentence, context } = await receiptFor(stack, user, 'Accounting sync');
      expect(sentence).toBe(expected.sentence(user));
      expect(sentence).not.toContain(execution.workflowExecutionId);
      const [open, close] = expected.quote;
      expect(context).toMatch(
        new RegExp(
          `^${expected.step} ${open}${expected.title}${close} · ${expected.time} · ref \`${execution.workflowExecutionId}\`$`,
        ),
      );
    },
  );
});
