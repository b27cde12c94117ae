import { expect } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type ClickInput, waitFor } from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';

/** A message as one searchable text (fallback text and blocks). */
export function textOf(message: { text?: string; blocks?: unknown[] } | undefined): string {
  return message === undefined
    ? ''
    : `${message.text ?? ''} ${JSON.stringify(message.blocks ?? [])}`;
}

/** Waits for the newest ephemeral of `userId` (optionally in one channel) that contains `needle`. */
export async function waitForEphemeral(
  stack: Stack,
  userId: string,
  needle: string,
  channel?: string,
) {
  return waitFor(
    () =>
      stack.slack
        .ephemerals(userId, channel)
        .filter((m) => textOf(m).includes(needle))
        .at(-1),
    { message: `ephemeral containing ${JSON.stringify(needle)} for ${userId}` },
  );
}

export async function waitForModal(stack: Stack, userId: string, needle: string): Promise<string> {
  return waitFor(
    () => {
      const view = stack.slack.topView(userId);
      const text = view === undefined ? '' : JSON.stringify([view.title, view.blocks]);
      return text.includes(needle) ? text : undefined;
    },
    { message: `modal containing ${JSON.stringify(needle)} for ${userId}` },
  );
}

/** The bytes the simulator itself serves for an invoice's PDF (straight from its API). */
export async function simulatorPdf(stack: Stack, invoiceId: string): Promise<Buffer> {
  const response = await fetch(
    `${stack.sim.url}/organizations/${SEED.organizations.demo}/invoices/${invoiceId}/download?type=pdf&locale=auto`,
    { headers: { authorization: `Bearer ${SEED.apiToken}` } },
  );
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** What the simulator's own search answers for `q` (same limit as the app): ids, best first. */
export async function simulatorSearch(stack: Stack, q: string, limit: number): Promise<string[]> {
  const response = await fetch(
    `${stack.sim.url}/organizations/${SEED.organizations.demo}/search?q=${encodeURIComponent(q)}&limit=${limit}`,
    { headers: { authorization: `Bearer ${SEED.apiToken}` } },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string }[] };
  return body.data.map((item) => item.id);
}

export async function invoiceStatus(stack: Stack, invoiceId: string): Promise<number> {
  const response = await fetch(
    `${stack.sim.url}/organizations/${SEED.organizations.demo}/invoices/${invoiceId}`,
    { headers: { authorization: `Bearer ${SEED.apiToken}` } },
  );
  await response.arrayBuffer();
  return response.status;
}

/** action_ids of every button in a message's blocks (what the user can click). */
export function actionIds(message: { blocks?: unknown[] } | undefined): string[] {
  const ids: string[] = [];
  for (const block of (message?.blocks ?? []) as { elements?: { action_id?: string }[] }[]) {
    for (const element of block.elements ?? []) if (element.action_id) ids.push(element.action_id);
  }
  return ids;
}

export function click(stack: Stack, input: ClickInput) {
  return stack.driver.click(input);
}

/** Every Block Kit refusal so far, for a readable assertion message. */
export function expectValidBlockKit(stack: Stack): void {
  expect(
    stack.slack.validationFailures.map((f) => `${f.method}: ${f.messages.join('; ')}`),
  ).toEqual([]);
  expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
}

/** Invoice ids of a message's action buttons, in order, once per row. */
export function rowInvoiceIds(message: { blocks?: unknown[] } | undefined): string[] {
  const ids: string[] = [];
  for (const block of (message?.blocks ?? []) as { elements?: { value?: string }[] }[]) {
    const value = block.elements?.[0]?.value;
    if (value === undefined) continue;
    const id = (JSON.parse(value) as { id?: string }).id;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** Titles of the result rows (`*Invoice* · <title>`), in order. */
export function rowTitles(message: { blocks?: unknown[] } | undefined): string[] {
  const titles: string[] = [];
  for (const block of (message?.blocks ?? []) as { type: string; text?: { text: string } }[]) {
    const match = /^\*Invoice\* · (.+)\n/.exec(block.text?.text ?? '');
    if (block.type === 'section' && match?.[1]) titles.push(match[1]);
  }
  return titles;
}
