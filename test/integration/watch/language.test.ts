import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage, waitForEphemeralWith } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import {
  addWatchedHook,
  emitEvents,
  messageText,
  type PollLog,
  startSwitchableReceiver,
  startWatchStack,
  turnOnWatch,
} from './support.js';

/**
 * The watch in both languages: what one person reads follows them (alice reads Slack in ro-RO,
 * the admin in en-US); receipts and alerts follow the workspace default, English until an admin
 * sets Romanian.
 */
describe('failure watch: languages', () => {
  let stack: Stack;
  let polls: PollLog;
  let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>>;

  beforeEach(async () => {
    ({ stack, polls } = await startWatchStack());
    receiver = await startSwitchableReceiver();
  });
  afterEach(async () => {
    await stack.stop();
    await receiver.close();
  });

  it('answers alice in Romanian and an en-US admin in English; alerts follow the workspace default', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.general;
    await addWatchedHook(stack, receiver.url, editor);
    // The receipt goes to the channel: the workspace default, English for now.
    await turnOnWatch(stack);

    await stack.driver.command({ user: editor, channel, text: 'watch' });
    const hers = await waitForEphemeralWith(stack, editor, channel, 'Alertele de eșec', 15_000);
    expect(messageText(hers)).toContain(':eyes: Alertele de eșec merg în <#');
    expect(messageText(hers)).toContain(
      'O alertă se deschide la orice anomalie sau livrare abandonată, ori imediat ce eșuează 3 încercări în 10 min',
    );
    expect(messageText(hers)).toContain('Nicio alertă deschisă.');
    expect(messageText(hers)).not.toContain('Failure alerts go to');

    await stack.driver.command({ user: admin, channel, text: 'watch' });
    const his = await waitForEphemeralWith(stack, admin, channel, 'Failure alerts go to', 15_000);
    expect(messageText(his)).toContain('as soon as 3 attempts fail within 10 min');
    expect(messageText(his)).toContain('No open alerts.');

    await stack.driver.command({ user: admin, channel, text: 'language workspace ro' });
    await waitForEphemeralWith(stack, admin, channel, 'Romanian', 15_000);
    await stack.driver.command({ user: admin, channel, text: 'watch threshold 1 5' });
    await waitForChannelMessage(stack, channel, 'a schimbat momentul', 15_000);

    // The background poll speaks the workspace default too: the alert is Romanian.
    await emitEvents(stack, 1);
    const alert = await waitFor(
      () => stack.slack.messages(channel).find((m) => m.text.includes(':rotating_light:')),
      { timeoutMs: 15_000 },
    );
    expect(alert.text).toContain(':rotating_light: Livrările către *Billing hook* eșuează:');
    expect(alert.text).toContain('*1 livrare eșuată* din <!date^');
    expect(JSON.stringify(alert.blocks)).toContain('"text":"Trimite test"');
    // The poll that posted the alert is recorded when it ends, just after the alert.
    await waitFor(() => polls.polls.some((p) => p.outcome === 'read'), { timeoutMs: 5_000 });
  });
});
