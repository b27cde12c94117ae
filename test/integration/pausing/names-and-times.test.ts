import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import {
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { expectEndAfter, movableClock, startTimedStack } from './support.js';

const { webhook: WEBHOOK, slack: SLACK } = SEED.destinations;
const HOUR = 3_600_000;

/** A webhook of the demo organization named `name`; its id. */
function addHook(stack: Stack, name: string): string {
  return stack.sim.state.addDestination({
    organization_id: SEED.organizations.demo,
    type: 'webhook',
    name,
    destination_url: 'https://hooks.example.test/waiting',
    events: [{ event: 'invoice.paid' }],
  }).data.id;
}

/** Every destination of the simulator, active or not: what Enlivy's state is. */
function activeStates(stack: Stack): Record<string, boolean | undefined> {
  return Object.fromEntries(
    [...stack.sim.state.destinations.values()].map((d) => [d.data.id, d.data.is_active]),
  );
}

describe('names and times people type', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startTimedStack(movableClock());
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('refuses an empty name in quotes before asking Enlivy anything, for every command taking NAME', async () => {
    // The editor (alice) reads Romanian (ro-RO); the admin reads English (en-US).
    const { editor, admin } = stack.users;
    const channel = stack.channels.finance;
    const before = activeStates(stack);
    const enlivyCalls = stack.sim.requests.length;

    await stack.driver.command({ user: admin, channel, text: 'pause ""' });
    const refusal = await waitForEphemeralWith(stack, admin, channel, 'A name is needed');
    expect(messageText(refusal)).toContain('the quotes hold none, so nothing was done');
    expect(messageText(refusal)).toContain('`/enlivy pause \\"AR alerts\\"`');

    const typed = [
      'pause " "',
      "pause ''",
      'pause \u201c\u201d',
      'pause \u201e\u201d for 2h',
      'resume ""',
      'test ""',
      'edit ""',
      'deliveries "" status:failed',
      'watch mute ""',
      'watch unmute ""',
    ];
    for (const text of typed) {
      await stack.driver.command({ user: editor, channel, text });
      const command = text
        .split(' ')
        .slice(0, text.startsWith('watch') ? 2 : 1)
        .join(' ');
      const said = await waitForEphemeralWith(stack, editor, channel, `/enlivy ${command} \\"`);
      expect(messageText(said)).toContain('Este nevoie de un nume');
    }
    await stack.driver.command({ user: admin, channel, text: 'delete ""' });
    await waitForEphemeralWith(stack, admin, channel, '`/enlivy delete \\"AR alerts\\"`');

    expect(stack.sim.requests.length).toBe(enlivyCalls);
    expect(activeStates(stack)).toEqual(before);
    expect(stack.slack.messages(channel)).toEqual([]);
    expect(stack.slack.topView(editor)).toBeUndefined();
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('refuses a time it cannot read, or one already passed, naming the time part', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'pause Accounting sync for banana' });
    const banana = await waitForEphemeralWith(stack, admin, channel, '"for banana"');
    expect(messageText(banana)).toContain('"for banana" is not a time I can read.');
    expect(messageText(banana)).toContain('`for 30m`');
    expect(messageText(banana)).not.toContain('No destination is called');

    await stack.driver.command({
      user: admin,
      channel,
      text: 'pause Accounting sync until yesterday',
    });
    await waitForEphemeralWith(stack, admin, channel, '"until yesterday" has already passed.');

    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync for banana' });
    const inRomanian = await waitForEphemeralWith(stack, editor, channel, '„for banana”');
    expect(messageText(inRomanian)).toContain(
      '„for banana” nu este un moment pe care îl pot citi.',
    );
    // The forms that work, in her language.
    expect(messageText(inRomanian)).toContain('`pentru 30m`, `pentru 2 ore`');
    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync până ieri' });
    await waitForEphemeralWith(stack, editor, channel, '„până ieri” a trecut deja.');
    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync pentru 2' });
    const noUnit = await waitForEphemeralWith(stack, editor, channel, '„pentru 2” nu spune');
    expect(messageText(noUnit)).toContain('`pentru 2h` (ore)');

    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
  });

  it('pauses for an hour when a Romanian user types "pentru 1h"', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    const asked = Date.now();
    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync pentru 1h' });
    const receipt = await waitForChannelMessage(stack, channel, `<@${editor}> paused *Accounting`);
    expect(messageText(receipt)).toContain('(for 1 hour). It is resumed automatically then.');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    const [timer] = await stack.stores.pauses.timers(stack.workspace);
    expect(timer).toMatchObject({ destinationId: WEBHOOK, asked: 'pentru 1h' });
    expectEndAfter(timer?.until, asked, HOUR);

    await stack.driver.command({
      user: editor,
      channel,
      text: 'pause Finance alerts până mâine la 9:00',
    });
    // The channel reads English: the end is a date, not the Romanian words typed.
    const untilTomorrow = await waitForChannelMessage(
      stack,
      channel,
      `<@${editor}> paused *Finance alerts* until <!date^`,
    );
    expect(messageText(untilTomorrow)).toContain('. It is resumed automatically then.');
    expect(messageText(untilTomorrow)).not.toContain('până');
    expect(destinationState(stack, SLACK)?.is_active).toBe(false);
    expectNoBlockKitFailures(stack);
  });

  it('keeps a name that contains "for": plain, quoted, and followed by a time', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    const waiting = addHook(stack, 'Waiting for payment');

    await stack.driver.command({ user: editor, channel, text: 'pause Waiting for payment' });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Waiting for payment*`);
    expect(destinationState(stack, waiting)?.is_active).toBe(false);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);

    await stack.driver.command({ user: editor, channel, text: 'resume "Waiting for payment"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Waiting for payment*`);
    expect(destinationState(stack, waiting)?.is_active).toBe(true);

    await stack.driver.command({
      user: editor,
      channel,
      text: 'pause Waiting for payment for 2h',
    });
    await waitForChannelMessage(stack, channel, '(for 2 hours). It is resumed automatically then.');
    expect(destinationState(stack, waiting)?.is_active).toBe(false);
    const [timer] = await stack.stores.pauses.timers(stack.workspace);
    expect(timer).toMatchObject({ destinationId: waiting, asked: 'for 2h' });
    // Accounting sync was never touched.
    expect(simRequests(stack, 'PUT', WEBHOOK)).toHaveLength(0);
    expectNoBlockKitFailures(stack);
  });

  it('watch mute reads names and times by the same rule', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    const waiting = addHook(stack, 'Waiting for payment');
    await stack.driver.command({ user: editor, channel, text: 'watch' });
    await waitForChannelMessage(stack, channel, 'failure watch', 15_000);

    await stack.driver.command({ user: editor, channel, text: 'watch mute Waiting for payment' });
    await waitForChannelMessage(stack, channel, 'muted failure alerts for *Waiting for payment*');
    const mutes = (await stack.stores.watch.getSettings(stack.workspace))?.mutes ?? {};
    expect(Date.parse(mutes[waiting] ?? '') - Date.now()).toBeGreaterThan(23 * HOUR);

    await stack.driver.command({
      user: editor,
      channel,
      text: 'watch mute Accounting sync pentru 2 ore',
    });
    await waitForChannelMessage(stack, channel, 'muted failure alerts for *Accounting sync*');
    const muted = (await stack.stores.watch.getSettings(stack.workspace))?.mutes[WEBHOOK];
    expect(Date.parse(muted ?? '') - Date.now()).toBeLessThan(2 * HOUR + 60_000);
    expect(Date.parse(muted ?? '') - Date.now()).toBeGreaterThan(2 * HOUR - 10_000);

    await stack.driver.command({
      user: editor,
      channel,
      text: 'watch mute Finance alerts for banana',
    });
    await waitForEphemeralWith(stack, editor, channel, '„for banana” nu este un moment');
    await stack.driver.command({ user: editor, channel, text: 'watch unmute' });
    await waitForEphemeralWith(stack, editor, channel, 'Spune pentru ce destinație repornești');
    const after = (await stack.stores.watch.getSettings(stack.workspace))?.mutes ?? {};
    expect(Object.keys(after).sort()).toEqual([WEBHOOK, waiting].sort());
  });

  it("says why a pause did not go through in the reader's language", async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    // Every PUT answers 503: the read-back shows the destination still active.
    stack.sim.injectFault({ kind: 'status', status: 503, method: 'PUT', path: WEBHOOK, times: 20 });
    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync' });
    const said = await waitForEphemeralWith(stack, editor, channel, 'nu a fost suspendată');
    expect(messageText(said)).toContain(
      '*Accounting sync* nu a fost suspendată: Enlivy o arată încă activă.',
    );
    expect(messageText(said)).not.toContain('was not paused');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
  });

  it("says a pause whose outcome is unknown in the reader's language, with how to check", async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    // Every PUT answers 503 and so does every read-back (the first read, under the lock, passes).
    stack.sim.injectFault({ kind: 'status', status: 503, method: 'PUT', path: WEBHOOK, times: 20 });
    stack.sim.injectFault({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: `${WEBHOOK}$`,
      after: 1,
      times: 20,
    });
    await stack.driver.command({ user: editor, channel, text: 'pause Accounting sync' });
    const said = await waitForEphemeralWith(stack, editor, channel, 'Nu se știe dacă');
    expect(messageText(said)).toContain(
      'Nu se știe dacă *Accounting sync* a fost suspendată: Enlivy nu a răspuns clar',
    );
    expect(messageText(said)).toContain('Verifică-i starea cu `/enlivy list`');
    expect(messageText(said)).not.toMatch(/not known|Check its state/);
  });
});
