import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { metrics } from '../../../src/platform/metrics.js';
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

export function expectCleanSlack(stack: Stack): void {
  expect(
    stack.slack.validationFailures.map((f) => `${f.method}: ${f.messages.join('; ')}`),
  ).toEqual([]);
  expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
}

/**
 * The app's clock for a schedule test: the wall clock moved so that it reads `time` (`HH:MM:SS`)
 * tomorrow in `zone` at the start, then runs on with real time; `advance` moves it further.
 */
export function clockAt(zone: string, time: string) {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const target = DateTime.now()
    .setZone(zone)
    .plus({ days: 1 })
    .set({ hour, minute, second, millisecond: 0 })
    .toMillis();
  let offsetMs = target - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    /** The local day (`YYYY-MM-DD`) in `zone` now, and `days` after. */
    day(days = 0) {
      return (
        DateTime.fromMillis(Date.now() + offsetMs, { zone })
          .plus({ days })
          .toISODate() ?? ''
      );
    },
    /** The local time `HH:MM` in `zone` now. */
    localTime() {
      return DateTime.fromMillis(Date.now() + offsetMs, { zone }).toFormat('HH:mm');
    },
  };
}

/** The lists of invoices due posted in a channel (not receipts or notices). */
export function postedLists(stack: Stack, channel: string): MessageRecord[] {
  return stack.slack.messages(channel).filter((m) => messageText(m).includes('*Invoices due*'));
}

/** Waits for the `count`-th list in the channel. */
export async function waitForPosted(stack: Stack, channel: string, count: number) {
  return waitFor(
    () => {
      const lists = postedLists(stack, channel);
      return lists.length >= count ? lists : undefined;
    },
    { message: `${count} lists posted in ${channel}`, timeoutMs: 30_000 },
  );
}

/** Wake-ups of daily lists by outcome, in this process (every instance a test starts). */
export async function dueRuns(_stack: Stack, outcome: string): Promise<number> {
  const { values } = await metrics.dueRuns.get();
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

/** Waits until `count` more wake-ups than `before` ended with `outcome`. */
export async function waitForRuns(stack: Stack, outcome: string, before: number, count = 1) {
  await waitFor(async () => (await dueRuns(stack, outcome)) >= before + count, {
    message: `${count} more due runs ${outcome}`,
    timeoutMs: 30_000,
  });
}
