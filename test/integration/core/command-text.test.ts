import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeTypedText } from '../../fakes/slack/driver-build.js';
import { destinationState, simRequests, waitForChannelMessage } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';

describe('command text as Slack sends it (& < > escaped)', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('the driver escapes typed text the way Slack does and keeps Slack’s own mentions', () => {
    expect(escapeTypedText('pause R&D <alerts> for <@U1|ana> in <#C1|finance>')).toBe(
      'pause R&amp;D &lt;alerts&gt; for <@U1|ana> in <#C1|finance>',
    );
  });

  it('`pause R&D alerts` finds the destination named "R&D alerts"', async () => {
    const created = stack.sim.state.addDestination({
      organization_id: 'org_demo',
      type: 'webhook',
      name: 'R&D alerts',
      destination_url: 'https://example.com/rd',
      events: [{ event: 'invoice.paid', includes: null, config: null }],
    });
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'pause R&D alerts' });
    await waitForChannelMessage(stack, channel, 'paused *R&amp;D alerts*');
    expect(destinationState(stack, created.data.id)?.is_active).toBe(false);
  });

  it('`search AT&T` sends Enlivy the text as typed', async () => {
    const { viewer } = stack.users;
    await stack.driver.command({
      user: viewer,
      channel: stack.channels.general,
      text: 'search AT&T <Inc>',
    });
    await expect
      .poll(() => simRequests(stack, 'GET', '/search').at(-1)?.query.q)
      .toBe('AT&T <Inc>');
  });
});
