import { expect } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import {
  type LinkSharedAck,
  type LinkSharedInput,
  type UnfurlRecord,
  waitFor,
} from '../../fakes/slack/index.js';
import { metricValue } from '../support/metric-value.js';
import type { Stack } from '../support/stack.js';

/** A link to an invoice in Enlivy's web app, as "Open in Enlivy" builds it (ENLIVY_APP_URL). */
export function invoiceUrl(invoiceId: string, orgId: string = SEED.organizations.demo): string {
  return `https://app.enlivy.com/organizations/${orgId}/invoices/${invoiceId}`;
}

const HANDLED = 'enlivy_slack_interactions_total{type="event",action="link_shared",outcome="ok"}';

/**
 * How many `link_shared` events the app has handled (its listener finished), by every instance of
 * this process: the metrics registry is the process's.
 */
export const handledLinkShares = (stack: Stack): Promise<number> =>
  metricValue(stack.appUrl, HANDLED);

/**
 * Shares links as a person would and waits until the app has handled the `link_shared` event
 * (its listener finished: counted in /metrics), so what it did not do can be asserted too.
 */
export async function shareLinks(
  stack: Stack,
  input: LinkSharedInput,
): Promise<{ ack: LinkSharedAck; unfurls: UnfurlRecord[] }> {
  const before = await handledLinkShares(stack);
  const seen = stack.slack.unfurls().length;
  const ack = await stack.driver.linkShared(input);
  if (ack === undefined) throw new Error('no link on the app’s unfurl domains');
  expect(ack.status).toBe(200);
  await waitFor(async () => (await handledLinkShares(stack)) > before, {
    message: 'the link_shared event handled',
  });
  return { ack, unfurls: stack.slack.unfurls().slice(seen) };
}

/** Everything a preview shows, as one string. */
export function previewText(unfurl: UnfurlRecord | undefined): string {
  return JSON.stringify(unfurl?.unfurl ?? null);
}

/** A channel shared with other organizations (Slack Connect), with everyone and the bot in it. */
export function sharedChannel(stack: Stack, name = 'partners'): string {
  const { admin, owner, editor, viewer } = stack.users;
  return stack.slack.addChannel({
    teamId: stack.teamId,
    name,
    extShared: true,
    members: [admin, owner, editor, viewer],
    withBot: true,
  }).id;
}

export function expectNoBlockKitFailures(stack: Stack): void {
  expect(stack.slack.validationFailures).toEqual([]);
}
