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
  messageText,
  simRequests,
  subscriptionsOf,
  viewText,
  waitForChannelMessage,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';

describe('/enlivy subscribe', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('creates a Slack destination for the channel through the form, then a test arrives there', async () => {
    const { editor } = stack.users;
    const finance = stack.channels.finance;
    const command = await stack.driver.command({
      user: editor,
      channel: finance,
      text: 'subscribe',
    });
    expect(command.latencyMs).toBeLessThan(3000);
    const form = await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);

    // The modal was open (loading) before Enlivy was asked for the credentials.
    const [opened] = stack.slack.callsTo('views.open');
    const [credentialsRead] = simRequests(stack, 'GET', '/api-credentials');
    expect(JSON.stringify(opened?.args.view)).toContain('Loading');
    expect(opened?.at).toBeLessThanOrEqual(credentialsRead?.receivedAt ?? 0);

    expect(inputElement(form, BLOCK.name).initial_value).toBe('#finance alerts');
    expect(inputElement(form, BLOCK.channel).initial_conversation).toBe(finance);
    expect(inputElement(form, BLOCK.channel).filter).toEqual({
      include: ['public', 'private'],
      exclude_bot_users: true,
    });
    const credential = inputElement(form, BLOCK.credential);
    expect((credential.initial_option as { value: string }).value).toBe(SEED.credentials.slack);
    expect(JSON.stringify(credential.options)).not.toContain(SEED.credentials.stripe);
    const groups = inputElement(form, BLOCK.events).option_groups as { options: unknown[] }[];
    expect(groups.flatMap((g) => g.options)).toHaveLength(77);

    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.events]: ['invoice.paid', 'invoice.created', 'contract.updated'],
        [BLOCK.includes]: ['invoice:line_items', 'receipt:taxes'],
        [BLOCK.message]: 'Invoice {{number}}: {{total}} {{currency}} ({{status}})',
      },
    });
    expect(submitted.outcome).toBe('updated');
    expect(submitted.latencyMs).toBeLessThan(3000);
    await waitForModal(stack, editor, 'now posts 3 events to');

    const created = destinationNamed(stack, '#finance alerts');
    expect(created?.data).toMatchObject({
      type: 'slack',
      is_active: true,
      config: { channel: finance },
      organization_api_credential_id: SEED.credentials.slack,
    });
    const id = created?.data.id ?? '';
    expect(subscriptionsOf(stack, id).map((s) => [s.event, s.includes, s.config])).toEqual([
      [
        'invoice.paid',
        ['line_items'],
        { message: 'Invoice {{number}}: {{total}} {{currency}} ({{status}})' },
      ],
      [
        'invoice.created',
        ['line_items'],
        { message: 'Invoice {{number}}: {{total}} {{currency}} ({{status}})' },
      ],
      [
        'contract.updated',
        null,
        { message: 'Invoice {{number}}: {{total}} {{currency}} ({{status}})' },
      ],
    ]);

    const card = await waitForEphemeral(stack, editor, '#finance alerts', finance);
    expect(messageText(card)).toContain('destination_test');
    await waitForChannelMessage(
      stack,
      finance,
      `<@${editor}> subscribed <#${finance}> to 3 events`,
    );
    const note = await stack.stores.notes.get(stack.workspace, id);
    expect(note).toMatchObject({ channelId: finance, createdBy: editor });

    // The card's Send test button fires a real test through Enlivy to the channel.
    await stack.driver.click({
      user: editor,
      actionId: 'destination_test',
      value: id,
      in: { channel: finance },
    });
    await waitFor(() => simRequests(stack, 'POST', `${id}/test`).length === 1);
    await stack.sim.settle();
    await waitForChannelMessage(
      stack,
      finance,
      'Test event from Enlivy for destination "#finance alerts"',
    );

    // A real event is posted with the template, to the channel id.
    stack.sim.emitEvent('org_demo', 'invoice.paid', {
      number: 'INV-2026-0042',
      total: 99,
      currency: 'EUR',
      status: 'paid',
    });
    await stack.sim.settle();
    await waitForChannelMessage(stack, finance, 'Invoice INV-2026-0042: 99 EUR (paid)');
    expectNoBlockKitFailures(stack);
  });

  it('previews the template for the first selected event and keeps what was entered', async () => {
    const { editor } = stack.users;
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
    await stack.driver.click({
      user: editor,
      actionId: 'destination_form_preview',
      values: {
        [BLOCK.name]: 'Paid invoices',
        [BLOCK.events]: ['invoice.paid'],
        [BLOCK.message]: 'Paid: {{number}} {{total}} {{currency}} {{nope}}',
      },
    });
    const view = await waitForModal(stack, editor, 'with sample data', SUBSCRIBE);
    expect(viewText(view)).toContain('Paid: INV-0001 1250 EUR');
    expect(viewText(view)).toContain('{{nope}}');
    expect(inputElement(view, BLOCK.name).initial_value).toBe('Paid invoices');
    expect(inputElement(view, BLOCK.message).initial_value).toBe(
      'Paid: {{number}} {{total}} {{currency}} {{nope}}',
    );
    expect(inputElement(view, BLOCK.events).initial_options).toEqual([
      { text: { type: 'plain_text', text: 'invoice.paid' }, value: 'invoice.paid' },
    ]);
    expect((inputElement(view, BLOCK.credential).initial_option as { value: string }).value).toBe(
      SEED.credentials.slack,
    );
    const submitted = await stack.driver.submit({ user: editor });
    expect(submitted.outcome).toBe('updated');
    await waitForModal(stack, editor, 'now posts 1 event to');
    expect(destinationNamed(stack, 'Paid invoices')).toBeDefined();
    expectNoBlockKitFailures(stack);
  });

  it('creates at once from the command line, with the card and a public receipt', async () => {
    const { editor } = stack.users;
    const finance = stack.channels.finance;
    await stack.driver.command({
      user: editor,
      channel: stack.channels.general,
      text: `subscribe invoice.paid contract.updated <#${finance}|finance>`,
    });
    await waitForChannelMessage(
      stack,
      stack.channels.general,
      `subscribed <#${finance}> to 2 events`,
    );
    const created = destinationNamed(stack, '#finance — invoice.paid, contract.updated');
    expect(created?.data.config).toEqual({ channel: finance });
    expect(created?.data.organization_api_credential_id).toBe(SEED.credentials.slack);
    expect(subscriptionsOf(stack, created?.data.id ?? '').map((s) => s.event)).toEqual([
      'invoice.paid',
      'contract.updated',
    ]);
    await waitForEphemeral(stack, editor, 'Send test', stack.channels.general);
    expect(await stack.stores.notes.get(stack.workspace, created?.data.id ?? '')).toMatchObject({
      channelId: finance,
      createdBy: editor,
    });
    expectNoBlockKitFailures(stack);
  });

  it('names unknown events with a suggestion and creates nothing', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe invoice.payed invoice.created',
    });
    const reply = await waitForEphemeral(stack, editor, 'invoice.payed');
    expect(messageText(reply)).toContain('did you mean `invoice.paid`?');
    expect(destinationIds(stack)).toEqual(before);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(0);
  });

  it('asks to invite the app to a private channel it is not in, from the command and the form', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    const payroll = stack.channels.private;
    await stack.driver.command({
      user: editor,
      channel: payroll,
      text: 'subscribe invoice.paid',
    });
    await waitForEphemeral(stack, editor, '/invite @enlivy', payroll);

    await stack.driver.command({ user: editor, channel: payroll, text: 'subscribe' });
    const form = await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
    expect(inputElement(form, BLOCK.channel).initial_conversation).toBe(payroll);
    const submitted = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: 'Payroll', [BLOCK.events]: ['payslip.created'] },
    });
    expect(submitted.outcome).toBe('updated');
    const again = await waitForModal(stack, editor, '/invite @enlivy', SUBSCRIBE);
    expect(inputElement(again, BLOCK.name).initial_value).toBe('Payroll');
    expect(destinationIds(stack)).toEqual(before);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(0);
    expectNoBlockKitFailures(stack);
  });

  it('asks for the credential id as text when Enlivy will not list credentials', async () => {
    const { editor } = stack.users;
    stack.sim.injectFault({ kind: 'status', status: 403, method: 'GET', path: '/api-credentials' });
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    const form = await waitForModal(
      stack,
      editor,
      'Paste the id of its Slack credential',
      SUBSCRIBE,
    );
    expect(inputElement(form, BLOCK.credential).type).toBe('plain_text_input');

    const wrong = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.paid'], [BLOCK.credential]: 'not an id' },
    });
    expect(wrong.outcome).toBe('errors');
    expect(stack.slack.topView(editor)?.errors?.[BLOCK.credential]).toContain('org_api_cred_');

    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.events]: ['invoice.paid'], [BLOCK.credential]: SEED.credentials.slack },
    });
    await waitForModal(stack, editor, 'now posts 1 event to');
    expect(destinationNamed(stack, '#finance alerts')?.data.organization_api_credential_id).toBe(
      SEED.credentials.slack,
    );
    expectNoBlockKitFailures(stack);
  });

  it("the created card's Edit button opens the edit form for it", async () => {
    const { editor } = stack.users;
    const finance = stack.channels.finance;
    await stack.driver.command({ user: editor, channel: finance, text: 'subscribe invoice.paid' });
    await waitForEphemeral(stack, editor, 'Send test', finance);
    const created = destinationNamed(stack, '#finance — invoice.paid');
    await stack.driver.click({
      user: editor,
      actionId: 'destination_edit',
      value: created?.data.id ?? '',
      in: { channel: finance },
    });
    const form = await waitForModal(stack, editor, 'Include related data', 'destination_form_edit');
    expect(inputElement(form, BLOCK.name).initial_value).toBe('#finance — invoice.paid');
    expectNoBlockKitFailures(stack);
  });

  it('lets a viewer do nothing', async () => {
    const { viewer } = stack.users;
    await stack.driver.command({
      user: viewer,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForEphemeral(stack, viewer, 'needs the editor role');
    expect(stack.slack.topView(viewer)).toBeUndefined();
  });
});
