import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  BLOCK,
  destinationNamed,
  expectNoBlockKitFailures,
  inputElement,
  messageText,
  waitForModal,
} from '../destination-forms/support.js';
import { type Stack, startStack } from '../support/stack.js';

const SUBSCRIBE = 'destination_form_subscribe';

describe('shortcuts', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('"Subscribe a channel to Enlivy events" opens the subscribe form with an empty channel picker, and it creates the destination', async () => {
    const { editor } = stack.users;
    const ack = await stack.driver.shortcut({
      user: editor,
      callbackId: 'enlivy_subscribe_channel',
    });
    expect(ack.status).toBe(200);
    // The editor (alice) reads Romanian: the subscribe form speaks it.
    const form = await waitForModal(stack, editor, 'Include date asociate', SUBSCRIBE);
    const picker = inputElement(form, BLOCK.channel);
    expect(picker.type).toBe('conversations_select');
    expect(picker.initial_conversation).toBeUndefined();
    expect(inputElement(form, BLOCK.name).initial_value ?? '').toBe('');
    const finance = stack.channels.finance;
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.channel]: finance,
        [BLOCK.name]: 'Paid invoices',
        [BLOCK.events]: ['invoice.paid'],
      },
    });
    expect(submitted.outcome).toBe('updated');
    await waitForModal(stack, editor, 'publică acum 1 eveniment în');
    expect(destinationNamed(stack, 'Paid invoices')?.data).toMatchObject({
      type: 'slack',
      config: { channel: finance },
    });
    expectNoBlockKitFailures(stack);
  });

  it('"Subscribe a channel…" for a viewer: the form says the role is missing', async () => {
    const { viewer } = stack.users;
    await stack.driver.shortcut({ user: viewer, callbackId: 'enlivy_subscribe_channel' });
    await waitForModal(stack, viewer, 'needs the editor role');
  });

  it('"Look up Enlivy invoices" shows INV-2026-0001 as paid to the person who asked, with its buttons', async () => {
    const { editor, viewer } = stack.users;
    const finance = stack.channels.finance;
    const message = stack.slack.userPosts(
      viewer,
      finance,
      'Hi! Did *INV-2026-0001* get paid? And what about INV-1999-0404, I could not find it.',
    );
    const ack = await stack.driver.messageShortcut({
      user: editor,
      callbackId: 'enlivy_lookup_invoices',
      channel: finance,
      messageTs: message.ts,
    });
    expect(ack.status).toBe(200);
    const card = await waitFor(() =>
      stack.slack
        .ephemerals(editor, finance)
        .find((m) => messageText(m).includes('Factura INV-2026-0001')),
    );
    // The editor (alice) reads Romanian: the invoice card speaks it.
    expect(card.text).toContain('Plătită');
    const text = messageText(card);
    expect(text).toContain('invoice_download_pdf');
    expect(text).toContain('Deschide în Enlivy');
    expect(text).toContain(
      `/organizations/${SEED.organizations.demo}/invoices/${SEED.invoices.paid}`,
    );
    const note = await waitFor(() =>
      stack.slack.ephemerals(editor, finance).find((m) => messageText(m).includes('INV-1999-0404')),
    );
    expect(note.text).toContain('Enlivy nu are factura `INV-1999-0404`');
    // Only the person who used the shortcut sees it; nothing is posted in the channel.
    expect(stack.slack.ephemerals(viewer, finance)).toEqual([]);
    expect(stack.slack.messages(finance).map((m) => m.ts)).toEqual([message.ts]);
    // The PDF button works from there.
    await stack.driver.click({
      user: editor,
      actionId: 'invoice_download_pdf',
      in: { channel: finance },
    });
    await waitFor(() => stack.slack.files().length === 1);
    expectNoBlockKitFailures(stack);
  });

  it('"Look up Enlivy invoices" on a message without invoice numbers says so and offers a search', async () => {
    const { editor } = stack.users;
    const finance = stack.channels.finance;
    const message = stack.slack.userPosts(editor, finance, 'What did Acme Supplies pay in 2026?');
    await stack.driver.messageShortcut({
      user: editor,
      callbackId: 'enlivy_lookup_invoices',
      channel: finance,
      messageTs: message.ts,
    });
    const none = await waitFor(() =>
      stack.slack
        .ephemerals(editor, finance)
        .find((m) => messageText(m).includes('nu conține niciun număr de factură')),
    );
    // The editor (alice, ro-RO) reads Romanian; the button keeps its action.
    expect(messageText(none)).toContain('Caută în Enlivy');
    expect(messageText(none)).toContain('shortcut_search_offer');
    await stack.driver.click({
      user: editor,
      actionId: 'shortcut_search_offer',
      in: { channel: finance },
    });
    await waitFor(() =>
      stack.slack
        .ephemerals(editor, finance)
        .find((m) => messageText(m).includes('What did Acme Supplies pay in 2026')),
    );
    expectNoBlockKitFailures(stack);
  });

  it('"Look up Enlivy invoices" speaks English to an en-US user in the same workspace', async () => {
    const { admin } = stack.users;
    const finance = stack.channels.finance;
    const message = stack.slack.userPosts(admin, finance, 'Did INV-1999-0404 get paid?');
    await stack.driver.messageShortcut({
      user: admin,
      callbackId: 'enlivy_lookup_invoices',
      channel: finance,
      messageTs: message.ts,
    });
    const note = await waitFor(() =>
      stack.slack.ephemerals(admin, finance).find((m) => messageText(m).includes('INV-1999-0404')),
    );
    expect(note.text).toContain('Enlivy has no invoice `INV-1999-0404`');
    expect(note.text).not.toContain('factura');
  });
});
