import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  cardText,
  expectNoBlockKitFailures,
  messageText,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const { webhook: WEBHOOK } = SEED.destinations;

/**
 * Destinations in both languages: what one person reads follows them (alice, the editor, reads
 * Slack in ro-RO; the admin in en-US); receipts in the channel follow the workspace default,
 * English until an admin sets Romanian with `/enlivy language workspace ro`.
 */
describe('destinations: languages', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack?.stop();
  });

  it('`/enlivy list` is in Romanian for a ro-RO user and in English for an en-US user', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.finance;

    await stack.driver.command({ user: editor, channel, text: 'list' });
    const hers = await waitForEphemeralWith(stack, editor, channel, 'Destinațiile de evenimente');
    const romanian = messageText(hers);
    expect(romanian).toContain(`*Destinațiile de evenimente care publică în <#${channel}>*`);
    expect(romanian).toContain('3 din 25 de destinații folosite (25 pentru fiecare pachet plătit)');
    expect(romanian).toContain('Încă 2 destinații publică în altă parte: `/enlivy list all`');
    const card = cardText(hers, 'Finance alerts');
    expect(card).toContain(':large_green_circle: Activă');
    expect(card).toContain('Canalul Slack #finance');
    expect(card).toContain('*Evenimente:* ');
    expect(card).toContain('`invoice.paid`');
    expect(card).toContain('*Ultima livrare:* :x: eșuată');
    expect(romanian).toContain('"text":"Trimite test"');
    expect(romanian).toContain('"text":"Suspendă"');
    expect(romanian).toContain('"text":"Suspendă pentru…"');
    expect(romanian).toContain('"text":"Livrări"');
    expect(romanian).toContain('"text":"Editează"');
    expect(romanian).not.toContain('Event destinations');
    expect(romanian).not.toContain('Send test');

    await stack.driver.command({ user: admin, channel, text: 'list' });
    const his = await waitForEphemeralWith(stack, admin, channel, 'Event destinations');
    const english = messageText(his);
    expect(english).toContain(`*Event destinations posting to <#${channel}>*`);
    expect(english).toContain('3 of 25 destinations used (25 per paid pack)');
    expect(cardText(his, 'Finance alerts')).toContain(':large_green_circle: Active');
    expect(english).toContain('"text":"Send test"');
    expect(english).toContain('"text":"Pause for…"');
    expect(english).toContain('"text":"Delete"');
    expect(english).not.toContain('destinații');
  });

  it('receipts in the channel follow the workspace default, set by an admin', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.general;

    // Until an admin chooses, the channel reads English, even when alice acts.
    await stack.driver.command({ user: editor, channel, text: 'pause "Accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> paused *Accounting sync*`);

    await stack.driver.command({ user: admin, channel, text: 'language workspace ro' });
    await waitForEphemeralWith(stack, admin, channel, 'Romanian');

    // The admin (en-US) resumes: his own note would be English, the channel's receipt Romanian.
    await stack.driver.command({ user: admin, channel, text: 'resume "Accounting sync"' });
    const resumed = await waitForChannelMessage(
      stack,
      channel,
      `<@${admin}> a reluat *Accounting sync*`,
    );
    expect(messageText(resumed)).toContain('Evenimentele sunt livrate din nou.');

    // Delete: the confirm step is the admin's (English), the receipt the channel's (Romanian).
    await stack.driver.command({ user: admin, channel, text: `delete ${WEBHOOK}` });
    const confirm = await waitForEphemeralWith(
      stack,
      admin,
      channel,
      'Delete Accounting sync (3 events)?',
    );
    await stack.driver.click({
      user: admin,
      actionId: 'destination_delete_confirm',
      value: WEBHOOK,
      in: { channel },
    });
    const receipt = await waitForChannelMessage(
      stack,
      channel,
      `:wastebasket: *Accounting sync* a fost ștearsă de <@${admin}>`,
    );
    expect(receipt.text).toBe(`Accounting sync a fost ștearsă de <@${admin}>.`);
    const replaced = await waitForEphemeralWith(stack, admin, channel, 'was deleted by');
    expect(replaced.ts).toBe(confirm.ts);
    expect(messageText(replaced)).not.toContain('ștearsă');
  });
});
