import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  cardButtons,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const { webhook: WEBHOOK } = SEED.destinations;

describe('deleting a destination', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('asks first, deletes only on confirm, says who did it, forgets the note, and Enlivy then answers 404', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.stores.notes.save(stack.workspace, WEBHOOK, {
      createdBy: admin,
      createdAt: new Date().toISOString(),
    });
    await stack.driver.command({ user: admin, channel, text: 'delete "Accounting sync"' });
    const confirm = await waitForEphemeralWith(
      stack,
      admin,
      channel,
      'Delete Accounting sync (3 events)?',
    );
    expect(messageText(confirm)).toContain('"style":"danger"');
    // One confirmation: this message, no dialog on top of its button.
    expect(messageText(confirm)).not.toContain('"confirm":{');
    expect(messageText(confirm)).toContain('Pausing it instead keeps its settings');
    expect(simRequests(stack, 'DELETE', WEBHOOK)).toHaveLength(0);

    await stack.driver.click({
      user: admin,
      actionId: 'destination_delete_confirm',
      value: WEBHOOK,
      in: { channel },
    });
    await waitForChannelMessage(
      stack,
      channel,
      `:wastebasket: *Accounting sync* was deleted by <@${admin}>`,
    );
    const replaced = await waitForEphemeralWith(stack, admin, channel, 'was deleted by');
    expect(replaced.ts).toBe(confirm.ts);
    expect(simRequests(stack, 'DELETE', WEBHOOK)).toHaveLength(1);
    expect(await stack.stores.notes.get(stack.workspace, WEBHOOK)).toBeUndefined();
    const after = await fetch(
      `${stack.sim.url}/organizations/${SEED.organizations.demo}/event-destinations/${WEBHOOK}`,
      {
        headers: { authorization: `Bearer ${SEED.apiToken}`, accept: 'application/json' },
      },
    );
    expect(after.status).toBe(404);
    expectNoBlockKitFailures(stack);
  });

  it('Cancel sends nothing to Enlivy', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: `delete ${WEBHOOK}` });
    await waitForEphemeralWith(stack, admin, channel, 'Delete Accounting sync');
    const before = stack.sim.requests.length;
    await stack.driver.click({
      user: admin,
      actionId: 'destination_delete_cancel',
      in: { channel },
    });
    await waitForEphemeralWith(stack, admin, channel, 'Nothing was deleted.');
    expect(stack.sim.requests.length).toBe(before);
    expect(stack.sim.state.destinations.get(WEBHOOK)?.data.deleted_at).toBeNull();
    expectNoBlockKitFailures(stack);
  });

  it('the card Delete button asks too; editors and viewers can neither see it nor use it', async () => {
    const { admin, editor, viewer } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'list all' });
    await waitForEphemeralWith(stack, admin, channel, 'All event destinations');
    await stack.driver.click({
      user: admin,
      actionId: 'destination_delete',
      value: WEBHOOK,
      in: { channel },
    });
    await waitForEphemeralWith(stack, admin, channel, 'Delete Accounting sync (3 events)?');
    expect(simRequests(stack, 'DELETE', WEBHOOK)).toHaveLength(0);

    await stack.driver.command({ user: editor, channel, text: 'list all' });
    // The editor's Slack locale is ro-RO.
    const list = await waitForEphemeralWith(stack, editor, channel, 'Toate destinațiile');
    expect(cardButtons(list, WEBHOOK)).not.toContain('destination_delete');
    for (const user of [editor, viewer]) {
      await stack.driver.command({ user, channel, text: 'delete "Accounting sync"' });
      // The editor reads Romanian (Slack locale ro-RO), the viewer English.
      const says = user === editor ? 'cere rolul de administrator' : 'needs the admin role';
      await waitForEphemeralWith(stack, user, channel, says);
    }
    expect(simRequests(stack, 'DELETE', WEBHOOK)).toHaveLength(0);
    expect(stack.sim.state.destinations.get(WEBHOOK)?.data.deleted_at).toBeNull();
    expectNoBlockKitFailures(stack);
  });
});
