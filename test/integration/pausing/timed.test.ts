import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { autoResumes, movableClock, startTimedStack, sweeps } from './support.js';

const { webhook: WEBHOOK } = SEED.destinations;
const HOUR = 3_600_000;

/** An instant as a Romanian reader in Bucharest reads it: "26 nov. 2026, ora 21:30". */
function inBucharest(iso: string): string {
  const at = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ro-RO', { ...options, timeZone: 'Europe/Bucharest' }).format(
      Date.parse(iso),
    );
  const day = at({ year: 'numeric', month: 'short', day: 'numeric' });
  return `${day}, ora ${at({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

describe('timed pause', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('pauses for 2 h with a receipt saying until when, then resumes itself once and says so', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync" for 2h' });
    const receipt = await waitForChannelMessage(
      stack,
      channel,
      `<@${editor}> paused *Accounting sync* until`,
    );
    expect(messageText(receipt)).toContain('(for 2 hours). It is resumed automatically then.');
    expect(messageText(receipt)).toContain('<!date^');
    // The editor reads Romanian: her own copy says it in Romanian.
    const own = await waitForEphemeralWith(stack, editor, channel, 'a suspendat *Accounting sync*');
    expect(messageText(own)).toContain('(timp de 2 ore). Apoi se reia automat.');
    expect(messageText(receipt)).toContain('Resume now');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    const [timer] = await stack.stores.pauses.timers(stack.workspace);
    expect(timer).toMatchObject({
      destinationId: WEBHOOK,
      by: editor,
      asked: 'for 2h',
      channelId: channel,
    });

    // The list's card says until when and by whom, with Resume now and Extend.
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    // In the editor's Romanian (ro-RO).
    const list = await waitForEphemeralWith(stack, editor, channel, 'Suspendată până la');
    // Written out for her (Romanian, Europe/Bucharest), not a Slack token Slack shows in English.
    expect(messageText(list)).toContain(`Suspendată până la ${inBucharest(timer?.until ?? '')} de`);
    expect(messageText(list)).not.toContain('<!date');
    expect(messageText(list)).toContain(`de <@${editor}>`);
    expect(messageText(list)).toContain('pausing_extend');

    // Two sweeps pass before the time: nothing happens.
    await sweeps(stack).next(2);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);

    clock.advance(2 * HOUR + 60_000);
    const resumed = await waitFor(() => autoResumes(stack as Stack, channel)[0], {
      timeoutMs: 8_000,
    });
    expect(messageText(resumed)).toContain('*Accounting sync* resumed automatically');
    expect(messageText(resumed)).toContain(`Paused by <@${editor}> for 2 hours.`);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    // Once no sweep runs, none is left that could resume it again (the first one claimed it).
    await sweeps(stack).settled();
    expect(autoResumes(stack, channel)).toHaveLength(1);
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(2);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('tells the channel in Romanian once an admin made it the workspace default', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    // The admin reads English (en-US); the channel reads the workspace default.
    await stack.driver.command({ user: admin, channel, text: 'pause "Accounting sync" for 2h' });
    const receipt = await waitForChannelMessage(
      stack,
      channel,
      `<@${admin}> a suspendat *Accounting sync* până la <!date^`,
    );
    // How long, in Romanian words: the command's "for 2h" is not echoed into a Romanian message.
    expect(messageText(receipt)).toContain('(timp de 2 ore). Apoi se reia automat.');
    expect(messageText(receipt)).not.toContain('for 2h');
    expect(messageText(receipt)).toContain('Reia acum');
    expect(messageText(receipt)).toContain('Prelungește…');
    expect(messageText(receipt)).not.toContain('Resume now');
    // The admin reads English: the same receipt, privately, in his words and without the buttons.
    const own = await waitForEphemeralWith(stack, admin, channel, 'paused *Accounting sync*');
    expect(messageText(own)).toContain(`<@${admin}> paused *Accounting sync* until <!date^`);
    expect(messageText(own)).toContain('(for 2 hours). It is resumed automatically then.');
    expect(messageText(own)).not.toContain('pausing_resume_now');

    clock.advance(2 * HOUR + 60_000);
    const resumed = await waitForChannelMessage(
      stack,
      channel,
      '*Accounting sync* a fost reluată automat',
      8_000,
    );
    expect(messageText(resumed)).toContain(`Suspendată de <@${admin}> timp de 2 ore.`);
    expect(messageText(resumed)).not.toContain('for 2h');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expectNoBlockKitFailures(stack);
  });

  it('respects a manual resume, and a pause for good, made in between', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({
      user: editor,
      channel,
      text: 'pause "Accounting sync" until tomorrow 9:00',
    });
    await waitForChannelMessage(stack, channel, 'paused *Accounting sync* until');
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_resume_now',
      value: WEBHOOK,
      in: { channel },
    });
    await waitForChannelMessage(
      stack,
      channel,
      `<@${editor}> resumed *Accounting sync* before its pause ended`,
    );
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);

    // Paused again for a while, then for good: the timer goes.
    await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync" for 1h' });
    await waitForChannelMessage(stack, channel, '(for 1 hour)');
    await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync"' });
    await waitForChannelMessage(
      stack,
      channel,
      'keeps *Accounting sync* paused until someone resumes it',
    );
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);

    clock.advance(48 * HOUR);
    // No timer left: the workspace leaves the sweep list, and nothing resumes meanwhile.
    await sweeps(stack).dropped();
    expect(autoResumes(stack, channel)).toHaveLength(0);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    expectNoBlockKitFailures(stack);
  });

  it('leaves alone a destination deleted or changed in Enlivy meanwhile, and says why', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync" for 30m' });
    await waitForChannelMessage(stack, channel, 'paused *Accounting sync* until');
    await stack.driver.command({ user: editor, channel, text: 'pause "Finance alerts" for 30m' });
    await waitForChannelMessage(stack, channel, 'paused *Finance alerts* until');

    // Someone edits the webhook in Enlivy and deletes the Slack destination there.
    const hook = stack.sim.state.destinations.get(WEBHOOK);
    const slack = stack.sim.state.destinations.get(SEED.destinations.slack);
    if (hook === undefined || slack === undefined) throw new Error('seed missing');
    hook.data.updated_at = '2030-01-01T00:00:00.000000Z';
    slack.data.deleted_at = '2030-01-01T00:00:00.000000Z';

    clock.advance(31 * 60_000);
    const edited = await waitForChannelMessage(
      stack,
      channel,
      '*Accounting sync* stays paused',
      8_000,
    );
    expect(messageText(edited)).toContain('it was changed in Enlivy after the pause');
    await waitForChannelMessage(stack, channel, '*Finance alerts* was deleted since', 8_000);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(1);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
  });

  it('refuses a timed pause of a destination paused for good, and unreadable times', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    // The editor (alice) reads Romanian (Slack locale ro-RO); the admin reads English (en-US).
    const { admin } = stack.users;
    await stack.driver.command({ user: editor, channel, text: 'pause "Old ERP hook" for 1h' });
    await waitForEphemeralWith(stack, editor, channel, 'este deja suspendată');
    await waitForEphemeralWith(stack, editor, channel, 'nu s-a stabilit un sfârșit');
    await stack.driver.command({ user: admin, channel, text: 'pause "Old ERP hook" for 1h' });
    await waitForEphemeralWith(stack, admin, channel, 'is already paused');
    await waitForEphemeralWith(stack, admin, channel, 'no end was set');
    await stack.driver.command({
      user: editor,
      channel,
      text: 'pause "Accounting sync" for 3 fortnights',
    });
    await waitForEphemeralWith(
      stack,
      editor,
      channel,
      '„for 3 fortnights” nu este un moment pe care îl pot citi.',
    );
    await stack.driver.command({
      user: admin,
      channel,
      text: 'pause "Accounting sync" for 3 fortnights',
    });
    await waitForEphemeralWith(
      stack,
      admin,
      channel,
      '"for 3 fortnights" is not a time I can read.',
    );
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
  });

  it('pauses from the card menu for 1 hour and extends from the receipt', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    await waitForEphemeralWith(stack, editor, channel, 'Accounting sync');
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_pause_for',
      value: `${WEBHOOK}|1h`,
      blockId: `destination_card:all:1:${WEBHOOK}`,
      in: { channel },
    });
    const receipt = await waitForChannelMessage(stack, channel, '(for 1 hour). It is resumed');
    expect(messageText(receipt)).toContain(`<@${editor}> paused *Accounting sync*`);
    const [first] = await stack.stores.pauses.timers(stack.workspace);
    await stack.driver.click({
      user: editor,
      actionId: 'pausing_extend',
      value: `${WEBHOOK}|+1h`,
      in: { channel },
    });
    await waitForChannelMessage(stack, channel, 'moved the end of the pause of *Accounting sync*');
    const [second] = await stack.stores.pauses.timers(stack.workspace);
    expect(Date.parse(second?.until ?? '') - Date.parse(first?.until ?? '')).toBe(HOUR);
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });
});
