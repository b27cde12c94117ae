/**
 * Issue 38: a card Slack refuses after its event was accepted (`channel_not_found`…) is shown
 * where admins look, not only in logs: the failure watch's channel gets an alert (once per run
 * of refusals), and the App Home's destinations section says it under the destination until
 * Slack takes a card again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { turnOnWatch } from '../watch/support.js';
import { createCards, deliver, envelope, eventMessages, invoiceData } from './support.js';

describe('event cards Slack refuses after acceptance', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
  });

  it('are said in the failure watch channel and on the App Home, until a card goes through', async () => {
    stack = await startStack();
    const live = stack;
    const { finance, general } = live.channels;
    const dest = await createCards(live, 'cards invoice.created');
    const cardsId = new URL(dest.url).pathname.split('/').pop() as string;
    await turnOnWatch(live, general);
    const refusedAlerts = () =>
      live.slack.messages(general).filter((m) => m.text.includes('Slack refused an event card'));

    const deliverInvoice = async (number: string) => {
      const data = invoiceData({ id: `org_${number}`, number, formatted_number: number });
      const body = JSON.stringify(envelope('invoice.created', data));
      expect((await deliver(dest.url, body, { secret: dest.secret })).status).toBe(200);
    };
    const refused = () => live.logText().split('Slack refused the card').length - 1;

    live.slack.fail('chat.postMessage', { error: 'channel_not_found', times: 1 });
    await deliverInvoice('INV-REF-1');
    const alert = await waitFor(() => refusedAlerts()[0], { message: 'the watch alert' });
    expect(alert.text).toContain(`<#${finance}>`);
    expect(alert.text).toContain('`channel_not_found`');
    expect(alert.text).toContain('Slack could not find that channel, or the app cannot see it.');
    live.slack.fail('chat.postMessage', { error: 'channel_not_found', times: 1 });
    await deliverInvoice('INV-REF-2');
    await waitFor(() => refused() >= 2, { message: 'the second card refused' });
    // Two refusals in a row: one alert.
    expect(refusedAlerts()).toHaveLength(1);
    expect(eventMessages(live, finance)).toEqual([]);

    // The editor reads Slack in Romanian: the Home says it in Romanian.
    const { editor } = live.users;
    await live.driver.appHomeOpened(editor);
    const home = await waitFor(
      () => {
        const json = JSON.stringify(live.slack.home(editor)?.blocks ?? []);
        return json.includes('Slack a refuzat ultimul card de eveniment') ? json : undefined;
      },
      { message: 'the Home line', timeoutMs: 10_000 },
    );
    expect(home).toContain('`channel_not_found`');

    // Slack takes the next card: the refusal is over.
    const ok = JSON.stringify(
      envelope('invoice.created', invoiceData({ formatted_number: 'INV-OK' })),
    );
    expect((await deliver(dest.url, ok, { secret: dest.secret })).status).toBe(200);
    await waitFor(() => eventMessages(live, finance)[0], { message: 'the card that went through' });
    await waitFor(async () => (await live.stores.cards.refusal(cardsId)) === undefined, {
      message: 'the refusal cleared',
    });
  });
});
