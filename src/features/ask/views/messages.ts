import type { KnownBlock } from '@slack/types';
import { z } from 'zod';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button } from '../../../slack/blocks.js';
import { askSay } from '../copy/index.js';
import { ASK } from '../ids.js';
import type { ChangeCommand } from '../interpret.js';

/** What a confirmation button carries: the subcommand and its words, as typed. */
export const confirmValueSchema = z.object({
  c: z.enum(['pause', 'resume', 'test', 'delete']),
  a: z.array(z.string().max(200)).max(40),
});
export type ConfirmValue = z.infer<typeof confirmValueSchema>;

/** A word as the command line would read it back: quoted when it holds a space. */
function typed(word: string): string {
  return /\s/.test(word) || word === '' ? `"${word.replace(/"/g, '')}"` : word;
}

/** `/enlivy pause Accounting sync for 2 hours` as shown (no backticks inside inline code). */
export function commandLine(value: ConfirmValue): string {
  return [value.c, ...value.a.map(typed)].join(' ').replace(/`/g, "'");
}

/** The proposal of a change: what it runs (streamed as the answer) and the button that runs it. */
export function changeProposal(
  command: ChangeCommand,
  args: readonly string[],
  t: Translator,
): { text: string; blocks: KnownBlock[] } {
  const say = askSay(t);
  const value: ConfirmValue = { c: command, a: [...args] };
  return {
    text: say('confirm.text', { command: commandLine(value) }),
    blocks: [
      actions([
        button(say('confirm.button'), ASK.action.confirm, {
          value: JSON.stringify(value),
          style: command === 'delete' ? 'danger' : 'primary',
        }),
      ]),
    ],
  };
}

/** The thumbs under an answer (Slack's feedback buttons). */
export function feedbackBlock(t: Translator): KnownBlock {
  const say = askSay(t);
  return {
    type: 'context_actions',
    elements: [
      {
        type: 'feedback_buttons',
        action_id: ASK.action.feedback,
        positive_button: {
          text: { type: 'plain_text', text: '👍' },
          accessibility_label: say('feedback.good'),
          value: 'good',
        },
        negative_button: {
          text: { type: 'plain_text', text: '👎' },
          accessibility_label: say('feedback.bad'),
          value: 'bad',
        },
      },
    ],
  };
}

/** The suggested prompts of the Messages tab, in the reader's language. */
export function suggestedPrompts(t: Translator): {
  title: string;
  prompts: { title: string; message: string }[];
} {
  const say = askSay(t);
  const prompt = (name: 'failed' | 'due' | 'destinations' | 'status') => ({
    title: say(`prompt.${name}.title`),
    message: say(`prompt.${name}.message`),
  });
  return {
    title: say('prompts.title'),
    prompts: [prompt('failed'), prompt('due'), prompt('destinations'), prompt('status')],
  };
}
