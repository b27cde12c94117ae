import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  answersShown,
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { expectEndAfter, movableClock, startTimedStack } from './support.js';

const { slack: SLACK } = SEED.destinations;
const HOUR = 3_600_000;

/** #finance's only destination is the Slack destination "Finance alerts". */
describe("commands without NAME ask before acting on the channel's destination", () => {
  let stack: Stack;
  let clock: ReturnType<typeof movableClock>;
  beforeEach(async () => {
    clock = movableClock();
    stack = await startTimedStack(clock);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('pause asks first; nothing changes until the click, which pauses with the usual receipt', async () => {
    // The editor (alice) reads Romanian (ro-RO); the channel reads English (workspace default).
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'pause' });
    const question = await waitForEphemeralWith(stack, editor, channel, 'Suspenzi');
    expect(messageText(question)).toContain(
      'Suspenzi *Finance alerts* (destinația acestui canal)?',
    );
    expect(messageText(question)).toContain('"text":"Suspendă"');
    expect(messageText(question)).toContain('"text":"Anulează"');
    expect(stack.slack.messages(channel)).toEqual([]);
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(0);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);

    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Finance alerts*`);
    expect(destinationState(stack, SLACK)?.is_active).toBe(false);
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(1);
    const done = await waitForEphemeralWith(stack, editor, channel, 'Gata: confirmarea');
    expect(done.ts).toBe(question.ts);
    // The channel's receipt is in English: the editor also reads it in Romanian, privately.
    const own = await waitForEphemeralWith(stack, editor, channel, 'a suspendat *Finance alerts*');
    expect(messageText(own)).toContain(`<@${editor}> a suspendat *Finance alerts*`);

    // Asked again and clicked: already paused, said in place of the question, no second PUT.
    await stack.driver.command({ user: editor, channel, text: 'pause' });
    await waitFor(() => answersShown(stack, editor, channel).length === 3 || undefined);
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForEphemeralWith(stack, editor, channel, '*Finance alerts* este deja suspendată');
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(1);
    expect(stack.slack.messages(channel)).toHaveLength(1);

    // resume without NAME asks the same way.
    await stack.driver.command({ user: editor, channel, text: 'resume' });
    await waitForEphemeralWith(stack, editor, channel, 'Reiei *Finance alerts*');
    expect(destinationState(stack, SLACK)?.is_active).toBe(false);
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Finance alerts*`);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);
    expectNoBlockKitFailures(stack);
  });

  it('refuses the click of someone whose role no longer allows it, and Cancel does nothing', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'pause' });
    await waitForEphemeralWith(stack, editor, channel, 'Suspenzi *Finance alerts*');
    // An admin takes the editor role away before she clicks: she is a viewer now.
    await stack.stores.roles.revoke(stack.workspace, editor);
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForEphemeralWith(stack, editor, channel, '`/enlivy pause` cere rolul');
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(0);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);

    await stack.driver.command({ user: admin, channel, text: 'pause' });
    const question = await waitForEphemeralWith(stack, admin, channel, 'Pause *Finance alerts*');
    expect(messageText(question)).toContain("(this channel's destination)?");
    await stack.driver.click({
      user: admin,
      actionId: 'destination_channel_cancel',
      in: { channel },
    });
    const cancelled = await waitForEphemeralWith(stack, admin, channel, 'Cancelled');
    expect(cancelled.ts).toBe(question.ts);
    expect(messageText(cancelled)).toContain('Cancelled: nothing was done.');
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(0);
    expect(stack.slack.messages(channel)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('"pause for 2h" asks, then pauses for 2 h counted from the click', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'pause for 2h' });
    const question = await waitForEphemeralWith(stack, admin, channel, 'Pause *Finance alerts*');
    expect(messageText(question)).toContain(
      "Pause *Finance alerts* (this channel's destination) for 2 hours, starting when you click?",
    );
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);

    // The question is answered an hour later.
    clock.advance(HOUR);
    const clicked = clock.now().getTime();
    await stack.driver.click({ user: admin, actionId: 'pausing_channel_confirm', in: { channel } });
    const receipt = await waitForChannelMessage(stack, channel, `<@${admin}> paused *Finance`);
    expect(messageText(receipt)).toContain('(for 2 hours). It is resumed automatically then.');
    const [timer] = await stack.stores.pauses.timers(stack.workspace);
    expect(timer).toMatchObject({ destinationId: SLACK, asked: 'for 2h', by: admin });
    // Counted from the click, not from the command an hour before.
    expectEndAfter(timer?.until, clicked, 2 * HOUR);
    expectNoBlockKitFailures(stack);
  });

  it('a stale click is answered truthfully: an end already passed, a destination deleted since', async () => {
    const { admin, editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'pause until tomorrow 9:00' });
    const question = await waitForEphemeralWith(stack, admin, channel, 'Pause *Finance alerts*');
    expect(messageText(question)).toContain("(this channel's destination) until <!date^");
    clock.advance(3 * 24 * HOUR);
    await stack.driver.click({ user: admin, actionId: 'pausing_channel_confirm', in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, '"until tomorrow 9:00" has already passed.');
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(0);

    await stack.driver.command({ user: editor, channel, text: 'pause' });
    await waitForEphemeralWith(stack, editor, channel, 'Suspenzi *Finance alerts*');
    const record = stack.sim.state.destinations.get(SLACK);
    if (record === undefined) throw new Error('seeded Slack destination missing');
    record.data.deleted_at = '2030-01-01T00:00:00.000000Z';
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      '*Finance alerts* nu mai există în Enlivy, așa că nu s-a făcut nimic.',
    );
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(0);
    expect(stack.slack.messages(channel)).toEqual([]);
  });

  it('test asks first; Send test sends one test and shows it in place of the question', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'test' });
    const question = await waitForEphemeralWith(stack, editor, channel, 'Trimiți un eveniment');
    expect(messageText(question)).toContain(
      'Trimiți un eveniment de test către *Finance alerts* (destinația acestui canal)?',
    );
    expect(simRequests(stack, 'POST', '/test')).toHaveLength(0);

    await stack.driver.click({
      user: editor,
      actionId: 'destination_channel_test',
      in: { channel },
    });
    const done = await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'a fost livrat către *Finance alerts*',
      10_000,
    );
    expect(done.ts).toBe(question.ts);
    expect(simRequests(stack, 'POST', `${SLACK}/test`)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });

  it('read-only commands and named commands do not ask', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'pause "Finance alerts"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Finance alerts*`);
    await stack.driver.command({ user: editor, channel, text: 'edit' });
    await waitFor(() => stack.slack.topView(editor));
    expect(
      stack.slack.ephemerals(editor, channel).filter((m) => messageText(m).includes('Suspenzi')),
    ).toEqual([]);
  });
});
