import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_CATALOG, SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  answersShown,
  cardButtons,
  cardText,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForEphemeralWith,
} from './support.js';

const { slack: SLACK, webhook: WEBHOOK, paused: PAUSED } = SEED.destinations;

function addWebhooks(stack: Stack, count: number): void {
  for (let i = 1; i <= count; i++) {
    stack.sim.state.addDestination({
      organization_id: SEED.organizations.demo,
      type: 'webhook',
      name: `Extra hook ${String(i).padStart(2, '0')}`,
      destination_url: `https://hooks.example.test/extra/${i}?token=secret-${i}`,
      events: [{ event: 'invoice.paid' }],
    });
  }
}

describe('/enlivy list', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('counts every event of each card even when the organization has hundreds of subscriptions', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 8; i++) {
      ids.push(
        stack.sim.state.addDestination({
          organization_id: SEED.organizations.demo,
          type: 'webhook',
          name: `Everything ${i}`,
          destination_url: `https://hooks.example.test/all/${i}`,
          events: EVENT_CATALOG.map((event) => ({ event })),
        }).data.id,
      );
    }
    expect(EVENT_CATALOG).toHaveLength(77); // 8 × 77 = 616 subscriptions
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'list all' });
    const message = await waitForEphemeralWith(stack, admin, channel, 'All event destinations');
    for (let i = 1; i <= 8; i++) {
      expect(cardText(message, `Everything ${i}`)).toContain('+74 more');
    }
    expect(simRequests(stack, 'GET', '/subscriptions').length).toBeLessThanOrEqual(4);
    const retrieves = stack.sim.requests.filter(
      (r) => r.method === 'GET' && ids.some((id) => r.path.endsWith(`/event-destinations/${id}`)),
    );
    expect(retrieves.length).toBeLessThanOrEqual(10);

    // A card button re-renders the same page with the same counts.
    await stack.driver.click({
      user: admin,
      actionId: 'destination_pause',
      value: ids[0] ?? '',
      in: { channel, ts: message.ts },
    });
    const after = await waitFor(() => {
      const updated = stack.slack.ephemerals(admin, channel).find((m) => m.ts === message.ts);
      return updated && cardText(updated, 'Everything 1').includes('Paused') ? updated : undefined;
    });
    for (let i = 1; i <= 8; i++) {
      expect(cardText(after, `Everything ${i}`)).toContain('+74 more');
    }
    expectNoBlockKitFailures(stack);
  });

  it("shows this channel's destination as a card, the quota, and points to the others", async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    // The editor's Slack locale is ro-RO: she reads the list in Romanian.
    await stack.driver.command({ user: editor, channel, text: 'list' });
    const message = await waitForEphemeralWith(stack, editor, channel, 'care publică în');
    const text = messageText(message);
    expect(text).toContain('3 din 25 de destinații folosite (25 pentru fiecare pachet plătit)');
    const card = cardText(message, 'Finance alerts');
    expect(card).toContain('Activă');
    expect(card).toContain('Canalul Slack #finance');
    expect(card).toContain('`invoice.paid`');
    expect(card).toContain('*Ultima livrare:* :x: eșuată');
    expect(text).not.toContain('Accounting sync');
    expect(text).toContain('Încă 2 destinații publică în altă parte: `/enlivy list all`');
    expect(cardButtons(message, SLACK)).toEqual([
      'destination_test',
      'destination_pause',
      'pausing_pause_for',
      'destination_deliveries',
      'destination_edit',
    ]);
    expectNoBlockKitFailures(stack);
  });

  it('`all` shows every destination, this channel first, with state, type and role-specific buttons', async () => {
    const { admin, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'list all' });
    const message = await waitForEphemeralWith(stack, admin, channel, 'All event destinations');
    const text = messageText(message);
    const order = ['Finance alerts', 'Accounting sync', 'Old ERP hook'].map((n) =>
      text.indexOf(`*${n}*`),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(cardText(message, 'Accounting sync')).toContain('Webhook to `hooks.example.test`');
    expect(text).not.toContain(SEED.webhookUrl); // the host only, never the path
    expect(cardText(message, 'Old ERP hook')).toContain('Paused');
    expect(cardButtons(message, PAUSED)).toEqual([
      'destination_test',
      'destination_resume',
      'destination_deliveries',
      'destination_edit',
      'destination_delete',
    ]);
    expect(cardButtons(message, WEBHOOK)).toContain('destination_delete');

    await stack.driver.command({ user: viewer, channel, text: 'list all' });
    const seen = await waitForEphemeralWith(stack, viewer, channel, 'All event destinations');
    expect(cardButtons(seen, WEBHOOK)).toEqual(['destination_deliveries']);
    expectNoBlockKitFailures(stack);
  });

  it('pages past 10 cards with Next and Previous, in place, and never shows a webhook path', async () => {
    addWebhooks(stack, 12);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    // In the editor's language (ro-RO).
    const first = await waitForEphemeralWith(stack, editor, channel, 'Pagina 1 din 2');
    expect(messageText(first)).toContain(
      '15 din 25 de destinații folosite (25 pentru fiecare pachet plătit)',
    );
    expect((first.blocks ?? []).length).toBeLessThanOrEqual(50);
    const cardsOnFirst = (first.blocks ?? []).filter(
      (b) => (b as { type: string }).type === 'actions',
    );
    expect(cardsOnFirst.length).toBe(11); // 10 cards + the pager
    expect(messageText(first)).not.toContain('token=secret');

    await stack.driver.click({ user: editor, actionId: 'destination_list_next', in: { channel } });
    const second = await waitForEphemeralWith(stack, editor, channel, 'Pagina 2 din 2');
    expect(second.ts).toBe(first.ts);
    expect(answersShown(stack, editor, channel)).toHaveLength(1);
    expect(messageText(second)).toContain('destination_list_previous');
    expect(messageText(second)).not.toContain('destination_list_next');

    await stack.driver.click({
      user: editor,
      actionId: 'destination_list_previous',
      in: { channel },
    });
    await waitForEphemeralWith(stack, editor, channel, 'Pagina 1 din 2');
    expectNoBlockKitFailures(stack);
  });

  it('Deliveries opens the delivery log for that destination; Edit opens the edit form', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'list' });
    await waitForEphemeralWith(stack, editor, channel, 'care publică în');
    await stack.driver.click({
      user: editor,
      actionId: 'destination_deliveries',
      value: SLACK,
      in: { channel },
    });
    const log = await waitFor(() => {
      const view = stack.slack.topView(editor);
      return view?.callback_id === 'deliveries_log' &&
        JSON.stringify(view.blocks).includes('Finance alerts')
        ? view
        : undefined;
    });
    expect(log.private_metadata).toContain(SLACK);
    await stack.driver.closeView({ user: editor });

    await stack.driver.click({
      user: editor,
      actionId: 'destination_edit',
      value: SLACK,
      in: { channel },
    });
    const form = await waitFor(() => {
      const view = stack.slack.topView(editor);
      return view?.callback_id === 'destination_form_edit' ? view : undefined;
    });
    expect(JSON.stringify(form.blocks)).toContain('invoice.paid');
    expectNoBlockKitFailures(stack);
  });

  it('in a channel without destinations it shows all of them; with none at all it says how to start', async () => {
    const { viewer } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: viewer, channel, text: 'list' });
    const all = await waitForEphemeralWith(stack, viewer, channel, 'No destination posts to');
    expect(messageText(all)).toContain('*Accounting sync*');

    for (const record of stack.sim.state.destinations.values()) {
      record.data.deleted_at = new Date().toISOString();
    }
    await stack.driver.command({ user: viewer, channel, text: 'list' });
    const empty = await waitForEphemeralWith(stack, viewer, channel, 'No event destinations yet');
    expect(messageText(empty)).toContain('/enlivy subscribe');

    await stack.driver.command({ user: viewer, channel, text: 'list everything' });
    await waitForEphemeralWith(stack, viewer, channel, '`everything` is not a list option');
    expectNoBlockKitFailures(stack);
  });
});
