import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import {
  BLOCK,
  editorReadsEnglish,
  inputElement,
  waitForModal,
} from '../destination-forms/support.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  cardsDestination,
  commandAnswer,
  createCards,
  emit,
  eventMessages,
  invoiceData,
} from './support.js';

const EDIT = 'destination_form_edit';
const FILTERS = 'destination_form_filters';
const STYLE = 'destination_form_style';
const STYLE_CHOICE = 'destination_form_style_choice';
const SUBSCRIBE = 'destination_form_subscribe';

describe('cards destinations in the forms', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  it('editing shows the filters instead of the URL, refuses bad ones, and saves new ones that then apply', async () => {
    const { editor } = stack.users;
    const dest = await createCards(stack, 'cards invoice.updated amount>=1000');
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: `edit ${dest.id}`,
    });
    const form = await waitForModal(stack, editor, 'Cards in Slack', EDIT);
    expect(inputElement(form, FILTERS).initial_value).toBe('amount>=1000');
    expect(JSON.stringify(form.blocks)).not.toContain(BLOCK.url);

    const refused = await stack.driver.submit({ user: editor, values: { [FILTERS]: 'amount>>5' } });
    expect(JSON.stringify(refused)).toContain('is not a filter');

    await stack.driver.submit({ user: editor, values: { [FILTERS]: 'currency:usd' } });
    await waitForModal(stack, editor, 'currency:USD');
    // The URL in Enlivy is untouched: still this app's own.
    expect(stack.sim.state.destinations.get(dest.id)?.data.destination_url).toBe(dest.url);

    await emit(stack, 'invoice.updated', invoiceData({ total: 50, currency: 'EUR' }));
    expect(eventMessages(stack, stack.channels.finance)).toEqual([]);
    await emit(
      stack,
      'invoice.updated',
      invoiceData({ id: 'org_inv_usd', total: 50, currency: 'USD' }),
    );
    await waitFor(() => eventMessages(stack, stack.channels.finance)[0]);

    await commandAnswer(stack, editor, 'list', '`currency:USD`');
  });

  it('"Cards in Slack" in the subscribe form creates a cards destination for the channel with the filters typed', async () => {
    const { editor } = stack.users;
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForModal(stack, editor, 'Cards in Slack', SUBSCRIBE);
    await stack.driver.click({ user: editor, actionId: STYLE_CHOICE, value: 'cards' });
    await waitForModal(stack, editor, FILTERS, SUBSCRIBE);
    await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'Big invoices',
        [BLOCK.events]: ['invoice.updated'],
        [STYLE]: 'cards',
        [FILTERS]: 'amount>=1000',
      },
    });
    await waitForModal(stack, editor, 'now posts 1 event to');
    const receipt = await waitFor(() =>
      stack.slack
        .messages(stack.channels.finance)
        .find((m) => m.text.includes('set up event cards')),
    );
    expect(receipt.text).toContain('`amount&gt;=1000`');
    const dest = cardsDestination(stack);
    expect(stack.sim.state.destinations.get(dest.id)?.data.type).toBe('webhook');

    await emit(stack, 'invoice.updated', invoiceData({ total: 10 }));
    expect(eventMessages(stack, stack.channels.finance)).toEqual([]);
    await emit(stack, 'invoice.updated', invoiceData({ total: 1000 }));
    await waitFor(() => eventMessages(stack, stack.channels.finance)[0]);
  });
});
