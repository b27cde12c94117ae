import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  cardText,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  startReceiver,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const { slack: SLACK, paused: PAUSED } = SEED.destinations;

describe('sending a test event', () => {
  let stack: Stack;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
    await receiver?.close();
    receiver = undefined;
  });

  it('to the Slack destination: the event lands in #finance and the same message says delivered', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'test "Finance alerts"' });
    const sending = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'Sending test event `destination.test` to *Finance alerts*',
    );
    const done = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'delivered to *Finance alerts* (HTTP 200)',
      10_000,
    );
    expect(done.ts).toBe(sending.ts);
    expect(stack.slack.ephemerals(editor, channel)).toHaveLength(1);
    const delivered = stack.slack.messages(channel).filter((m) => m.via === 'chat.postMessage');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain('destination.test');
    expect(simRequests(stack, 'POST', `${SLACK}/test`)).toHaveLength(1);
    expect(
      simRequests(stack, 'GET', '/deliveries').some(
        (r) => r.query.organization_event_destination_id === SLACK,
      ),
    ).toBe(true);
    expectNoBlockKitFailures(stack);
  });

  it('to a failing webhook: failed with the status and an excerpt of the answer, and a Deliveries button', async () => {
    receiver = await startReceiver(500, 'boom <script> happened');
    stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'webhook',
      name: 'Broken hook',
      destination_url: receiver.url,
      events: [{ event: 'invoice.paid' }],
    });
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'test broken invoice.paid' });
    const failed = await waitForEphemeralWith(stack, editor, channel, 'failed (HTTP 500)', 10_000);
    expect(messageText(failed)).toContain('`invoice.paid`');
    expect(messageText(failed)).toContain('boom &lt;script&gt; happened');
    expect(messageText(failed)).toContain('destination_deliveries');
    expect(receiver.hits()).toBe(1);
    expect(simRequests(stack, 'POST', '/test')[0]?.body).toEqual({ event: 'invoice.paid' });
    expectNoBlockKitFailures(stack);
  });

  it('from a card: a double click fires one test and the card shows the outcome in place', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'list' });
    const list = await waitForEphemeralWith(stack, editor, channel, 'posting to');
    await stack.driver.click({
      user: editor,
      actionId: 'destination_test',
      value: SLACK,
      in: { channel },
    });
    await stack.driver.click({
      user: editor,
      actionId: 'destination_test',
      value: SLACK,
      in: { channel },
    });
    await waitForEphemeralWith(stack, editor, channel, 'is already running');
    const updated = await waitFor(
      () => {
        const card = stack.slack.ephemerals(editor, channel).find((m) => m.ts === list.ts);
        return card && cardText(card, 'Finance alerts').includes('delivered to *Finance alerts*')
          ? card
          : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(cardText(updated, 'Finance alerts')).toContain(
      '*Last delivery:* :white_check_mark: success',
    );
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(1);
    await waitForChannelMessage(stack, channel, 'destination.test');
    expect(stack.slack.messages(channel).filter((m) => m.via === 'chat.postMessage')).toHaveLength(
      1,
    );
    expectNoBlockKitFailures(stack);
  });

  it('to a paused destination: says the event was dropped because it is paused', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: `test ${PAUSED}` });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'was dropped because *Old ERP hook* is paused',
    );
    expectNoBlockKitFailures(stack);
  });

  it('refuses a malformed event name before calling Enlivy, and explains a missing paid pack', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({
      user: editor,
      channel,
      text: 'test "Accounting sync" Invoice.Paid!',
    });
    await waitForEphemeralWith(stack, editor, channel, '`Invoice.Paid!` is not an event name');
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(0);

    const org = stack.sim.state.organizations.get(SEED.organizations.demo);
    if (org) org.paidPacks = 0;
    await stack.driver.command({ user: editor, channel, text: 'test "Accounting sync"' });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'sending events requires a paid Enlivy pack',
    );
    expectNoBlockKitFailures(stack);
  });
});
