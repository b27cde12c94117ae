import { afterEach, describe, expect, it } from 'vitest';
import { pauseTimersKey } from '../../../src/store/keys.js';
import { SEED } from '../../fakes/service/index.js';
import { type MessageRecord, waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  waitForChannelMessage,
} from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { autoResumes, movableClock, startTimedStack } from './support.js';

const { webhook: WEBHOOK, slack: SLACK } = SEED.destinations;
const HOUR = 3_600_000;
const CONTROLS = ['pausing_resume_now', 'pausing_extend'];

/** The channel message with this ts, as it reads now. */
function current(stack: Stack, channel: string, ts: string): MessageRecord | undefined {
  return stack.slack.messages(channel).find((m) => m.ts === ts);
}

/** Waits until the message with this ts no longer offers Resume now or Extend. */
function closed(stack: Stack, channel: string, ts: string): Promise<string> {
  return waitFor(
    () => {
      const text = messageText(current(stack, channel, ts));
      return CONTROLS.some((id) => text.includes(id)) ? undefined : text;
    },
    { timeoutMs: 8_000, message: `receipt ${ts} without its buttons` },
  );
}

async function pauseFor2h(
  stack: Stack,
  user: string,
  channel: string,
  name: string,
  verb = 'paused',
) {
  await stack.driver.command({ user, channel, text: `pause "${name}" for 2h` });
  const receipt = await waitForChannelMessage(stack, channel, `${verb} *${name}*`);
  for (const id of CONTROLS) expect(messageText(receipt)).toContain(id);
  // Where the receipt is rides with the timer (noted right after it is posted), for whichever
  // instance ends the pause.
  await waitFor(async () =>
    (await stack.stores.pauses.timers(stack.workspace)).some(
      (timer) => timer.receipt?.channel === channel && timer.receipt.ts === receipt.ts,
    ),
  );
  return receipt;
}

describe('the receipt of a timed pause', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  /** The editor pauses Accounting sync for 2 h in #general: the clock, the stack, the receipt. */
  async function pausedBeforeTheEnd() {
    const clock = movableClock();
    const started = await startTimedStack(clock);
    stack = started;
    const { editor } = started.users;
    const channel = started.channels.general;
    const receipt = await pauseFor2h(started, editor, channel, 'Accounting sync');
    return { clock, stack: started, editor, channel, receipt };
  }

  it('gives up Resume now and Extend when the app resumes it, saying when', async () => {
    const { clock, stack, editor, channel, receipt } = await pausedBeforeTheEnd();

    clock.advance(2 * HOUR + 60_000);
    await waitFor(() => autoResumes(stack, channel)[0], { timeoutMs: 8_000 });
    const text = await closed(stack, channel, receipt.ts);
    expect(text).toContain(`<@${editor}> paused *Accounting sync* until`);
    // Slack writes the time in each reader's zone: "Resumed automatically at 14:05 on Nov 20."
    expect(text).toMatch(
      /:arrow_forward: Resumed automatically <!date\^\d+\^at \{time\} on \{date_short\}\|/,
    );
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expectNoBlockKitFailures(stack);
  });

  it('says who resumed it, or kept it paused, when that was done by hand (in the channel’s language)', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    const { admin, editor } = stack.users;
    const channel = stack.channels.general;
    const first = await pauseFor2h(stack, admin, channel, 'Accounting sync', 'a suspendat');
    await stack.driver.command({ user: editor, channel, text: 'resume "Accounting sync"' });
    const resumed = await closed(stack, channel, first.ts);
    expect(resumed).toMatch(
      new RegExp(
        `:arrow_forward: <@${editor}> a reluat-o <!date\\^\\d+\\^la \\{time\\}, pe \\{date_short\\}\\|`,
      ),
    );

    const second = await pauseFor2h(stack, admin, channel, 'Finance alerts', 'a suspendat');
    await stack.driver.command({ user: admin, channel, text: 'pause "Finance alerts"' });
    const kept = await closed(stack, channel, second.ts);
    expect(kept).toContain(`<@${admin}> a lăsat-o suspendată până când cineva o reia`);
    expect(destinationState(stack, SLACK)?.is_active).toBe(false);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('still resumes timers the current release wrote (no receipt kept), telling the channel', async () => {
    const { clock, stack, channel, receipt } = await pausedBeforeTheEnd();
    // The record as the release before this one writes it: the same timer, no receipt.
    const [timer] = await stack.stores.pauses.timers(stack.workspace);
    const { receipt: _kept, ...written } = timer ?? {};
    await stack.stores.keyv.set(pauseTimersKey(stack.workspace), { v: 1, timers: [written] });
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([written]);

    clock.advance(2 * HOUR + 60_000);
    const told = await waitFor(() => autoResumes(stack, channel)[0], { timeoutMs: 8_000 });
    expect(messageText(told)).toContain('*Accounting sync* resumed automatically');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expect(await stack.stores.pauses.timers(stack.workspace)).toEqual([]);
    // Nothing says where its receipt is, so that one is left as it was.
    expect(messageText(current(stack, channel, receipt.ts))).toContain('pausing_resume_now');
  });
});
