import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationIds,
  destinationNamed,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  inputElement,
  modalText,
  simRequests,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';

async function openForm(stack: Stack): Promise<void> {
  await stack.driver.command({
    user: stack.users.editor,
    channel: stack.channels.finance,
    text: 'subscribe',
  });
  await waitForModal(stack, stack.users.editor, 'Include related data', SUBSCRIBE);
}

/** The warning note rendered right after an input block (Enlivy's answers come after the ack). */
function noteUnder(stack: Stack, blockId: string): string {
  const blocks = stack.slack.topView(stack.users.editor)?.blocks ?? [];
  const at = blocks.findIndex((b) => (b as { block_id?: string }).block_id === blockId);
  const next = blocks[at + 1] as { type?: string } | undefined;
  return next?.type === 'context' ? JSON.stringify(next) : '';
}

describe('destination form errors', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('answers our own checks next to the fields, before anything is sent', async () => {
    const { editor } = stack.users;
    await openForm(stack);
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: '   ',
        [BLOCK.events]: ['invoice.paid'],
        [BLOCK.otherEvents]: 'invoice paid!, Invoice.Sent',
        [BLOCK.message]: 'x'.repeat(2001),
      },
    });
    expect(submitted.outcome).toBe('errors');
    const errors = stack.slack.topView(editor)?.errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      [BLOCK.name, BLOCK.otherEvents, BLOCK.message].sort(),
    );
    expect(errors[BLOCK.name]).toContain('name');
    expect(errors[BLOCK.otherEvents]).toContain('paid!');
    expect(errors[BLOCK.otherEvents]).not.toContain('Invoice.Sent');
    expect(errors[BLOCK.message]).toContain('2,000');

    // Events are required: Slack itself does not submit the form without one.
    await expect(
      stack.driver.submit({ user: editor, values: { [BLOCK.name]: 'Alerts', [BLOCK.events]: [] } }),
    ).rejects.toThrow(/is required/);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(0);
    expectNoBlockKitFailures(stack);
  });

  it("shows Enlivy's 422 field messages next to the inputs, with the values kept", async () => {
    const { editor } = stack.users;
    await openForm(stack);
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'Helpdesk',
        [BLOCK.events]: ['invoice.paid'],
        [BLOCK.otherEvents]: 'helpdesk.conversation_assigned',
        [BLOCK.message]: 'Assigned {{id}}',
      },
    });
    expect(submitted.outcome).toBe('updated');
    const form = await waitForModal(stack, editor, 'Enlivy refused some fields', SUBSCRIBE);
    expect(noteUnder(stack, BLOCK.otherEvents)).toContain(
      'helpdesk.conversation_assigned: The selected events.1.event is invalid.',
    );
    expect(noteUnder(stack, BLOCK.events)).toBe('');
    expect(modalText(stack, editor)).toMatch(/ref `E-[0-9A-Z]{6}`/);
    expect(inputElement(form, BLOCK.name).initial_value).toBe('Helpdesk');
    expect(inputElement(form, BLOCK.otherEvents).initial_value).toBe(
      'helpdesk.conversation_assigned',
    );
    expect(inputElement(form, BLOCK.message).initial_value).toBe('Assigned {{id}}');
    expect(destinationNamed(stack, 'Helpdesk')).toBeUndefined();

    // Fixed and sent again from the same modal.
    const again = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.otherEvents]: '' },
    });
    expect(again.outcome).toBe('updated');
    await waitForModal(stack, editor, 'now posts 1 event to');
    expect(destinationNamed(stack, 'Helpdesk')).toBeDefined();
    expectNoBlockKitFailures(stack);
  });

  it('says plainly when the organization is at its 25-destination limit', async () => {
    const { editor } = stack.users;
    const existing = stack.sim.state.organizationDestinations(SEED.organizations.demo).length;
    for (let i = existing; i < 25; i++) {
      stack.sim.state.addDestination({
        organization_id: SEED.organizations.demo,
        type: 'webhook',
        name: `Filler ${i}`,
        destination_url: 'https://hooks.example.test/filler',
      });
    }
    const before = destinationIds(stack);
    await openForm(stack);
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: 'One more', [BLOCK.events]: ['invoice.paid'] },
    });
    await waitForModal(
      stack,
      editor,
      'This organization already has 25 destinations, the limit for one paid pack',
      SUBSCRIBE,
    );
    expect(destinationIds(stack)).toEqual(before);
    expectNoBlockKitFailures(stack);
  });

  it('says that sending events requires a paid pack when Enlivy refuses for that reason', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    await openForm(stack);
    stack.sim.injectFault({
      kind: 'status',
      status: 403,
      method: 'POST',
      path: '/event-destinations',
      body: { message: 'Sending events requires a paid pack.' },
    });
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: 'Paid', [BLOCK.events]: ['invoice.paid'] },
    });
    await waitForModal(stack, editor, 'Sending events requires a paid pack', SUBSCRIBE);
    expect(destinationIds(stack)).toEqual(before);
    expectNoBlockKitFailures(stack);
  });

  it('org_free: no Slack credential says how to add one; once added, a test says a pack is needed', async () => {
    const { editor } = stack.users;
    const connection = await stack.stores.connections.get(stack.workspace);
    if (connection === undefined) throw new Error('the stack should be connected');
    await stack.stores.connections.save(stack.workspace, {
      ...connection,
      organizationId: SEED.organizations.free,
      organizationName: SEED.organizationNames.free,
    });
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    const notice = await waitForModal(stack, editor, 'has no Slack credential in Enlivy');
    expect(notice.submit ?? undefined).toBeUndefined();
    expect(modalText(stack, editor)).toContain('Settings → Integrations → Slack');

    stack.sim.setSlackCredentialToken(SEED.organizations.free, stack.botToken);
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.paid'] },
    });
    await waitForModal(stack, editor, 'now posts 1 event to');
    const created = destinationNamed(stack, '#finance alerts', SEED.organizations.free);
    expect(created).toBeDefined();
    // The card with its Send test button is posted after the modal shows success.
    await waitFor(
      () =>
        stack.slack
          .ephemerals(editor, stack.channels.finance)
          .some((m) => JSON.stringify(m.blocks ?? []).includes('destination_test')),
      { message: 'the created card with Send test' },
    );
    await stack.driver.click({
      user: editor,
      actionId: 'destination_test',
      value: created?.data.id ?? '',
      in: { channel: stack.channels.finance },
    });
    await waitFor(
      () =>
        stack.slack
          .ephemerals(editor, stack.channels.finance)
          .some((m) => /requires a paid Enlivy pack/.test(JSON.stringify(m))),
      { message: 'the paid-pack refusal of the test' },
    );
    expect(simRequests(stack, 'POST', `${created?.data.id}/test`)[0]?.status).toBe(403);
    expectNoBlockKitFailures(stack);
  });
});
