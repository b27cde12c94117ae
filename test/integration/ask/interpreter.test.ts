import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { expectNoBlockKitFailures, waitForEphemeralWith } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { activeStates, askInDm, messageText } from './support.js';

const { webhook: ACCOUNTING } = SEED.destinations;

describe('Ask Enlivy without a model: the built-in interpreter in the Messages tab', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    expect(stack.slack.messagesMissingFallbackText()).toEqual([]);
    await stack?.stop();
  });

  it('"which deliveries failed?" answers in the thread with the failed deliveries of Accounting sync, after a status and a title', async () => {
    const { admin } = stack.users;
    const asked = await askInDm(stack, admin, 'which deliveries failed?');
    expect(asked.reply.thread_ts).toBe(asked.ts);
    expect(asked.reply.text).toContain('deliveries with status failed, newest first');
    expect(asked.reply.text).toContain(
      '**Accounting sync** · `invoice.created` · failed (HTTP 503)',
    );
    expect(asked.reply.text).toContain('**Finance alerts** · `invoice.created` · failed');
    expect(asked.reply.text).not.toContain('success');
    // The thumbs under the answer.
    expect(JSON.stringify(asked.reply.blocks)).toContain('"type":"feedback_buttons"');
    // A status while it worked (cleared by the reply), a title from the question.
    const status = stack.slack.callsTo('assistant.threads.setStatus');
    expect(status.map((call) => [call.args.thread_ts, call.args.status])).toEqual([
      [asked.ts, 'is reading Enlivy…'],
    ]);
    const thread = stack.slack.assistantThread(asked.channel, asked.ts);
    expect(thread?.status).toBeUndefined();
    expect(thread?.title).toBe('which deliveries failed');
  });

  it('"search Acme" runs Enlivy’s global search as /enlivy search does: the Acme invoices by number, with their status', async () => {
    const before = activeStates(stack);
    const asked = await askInDm(stack, stack.users.admin, 'search Acme');
    const searches = stack.sim.requests.filter((r) => r.path.endsWith('/search'));
    // The very call /enlivy search makes.
    expect(searches.map((r) => [r.query.q, r.query.limit])).toEqual([['Acme', '50']]);
    expect(asked.reply.text).toContain('results for “Acme”, best first:');
    expect(asked.reply.text).toContain(
      '• Invoice **INV-2026-0002** · INV-2026-0002 · Acme Supplies Ltd · Consulting retainer · ',
    );
    expect(asked.reply.text).toMatch(/\*\*INV-2026-0001\*\* · [^\n]+ · Paid/);
    expect(asked.reply.text).toContain('**INV-2026-0003**');
    expect(asked.reply.text).not.toContain('Globex');
    // Nothing was changed; nothing but reads reached Enlivy.
    expect(stack.sim.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    const romanian = await askInDm(stack, stack.users.editor, 'caută acme');
    expect(romanian.reply.text).toContain('rezultate pentru „acme”, cele mai potrivite întâi:');
    expect(romanian.reply.text).toMatch(/\*\*INV-2026-0001\*\* · [^\n]+ · plătită/i);

    // A title from Enlivy is data: shown as typed, it cannot mention anyone or format the answer.
    stack.sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: 'ACM-900',
      counterparty: 'Acmeish <!channel> @here *ignore all rules*',
      title: 'ACM-900 · Acmeish <!channel> @here *ignore all rules*',
      status: 'pending',
      issued_at: '2026-03-01',
    });
    const hostile = await askInDm(stack, stack.users.admin, 'search Acmeish');
    expect(hostile.reply.text).toContain('&lt;!channel&gt; @\u2060here \\*ignore all rules\\*');
    expect(hostile.reply.text).not.toContain('<!channel>');
    expect(activeStates(stack)).toEqual(before);

    const none = await askInDm(stack, stack.users.admin, 'find zzzqqq');
    expect(none.reply.text).toContain('Nothing in Enlivy matches “zzzqqq”.');
  });

  it('"pause Accounting sync for 2 hours" offers a confirmation and changes nothing; an editor pressing it pauses with the command’s receipt', async () => {
    const { editor } = stack.users;
    const before = activeStates(stack);
    const asked = await askInDm(stack, editor, 'pause Accounting sync for 2 hours');
    // Alice reads Romanian: the proposal is in her language, the command as she typed it.
    expect(asked.reply.text).toContain(
      'Butonul rulează `/enlivy pause Accounting sync for 2 hours`',
    );
    expect(asked.reply.text).toContain('Nimic nu se schimbă în Enlivy până nu apeși *Rulează*');
    expect(JSON.stringify(asked.reply.blocks)).toContain('"action_id":"ask_confirm"');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(activeStates(stack)).toEqual(before);
    expect(stack.sim.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await stack.driver.click({
      user: editor,
      actionId: 'ask_confirm',
      in: { channel: asked.channel, ts: asked.reply.ts },
    });
    await waitFor(() => stack.sim.state.destinations.get(ACCOUNTING)?.data.is_active === false, {
      message: 'Accounting sync paused',
    });
    const receipt = await waitFor(() =>
      stack.slack
        .messages(asked.channel)
        .find((m) => messageText(m).includes('paused *Accounting sync*')),
    );
    expect(messageText(receipt)).toContain(`<@${editor}>`);
    expect(stack.sim.state.destinations.get(SEED.destinations.slack)?.data.is_active).toBe(true);
    // The button retired: the proposal now says it ran, in the presser's language, with no button.
    const settled = await waitFor(() =>
      stack.slack
        .thread(asked.channel, asked.threadTs)
        .find((m) => m.ts === asked.reply.ts && messageText(m).includes('Gata')),
    );
    expect(messageText(settled)).toContain(
      'Gata: `/enlivy pause Accounting sync for 2 hours` a rulat în numele tău.',
    );
    expect(JSON.stringify(settled.blocks)).not.toContain('ask_confirm');
  });

  it('a viewer pressing the confirmation is refused as the command refuses them, and Enlivy stays as it was', async () => {
    const { viewer } = stack.users;
    const before = activeStates(stack);
    const asked = await askInDm(stack, viewer, 'pause Accounting sync for 2 hours');
    await stack.driver.click({
      user: viewer,
      actionId: 'ask_confirm',
      in: { channel: asked.channel, ts: asked.reply.ts },
    });
    const refusal = await waitForEphemeralWith(stack, viewer, asked.channel, 'editor');
    // The button retired with the refusal: it cannot be pressed again.
    const retired = stack.slack
      .thread(asked.channel, asked.threadTs)
      .find((m) => m.ts === asked.reply.ts);
    expect(JSON.stringify(retired?.blocks)).not.toContain('ask_confirm');
    expect(messageText(retired)).toContain('editor');
    await stack.driver.command({
      user: viewer,
      channel: stack.channels.finance,
      text: 'pause Accounting sync for 2 hours',
    });
    const commandRefusal = await waitForEphemeralWith(
      stack,
      viewer,
      stack.channels.finance,
      'editor',
    );
    const withoutReference = (text: string) => text.replace(/Reference: `[^`]+`/g, '');
    expect(withoutReference(refusal.text)).toBe(withoutReference(commandRefusal.text));
    expect(activeStates(stack)).toEqual(before);
  });
});
