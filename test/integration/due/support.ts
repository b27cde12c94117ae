import { expect } from 'vitest';
import type { MessageRecord } from '../../fakes/slack/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';

/** The invoice numbers a list shows, in the order shown (bold at the start of each row). */
export function listedNumbers(message: MessageRecord | undefined): string[] {
  const numbers: string[] = [];
  for (const block of (message?.blocks ?? []) as { text?: { text?: string } }[]) {
    const found = /^\*([A-Z]+-[\d-]+)\*/.exec(block.text?.text ?? '');
    if (found?.[1] !== undefined) numbers.push(found[1]);
  }
  return numbers;
}

/** Section texts of a message, in order. */
export function sectionTexts(message: MessageRecord | undefined): string[] {
  return ((message?.blocks ?? []) as { type: string; text?: { text?: string } }[])
    .filter((block) => block.type === 'section')
    .map((block) => block.text?.text ?? '');
}

/** The row (section text) of one invoice number. */
export function rowOf(message: MessageRecord | undefined, number: string): string {
  return sectionTexts(message).find((text) => text.startsWith(`*${number}*`)) ?? '';
}

/** The buttons (action id, value, url) of the actions block right after an invoice's row. */
export function buttonsOf(message: MessageRecord | undefined, number: string) {
  const blocks = (message?.blocks ?? []) as {
    type: string;
    text?: { text?: string };
    elements?: { action_id?: string; value?: string; url?: string }[];
  }[];
  const at = blocks.findIndex(
    (b) => b.type === 'section' && b.text?.text?.startsWith(`*${number}*`),
  );
  const next = blocks[at + 1];
  return next?.type === 'actions' ? (next.elements ?? []) : [];
}

/** The newest ephemeral of the user in the channel, waited for until it holds `needle`. */
export async function waitForList(
  stack: Stack,
  user: string,
  channel: string,
  needle: string,
): Promise<MessageRecord> {
  return waitFor(
    () =>
      stack.slack
        .ephemerals(user, channel)
        .filter((m) => messageText(m).includes(needle))
        .at(-1),
    { message: `a list with ${JSON.stringify(needle)} for ${user}`, timeoutMs: 10_000 },
  );
}

export function expectCleanSlack(stack: Stack): void {
  expect(
    stack.slack.validationFailures.map((f) => `${f.method}: ${f.messages.join('; ')}`),
  ).toEqual([]);
  expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
}
