import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  answersShown,
  cardButtons,
  cardText,
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const { webhook: WEBHOOK, paused: PAUSED, slack: SLACK } = SEED.destinations;

describe('pause and resume', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('pauses by name with a public receipt, and a second pause says so without a PUT', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'pause "accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Accounting sync*`);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(1);
    expect(simRequests(stack, 'PUT', WEBHOOK)[0]?.body).toEqual({ is_active: false });

    await stack.driver.command({ user: editor, channel, text: 'pause Accounting' });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      // Said to the editor in her language (ro-RO); the receipt is the channel's (English).
      `*Accounting sync* este deja suspendată (suspendată de <@${editor}>).`,
    );
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(1);
    expect(stack.slack.messages(channel).filter((m) => m.text.includes('paused'))).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });

  it('gives the actor their own copy of the receipt only when they read another language', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.general;
    // The admin reads English, as the channel does: the public receipt is his confirmation.
    await stack.driver.command({ user: admin, channel, text: 'pause "Accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${admin}> paused *Accounting sync*`);
    await stack.driver.command({ user: editor, channel, text: 'resume "Accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Accounting sync*`);
    // The editor reads Romanian: her copy, privately, in Romanian.
    const own = await waitForEphemeralWith(stack, editor, channel, 'a reluat *Accounting sync*');
    expect(messageText(own)).toContain('Evenimentele sunt livrate din nou.');
    expect(stack.slack.ephemerals(admin, channel)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('shows a name with mrkdwn characters literally in the public receipt', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    const record = stack.sim.state.destinations.get(WEBHOOK);
    if (record === undefined) throw new Error('seeded webhook missing');
    record.data.name = '*Q4* _AR_ sync';
    await stack.driver.command({ user: editor, channel, text: `pause ${WEBHOOK}` });
    const receipt = await waitForChannelMessage(stack, channel, 'paused `*Q4* _AR_ sync`');
    expect(JSON.stringify(receipt.blocks)).toContain('paused `*Q4* _AR_ sync`. No events');
    expectNoBlockKitFailures(stack);
  });

  it("without NAME asks, then pauses the channel's only destination; a viewer may not", async () => {
    const { editor, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: viewer, channel, text: 'pause' });
    await waitForEphemeralWith(stack, viewer, channel, 'needs the editor role');
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);

    await stack.driver.command({ user: editor, channel, text: 'pause' });
    await waitForEphemeralWith(stack, editor, channel, 'Suspenzi *Finance alerts*');
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_channel_confirm',
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, 'paused *Finance alerts*');
    expect(destinationState(stack, SLACK)?.is_active).toBe(false);

    await stack.driver.command({ user: editor, channel: stack.channels.general, text: 'resume' });
    await waitForEphemeralWith(
      stack,
      editor,
      stack.channels.general,
      'nicio destinație nu publică în acest canal',
    );
    expect(simRequests(stack, 'PUT', SLACK)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });

  it('resumes from a card button: the card changes in place and the channel gets a receipt', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    // The list is the editor's (ro-RO); receipts follow the workspace default (English).
    const list = await waitForEphemeralWith(stack, editor, channel, 'Toate destinațiile');
    expect(cardText(list, 'Old ERP hook')).toContain('Suspendată');

    await stack.driver.click({
      user: editor,
      actionId: 'destination_resume',
      value: PAUSED,
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Old ERP hook*`);
    expect(destinationState(stack, PAUSED)?.is_active).toBe(true);
    const updated = await waitFor(() => {
      const [card] = answersShown(stack, editor, channel);
      return card && cardText(card, 'Old ERP hook').includes('Activă') ? card : undefined;
    });
    expect(updated.ts).toBe(list.ts);
    // Beside the card: the receipt in the editor's Romanian (the channel's is in English).
    const own = await waitForEphemeralWith(stack, editor, channel, 'a reluat *Old ERP hook*');
    expect(own.ts).not.toBe(list.ts);
    expect(answersShown(stack, editor, channel)).toHaveLength(2);
    expect(cardButtons(updated, PAUSED)).toContain('destination_pause');
    expect(cardText(updated, 'Finance alerts')).toContain('Activă');

    await stack.driver.click({
      user: editor,
      actionId: 'destination_pause',
      value: PAUSED,
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Old ERP hook*`);
    expect(destinationState(stack, PAUSED)?.is_active).toBe(false);
    expect(simRequests(stack, 'PUT', PAUSED)).toHaveLength(2);
    expectNoBlockKitFailures(stack);
  });

  it('a card button whose destination was already changed elsewhere sends no PUT', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    await waitForEphemeralWith(stack, editor, channel, 'Toate destinațiile');
    const record = stack.sim.state.destinations.get(WEBHOOK);
    if (record) record.data.is_active = false;

    await stack.driver.click({
      user: editor,
      actionId: 'destination_pause',
      value: WEBHOOK,
      in: { channel },
    });
    await waitForEphemeralWith(stack, editor, channel, '*Accounting sync* este deja suspendată.');
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(0);
    expectNoBlockKitFailures(stack);
  });
});
