import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import {
  messageText,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  clockAt,
  dueRuns,
  expectCleanSlack,
  postedLists,
  waitForPosted,
  waitForRuns,
} from './support.js';

const ZONE = 'Europe/Bucharest';
const DAY = 24 * 3_600_000;

/** A stack whose clock reads 08:59:56 tomorrow in Bucharest; daily jobs re-read every second. */
async function dailyStack(clock: ReturnType<typeof clockAt>): Promise<Stack> {
  return startStack({ now: clock.now, env: { DUE_RECHECK_INTERVAL: '1' } });
}

describe('/enlivy due daily (in-process job engine)', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    if (stack) expectCleanSlack(stack);
    await stack?.stop();
    stack = undefined;
  });

  it('posts once at its time, says so in its receipt, and again the next day', async () => {
    const clock = clockAt(ZONE, '08:59:56');
    stack = await dailyStack(clock);
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due daily 09:00' });
    const receipt = await waitForChannelMessage(
      stack,
      channel,
      'set the invoices due to be posted',
    );
    expect(messageText(receipt)).toContain(
      `<@${admin}> set the invoices due to be posted here every day at 09:00 (Europe/Bucharest).`,
    );
    expect(messageText(receipt)).toContain('A day with nothing due posts nothing.');
    expect(messageText(receipt)).toContain('First post: <!date^');
    const schedule = await stack.stores.due.schedule(stack.workspace, channel);
    expect(schedule).toMatchObject({ time: '09:00', zone: ZONE, by: admin, weekdays: false });

    const [first] = await waitForPosted(stack, channel, 1);
    // Posted within the minute of its time, by the app's clock.
    expect(clock.localTime()).toBe('09:00');
    expect(messageText(first)).toContain('*To collect* ·');
    expect(messageText(first)).toContain('INV-2026-0004');
    expect(messageText(first)).toContain('invoice_download_pdf');
    expect((await stack.stores.due.schedule(stack.workspace, channel))?.lastRunOn).toBe(
      clock.day(),
    );

    // The next day, a few seconds before its time: its list comes, once; none came in between.
    clock.advance(DAY - 3_000);
    const lists = await waitForPosted(stack, channel, 2);
    expect(lists).toHaveLength(2);
    expect(messageText(lists[1])).toContain('As of');
    expect(messageText(lists[0])).not.toBe(messageText(lists[1]));
  });

  it('posts in the workspace language, whoever set it', async () => {
    const clock = clockAt(ZONE, '08:59:57');
    stack = await dailyStack(clock);
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    const channel = stack.channels.finance;
    // The admin reads English; the channel reads the workspace's Romanian.
    await stack.driver.command({ user: stack.users.admin, channel, text: 'due daily 09:00' });
    await waitForChannelMessage(stack, channel, 'a programat postarea facturilor scadente aici');
    const [posted] = await waitFor(
      () => {
        const lists = stack?.slack
          .messages(channel)
          .filter((m) => messageText(m).includes('*Facturi scadente*'));
        return lists?.length ? lists : undefined;
      },
      { message: 'the list in Romanian', timeoutMs: 30_000 },
    );
    expect(messageText(posted)).toContain('*De încasat* · 13 facturi · total');
    expect(messageText(posted)).toContain('restantă de');
    expect(messageText(posted)).toContain('Descarcă PDF');
  });

  it('tells `/enlivy due` in that channel when it next posts; `off` stops it and its job', async () => {
    const clock = clockAt(ZONE, '07:00:00');
    stack = await dailyStack(clock);
    const { editor, admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({
      user: editor,
      channel,
      text: 'due daily 09:30 weekdays to-collect 14d',
    });
    // The channel reads the workspace default (English); the editor reads Romanian.
    const receipt = await waitForChannelMessage(stack, channel, 'every weekday at 09:30');
    expect(messageText(receipt)).toContain(
      'Listed: to collect only, overdue, and due within 14 days.',
    );

    await stack.driver.command({ user: admin, channel, text: 'due' });
    const list = await waitForEphemeralWith(stack, admin, channel, 'This channel gets this list');
    expect(messageText(list)).toContain(
      'This channel gets this list every weekday at 09:30 (Europe/Bucharest); next: <!date^',
    );
    // Elsewhere, no such line.
    await stack.driver.command({ user: admin, channel: stack.channels.general, text: 'due' });
    const elsewhere = await waitForEphemeralWith(
      stack,
      admin,
      stack.channels.general,
      'Invoices due',
    );
    expect(messageText(elsewhere)).not.toContain('This channel gets');

    const stopped = await dueRuns(stack, 'stopped');
    await stack.driver.command({ user: editor, channel, text: 'due off' });
    await waitForChannelMessage(stack, channel, `<@${editor}> stopped the daily list`);
    expect(await stack.stores.due.schedules(stack.workspace)).toEqual([]);
    // Its waiting job wakes, finds no schedule and ends there.
    await waitForRuns(stack, 'stopped', stopped);
    await stack.driver.command({ user: editor, channel, text: 'due off' });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      'Canalul acesta nu primește o listă zilnică',
    );
  });

  it('is for editors, in a channel; a viewer may still read the list', async () => {
    const clock = clockAt(ZONE, '07:00:00');
    stack = await dailyStack(clock);
    const { viewer, admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: viewer, channel, text: 'due daily 09:00' });
    await waitForEphemeralWith(stack, viewer, channel, 'needs the editor role');
    await stack.driver.command({ user: viewer, channel, text: 'due' });
    await waitForEphemeralWith(stack, viewer, channel, 'Invoices due');
    await stack.driver.command({
      user: admin,
      channel: stack.channels.private,
      text: 'due daily 09:00',
    });
    await waitForEphemeralWith(
      stack,
      admin,
      stack.channels.private,
      'Invite it with `/invite @enlivy`',
    );
    expect(await stack.stores.due.schedules(stack.workspace)).toEqual([]);
  });

  it('posts nothing on a day with nothing due', async () => {
    const clock = clockAt(ZONE, '08:59:58');
    stack = await dailyStack(clock);
    for (const record of stack.sim.state.invoices.values())
      if (record.data.status !== 'draft') record.data.status = 'paid';
    const empty = await dueRuns(stack, 'empty');
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'due daily 09:00',
    });
    await waitForRuns(stack, 'empty', empty);
    expect(postedLists(stack, stack.channels.finance)).toEqual([]);
  });

  it('says once, briefly, that Enlivy failed, and the next day runs as usual', async () => {
    const clock = clockAt(ZONE, '08:59:57');
    stack = await dailyStack(clock);
    const channel = stack.channels.finance;
    stack.sim.injectFault({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: '/invoices',
      times: 3,
    });
    await stack.driver.command({ user: stack.users.admin, channel, text: 'due daily 09:00' });
    const told = await waitForChannelMessage(stack, channel, 'could not be made', 30_000);
    expect(messageText(told)).toContain(
      ':warning: Today’s list of invoices due could not be made:',
    );
    expect(messageText(told)).toContain('Next: <!date^');
    clock.advance(DAY - 5_000);
    await waitForPosted(stack, channel, 1);
    expect(
      stack.slack.messages(channel).filter((m) => messageText(m).includes('could not be made')),
    ).toHaveLength(1);
  });

  it('stops when its channel is archived, and tells whoever set it', async () => {
    const clock = clockAt(ZONE, '08:59:57');
    stack = await dailyStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'due daily 09:00' });
    await waitForChannelMessage(stack, channel, 'set the invoices due to be posted');
    stack.slack.channel(channel).isArchived = true;
    const dm = await waitFor(
      () => stack?.slack.dm(editor).find((m) => messageText(m).includes('s-a oprit')),
      {
        message: 'the DM about the stop',
        timeoutMs: 30_000,
      },
    );
    // In the editor's Romanian.
    expect(messageText(dm)).toContain(
      `Lista zilnică a facturilor scadente din <#${channel}> s-a oprit: canalul a fost arhivat.`,
    );
    expect(await stack.stores.due.schedules(stack.workspace)).toEqual([]);
  });

  it('stops when the workspace was disconnected, and says so in the channel and to its owner', async () => {
    const clock = clockAt(ZONE, '08:59:57');
    stack = await dailyStack(clock);
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due daily 09:00' });
    await waitForChannelMessage(stack, channel, 'set the invoices due to be posted');
    await stack.stores.connections.delete(stack.workspace);
    await waitForChannelMessage(stack, channel, 'The daily list of invoices due stopped', 30_000);
    const dm = await waitFor(() => stack?.slack.dm(admin)[0], { message: 'the DM' });
    expect(messageText(dm)).toContain('no longer connected to Enlivy');
    expect(messageText(dm)).toContain('`/enlivy due daily 09:00`');
    expect(await stack.stores.due.schedules(stack.workspace)).toEqual([]);
    expect(postedLists(stack, channel)).toEqual([]);
  });

  it('is forgotten with the workspace when the app is uninstalled', async () => {
    const clock = clockAt(ZONE, '07:00:00');
    stack = await dailyStack(clock);
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'due daily 09:00',
    });
    await waitForChannelMessage(stack, stack.channels.finance, 'set the invoices due to be posted');
    await stack.driver.appUninstalled(stack.teamId);
    await waitFor(async () => (await stack?.stores.due.schedules(stack.workspace))?.length === 0, {
      message: 'the schedules gone',
    });
  });

  it('is listed on every App Home, with Post now for editors', async () => {
    const clock = clockAt(ZONE, '07:00:00');
    stack = await dailyStack(clock);
    const { admin, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due daily 09:00 weekdays to-pay' });
    await waitForChannelMessage(stack, channel, 'set the invoices due to be posted');

    await stack.driver.appHomeOpened(viewer);
    const seen = await waitFor(() => stack?.slack.home(viewer), { message: 'the viewer’s Home' });
    const text = JSON.stringify(seen.blocks);
    expect(text).toContain('*Daily lists of invoices due*');
    expect(text).toContain(
      `<#${channel}> · every weekday at 09:00 (Europe/Bucharest) · to pay only · set by <@${admin}>`,
    );
    expect(text).not.toContain('due_post_now');

    await stack.driver.appHomeOpened(admin);
    await waitFor(
      () => JSON.stringify(stack?.slack.home(admin)?.blocks ?? []).includes('due_post_now'),
      {
        message: 'Post now on the admin’s Home',
      },
    );
    await stack.driver.click({ user: admin, actionId: 'due_post_now', value: channel, in: 'home' });
    const [posted] = await waitForPosted(stack, channel, 1);
    expect(messageText(posted)).toContain('to pay only');
    expect(messageText(posted)).toContain('BILL-8801');
    // The day's own post still comes: Post now does not count as it.
    expect((await stack.stores.due.schedule(stack.workspace, channel))?.lastRunOn).toBeUndefined();
  });
});
