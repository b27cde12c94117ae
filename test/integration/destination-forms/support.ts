import { expect } from 'vitest';
import type { DestinationRecord, SubscriptionRecord } from '../../fakes/service/index.js';
import {
  type EphemeralRecord,
  type MessageRecord,
  type ViewRecord,
  waitFor,
} from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';

export const BLOCK = {
  name: 'destination_form_name',
  channel: 'destination_form_channel',
  credential: 'destination_form_credential',
  url: 'destination_form_url',
  events: 'destination_form_events',
  otherEvents: 'destination_form_other_events',
  includes: 'destination_form_includes',
  message: 'destination_form_message',
  active: 'destination_form_active',
} as const;

/** Title and blocks of a view, as one searchable text. */
export function viewText(view: ViewRecord | undefined): string {
  if (view === undefined) return '';
  return JSON.stringify({ title: view.title, blocks: view.blocks });
}

export function modalText(stack: Stack, userId: string): string {
  return viewText(stack.slack.topView(userId));
}

/** Waits until the user's top modal contains `needle` (and has the callback id, when given). */
export async function waitForModal(
  stack: Stack,
  userId: string,
  needle: string,
  callbackId?: string,
): Promise<ViewRecord> {
  return waitFor(
    () => {
      const view = stack.slack.topView(userId);
      if (view === undefined || !viewText(view).includes(needle)) return undefined;
      return callbackId === undefined || view.callback_id === callbackId ? view : undefined;
    },
    { message: `modal containing ${JSON.stringify(needle)} for ${userId}`, timeoutMs: 8000 },
  );
}

/** The input element of a block in a view (`FIELD.value` is every input's action id). */
export function inputElement(view: ViewRecord, blockId: string): Record<string, unknown> {
  const block = view.blocks.find(
    (b) =>
      typeof b === 'object' && b !== null && (b as { block_id?: unknown }).block_id === blockId,
  ) as { element?: Record<string, unknown> } | undefined;
  if (block?.element === undefined) throw new Error(`no input ${blockId} in the view`);
  return block.element;
}

export function messageText(message: MessageRecord): string {
  return `${message.text} ${JSON.stringify(message.blocks ?? [])}`;
}

export async function waitForChannelMessage(
  stack: Stack,
  channel: string,
  needle: string,
): Promise<MessageRecord> {
  return waitFor(() => stack.slack.messages(channel).find((m) => messageText(m).includes(needle)), {
    message: `message containing ${JSON.stringify(needle)} in ${channel}`,
    timeoutMs: 8000,
  });
}

export async function waitForEphemeral(
  stack: Stack,
  userId: string,
  needle: string,
  channel?: string,
): Promise<EphemeralRecord> {
  return waitFor(
    () => stack.slack.ephemerals(userId, channel).find((m) => messageText(m).includes(needle)),
    { message: `ephemeral containing ${JSON.stringify(needle)} for ${userId}`, timeoutMs: 8000 },
  );
}

/** Live destinations of an organization in the simulator, by name. */
export function destinationNamed(
  stack: Stack,
  name: string,
  organizationId = 'org_demo',
): DestinationRecord | undefined {
  return stack.sim.state.organizationDestinations(organizationId).find((d) => d.data.name === name);
}

export function destinationIds(stack: Stack, organizationId = 'org_demo'): string[] {
  return stack.sim.state.organizationDestinations(organizationId).map((d) => d.data.id);
}

export function subscriptionsOf(stack: Stack, destinationId: string): SubscriptionRecord['data'][] {
  return stack.sim.state.destinationSubscriptions(destinationId).map((s) => s.data);
}

/** Requests the simulator received for a method whose path contains `pathPart`. */
export function simRequests(stack: Stack, method: string, pathPart: string) {
  return stack.sim.requests.filter((r) => r.method === method && r.path.includes(pathPart));
}

export function expectNoBlockKitFailures(stack: Stack): void {
  expect(stack.slack.validationFailures).toEqual([]);
}

/**
 * The seeded editor (alice) reads Slack in ro-RO, so the forms speak Romanian to her; tests about
 * what the forms do (not their language) have her choose English, as `/enlivy language en` does.
 * language.test.ts covers her Romanian.
 */
export async function editorReadsEnglish(stack: Stack): Promise<void> {
  await stack.stores.languages.setUser(stack.workspace, stack.users.editor, 'en');
}
