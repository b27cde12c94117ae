import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_CHANCE_ACK_MS } from '../../../src/slack/request-gate.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { openJobsProbe, untilNoJobsLeft } from '../support/jobs.js';
import { metricValue } from '../support/metric-value.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  blocksText,
  type cardsDestination,
  commandAnswer,
  createCards,
  deliver,
  deliveriesTo,
  emit,
  envelope,
  eventMessages,
  invoiceData,
} from './support.js';

const DOWNLOAD = 'invoice_download_pdf';

describe('event cards', () => {
  let stack: Stack;
  let dest: ReturnType<typeof cardsDestination>;

  beforeEach(async () => {
    stack = await startStack();
  });

  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  it('creates a webhook destination to the app, keeps its secret sealed, and shows it as cards', async () => {
    dest = await createCards(stack, 'cards invoice.created invoice.paid amount>=1000');
    expect(dest.url).toMatch(new RegExp(`^${stack.appUrl}/enlivy/events/[A-Za-z0-9_-]{24}$`));
    const created = stack.sim.state.destinations.get(dest.id)!.data;
    expect(created.type).toBe('webhook');
    // The secret is in the store only sealed, and nowhere in Slack or the logs.
    expect(stack.rawStoreText()).not.toContain(dest.secret);
    expect(stack.logText()).not.toContain(dest.secret);
    expect(JSON.stringify(stack.slack.messages(stack.channels.finance))).not.toContain(dest.secret);
    // The creator (the editor, Slack locale ro-RO) reads her card in Romanian.
    const card = await waitFor(() =>
      stack.slack
        .ephemerals(stack.users.editor, stack.channels.finance)
        .find((m) => blocksText(m).includes('Fișe în Slack')),
    );
    expect(blocksText(card)).toContain(`<#${stack.channels.finance}>`);
    expect(blocksText(card)).toContain('`amount&gt;=1000`');

    const list = await commandAnswer(stack, stack.users.viewer, 'list', 'Cards in Slack');
    expect(blocksText(list)).toContain('`amount&gt;=1000`');
  });

  it('posts one card, then threads invoice.paid under it and updates the card to paid; Download PDF uploads it', async () => {
    dest = await createCards(stack, 'cards invoice.created invoice.paid');
    const postedSeries = 'enlivy_slack_event_card_posts_total{outcome="posted"}';
    const postedBefore = await metricValue(stack.appUrl, postedSeries);
    await emit(stack, 'invoice.created', invoiceData());
    const card = await waitFor(() => eventMessages(stack, stack.channels.finance)[0], {
      message: 'the invoice card',
    });
    expect(blocksText(card)).toContain('Invoice INV-2026-0001');
    expect(blocksText(card)).toContain('Acme Supplies Ltd');
    // In the workspace default (English), not in its creator's (alice reads ro-RO); dates are
    // Slack tokens, in each reader's own.
    expect(blocksText(card)).toContain('€1,250.00');
    expect(blocksText(card)).toContain('<!date^');
    expect(blocksText(card)).toContain('Open in Enlivy');
    expect(deliveriesTo(stack, dest.id).map((d) => d.status)).toEqual(['success']);

    await emit(stack, 'invoice.paid', invoiceData({ status: 'paid', paid_at: '2026-11-02' }));
    const reply = await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.thread_ts === card.ts),
    );
    expect(blocksText(reply)).toContain('Paid');
    const updated = await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.ts === card.ts && m.edited),
    );
    expect(blocksText(updated)).toContain('Paid');
    expect(blocksText(updated)).toContain('invoice.paid');
    // One card: the second event is a reply, not a new top-level message.
    expect(eventMessages(stack, stack.channels.finance).filter((m) => !m.thread_ts)).toHaveLength(
      1,
    );
    await waitFor(
      async () => (await metricValue(stack.appUrl, postedSeries)) === postedBefore + 2,
      {
        message: 'two posts counted',
      },
    );

    await stack.driver.click({
      user: stack.users.editor,
      actionId: DOWNLOAD,
      in: { channel: stack.channels.finance, ts: card.ts },
    });
    const file = await waitFor(() => stack.slack.files().find((f) => f.completedAt !== undefined), {
      timeoutMs: 10_000,
    });
    expect(file.filename).toBe('INV-2026-0001.pdf');
    expect(file.channels).toEqual([stack.slack.dmChannelId(stack.users.editor)]);

    // "Open in Enlivy" is a link: Slack still sends the click, acked at once (not by the
    // receiver's last-chance timer).
    const open = await stack.driver.click({
      user: stack.users.editor,
      actionId: 'event_card_open',
      in: { channel: stack.channels.finance, ts: card.ts },
    });
    expect(open.status).toBe(200);
    expect(open.latencyMs).toBeLessThan(LAST_CHANCE_ACK_MS);
  });

  it('refuses forged, replayed, oversized, foreign and malformed deliveries without posting or logging the body', async () => {
    dest = await createCards(stack, 'cards invoice.created');
    const marker = 'SECRET-CUSTOMER-NAME-42';
    const body = JSON.stringify(
      envelope('invoice.created', invoiceData({ receiver_name: marker })),
    );

    expect((await deliver(dest.url, body, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await deliver(dest.url, body, { signature: null })).status).toBe(401);
    expect(
      (
        await deliver(`${stack.appUrl}/enlivy/events/unknownunknownunknown`, body, {
          secret: dest.secret,
        })
      ).status,
    ).toBe(404);
    const foreign = JSON.stringify({
      ...JSON.parse(body),
      organization_id: SEED.organizations.free,
    });
    expect((await deliver(dest.url, foreign, { secret: dest.secret })).status).toBe(403);
    const notEnvelope = JSON.stringify({ id: 'evt_1', type: 'invoice.created', data: {} });
    expect((await deliver(dest.url, notEnvelope, { secret: dest.secret })).status).toBe(422);
    expect((await deliver(dest.url, 'not json', { secret: dest.secret })).status).toBe(400);
    const huge = JSON.stringify(
      envelope('invoice.created', invoiceData({ note: 'x'.repeat(1_100_000) })),
    );
    expect((await deliver(dest.url, huge, { secret: dest.secret })).status).toBe(413);
    expect(eventMessages(stack, stack.channels.finance)).toEqual([]);

    // The genuine delivery is accepted and posted once; the same body again (a replay, or
    // Enlivy's retry), while it waits or once it is posted, posts nothing.
    expect(await deliver(dest.url, body, { secret: dest.secret })).toEqual({
      status: 200,
      json: { status: 'queued' },
    });
    expect(await deliver(dest.url, body, { secret: dest.secret })).toEqual({
      status: 200,
      json: { status: 'duplicate' },
    });
    await waitFor(() => eventMessages(stack, stack.channels.finance)[0], { message: 'the card' });
    expect(await deliver(dest.url, body, { secret: dest.secret })).toEqual({
      status: 200,
      json: { status: 'duplicate' },
    });
    // Nothing left to run: no second card can follow.
    const jobs = await openJobsProbe(stack.stores, stack.config.store.url);
    await untilNoJobsLeft(jobs);
    await jobs.close();
    expect(eventMessages(stack, stack.channels.finance)).toHaveLength(1);

    // The log says what was decided, never what was sent.
    expect(stack.logText()).toContain('bad_signature');
    expect(stack.logText()).not.toContain(marker);
  });

  it('accepts the delivery, then honours Slack’s 429 Retry-After before posting the card', async () => {
    // invoice.updated: no seeded Slack destination of the simulator posts it (they would use the 429).
    dest = await createCards(stack, 'cards invoice.updated');
    stack.slack.rateLimit('chat.postMessage', { times: 1, retryAfter: 2 });
    const rateLimited = 'enlivy_slack_event_card_posts_total{outcome="rate_limited"}';
    const before = await metricValue(stack.appUrl, rateLimited);
    await emit(stack, 'invoice.updated', invoiceData());
    // Enlivy's log: one successful delivery, whatever Slack says afterwards.
    expect(deliveriesTo(stack, dest.id).map((d) => [d.status, d.response_status])).toEqual([
      ['success', 200],
    ]);
    await waitFor(async () => (await metricValue(stack.appUrl, rateLimited)) === before + 1, {
      message: 'the 429',
    });
    const heldAt = Date.now();
    // Slack asked for 2 s (Retry-After): nothing is posted to the channel before then.
    const card = await waitFor(() => eventMessages(stack, stack.channels.finance)[0], {
      message: 'the card after the Retry-After',
    });
    expect(Date.now() - heldAt).toBeGreaterThanOrEqual(1_500);
    expect(blocksText(card)).toContain('INV-2026-0001');
    expect(deliveriesTo(stack, dest.id).map((d) => d.status)).toEqual(['success']);
  });

  it('drops what the filters exclude', async () => {
    dest = await createCards(
      stack,
      'cards invoice.created amount>=1000 direction:outgoing currency:EUR',
    );
    await emit(stack, 'invoice.created', invoiceData({ id: 'org_inv_small', total: 500 }));
    await emit(
      stack,
      'invoice.created',
      invoiceData({ id: 'org_inv_inbound', direction: 'inbound', total: 5000 }),
    );
    await emit(
      stack,
      'invoice.created',
      invoiceData({ id: 'org_inv_usd', currency: 'USD', total: 5000 }),
    );
    expect(eventMessages(stack, stack.channels.finance)).toEqual([]);
    // Filtered events are answered 200, so Enlivy does not retry them.
    expect(deliveriesTo(stack, dest.id).map((d) => d.status)).toEqual([
      'success',
      'success',
      'success',
    ]);

    await emit(
      stack,
      'invoice.created',
      invoiceData({
        id: 'org_inv_big',
        number: 'INV-BIG',
        formatted_number: 'INV-BIG',
        total: 5000,
      }),
    );
    const card = await waitFor(() => eventMessages(stack, stack.channels.finance)[0]);
    expect(blocksText(card)).toContain('INV-BIG');
  });

  it('refuses deliveries to a paused or deleted cards destination with 410', async () => {
    dest = await createCards(stack, 'cards invoice.created');
    const body = () => JSON.stringify(envelope('invoice.created', invoiceData()));
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `pause ${dest.id}`,
    });
    await waitFor(() => stack.sim.state.destinations.get(dest.id)?.data.is_active === false);
    await waitFor(
      async () => (await deliver(dest.url, body(), { secret: dest.secret })).status === 410,
      {
        message: 'a 410 while paused',
      },
    );
    expect(stack.logText()).toContain('"outcome":"paused"');

    // Resumed, it posts again; deleted, it is gone for good.
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `resume ${dest.id}`,
    });
    await waitFor(() => stack.sim.state.destinations.get(dest.id)?.data.is_active === true);
    // The record follows once the resume's receipt is out.
    await waitFor(
      async () => (await deliver(dest.url, body(), { secret: dest.secret })).status === 200,
    );
    // Its card is drained in the background; a card not yet posted when the destination is
    // deleted is dropped by design, so wait for it before deleting.
    await waitFor(() => eventMessages(stack, stack.channels.finance).length > 0 || undefined, {
      message: 'the card of the delivery accepted while resumed',
    });
    await commandAnswer(stack, stack.users.admin, `delete ${dest.id}`, 'Delete');
    await stack.driver.click({
      user: stack.users.admin,
      actionId: 'destination_delete_confirm',
      value: dest.id,
      in: { channel: stack.channels.finance },
    });
    // The public receipt comes after the record was retired.
    await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.text.includes('was deleted by')),
    );
    expect((await deliver(dest.url, body(), { secret: dest.secret })).status).toBe(410);
    expect(stack.logText()).toContain('"outcome":"deleted"');
    expect(eventMessages(stack, stack.channels.finance)).toHaveLength(1);
  });

  it('Send test posts a card and reads back its delivery; the delivery log marks cards', async () => {
    dest = await createCards(stack, 'cards invoice.created');
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `test ${dest.id}`,
    });
    await waitFor(
      () =>
        [
          ...stack.slack.messages(stack.channels.finance),
          ...stack.slack.ephemerals(stack.users.editor, stack.channels.finance),
          // The editor (ro-RO) reads the outcome in Romanian.
        ].find((m) => m.text.includes('a fost livrat către')),
      { message: 'the test outcome', timeoutMs: 10_000 },
    );
    const card = await waitFor(() => eventMessages(stack, stack.channels.finance)[0]);
    expect(blocksText(card)).toContain('destination.test');

    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'deliveries',
    });
    await waitFor(
      () =>
        JSON.stringify(stack.slack.topView(stack.users.viewer)?.blocks ?? []).includes('Cards · '),
      {
        message: 'the delivery log naming the cards destination',
      },
    );
  });

  it('refuses to create cards when Enlivy could not reach the app', async () => {
    await stack.stop();
    stack = await startStack({ publicUrl: 'http://10.0.0.7:3000' });
    // alice reads Slack in ro-RO: the refusal is hers, in Romanian.
    const answer = await commandAnswer(
      stack,
      stack.users.editor,
      'cards invoice.created',
      'nu pot fi configurate aici',
    );
    expect(answer.text).toContain('nu este accesibilă din internet');
    expect(
      [...stack.sim.state.destinations.values()].filter(
        (d) =>
          d.data.type === 'webhook' && (d.data.destination_url ?? '').includes('/enlivy/events/'),
      ),
    ).toEqual([]);
  });
});
