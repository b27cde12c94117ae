import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { ephemeralText } from '../core/support.js';
import { enlivyCallsSince } from '../support/languages.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  expectNoBlockKitFailures,
  inputElement,
  viewText,
  waitForChannelMessage,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';
const EDIT = 'destination_form_edit';

/** The Accept-Language of the destination creates Enlivy received since `from`. */
function createLanguages(stack: Stack, from: number): string[] {
  return stack.sim.requests
    .slice(from)
    .filter((r) => r.method === 'POST' && r.path.endsWith('/event-destinations'))
    .map((r) => r.headers['accept-language'] ?? '(none)');
}

/**
 * The forms in both languages: the modal is read by the person who opened it (alice reads Slack
 * in ro-RO, the admin in en-US); the receipt in the channel follows the workspace default,
 * English until an admin sets Romanian. Enlivy hears the person's language on every call.
 */
describe('destination forms: languages', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('shows alice the subscribe modal in Romanian and an en-US admin in English', async () => {
    const { editor, admin } = stack.users;
    const finance = stack.channels.finance;

    await stack.driver.command({ user: editor, channel: finance, text: 'subscribe' });
    const hers = await waitForModal(stack, editor, 'Include date asociate', SUBSCRIBE);
    const herText = viewText(hers);
    expect(hers.title).toMatchObject({ text: 'Destinație Slack nouă' });
    expect(hers.submit).toMatchObject({ text: 'Creează' });
    expect(herText).toContain('"text":"Evenimente"');
    expect(herText).toContain('"text":"Factură"');
    expect(herText).toContain('Previzualizează mesajul');
    // Event names and template placeholders stay as they are.
    expect(herText).toContain('"text":"invoice.paid"');
    expect(herText).toContain('Factura {{number}} a fost plătită: {{total}} {{currency}}');
    expect(inputElement(hers, BLOCK.name).initial_value).toBe('alerte #finance');
    expect(herText).not.toContain('Include related data');

    // A field error is hers too.
    const empty = await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: ' ', [BLOCK.events]: ['invoice.paid'] },
    });
    expect(empty.outcome).toBe('errors');
    expect(stack.slack.topView(editor)?.errors?.[BLOCK.name]).toBe('Dă-i destinației un nume.');

    await stack.driver.command({ user: admin, channel: finance, text: 'subscribe' });
    const his = await waitForModal(stack, admin, 'Include related data', SUBSCRIBE);
    expect(his.title).toMatchObject({ text: 'New Slack destination' });
    expect(viewText(his)).toContain('"text":"Invoice"');
    expect(inputElement(his, BLOCK.name).initial_value).toBe('#finance alerts');
    expect(viewText(his)).not.toContain('Evenimente');

    await stack.driver.command({ user: editor, channel: finance, text: 'webhook' });
    await waitForModal(stack, editor, 'Webhook nou');
    expectNoBlockKitFailures(stack);
  });

  it('posts the receipt in the workspace default and asks Enlivy in alice’s language', async () => {
    const { editor, admin } = stack.users;
    const finance = stack.channels.finance;

    // The workspace default is English until an admin changes it: her receipt is English.
    let from = stack.sim.requests.length;
    await stack.driver.command({ user: editor, channel: finance, text: 'subscribe' });
    await waitForModal(stack, editor, 'Include date asociate', SUBSCRIBE);
    await stack.driver.submit({ user: editor, values: { [BLOCK.events]: ['invoice.paid'] } });
    await waitForModal(stack, editor, 'publică acum 1 eveniment în');
    await waitForChannelMessage(stack, finance, `<@${editor}> subscribed <#${finance}> to 1 event`);
    expect(createLanguages(stack, from)).toEqual(['ro']);

    const seen = stack.slack.ephemerals(admin).length;
    await stack.driver.command({ user: admin, channel: finance, text: 'language workspace ro' });
    await waitFor(() => ephemeralText(stack, admin, seen).includes('Romanian') || undefined);

    from = stack.sim.requests.length;
    await stack.driver.command({ user: editor, channel: finance, text: 'subscribe' });
    await waitForModal(stack, editor, 'Include date asociate', SUBSCRIBE);
    await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'Facturi și contracte',
        [BLOCK.events]: ['invoice.created', 'contract.updated', 'proposal.sent'],
      },
    });
    const done = await waitForModal(stack, editor, 'Destinație creată');
    expect(viewText(done)).toContain(
      `*Facturi și contracte* publică acum 3 evenimente în <#${finance}>.`,
    );
    const receipt = await waitForChannelMessage(
      stack,
      finance,
      `<@${editor}> a abonat <#${finance}> la 3 evenimente (*Facturi și contracte*).`,
    );
    expect(receipt.text).not.toContain('subscribed');
    // Every Enlivy call made for her carried her language, the create included.
    const { calls, languages } = enlivyCallsSince(stack, from);
    expect(calls.length).toBeGreaterThan(1);
    expect(languages).toEqual(['ro']);
    expect(createLanguages(stack, from)).toEqual(['ro']);

    // Her edit: the form and its result are hers, the receipt the channel's.
    await stack.driver.command({
      user: editor,
      channel: finance,
      text: 'edit "Facturi și contracte"',
    });
    const form = await waitForModal(stack, editor, 'Editează destinația', EDIT);
    expect(form.submit).toMatchObject({ text: 'Salvează' });
    await stack.driver.submit({ user: editor, values: { [BLOCK.name]: 'Facturi' } });
    await waitForModal(stack, editor, 'Am salvat *Facturi*.');
    await waitForChannelMessage(
      stack,
      finance,
      `<@${editor}> a editat *Facturi*: redenumită din Facturi și contracte`,
    );

    // The en-US admin's own modal stays English; his receipt is Romanian like every channel's.
    from = stack.sim.requests.length;
    await stack.driver.command({ user: admin, channel: finance, text: 'subscribe' });
    await waitForModal(stack, admin, 'Include related data', SUBSCRIBE);
    await stack.driver.submit({
      user: admin,
      values: { [BLOCK.name]: 'Proposals', [BLOCK.events]: ['proposal.accepted'] },
    });
    await waitForModal(stack, admin, 'Destination created');
    await waitForChannelMessage(
      stack,
      finance,
      `<@${admin}> a abonat <#${finance}> la 1 eveniment (*Proposals*).`,
    );
    expect(createLanguages(stack, from)).toEqual(['en']);
    expectNoBlockKitFailures(stack);
  });
});
