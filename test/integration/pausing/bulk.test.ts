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
import { movableClock, startTimedStack } from './support.js';

const { webhook: WEBHOOK, paused: PAUSED, slack: SLACK } = SEED.destinations;
const HOUR = 3_600_000;

describe('bulk pause', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('confirms exactly what changes, reports each destination truthfully under a fault, and Resume these restores the previous state', async () => {
    stack = await startTimedStack(movableClock());
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'pause all' });
    const confirm = await waitForEphemeralWith(stack, admin, channel, 'Pause 2 destinations');
    expect(messageText(confirm)).toContain('*Accounting sync*');
    expect(messageText(confirm)).toContain('*Finance alerts*');
    expect(messageText(confirm)).toContain(
      'Already paused, left as they are and not part of *Resume these*: Old ERP hook',
    );
    // Nothing changes before the confirmation.
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);

    // Enlivy answers 503 to every PUT of the Slack destination: the read-back shows it active.
    stack.sim.injectFault({ kind: 'status', status: 503, method: 'PUT', path: SLACK, times: 20 });
    await stack.driver.click({ user: admin, actionId: 'pausing_bulk_confirm', in: { channel } });
    const receipt = await waitForChannelMessage(stack, channel, `<@${admin}> paused 1 destination`);
    const text = messageText(receipt);
    expect(text).toContain(':white_check_mark: *Accounting sync*: paused');
    expect(text).toContain(':x: *Finance alerts*: not paused.');
    expect(text).toContain('Enlivy still shows it active');
    expect(text).not.toContain('Old ERP hook');
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);
    expect(destinationState(stack, PAUSED)?.is_active).toBe(false);
    await waitForEphemeralWith(stack, admin, channel, 'Done: the receipt is in the channel.');

    const putsBefore = simRequests(stack, 'PUT', '/event-destinations/').length;

    await stack.driver.click({ user: admin, actionId: 'pausing_resume_batch', in: { channel } });
    const resumed = await waitForChannelMessage(
      stack,
      channel,
      `<@${admin}> resumed 1 destination`,
    );
    expect(messageText(resumed)).toContain(':white_check_mark: *Accounting sync*: resumed');
    expect(messageText(resumed)).not.toContain('Old ERP hook');
    expect(messageText(resumed)).not.toContain('Finance alerts');
    // Exactly the state before the bulk pause.
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);
    expect(destinationState(stack, PAUSED)?.is_active).toBe(false);
    expect(simRequests(stack, 'PUT', PAUSED)).toHaveLength(0);
    expect(simRequests(stack, 'PUT', '/event-destinations/').length).toBe(putsBefore + 1);

    await stack.driver.click({ user: admin, actionId: 'pausing_resume_batch', in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, `were already resumed by <@${admin}>`);
    expectNoBlockKitFailures(stack);
  });

  it('needs the admin role; editors are told so and nothing changes', async () => {
    stack = await startTimedStack(movableClock());
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'pause all' });
    // "needs the admin role", in the editor's Romanian.
    await waitForEphemeralWith(stack, editor, channel, 'cere rolul de administrator');
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);
  });

  it('says in the admin’s language when nothing matches, and changes nothing', async () => {
    stack = await startTimedStack(movableClock());
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'language ro' });
    await waitForEphemeralWith(stack, admin, channel, 'română');
    // The seed has no event-card destination.
    await stack.driver.command({ user: admin, channel, text: 'pause all cards' });
    const told = await waitForEphemeralWith(
      stack,
      admin,
      channel,
      'Nicio destinație nu se potrivește cu `all cards`.',
    );
    expect(messageText(told)).toContain('Încearcă `/enlivy pause all`');
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);
  });

  it('pauses all webhooks for 1 h and resumes them together with one message', async () => {
    const clock = movableClock();
    stack = await startTimedStack(clock);
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'pause all webhooks for 1h' });
    const confirm = await waitForEphemeralWith(stack, admin, channel, 'Pause 1 destination');
    expect(messageText(confirm)).toContain('*Pause 1 destination* (every webhook) until <!date^');
    expect(messageText(confirm)).toContain('(for 1 hour), then resumed automatically?');
    expect(messageText(confirm)).not.toContain('`all webhooks`');
    expect(messageText(confirm)).not.toContain('Finance alerts');
    await stack.driver.click({ user: admin, actionId: 'pausing_bulk_confirm', in: { channel } });
    await waitForChannelMessage(stack, channel, `<@${admin}> paused 1 destination`);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(false);
    expect(destinationState(stack, SLACK)?.is_active).toBe(true);

    clock.advance(HOUR + 60_000);
    const done = await waitFor(
      () =>
        (stack as Stack).slack
          .messages(channel)
          .find((m) => messageText(m).includes('resumed automatically. Events')),
      { timeoutMs: 8_000 },
    );
    expect(messageText(done)).toContain(`Paused by <@${admin}> for 1 hour`);
    expect(destinationState(stack, WEBHOOK)?.is_active).toBe(true);
    expect(destinationState(stack, PAUSED)?.is_active).toBe(false);
  });

  it('asks a Romanian admin in Romanian words, never the command’s English', async () => {
    stack = await startTimedStack(movableClock());
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'language ro' });
    await waitForEphemeralWith(stack, admin, channel, 'română');
    await stack.driver.command({ user: admin, channel, text: 'pause all' });
    const all = await waitForEphemeralWith(stack, admin, channel, 'Suspenzi 2 destinații');
    expect(messageText(all)).toContain('*Suspenzi 2 destinații* până când cineva le reia?');
    expect(messageText(all)).not.toContain('all');
    await stack.driver.click({ user: admin, actionId: 'pausing_bulk_cancel', in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, 'Anulat: nu s-a suspendat nimic.');

    await stack.driver.command({ user: admin, channel, text: 'pause all webhooks for 90m' });
    const webhooks = await waitForEphemeralWith(stack, admin, channel, 'Suspenzi 1 destinație');
    // To one Romanian reader, the end is written out in Romanian, in her Slack time zone.
    expect(messageText(webhooks)).toMatch(
      /\*Suspenzi 1 destinație\* \(toate webhook-urile\) până la \d{1,2} [a-z]+\.? \d{4}, ora \d\d:\d\d /,
    );
    expect(messageText(webhooks)).not.toContain('<!date');
    expect(messageText(webhooks)).toContain(
      '(timp de 1 oră și 30 de minute), apoi reluate automat?',
    );
    expect(messageText(webhooks)).not.toContain('webhooks');
    expect(messageText(webhooks)).not.toContain('90m');
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);

    // The channel reads English; the admin gets her own copy of the receipt in Romanian.
    await stack.driver.click({ user: admin, actionId: 'pausing_bulk_confirm', in: { channel } });
    const receipt = await waitForChannelMessage(stack, channel, `<@${admin}> paused 1 destination`);
    expect(messageText(receipt)).toContain('(every webhook) until <!date^');
    expect(messageText(receipt)).toContain(
      '(for 1 hour and 30 minutes), then resumed automatically:',
    );
    const own = await waitForEphemeralWith(stack, admin, channel, 'a suspendat 1 destinație');
    expect(messageText(own)).toContain(
      `<@${admin}> a suspendat 1 destinație (toate webhook-urile) până la `,
    );
    expect(messageText(own)).toContain('(timp de 1 oră și 30 de minute), apoi reluate automat:');
    expect(messageText(own)).toContain(':white_check_mark: *Accounting sync*: suspendată');
    expect(messageText(own)).not.toContain('pausing_resume_batch');
  });

  it('all failing picks the destinations whose newest delivery failed; cancel changes nothing', async () => {
    stack = await startTimedStack(movableClock());
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'pause all failing' });
    const confirm = await waitForEphemeralWith(stack, admin, channel, 'Pause 1 destination');
    expect(messageText(confirm)).toContain('*Finance alerts*');
    expect(messageText(confirm)).not.toContain('Accounting sync');
    await stack.driver.click({ user: admin, actionId: 'pausing_bulk_cancel', in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, 'Cancelled: nothing was paused.');
    await stack.driver.command({ user: admin, channel, text: 'pause all slack, Accounting' });
    await waitForEphemeralWith(
      stack,
      admin,
      channel,
      'No destination is called or starts with “slack”',
    );
    await stack.driver.command({ user: admin, channel, text: 'pause all Old ERP hook' });
    await waitForEphemeralWith(stack, admin, channel, 'Nothing to pause');
    expect(simRequests(stack, 'PUT', '/event-destinations/')).toHaveLength(0);
  });
});
