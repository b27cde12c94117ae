import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import {
  addWatchedHook,
  emitEvents,
  startSwitchableReceiver,
  startWatchStack,
  turnOnWatch,
} from './support.js';

/** Restarting or moving the failure watch keeps every setting, and the receipt says which. */
describe('failure watch: a restart or a move keeps the settings', () => {
  let stack: Stack;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>>;

  beforeEach(async () => {
    ({ stack } = await startWatchStack());
    receiver = await startSwitchableReceiver();
  });
  afterEach(async () => {
    await stack.stop();
    await receiver.close();
  });

  /** Digest on, threshold 1 in 5 min, two seeded destinations muted: all set from Slack. */
  async function customise(channel: string) {
    const { editor } = stack.users;
    await stack.driver.command({ user: editor, channel, text: 'watch digest on' });
    await waitForChannelMessage(stack, channel, 'turned on the daily delivery digest', 15_000);
    await stack.driver.command({ user: editor, channel, text: 'watch threshold 1 5' });
    await waitForChannelMessage(stack, channel, 'as soon as 1 attempt fails within 5 min', 15_000);
    for (const name of ['Accounting sync', 'Finance alerts']) {
      await stack.driver.command({ user: editor, channel, text: `watch mute "${name}" for 2h` });
      await waitForChannelMessage(stack, channel, `muted failure alerts for *${name}*`, 15_000);
    }
    return stack.stores.watch.getSettings(stack.workspace);
  }

  it('moved with /enlivy watch #other: digest, threshold and mutes carry over and are named', async () => {
    const { general, finance } = stack.channels;
    await turnOnWatch(stack, general);
    const before = await customise(general);

    await stack.driver.command({
      user: stack.users.editor,
      channel: general,
      text: `watch <#${finance}|finance>`,
    });
    // The stored record first (it is what the watch runs on), then what the receipt says.
    const after = await waitFor(
      async () => {
        const settings = await stack.stores.watch.getSettings(stack.workspace);
        return settings?.channelId === finance ? settings : undefined;
      },
      { timeoutMs: 15_000, message: 'the watch moves to #finance' },
    );
    expect(after.digest).toEqual({ tz: 'Europe/Bucharest' });
    expect(after.threshold).toEqual({ failedAttempts: 1, windowMinutes: 5 });
    expect(after.mutes).toEqual(before?.mutes);
    const receipt = await waitForChannelMessage(stack, general, 'moved the failure watch', 15_000);
    expect(receipt.text).toContain(`from <#${general}>`);
    expect(receipt.text).toContain(
      'Kept: daily digest at 09:00 (Europe/Bucharest), threshold 1 failed attempt within 5 min, 2 muted destinations.',
    );
    expect(Object.keys(after.mutes)).toHaveLength(2);
  });

  it('restarted after channel_not_found: nothing is lost and the receipt says what was kept', async () => {
    const { editor } = stack.users;
    const room = stack.slack.addChannel({
      teamId: stack.teamId,
      name: 'ar-alerts',
      isPrivate: true,
      members: [editor],
      withBot: true,
    });
    const botUserId = [...room.members].find((id) => id !== editor) ?? '';
    await addWatchedHook(stack, receiver.url, editor);
    await turnOnWatch(stack, room.id);
    const before = await customise(room.id);

    // The app is removed from the private channel: posting the next alert gets channel_not_found.
    stack.slack.removeMember(room.id, botUserId);
    await emitEvents(stack, 1);
    await waitFor(
      async () => (await stack.stores.watch.getSettings(stack.workspace))?.paused?.reason,
      { timeoutMs: 20_000, message: 'the watch pauses' },
    );
    const paused = await stack.stores.watch.getSettings(stack.workspace);
    expect(paused?.paused?.reason).toContain('removed from the channel');

    stack.slack.addMember(room.id, botUserId);
    await stack.driver.command({ user: editor, channel: room.id, text: 'watch' });
    const after = await waitFor(
      async () => {
        const settings = await stack.stores.watch.getSettings(stack.workspace);
        return settings !== undefined && settings.paused === undefined ? settings : undefined;
      },
      { timeoutMs: 15_000, message: 'the watch starts again' },
    );
    expect(after.channelId).toBe(room.id);
    expect(after.digest).toEqual(before?.digest);
    expect(after.threshold).toEqual(before?.threshold);
    expect(after.mutes).toEqual(before?.mutes);
    const receipt = await waitForChannelMessage(
      stack,
      room.id,
      'started the failure watch again',
      15_000,
    );
    expect(receipt.text).toContain(
      'Kept: daily digest at 09:00 (Europe/Bucharest), threshold 1 failed attempt within 5 min, 2 muted destinations.',
    );
  });

  it('moved with nothing customised: the receipt names the threshold it kept, and no digest', async () => {
    const { general, finance } = stack.channels;
    await turnOnWatch(stack, general);
    await stack.driver.command({
      user: stack.users.editor,
      channel: general,
      text: `watch <#${finance}|finance>`,
    });
    const receipt = await waitForChannelMessage(stack, general, 'moved the failure watch', 15_000);
    expect(receipt.text).toContain('Kept: threshold 3 failed attempts within 10 min.');
    expect(receipt.text).not.toContain('digest');
    expect((await stack.stores.watch.getSettings(stack.workspace))?.digest).toBeUndefined();
  });

  it('a fresh watch names nothing as kept', async () => {
    await turnOnWatch(stack, stack.channels.general);
    const receipt = await waitForChannelMessage(
      stack,
      stack.channels.general,
      'turned on the failure watch',
      15_000,
    );
    expect(receipt.text).not.toContain('Kept');
  });
});
