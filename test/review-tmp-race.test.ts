import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from './fakes/service/index.js';
import { type Stack, startStack } from './integration/support/stack.js';
import { BLOCK, waitForModal, simRequests, waitForChannelMessage } from './integration/destination-forms/support.js';

const EDIT = 'destination_form_edit';
const CONFIRM = 'destination_form_edit_confirm';

describe('review: edit vs concurrent pause', () => {
  let stack: Stack;
  beforeEach(async () => { stack = await startStack(); });
  afterEach(async () => { await stack?.stop(); });

  it('edit re-activates a destination paused meanwhile by someone else', async () => {
    const { editor } = stack.users;
    const rec = stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: 'Team alerts',
      config: { channel: stack.channels.finance },
      organization_api_credential_id: SEED.credentials.slack,
      events: [{ event: 'invoice.created' }, { event: 'invoice.paid' }],
    });
    const id = rec.data.id;
    await stack.driver.command({ user: editor, channel: stack.channels.general, text: `edit ${id}` });
    await waitForModal(stack, editor, 'Include related data', EDIT);
    // someone else pauses it meanwhile
    const admin = stack.users.admin ?? editor;
    await stack.driver.command({ user: admin, channel: stack.channels.finance, text: `pause ${id}` });
    await waitForChannelMessage(stack, stack.channels.finance, 'paused');
    expect(stack.sim.state.destinations.get(id)?.data.is_active).toBe(false);
    // editor adds one event
    await stack.driver.submit({ user: editor, values: { [BLOCK.events]: ['invoice.created', 'invoice.paid', 'proposal.accepted'] } });
    await waitForModal(stack, editor, 'Adding', CONFIRM);
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Team alerts*');
    const put = simRequests(stack, 'PUT', id).at(-1);
    console.log('PUT bodies', JSON.stringify(simRequests(stack, 'PUT', id).map((r) => r.body)));
    expect(stack.sim.state.destinations.get(id)?.data.is_active).toBe(false);
  });
});
