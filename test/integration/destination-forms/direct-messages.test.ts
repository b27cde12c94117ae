import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';
import { destinationIds, messageText, simRequests, waitForEphemeral } from './support.js';

describe('subscribe from a direct message', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('says Enlivy posts to channels, without asking Slack about the DM (no im:read)', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    const dm = stack.slack.dmChannelId(editor);
    await stack.driver.command({ user: editor, channel: dm, text: 'subscribe invoice.paid' });
    // The editor's Slack locale is ro-RO.
    const reply = await waitForEphemeral(stack, editor, 'nu în mesaje directe sau de grup', dm);
    expect(messageText(reply)).toContain('`/enlivy subscribe invoice.paid #finance`');
    expect(messageText(reply)).not.toContain('Something went wrong');
    expect(stack.slack.callsTo('conversations.info').filter((c) => c.args.channel === dm)).toEqual(
      [],
    );
    expect(destinationIds(stack)).toEqual(before);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(0);
  });
});
