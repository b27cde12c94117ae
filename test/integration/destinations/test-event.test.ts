import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandRequest } from '../../../src/core/context.js';
import { createTestCommand } from '../../../src/features/destinations/test.js';
import type { SlackMessage, SlackUi } from '../../../src/slack/ui.js';
import { isoTimestamp } from '../../fakes/service/ids.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  answersShown,
  cardText,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  startReceiver,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const { slack: SLACK, paused: PAUSED } = SEED.destinations;

/** The editor (alice) has Slack locale ro-RO: what she reads is in Romanian. */
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

  it('to the Slack destination: the event lands in #finance and a reply says delivered', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'test "Finance alerts"' });
    const sending = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'Se trimite evenimentul de test `destination.test` către *Finance alerts*',
    );
    const done = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'a fost livrat către *Finance alerts* (HTTP 200)',
      10_000,
    );
    // Slack cannot update a slash command's reply: the outcome follows the "Sending" line.
    expect(done.ts).not.toBe(sending.ts);
    expect(answersShown(stack, editor, channel)).toHaveLength(2);
    const delivered = stack.slack.messages(channel).filter((m) => m.via === 'chat.postMessage');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain('destination.test');
    expect(simRequests(stack, 'POST', `${SLACK}/test`)).toHaveLength(1);
    // Followed by its own id: one exact read per look, never the destination's whole log.
    const testDelivery = stack.sim.state.destinationDeliveries(SLACK)[0]?.data.id;
    expect(simRequests(stack, 'GET', `/deliveries/${testDelivery}`).length).toBeGreaterThan(0);
    expect(
      simRequests(stack, 'GET', '/deliveries').filter((r) => r.path.endsWith('/deliveries')),
    ).toEqual([]);
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
    const failed = await waitForEphemeralWith(stack, editor, channel, 'a eșuat (HTTP 500)', 10_000);
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
    const list = await waitForEphemeralWith(stack, editor, channel, 'care publică în');
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
    await waitForEphemeralWith(stack, editor, channel, 'rulează deja');
    const updated = await waitFor(
      () => {
        const card = stack.slack.ephemerals(editor, channel).find((m) => m.ts === list.ts);
        return card &&
          cardText(card, 'Finance alerts').includes('a fost livrat către *Finance alerts*')
          ? card
          : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(cardText(updated, 'Finance alerts')).toContain(
      '*Ultima livrare:* :white_check_mark: reușită',
    );
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(1);
    await waitForChannelMessage(stack, channel, 'destination.test');
    expect(stack.slack.messages(channel).filter((m) => m.via === 'chat.postMessage')).toHaveLength(
      1,
    );
    expectNoBlockKitFailures(stack);
  });

  it('on a busy destination: shows the outcome of its own delivery, not a newer one of the same event', async () => {
    // Deliveries of the same event, newer than the test's, crowd the destination's log.
    for (let i = 0; i < 8; i++) {
      stack.sim.state.addDelivery({
        organization_event_destination_id: SLACK,
        event: 'invoice.paid',
        status: 'failed',
        response_status: 500,
        response: 'someone else',
        created_at: isoTimestamp(stack.sim.now() + 60_000 + i),
      });
    }
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({
      user: editor,
      channel,
      text: 'test "Finance alerts" invoice.paid',
    });
    const done = await waitFor(
      () =>
        stack.slack
          .ephemerals(editor, channel)
          .find((m) => m.text.includes('invoice.paid') && !m.text.includes('Se trimite')),
      { timeoutMs: 10_000 },
    );
    expect(messageText(done)).toContain('a fost livrat către *Finance alerts* (HTTP 200)');
    expect(messageText(done)).not.toContain('someone else');
    const sentId = stack.sim.state
      .destinationDeliveries(SLACK)
      .find((d) => d.data.event === 'invoice.paid' && d.data.status === 'success')?.data.id;
    expect(sentId).toBeDefined();
    expect(simRequests(stack, 'GET', `/deliveries/${sentId}`).length).toBeGreaterThan(0);
    expectNoBlockKitFailures(stack);
  });

  function addSlowHook(url: string) {
    return stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'webhook',
      name: 'Slow hook',
      destination_url: url,
      events: [{ event: 'invoice.paid' }],
    }).data.id;
  }

  it('while sending: offers Deliveries and says what to do if no outcome follows', async () => {
    receiver = await startReceiver(200, 'ok', 1_500);
    addSlowHook(receiver.url);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'test slow' });
    const sending = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'Se trimite evenimentul de test',
    );
    expect(messageText(sending)).toContain('Dacă rezultatul nu apare aici în 30 de secunde');
    expect(messageText(sending)).toContain('destination_deliveries');
    const done = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'a fost livrat către *Slow hook*',
    );
    expect(done.ts).not.toBe(sending.ts);
    expectNoBlockKitFailures(stack);
  });

  it('a stop mid-test ends the follow: a reply says it is still pending, and the test can be sent again', async () => {
    receiver = await startReceiver(200, 'ok', 5_000);
    addSlowHook(receiver.url);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'test slow' });
    const sending = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'Se trimite evenimentul de test',
    );
    await stack.app.stop({ drainMs: 500 });
    const after = answersShown(stack, editor, channel).find((m) => m.ts !== sending.ts);
    expect(messageText(after)).toContain('încă în așteptare');
    expect(messageText(after)).toContain('destination_deliveries');
    // Another instance (same store) may send a test right away: the lock was released.
    expect(stack.rawStoreText()).not.toContain('lock:destination-test');
  });

  it('a follow longer than the lock lifetime still blocks a second test; the next one after it is allowed', async () => {
    receiver = await startReceiver(200, 'ok', 4_000);
    addSlowHook(receiver.url);
    const command = createTestCommand({
      follow: {
        firstDelayMs: 50,
        backoff: 1,
        maxDelayMs: 50,
        timeoutMs: 5_000,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
      },
      // Renewed every third of its lifetime: a second leaves room for a busy machine's stalls.
      lock: { ttlMs: 1_000 },
    });
    const seen: SlackMessage[] = [];
    const ui = { respond: async (message: SlackMessage) => void seen.push(message) };
    const request: CommandRequest = {
      workspace: stack.workspace,
      userId: stack.users.editor,
      channelId: stack.channels.general,
      ui: ui as unknown as SlackUi,
      args: ['slow'],
      role: 'editor',
      language: async () => 'en',
      t: async () => en,
      channelT: async () => en,
    };
    const first = command(request, stack.app.services);
    await waitFor(() => seen.some((m) => m.text.includes('Sending test event')));
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // well past the lock's lifetime
    await command(request, stack.app.services);
    expect(seen.at(-1)?.text).toContain('is already running');
    await first;
    expect(seen.at(-1)?.text).toContain('delivered to *Slow hook*');
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(1);

    await command(request, stack.app.services);
    expect(seen.at(-1)?.text).toContain('delivered to *Slow hook*');
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(2);
  });

  it('to a paused destination: says the event was dropped because it is paused', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: `test ${PAUSED}` });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'a fost abandonat pentru că *Old ERP hook* este suspendată',
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
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      '`Invoice.Paid!` nu este un eveniment pe care Enlivy îl trimite',
    );
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(0);

    const org = stack.sim.state.organizations.get(SEED.organizations.demo);
    if (org) org.paidPacks = 0;
    await stack.driver.command({ user: editor, channel, text: 'test "Accounting sync"' });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'trimiterea evenimentelor cere un pachet Enlivy plătit',
    );
    expectNoBlockKitFailures(stack);
  });
});
