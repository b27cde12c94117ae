import { expect } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import type { DeliveryRecord, RecordedRequest } from '../../fakes/service/types.js';
import { waitFor } from '../../fakes/slack/index.js';
import type { ViewRecord } from '../../fakes/slack/types.js';
import type { Stack } from '../support/stack.js';

export const ORG = SEED.organizations.demo;

/** The app's ids, spelled out: a test that imported them would not notice a rename. */
export const IDS = {
  inspect: 'deliveries_inspect_row',
  next: 'deliveries_next_page',
  previous: 'deliveries_previous_page',
  retry: 'deliveries_retry',
  clear: 'deliveries_clear_filters',
  sendFile: 'deliveries_send_file',
  destination: 'deliveries_filter_destination',
  status: 'deliveries_filter_status',
  event: 'deliveries_filter_event',
  since: 'deliveries_filter_since',
  until: 'deliveries_filter_until',
} as const;

export function viewText(view: ViewRecord | undefined): string {
  return view === undefined ? '' : JSON.stringify([view.title, view.blocks]);
}

/** The loading modal, in either language (alice, the seeded editor, reads Romanian). */
function isLoading(view: ViewRecord | undefined): boolean {
  const text = viewText(view);
  return text.includes('Loading') || text.includes('Se încarcă');
}

/**
 * Waits until the user's top modal is filled (not loading) and differs from what it was:
 * `before` is `changed(stack, user)` taken before the command or click (the fake updates view
 * records in place, so the hash and id must be copied first).
 */
export async function settledView(
  stack: Stack,
  user: string,
  before: Snapshot,
): Promise<ViewRecord> {
  return waitFor(
    () => {
      const view = stack.slack.topView(user);
      if (view === undefined || isLoading(view)) return undefined;
      if (view.id === before.id && view.hash === before.hash) return undefined;
      return view;
    },
    { message: `a filled modal for ${user}`, timeoutMs: 8000 },
  );
}

export interface Snapshot {
  id: string | undefined;
  hash: string | undefined;
}

/** The user's top modal as it is now (id and hash copied). */
export function snapshot(stack: Stack, user: string): Snapshot {
  const view = stack.slack.topView(user);
  return { id: view?.id, hash: view?.hash };
}

/** Runs an action (command, click, submit) and waits for the modal it fills. */
export async function act(
  stack: Stack,
  user: string,
  action: () => Promise<unknown>,
): Promise<ViewRecord> {
  const before = snapshot(stack, user);
  await action();
  return settledView(stack, user, before);
}

/** Delivery ids of the log's rows, in the order shown (the Inspect buttons' values). */
export function rowIds(view: ViewRecord): string[] {
  const ids: string[] = [];
  for (const block of view.blocks as { accessory?: { action_id?: string; value?: string } }[]) {
    if (block.accessory?.action_id === IDS.inspect && block.accessory.value)
      ids.push(block.accessory.value);
  }
  return ids;
}

export function hasAction(view: ViewRecord, actionId: string): boolean {
  return viewText(view).includes(`"action_id":"${actionId}"`);
}

export function deliveryRequests(stack: Stack): RecordedRequest[] {
  return stack.sim.requests.filter(
    (r) => r.method === 'GET' && r.path === `/organizations/${ORG}/event-destinations/deliveries`,
  );
}

export interface Expected {
  destinationId?: string;
  statuses?: string[];
  events?: string[];
  /** ISO-8601 instants, inclusive (what the app sends since it reads days in the user's zone). */
  from?: string;
  to?: string;
}

/** The simulator's own matching set, newest first (instants compare as instants, as it does). */
export function expectedIds(stack: Stack, f: Expected): string[] {
  const from = f.from === undefined ? undefined : Date.parse(f.from);
  const to = f.to === undefined ? undefined : Date.parse(f.to);
  return stack.sim.state
    .organizationDeliveries(ORG)
    .map((record: DeliveryRecord) => record.data)
    .filter(
      (d) =>
        (f.destinationId === undefined ||
          d.organization_event_destination_id === f.destinationId) &&
        (f.statuses === undefined || f.statuses.includes(d.status)) &&
        (f.events === undefined || f.events.includes(d.event)) &&
        (from === undefined || Date.parse(d.created_at) >= from) &&
        (to === undefined || Date.parse(d.created_at) <= to),
    )
    .map((d) => d.id);
}

/** Walks Next until there is none; returns every row id seen, in order. */
export async function walkPages(stack: Stack, user: string, first: ViewRecord): Promise<string[]> {
  const seen = [...rowIds(first)];
  const id = first.id;
  let view = first;
  let pages = 1;
  while (hasAction(view, IDS.next)) {
    view = await act(stack, user, () => stack.driver.click({ user, actionId: IDS.next }));
    expect(view.id).toBe(id);
    seen.push(...rowIds(view));
    pages += 1;
    expect(pages).toBeLessThan(50);
  }
  return seen;
}

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function expectValidSlack(stack: Stack): void {
  expect(
    stack.slack.validationFailures.map((f) => `${f.method}: ${f.messages.join('; ')}`),
  ).toEqual([]);
  expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
}
