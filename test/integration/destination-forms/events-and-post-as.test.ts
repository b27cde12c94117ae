/**
 * The subscribe form's labels agree with its rules (issue 42): events are required, so Slack
 * shows no "(optional)" on them; the cards filters show only while "Cards in Slack" is chosen,
 * and Enlivy's template and credential only while Enlivy's messages are.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import type { ViewRecord } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationNamed,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  inputElement,
  subscriptionsOf,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';
const EDIT = 'destination_form_edit';
const STYLE = 'destination_form_style';
const STYLE_CHOICE = 'destination_form_style_choice';
const FILTERS = 'destination_form_filters';

interface InputBlock {
  type: string;
  block_id?: string;
  optional?: boolean;
  label?: { text: string };
  hint?: { text: string };
}

function inputBlock(view: ViewRecord | undefined, blockId: string): InputBlock | undefined {
  return (view?.blocks as InputBlock[] | undefined)?.find((b) => b.block_id === blockId);
}

function blockIds(view: ViewRecord | undefined): string[] {
  return ((view?.blocks ?? []) as InputBlock[]).map((b) => b.block_id ?? '');
}

describe('the subscribe form: labels and rules agree', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack.stop();
  });

  async function openSubscribe(needle: string): Promise<ViewRecord> {
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    return waitForModal(stack, stack.users.editor, needle, SUBSCRIBE);
  }

  it('events are required, said so in English and Romanian, and Slack submits none without', async () => {
    const romanian = await openSubscribe('Include date asociate');
    const ro = inputBlock(romanian, BLOCK.events);
    expect(ro?.label?.text).toBe('Evenimente');
    expect(ro?.optional).not.toBe(true);
    expect(ro?.hint?.text).toBe(
      'Alege cel puțin unul: o destinație fără evenimente nu livrează nimic.',
    );

    await editorReadsEnglish(stack);
    const english = await openSubscribe('Include related data');
    const events = inputBlock(english, BLOCK.events);
    expect(events?.label?.text).toBe('Events');
    expect(events?.optional).not.toBe(true);
    expect(events?.hint?.text).toBe(
      'Pick at least one: a destination without events delivers nothing.',
    );
    expect(inputBlock(english, BLOCK.otherEvents)?.label?.text).toBe('Events not in the list');
    await expect(
      stack.driver.submit({
        user: stack.users.editor,
        values: { [BLOCK.name]: 'Alerts', [BLOCK.otherEvents]: 'receipt.created' },
      }),
    ).rejects.toThrow(/"Events" \(destination_form_events\) is required/);
  });

  it('an edited destination keeps its events outside the list picked in the required select', async () => {
    await editorReadsEnglish(stack);
    const record = stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'slack',
      name: 'Helpdesk',
      config: { channel: stack.channels.finance },
      organization_api_credential_id: SEED.credentials.slack,
      events: [{ event: 'invoice.paid' }, { event: 'helpdesk.conversation_assigned' }],
    });
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `edit ${record.data.id}`,
    });
    const form = await waitForModal(stack, stack.users.editor, 'Include related data', EDIT);
    const select = inputElement(form, BLOCK.events) as {
      option_groups: { label: { text: string }; options: { value: string }[] }[];
      initial_options: { value: string }[];
    };
    expect(select.initial_options.map((o) => o.value)).toEqual([
      'invoice.paid',
      'helpdesk.conversation_assigned',
    ]);
    expect(select.option_groups.at(-1)?.label.text).toBe('Other events');
    expect(inputElement(form, BLOCK.otherEvents).initial_value).toBeUndefined();
  });

  it('"Post as" shows the filters only for cards, and Enlivy’s template only for its messages', async () => {
    const { editor } = stack.users;
    await editorReadsEnglish(stack);
    const enlivy = await openSubscribe('Include related data');
    expect(blockIds(enlivy)).not.toContain(FILTERS);
    expect(blockIds(enlivy)).toContain(BLOCK.message);
    expect(blockIds(enlivy)).toContain(BLOCK.credential);
    expect(JSON.stringify(enlivy.blocks)).not.toContain('cards only');

    // Typed so far stays typed; choosing cards swaps the fields.
    await stack.driver.click({
      user: editor,
      actionId: STYLE_CHOICE,
      value: 'cards',
      values: { [BLOCK.name]: 'Big invoices', [BLOCK.message]: 'Paid {{number}}' },
    });
    const cards = await waitForModal(stack, editor, FILTERS, SUBSCRIBE);
    expect(inputBlock(cards, FILTERS)?.label?.text).toBe('Filters');
    expect(blockIds(cards)).not.toContain(BLOCK.message);
    expect(blockIds(cards)).not.toContain(BLOCK.credential);
    expect(inputElement(cards, BLOCK.name).initial_value).toBe('Big invoices');

    // Back to Enlivy's messages: no filters, and the template typed before is still there.
    await stack.driver.click({
      user: editor,
      actionId: STYLE_CHOICE,
      value: 'enlivy',
      values: { [FILTERS]: 'amount>=1000' },
    });
    const back = await waitForModal(stack, editor, BLOCK.message, SUBSCRIBE);
    expect(blockIds(back)).not.toContain(FILTERS);
    expect(inputElement(back, BLOCK.message).initial_value).toBe('Paid {{number}}');

    // And cards again: the filters typed before are back; creating uses them.
    await stack.driver.click({ user: editor, actionId: STYLE_CHOICE, value: 'cards' });
    const again = await waitForModal(stack, editor, FILTERS, SUBSCRIBE);
    expect(inputElement(again, FILTERS).initial_value).toBe('amount>=1000');
    await stack.driver.submit({ user: editor, values: { [BLOCK.events]: ['invoice.updated'] } });
    await waitForModal(stack, editor, 'now posts 1 event to');
    const created = destinationNamed(stack, 'Big invoices');
    expect(created?.data.type).toBe('webhook');
    expect(subscriptionsOf(stack, created!.data.id).map((s) => s.event)).toEqual([
      'invoice.updated',
    ]);
  });

  it('Romanian: the filters are labelled "Filtre", not "doar pentru fișe"', async () => {
    const enlivy = await openSubscribe('Include date asociate');
    // Said as a Romanian speaker would: no "Publică drept", no "Credențială Slack".
    expect(inputBlock(enlivy, STYLE)?.label?.text).toBe('Cum se publică');
    expect(inputBlock(enlivy, BLOCK.credential)?.label?.text).toBe('Conexiunea Slack');
    expect(JSON.stringify(enlivy.blocks)).not.toMatch(/Publică drept|[Cc]redențial/);
    await stack.driver.click({ user: stack.users.editor, actionId: STYLE_CHOICE, value: 'cards' });
    const cards = await waitForModal(stack, stack.users.editor, FILTERS, SUBSCRIBE);
    expect(inputBlock(cards, FILTERS)?.label?.text).toBe('Filtre');
    expect(JSON.stringify(cards.blocks)).not.toContain('doar pentru fișe');
    expect(inputBlock(cards, STYLE)).toBeDefined();
  });
});
