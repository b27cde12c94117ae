import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  destinationIds,
  destinationNamed,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeral,
} from './support.js';

describe('/enlivy subscribe EVENT… from the command line', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('twice in one channel: the second shows the existing card instead of a silent duplicate', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'subscribe proposal.sent' });
    await waitForChannelMessage(stack, channel, 'subscribed');
    const before = destinationIds(stack);
    await stack.driver.command({ user: editor, channel, text: 'subscribe proposal.sent' });
    const reply = await waitForEphemeral(stack, editor, 'already gets this event', channel);
    expect(messageText(reply)).toContain('#general — proposal.sent');
    expect(messageText(reply)).not.toContain('Send a test event to check it works');
    expect(destinationIds(stack)).toEqual(before);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(1);
    // The seeded #finance destination already posts invoice.paid and invoice.created.
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe invoice.created invoice.paid',
    });
    await waitForEphemeral(stack, editor, 'already gets these events', stack.channels.finance);
    expectNoBlockKitFailures(stack);
  });

  it('other events in the same channel get a unique generated name', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: '#general — proposal.viewed',
      config: { channel: 'C0SOMEWHERE' },
      organization_api_credential_id: SEED.credentials.slack,
      events: [{ event: 'proposal.accepted' }],
    });
    await stack.driver.command({ user: editor, channel, text: 'subscribe proposal.viewed' });
    await waitForChannelMessage(stack, channel, 'subscribed');
    expect(destinationNamed(stack, '#general — proposal.viewed (2)')).toBeDefined();
  });

  it('a #name Slack did not link is named, not taken for an event', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    const before = destinationIds(stack);
    await stack.driver.command({
      user: editor,
      channel,
      text: 'subscribe invoice.paid #other-channel',
    });
    const reply = await waitForEphemeral(stack, editor, 'is not a channel Slack linked', channel);
    expect(messageText(reply)).toContain('`#other-channel`');
    expect(messageText(reply)).not.toContain('Unknown events');
    expect(destinationIds(stack)).toEqual(before);
  });
});
