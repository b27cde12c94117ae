import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectNoBlockKitFailures, messageText, waitForEphemeralWith } from './support.js';

describe('a Slack-type test that Slack refuses', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('channel_not_found: says to invite Enlivy’s Slack app or check the credential’s workspace', async () => {
    stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: 'Leadership feed',
      config: { channel: stack.channels.private },
      organization_api_credential_id: SEED.credentials.slack,
      events: [{ event: 'invoice.paid' }],
    });
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'test Leadership feed' });
    // The editor's Slack locale is ro-RO: the outcome and the hint are in Romanian.
    const done = await waitForEphemeralWith(stack, editor, channel, 'a eșuat', 10_000);
    const text = messageText(done);
    expect(text).toContain('channel_not_found');
    expect(text).toContain('aplicația Slack a Enlivy');
    expect(text).toContain('alt workspace Slack');
    expectNoBlockKitFailures(stack);
  });
});
