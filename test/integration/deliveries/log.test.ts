import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfLocalDay, localDate, startOfLocalDay } from '../../../src/core/time-zones.js';
import { isoTimestamp } from '../../fakes/service/ids.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  act,
  deliveryRequests,
  expectedIds,
  expectValidSlack,
  hasAction,
  IDS,
  ORG,
  rowIds,
  settledView,
  snapshot,
  utcDate,
  viewText,
  walkPages,
} from './support.js';

const HOUR = 3_600_000;
/** `Y-m-d\\TH:i:s\\Z`, as the app sends instants. */
const wire = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const DAY = 24 * HOUR;
const STATUSES = ['pending', 'success', 'failed', 'dropped', 'anomaly'] as const;
const EVENTS = ['invoice.paid', 'invoice.created', 'contract.updated', 'invoice.updated'];

/** 120 deliveries over the last 25 days: 80 to the webhook, 20 each to the Slack and paused ones. */
function insertDeliveries(stack: Stack): void {
  const now = stack.sim.now();
  const destinations = [
    SEED.destinations.webhook,
    SEED.destinations.webhook,
    SEED.destinations.webhook,
    SEED.destinations.webhook,
    SEED.destinations.slack,
    SEED.destinations.paused,
  ];
  for (let i = 0; i < 120; i++) {
    const status = STATUSES[i % 5]!;
    stack.sim.state.addDelivery({
      organization_id: ORG,
      organization_event_destination_id: destinations[i % 6]!,
      event: EVENTS[i % 4]!,
      status,
      request_payload: { id: `evt_bulk_${i}`, type: EVENTS[i % 4], data: { n: i } },
      response_status: status === 'success' ? 200 : status === 'failed' ? 500 : null,
      response_type: 'application/json',
      response: status === 'success' ? '{"ok":true}' : null,
      is_retry: i % 7 === 0,
      created_at: isoTimestamp(now - 2 * HOUR - i * 5 * HOUR),
    });
  }
}

describe('delivery log: filters and pages', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    insertDeliveries(stack);
  });
  afterAll(async () => {
    expectValidSlack(stack);
    await stack?.stop();
  });

  it('returns exactly the simulator’s matching set across pages, with the filters on the wire', async () => {
    const user = stack.users.viewer;
    const since = utcDate(stack.sim.now() - 22 * DAY);
    const until = utcDate(stack.sim.now() - 2 * DAY);
    const before = deliveryRequests(stack).length;

    const first = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: `deliveries "Accounting sync" status:failed,anomaly,pending since:${since} until:${until}`,
      }),
    );
    // Bob is in Europe/London: his days start and end at London midnight.
    const from = wire(startOfLocalDay(since, 'Europe/London'));
    const to = wire(endOfLocalDay(until, 'Europe/London'));
    const expected = expectedIds(stack, {
      destinationId: SEED.destinations.webhook,
      statuses: ['failed', 'anomaly', 'pending'],
      from,
      to,
    });
    expect(expected.length).toBeGreaterThan(30); // three pages at 15 per page
    expect(viewText(first)).toContain(`Showing 1–15 of ${expected.length}`);

    const seen = await walkPages(stack, user, first);
    expect(seen).toEqual(expected);
    expect(stack.slack.viewStack(user)).toHaveLength(1);

    const sent = deliveryRequests(stack).slice(before);
    expect(sent.map((r) => r.query.page)).toEqual(['1', '2', '3']);
    for (const request of sent) {
      expect(request.rawQuery).toContain(
        `organization_event_destination_id=${SEED.destinations.webhook}`,
      );
      for (const status of ['failed', 'anomaly', 'pending']) {
        expect(request.rawQuery).toContain(`status[]=${status}`);
      }
      expect(request.query.created_at_from).toBe(from);
      expect(request.query.created_at_to).toBe(to);
      expect(request.rawQuery).toContain('per_page=15');
      expect(request.rawQuery).not.toContain('event[]');
    }

    // Previous goes back through the same pages.
    const back = await act(stack, user, () => stack.driver.click({ user, actionId: IDS.previous }));
    expect(rowIds(back)).toEqual(expected.slice(15, 30));
  });

  it('sends events as event[] and reads relative dates in the user’s timezone', async () => {
    const user = stack.users.viewer; // Bob, Europe/London
    const before = deliveryRequests(stack).length;
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries event:invoice.paid,invoice.created since:7d until:today',
      }),
    );
    const now = new Date(stack.sim.now());
    const today = localDate(now, 'Europe/London');
    const weekAgo = localDate(new Date(now.getTime() - 7 * DAY), 'Europe/London');
    const from = wire(startOfLocalDay(weekAgo, 'Europe/London'));
    const to = wire(endOfLocalDay(today, 'Europe/London'));
    const [request] = deliveryRequests(stack).slice(before);
    expect(request?.rawQuery).toContain('event[]=invoice.paid&event[]=invoice.created');
    expect(request?.query.created_at_from).toBe(from);
    expect(request?.query.created_at_to).toBe(to);
    expect(request?.rawQuery).not.toContain('organization_event_destination_id');
    const expected = expectedIds(stack, { events: ['invoice.paid', 'invoice.created'], from, to });
    expect(viewText(view)).toContain(`of ${expected.length}`);
    expect(rowIds(view)).toEqual(expected.slice(0, 15));
  });

  it('re-queries and updates the same modal when a filter changes', async () => {
    const user = stack.users.editor; // Alice: Slack locale ro-RO, so the modal is in Romanian
    const opened = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    const viewId = opened.id;
    const everything = expectedIds(stack, {});
    expect(viewText(opened)).toContain(`Se afișează 1–15 din ${everything.length}`);
    expect(rowIds(opened)).toEqual(everything.slice(0, 15));

    const before = deliveryRequests(stack).length;
    const failedOnly = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.status, value: ['failed'] }),
    );
    expect(failedOnly.id).toBe(viewId);
    expect(stack.slack.viewStack(user)).toHaveLength(1);
    const failed = expectedIds(stack, { statuses: ['failed'] });
    expect(viewText(failedOnly)).toContain(`din ${failed.length}`);
    expect(rowIds(failedOnly)).toEqual(failed.slice(0, 15));
    expect(deliveryRequests(stack)[before]?.rawQuery).toContain('status[]=failed');

    const slackFailed = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.destination, value: SEED.destinations.slack }),
    );
    const expected = expectedIds(stack, {
      statuses: ['failed'],
      destinationId: SEED.destinations.slack,
    });
    expect(rowIds(slackFailed)).toEqual(expected.slice(0, 15));
    expect(deliveryRequests(stack).at(-1)?.rawQuery).toContain(
      `organization_event_destination_id=${SEED.destinations.slack}&status[]=failed`,
    );

    // Alice is in Europe/Bucharest: the picked day starts at Bucharest midnight.
    const since = utcDate(stack.sim.now() - 3 * DAY);
    const recent = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.since, value: since }),
    );
    const from = wire(startOfLocalDay(since, 'Europe/Bucharest'));
    const recentFailures = expectedIds(stack, {
      statuses: ['failed'],
      destinationId: SEED.destinations.slack,
      from,
    });
    expect(recentFailures).toHaveLength(1); // the seed's recent `not_in_channel` failure
    expect(rowIds(recent)).toEqual(recentFailures);
    expect(deliveryRequests(stack).at(-1)?.query.created_at_from).toBe(from);

    // A From after To is explained next to the dates, without asking Enlivy.
    const calls = deliveryRequests(stack).length;
    const inverted = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.until, value: utcDate(stack.sim.now() - 10 * DAY) }),
    );
    expect(viewText(inverted)).toContain('este după *Până la*');
    expect(deliveryRequests(stack)).toHaveLength(calls);

    const cleared = await act(stack, user, () => stack.driver.click({ user, actionId: IDS.clear }));
    expect(rowIds(cleared)).toEqual(everything.slice(0, 15));
    expect(cleared.id).toBe(viewId);
    // New block ids, so Slack forgets what was picked in the old inputs.
    expect(viewText(cleared)).toContain(`"${IDS.status}.1"`);

    // Refresh (the modal's submit) runs the same query again and keeps the modal open.
    const refreshes = deliveryRequests(stack).length;
    const refreshed = await act(stack, user, () => stack.driver.submit({ user }));
    expect(refreshed.id).toBe(viewId);
    expect(rowIds(refreshed)).toEqual(everything.slice(0, 15));
    expect(deliveryRequests(stack).length).toBe(refreshes + 1);
  });

  it('keeps the newest answer when two filter changes race', async () => {
    const user = stack.users.admin;
    const opened = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    // The first change's query is slow; the second one overtakes it.
    stack.sim.injectFault({ kind: 'delay', ms: 800, path: '/event-destinations/deliveries' });
    await stack.driver.click({ user, actionId: IDS.status, value: ['failed'] });
    await waitFor(() => deliveryRequests(stack).at(-1)?.rawQuery.includes('status[]=failed'));
    const fast = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.status, value: ['success'] }),
    );
    const success = expectedIds(stack, { statuses: ['success'] });
    expect(rowIds(fast)).toEqual(success.slice(0, 15));
    // Let the slow answer arrive; it must not replace the newer one.
    await waitFor(() => deliveryRequests(stack).every((r) => r.status !== undefined), {
      timeoutMs: 3000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const final = stack.slack.topView(user);
    expect(final?.id).toBe(opened.id);
    expect(rowIds(final!)).toEqual(success.slice(0, 15));
  });

  it('keeps a filter change that is still loading when Next is clicked', async () => {
    const user = stack.users.owner;
    await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    const failed = expectedIds(stack, { statuses: ['failed'] });
    // Enlivy is slow to answer the status change; the user clicks Next meanwhile, with the
    // box still ticked on screen.
    stack.sim.injectFault({ kind: 'delay', ms: 800, path: '/event-destinations/deliveries' });
    const before = snapshot(stack, user);
    await stack.driver.click({ user, actionId: IDS.status, value: ['failed'] });
    await waitFor(() => deliveryRequests(stack).at(-1)?.rawQuery.includes('status[]=failed'));
    await stack.driver.click({
      user,
      actionId: IDS.next,
      values: { [`${IDS.status}.0`]: ['failed'] },
    });
    const shown = await settledView(stack, user, before);
    // Let the slow answer land too; either way the modal shows failed deliveries, page 1.
    await waitFor(() => deliveryRequests(stack).every((r) => r.status !== undefined), {
      timeoutMs: 3000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const final = stack.slack.topView(user);
    expect(final?.id).toBe(shown.id);
    expect(rowIds(final!)).toEqual(failed.slice(0, 15));
    expect(viewText(final)).toContain(`Showing 1–15 of ${failed.length}`);
    const last = deliveryRequests(stack).at(-1);
    expect(last?.rawQuery).toContain('status[]=failed');
    expect(last?.query.page).toBe('1');
  });

  it('pages through the set as it was at the first query, even when new deliveries arrive', async () => {
    const user = stack.users.viewer;
    const first = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    const before = expectedIds(stack, {});
    expect(rowIds(first)).toEqual(before.slice(0, 15));
    const pinned = deliveryRequests(stack).at(-1)?.query.created_at_to;
    expect(pinned).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    // Three deliveries arrive after the first page was shown (newest first, they would push
    // everything down by three).
    const after = Date.parse(String(pinned)) + 1;
    for (let i = 0; i < 3; i++) {
      stack.sim.state.addDelivery({
        organization_id: ORG,
        organization_event_destination_id: SEED.destinations.webhook,
        event: 'invoice.paid',
        status: 'success',
        response_status: 200,
        created_at: isoTimestamp(after + i),
      });
    }
    const second = await act(stack, user, () => stack.driver.click({ user, actionId: IDS.next }));
    expect(rowIds(second)).toEqual(before.slice(15, 30));
    expect(viewText(second)).toContain(`of ${before.length}`);
    expect(deliveryRequests(stack).at(-1)?.query.created_at_to).toBe(pinned);

    // Refresh asks again up to now, and shows the new ones.
    await waitFor(() => Date.now() > after + 10);
    const refreshed = await act(stack, user, () => stack.driver.submit({ user }));
    expect(viewText(refreshed)).toContain(`of ${before.length + 3}`);
  });

  it('says which filters produced an empty result', async () => {
    const user = stack.users.owner;
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries "Old ERP" status:failed since:2020-01-01 until:2020-01-31',
      }),
    );
    expect(viewText(view)).toContain(
      'No failed deliveries for *Old ERP hook* between 2020-01-01 and 2020-01-31.',
    );
    expect(rowIds(view)).toEqual([]);
    expect(hasAction(view, IDS.next)).toBe(false);
  });
});

describe('delivery log: opened from other features', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    expectValidSlack(stack);
    await stack?.stop();
  });

  it('opens from a destination card’s Deliveries button with that destination chosen', async () => {
    const user = stack.users.viewer;
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'list all' });
    await waitFor(() =>
      stack.slack
        .ephemerals(user, stack.channels.finance)
        .some((m) => JSON.stringify(m.blocks ?? []).includes('destination_deliveries')),
    );
    const before = deliveryRequests(stack).length;
    const view = await act(stack, user, () =>
      stack.driver.click({
        user,
        actionId: 'destination_deliveries',
        value: SEED.destinations.webhook,
        in: { channel: stack.channels.finance },
      }),
    );
    expect(rowIds(view)).toEqual(
      expectedIds(stack, { destinationId: SEED.destinations.webhook }).slice(0, 15),
    );
    expect(viewText(view)).toContain(
      '"initial_option":{"text":{"type":"plain_text","text":"Accounting sync"',
    );
    expect(deliveryRequests(stack)[before]?.rawQuery).toContain(
      `organization_event_destination_id=${SEED.destinations.webhook}`,
    );
  });
});

describe('delivery log: a New York user late in the evening', () => {
  let stack: Stack;
  // 22:00 on 2026-06-09 in New York (EDT, UTC-4): already the 10th in UTC.
  const NOW = new Date('2026-06-10T02:00:00Z');
  const EVENT = 'payslip.restored';
  let recent: string;
  let old: string;
  beforeAll(async () => {
    stack = await startStack();
    stack.app.services.now = () => NOW;
    const add = (at: number) =>
      stack.sim.state.addDelivery({
        organization_id: ORG,
        organization_event_destination_id: SEED.destinations.webhook,
        event: EVENT,
        status: 'success',
        response_status: 200,
        created_at: isoTimestamp(at),
      }).data.id;
    recent = add(NOW.getTime() - 30 * 60_000);
    old = add(NOW.getTime() - 23 * HOUR);
  });
  afterAll(async () => {
    expectValidSlack(stack);
    await stack?.stop();
  });

  it('shows a delivery from 30 minutes ago under until:today', async () => {
    const user = stack.users.owner; // America/New_York
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: `deliveries event:${EVENT} until:today`,
      }),
    );
    expect(rowIds(view)).toEqual([recent, old]);
    expect(deliveryRequests(stack).at(-1)?.query.created_at_to).toBe('2026-06-10T03:59:59Z');
  });

  it('hides a 23-hour-old delivery under since:1h', async () => {
    const user = stack.users.owner;
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: `deliveries event:${EVENT} since:1h`,
      }),
    );
    expect(rowIds(view)).toEqual([recent]);
    expect(deliveryRequests(stack).at(-1)?.query.created_at_from).toBe('2026-06-10T01:00:00Z');
  });

  it('reads a picked day in New York time, and says so', async () => {
    const user = stack.users.owner;
    await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: `deliveries event:${EVENT}`,
      }),
    );
    const picked = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.since, value: '2026-06-09' }),
    );
    expect(deliveryRequests(stack).at(-1)?.query.created_at_from).toBe('2026-06-09T04:00:00Z');
    // The older one is from 23:00 on June 8th, New York time.
    expect(rowIds(picked)).toEqual([recent]);
    expect(viewText(picked)).toContain('America/New_York');
    const empty = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.since, value: '2026-06-10' }),
    );
    expect(rowIds(empty)).toEqual([]);
    expect(viewText(empty)).toContain('No deliveries of `payslip.restored` since 2026-06-10.');
  });
});
