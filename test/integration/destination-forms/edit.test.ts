import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../../src/features/destinations/form-values.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  inputElement,
  modalText,
  simRequests,
  subscriptionsOf,
  waitForChannelMessage,
  waitForModal,
} from './support.js';

const EDIT = 'destination_form_edit';
const CONFIRM = 'destination_form_edit_confirm';

/** A Slack destination in #finance whose subscriptions each carry their own includes and message. */
function addTeamAlerts(stack: Stack): string {
  const record = stack.sim.state.addDestination({
    organization_id: SEED.organizations.demo,
    type: 'slack',
    name: 'Team alerts',
    config: { channel: stack.channels.finance },
    organization_api_credential_id: SEED.credentials.slack,
    events: [
      {
        event: 'invoice.created',
        includes: ['line_items', 'taxes'],
        config: { message: 'New invoice {{number}}' },
      },
      { event: 'invoice.paid', includes: ['line_items'], config: { message: 'Paid {{number}}' } },
      { event: 'contract.updated', includes: ['parties'] },
      { event: 'receipt.created' },
    ],
  });
  return record.data.id;
}

function stored(stack: Stack, id: string) {
  return subscriptionsOf(stack, id).map((s) => ({
    event: s.event,
    includes: s.includes,
    config: s.config,
  }));
}

/** Runs the edit command as `user` in `channel` and waits for the prefilled form. */
async function openEditForm(
  stack: Stack,
  user: string,
  channel: string,
  text: string,
): Promise<void> {
  await stack.driver.command({ user, channel, text });
  await waitForModal(stack, user, 'Include related data', EDIT);
}

describe('/enlivy edit', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('adds one event and removes one after showing the change; untouched subscriptions keep includes and message', async () => {
    const { editor } = stack.users;
    const id = addTeamAlerts(stack);
    const before = stored(stack, id);
    await stack.driver.command({
      user: editor,
      channel: stack.channels.general,
      text: 'edit "team alerts"',
    });
    const form = await waitForModal(stack, editor, 'Include related data', EDIT);
    expect(inputElement(form, BLOCK.name).initial_value).toBe('Team alerts');
    expect(
      (inputElement(form, BLOCK.events).initial_options as { value: string }[]).map((o) => o.value),
    ).toEqual(['invoice.created', 'invoice.paid', 'contract.updated', 'receipt.created']);
    expect(
      (inputElement(form, BLOCK.includes).initial_options as { value: string }[]).map(
        (o) => o.value,
      ),
    ).toEqual(['invoice:line_items', 'invoice:taxes', 'contract:parties']);
    expect(inputElement(form, BLOCK.message).initial_value).toBeUndefined();
    expect(modalText(stack, editor)).toContain('different templates');
    expect(modalText(stack, editor)).toContain(`<#${stack.channels.finance}>`);

    const reviewed = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.events]: ['invoice.created', 'invoice.paid', 'receipt.created', 'proposal.accepted'],
      },
    });
    expect(reviewed.outcome).toBe('updated');
    const review = await waitForModal(stack, editor, 'Adding', CONFIRM);
    const text = JSON.stringify(review.blocks);
    expect(text).toContain('*Adding:* `proposal.accepted`');
    expect(text).toContain('*Removing:* `contract.updated`');
    expect(text).toContain('*Unchanged:* 3');
    expect(simRequests(stack, 'PUT', id)).toHaveLength(0);

    const saved = await stack.driver.submit({ user: editor });
    expect(saved.outcome).toBe('updated');
    await waitForModal(stack, editor, 'Saved *Team alerts*');
    expect(simRequests(stack, 'PUT', id)).toHaveLength(1);
    expect(stored(stack, id)).toEqual([
      before[0],
      before[1],
      before[3],
      { event: 'proposal.accepted', includes: null, config: null },
    ]);
    expect(before[0]).toEqual({
      event: 'invoice.created',
      includes: ['line_items', 'taxes'],
      config: { message: 'New invoice {{number}}' },
    });
    await waitForChannelMessage(
      stack,
      stack.channels.general,
      `<@${editor}> edited *Team alerts*: +1 event, −1 event`,
    );
    expectNoBlockKitFailures(stack);
  });

  it('says so when nothing changed, and sends nothing', async () => {
    const { editor } = stack.users;
    const id = addTeamAlerts(stack);
    await openEditForm(stack, editor, stack.channels.general, `edit ${id}`);
    const submitted = await stack.driver.submit({ user: editor });
    expect(submitted.outcome).toBe('updated');
    expect(modalText(stack, editor)).toContain('Nothing changed');
    expect(simRequests(stack, 'PUT', id)).toHaveLength(0);
  });

  it('saves a rename, a pause and a new template at once, keeping includes as they were', async () => {
    const { editor } = stack.users;
    const id = addTeamAlerts(stack);
    await openEditForm(stack, editor, stack.channels.finance, 'edit team');
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'Team money alerts',
        [BLOCK.message]: '{{event}}: {{number}}',
        [BLOCK.active]: [],
      },
    });
    expect(submitted.outcome).toBe('updated');
    await waitForModal(stack, editor, 'Saved *Team money alerts*');
    const destination = stack.sim.state.destinations.get(id)?.data;
    expect(destination).toMatchObject({ name: 'Team money alerts', is_active: false });
    expect(stored(stack, id)).toEqual([
      {
        event: 'invoice.created',
        includes: ['line_items', 'taxes'],
        config: { message: '{{event}}: {{number}}' },
      },
      {
        event: 'invoice.paid',
        includes: ['line_items'],
        config: { message: '{{event}}: {{number}}' },
      },
      {
        event: 'contract.updated',
        includes: ['parties'],
        config: { message: '{{event}}: {{number}}' },
      },
      { event: 'receipt.created', includes: null, config: { message: '{{event}}: {{number}}' } },
    ]);
    await waitForChannelMessage(stack, stack.channels.finance, 'renamed from Team alerts, paused');
    expectNoBlockKitFailures(stack);
  });

  it('keeps a subscription someone added while the form was open', async () => {
    const { editor } = stack.users;
    const id = addTeamAlerts(stack);
    await openEditForm(stack, editor, stack.channels.general, `edit ${id}`);
    const record = stack.sim.state.destinations.get(id);
    if (record === undefined) throw new Error('missing destination');
    stack.sim.state.addSubscription(record, {
      event: 'payslip.created',
      includes: ['sender_user'],
    });

    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.created', 'invoice.paid', 'contract.updated'] },
    });
    await waitForModal(stack, editor, '*Removing:* `receipt.created`', CONFIRM);
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Team alerts*');
    expect(stored(stack, id).map((s) => [s.event, s.includes])).toEqual([
      ['invoice.created', ['line_items', 'taxes']],
      ['invoice.paid', ['line_items']],
      ['contract.updated', ['parties']],
      ['payslip.created', ['sender_user']],
    ]);
  });

  it("shows Enlivy's refusal of an added event under its field, and changes nothing", async () => {
    const { editor } = stack.users;
    const id = addTeamAlerts(stack);
    const before = stored(stack, id);
    await openEditForm(stack, editor, stack.channels.general, `edit ${id}`);
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.otherEvents]: 'helpdesk.conversation_assigned' },
    });
    await waitForModal(stack, editor, '*Adding:* `helpdesk.conversation_assigned`', CONFIRM);
    await stack.driver.submit({ user: editor });
    const form = await waitForModal(stack, editor, 'Nothing was changed', EDIT);
    const blocks = form.blocks as { block_id?: string; type: string }[];
    const at = blocks.findIndex((b) => b.block_id === BLOCK.otherEvents);
    expect(blocks[at + 1]?.type).toBe('context');
    expect(JSON.stringify(blocks[at + 1])).toContain(
      'helpdesk.conversation_assigned: The selected events.4.event is invalid.',
    );
    expect(inputElement(form, BLOCK.otherEvents).initial_value).toBe(
      'helpdesk.conversation_assigned',
    );
    expect(stored(stack, id)).toEqual(before);
    expectNoBlockKitFailures(stack);
  });

  it('goes back from the review to the form with the submitted values', async () => {
    const { editor } = stack.users;
    addTeamAlerts(stack);
    await openEditForm(stack, editor, stack.channels.finance, 'edit team');
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.paid'], [BLOCK.name]: 'Only paid' },
    });
    await waitForModal(stack, editor, 'Removing', CONFIRM);
    await stack.driver.click({ user: editor, actionId: 'destination_form_edit_back' });
    const form = await waitForModal(stack, editor, 'Include related data', EDIT);
    expect(inputElement(form, BLOCK.name).initial_value).toBe('Only paid');
    expect(inputElement(form, BLOCK.events).initial_options).toEqual([
      { text: { type: 'plain_text', text: 'invoice.paid' }, value: 'invoice.paid' },
    ]);
    expectNoBlockKitFailures(stack);
  });

  it('keeps long templates through a draft in the store when they do not fit private_metadata', async () => {
    const { editor } = stack.users;
    const long = (n: number) => `Invoice {{number}} ${'·'.repeat(1500)} #${n}`;
    const record = stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: 'Verbose',
      config: { channel: stack.channels.finance },
      events: ['invoice.created', 'invoice.paid', 'invoice.updated'].map((event, n) => ({
        event,
        config: { message: long(n) },
      })),
    });
    await stack.driver.command({
      user: editor,
      channel: stack.channels.general,
      text: 'edit verbose',
    });
    const form = await waitForModal(stack, editor, 'Include related data', EDIT);
    expect(form.private_metadata.length).toBeLessThanOrEqual(3000);
    expect(JSON.parse(form.private_metadata)).toHaveProperty('draft');
    expect(stack.rawStoreText()).toContain('#2');

    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.created', 'invoice.paid', 'invoice.deleted'] },
    });
    await waitForModal(stack, editor, '*Removing:* `invoice.updated`', CONFIRM);
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Verbose*');
    expect(stored(stack, record.data.id)).toEqual([
      { event: 'invoice.created', includes: null, config: { message: long(0) } },
      { event: 'invoice.paid', includes: null, config: { message: long(1) } },
      { event: 'invoice.deleted', includes: null, config: null },
    ]);
    expectNoBlockKitFailures(stack);
  });

  it('edits a webhook: URL and events, never showing its secret', async () => {
    const { editor } = stack.users;
    const id = SEED.destinations.webhook;
    await stack.driver.command({
      user: editor,
      channel: stack.channels.general,
      text: 'edit accounting',
    });
    const form = await waitForModal(stack, editor, 'Include related data', EDIT);
    expect(inputElement(form, BLOCK.url).initial_value).toBe(SEED.webhookUrl);
    expect(modalText(stack, editor)).not.toContain(SEED.webhookSigningSecret);
    await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.url]: 'https://hooks.example.test/v2',
        [BLOCK.otherEvents]: 'receipt.created',
      },
    });
    await waitForModal(stack, editor, '*Adding:* `receipt.created`', CONFIRM);
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Accounting sync*');
    expect(stack.sim.state.destinations.get(id)?.data.destination_url).toBe(
      'https://hooks.example.test/v2',
    );
    expect(stored(stack, id).map((s) => [s.event, s.includes])).toEqual([
      ['invoice.created', ['line_items', 'taxes']],
      ['invoice.paid', null],
      ['contract.updated', null],
      ['receipt.created', null],
    ]);
    expectNoBlockKitFailures(stack);
  });

  it('keeps a pause and a rename made by someone else while the form was open', async () => {
    const { editor, admin } = stack.users;
    const id = addTeamAlerts(stack);
    await openEditForm(stack, editor, stack.channels.general, `edit ${id}`);
    // Meanwhile an admin pauses it from Slack and someone renames it in Enlivy.
    await stack.driver.command({
      user: admin,
      channel: stack.channels.general,
      text: `pause ${id}`,
    });
    await waitFor(
      () => stack.sim.state.destinations.get(id)?.data.is_active === false || undefined,
      {
        message: 'the pause to reach Enlivy',
        timeoutMs: 8000,
      },
    );
    const record = stack.sim.state.destinations.get(id);
    if (record === undefined) throw new Error('missing destination');
    record.data.name = 'Team alerts (AR)';

    await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.events]: [
          'invoice.created',
          'invoice.paid',
          'contract.updated',
          'receipt.created',
          'proposal.accepted',
        ],
      },
    });
    await waitForModal(stack, editor, '*Adding:* `proposal.accepted`', CONFIRM);
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Team alerts (AR)*');

    // The pause, then the edit.
    const puts = simRequests(stack, 'PUT', id);
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).not.toHaveProperty('is_active');
    expect(puts[1]?.body).not.toHaveProperty('name');
    expect(puts[1]?.body).not.toHaveProperty('destination_url');
    expect(stack.sim.state.destinations.get(id)?.data).toMatchObject({
      name: 'Team alerts (AR)',
      is_active: false,
    });
    expect(stored(stack, id).map((s) => s.event)).toEqual([
      'invoice.created',
      'invoice.paid',
      'contract.updated',
      'receipt.created',
      'proposal.accepted',
    ]);
    const receipt = await waitForChannelMessage(
      stack,
      stack.channels.general,
      `<@${editor}> edited *Team alerts (AR)*: +1 event`,
    );
    expect(receipt.text).not.toContain('resumed');
    expectNoBlockKitFailures(stack);
  });

  it('without NAME, edits the destination of the channel it is typed in, even one configured as #name', async () => {
    const { editor } = stack.users;
    await stack.driver.command({ user: editor, channel: stack.channels.finance, text: 'edit' });
    const form = await waitForModal(stack, editor, 'Include related data', EDIT);
    expect(inputElement(form, BLOCK.name).initial_value).toBe('Finance alerts');
    expect(JSON.parse(form.private_metadata)).toMatchObject({ id: SEED.destinations.slack });
    expectNoBlockKitFailures(stack);
  });

  it('does not hold an untouched template Enlivy already keeps to the limit for new text', async () => {
    const { editor } = stack.users;
    const template = `Invoice {{number}} ${'x'.repeat(2480)}`;
    expect(template.length).toBeGreaterThan(MAX_MESSAGE_LENGTH);
    const record = stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: 'Long template',
      config: { channel: stack.channels.finance },
      events: [{ event: 'invoice.paid', config: { message: template } }],
    });
    const id = record.data.id;
    const open = async () => {
      await stack.driver.command({
        user: editor,
        channel: stack.channels.general,
        text: `edit ${id}`,
      });
      return waitForModal(stack, editor, 'Include related data', EDIT);
    };
    const form = await open();
    expect(inputElement(form, BLOCK.message).initial_value).toBe(template);

    // A rename only: our check lets it through and Enlivy gets the template back unchanged
    // (whether Enlivy takes it again is Enlivy's call; its answer is shown like any other).
    const renamed = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: 'Long template (AR)' },
    });
    expect(renamed.outcome).toBe('updated');
    const put = await waitFor(() => simRequests(stack, 'PUT', id)[0], {
      message: 'the PUT',
      timeoutMs: 8000,
    });
    expect(put.body).toMatchObject({
      name: 'Long template (AR)',
      events: [{ event: 'invoice.paid', config: { message: template } }],
    });
    await waitFor(() => !modalText(stack, editor).includes('Saving') || undefined, {
      message: 'the save to finish',
      timeoutMs: 8000,
    });

    // A template the user changes still has to fit.
    await stack.driver.closeView({ user: editor });
    await open();
    const changed = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.message]: `${template}!` },
    });
    expect(changed.outcome).toBe('errors');
    expect(stack.slack.topView(editor)?.errors?.[BLOCK.message]).toContain(
      `At most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters`,
    );
    expect(simRequests(stack, 'PUT', id)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });
});
