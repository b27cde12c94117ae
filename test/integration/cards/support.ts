import { createHmac } from 'node:crypto';
import { SEED } from '../../fakes/service/index.js';
import { type MessageRecord, waitFor } from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';

/** The cards destination the simulator holds, with its signing secret and URL. */
export function cardsDestination(stack: Stack) {
  const found = [...stack.sim.state.destinations.values()].find((d) =>
    (d.data.destination_url ?? '').includes('/enlivy/events/'),
  );
  if (found === undefined) throw new Error('no cards destination in the simulator');
  return { id: found.data.id, url: found.data.destination_url ?? '', secret: found.secret ?? '' };
}

export async function createCards(
  stack: Stack,
  text: string,
): Promise<ReturnType<typeof cardsDestination>> {
  await stack.driver.command({ user: stack.users.editor, channel: stack.channels.finance, text });
  await waitFor(
    () =>
      stack.slack
        .messages(stack.channels.finance)
        .find((m) => m.text.includes('set up event cards')),
    {
      message: 'the cards receipt',
      timeoutMs: 10_000,
    },
  );
  return cardsDestination(stack);
}

/** Event cards (and their thread replies) in a channel: messages the app posted with the card context. */
export function eventMessages(stack: Stack, channel: string): MessageRecord[] {
  return stack.slack
    .messages(channel)
    .filter(
      (m) =>
        JSON.stringify(m.blocks ?? []).match(/`[a-z_]+(\.[a-z_]+)+`/) &&
        !m.text.includes('set up event cards'),
    );
}

export function invoiceData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: SEED.invoices.paid,
    object: 'invoice',
    organization_id: SEED.organizations.demo,
    number: 'INV-2026-0001',
    formatted_number: 'INV-2026-0001',
    status: 'pending',
    direction: 'outbound',
    currency: 'EUR',
    total: 1250,
    due_at: '2026-10-31',
    receiver_name: 'Acme Supplies Ltd',
    finalized_at: '2026-10-01T09:00:00.000000Z',
    ...overrides,
  };
}

export async function emit(stack: Stack, event: string, data: Record<string, unknown>) {
  const res = await fetch(`${stack.sim.url}/__control/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ organization_id: SEED.organizations.demo, event, data }),
  });
  if (res.status !== 201) throw new Error(`emit answered ${res.status}`);
  await stack.sim.settle();
}

export function envelope(
  type: string,
  data: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return {
    id,
    type,
    created_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    data,
    organization_id: SEED.organizations.demo,
  };
}

/** Posts a body to the cards URL as Enlivy would (signed with `secret` unless told otherwise). */
export async function deliver(
  url: string,
  body: string,
  options: { secret?: string; signature?: string | null } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature !== undefined
      ? options.signature
      : createHmac('sha256', options.secret ?? '')
          .update(body)
          .digest('hex');
  if (signature !== null) headers.Signature = signature;
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  return { status: res.status, json };
}

export function deliveriesTo(stack: Stack, destinationId: string) {
  return [...stack.sim.state.deliveries.values()]
    .map((d) => d.data)
    .filter(
      (d) =>
        d.organization_id === SEED.organizations.demo &&
        d.organization_event_destination_id === destinationId,
    );
}

/** What a person reads in a message: its fallback text and every block, as one string. */
export function blocksText(message: { text: string; blocks?: unknown[] } | undefined): string {
  return message === undefined ? '' : `${message.text}\n${JSON.stringify(message.blocks ?? [])}`;
}

/** Runs `/enlivy <text>` in #finance and waits for the user's ephemeral answer holding `needle`. */
export async function commandAnswer(stack: Stack, user: string, text: string, needle: string) {
  await stack.driver.command({ user, channel: stack.channels.finance, text });
  return waitFor(
    () =>
      stack.slack
        .ephemerals(user, stack.channels.finance)
        .find((m) => blocksText(m).includes(needle)),
    { message: `an answer to ${text} with ${needle}` },
  );
}
