/**
 * Issue 10, item 1: a write whose answer is lost (timeout), or that ends in 5xx, is reconciled
 * with Enlivy's real state: the same receipt and card as a clean success, or "nothing was
 * changed", or — only when reading back fails too — "outcome unknown" with how to check.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  answersShown,
  cardText,
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import { waitForModal } from '../invoices/support.js';
import type { Stack } from '../support/stack.js';
import { listAll, stackPerTest } from './support.js';

const { webhook: WEBHOOK, paused: PAUSED, slack: SLACK } = SEED.destinations;

/**
 * The app's Enlivy timeout, and how long a fault holds a request: its answer is lost. A second:
 * on the busy CI machine an answer nobody held can take a few hundred ms (see the fault matrix).
 */
const TIMEOUT_MS = 1_000;
const HELD_MS = 2 * TIMEOUT_MS;

/** Requests a fault held (answered late, from the first) have landed. */
async function heldRequestsAnswered(stack: Stack): Promise<void> {
  await waitFor(() => stack.sim.requests.every((r) => r.status !== undefined), {
    message: 'the held requests answered',
    timeoutMs: 6_000,
  });
}

/** Every keyed write to `pathPart` used one key (one intent), however often it was sent. */
function expectOneKey(stack: Stack, method: string, pathPart: string): void {
  const sent = simRequests(stack, method, pathPart);
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}

/** No message the user got calls the write failed or asks to try again. */
function expectNoFailureWording(stack: Stack, userId: string, channel: string): void {
  for (const m of stack.slack.ephemerals(userId, channel)) {
    expect(messageText(m)).not.toMatch(/Could not reach Enlivy|timed out|Try again in a minute/);
  }
}

/** `/enlivy invoice` for the paid invoice, then its Delete button: the confirmation is open. */
async function openInvoiceDelete(s: Stack, admin: string, channel: string): Promise<void> {
  await s.driver.command({ user: admin, channel, text: `invoice ${SEED.invoices.paid}` });
  await waitForEphemeralWith(s, admin, channel, 'Invoice INV-2026-0001');
  await s.driver.click({ user: admin, actionId: 'invoice_delete', in: { channel } });
  await waitForModal(s, admin, 'Type INV-2026-0001 to confirm');
}

describe('writes whose answer is lost are reported as what Enlivy did', () => {
  const start = stackPerTest();

  it('the issue exactly: 2 s timeout, 4 s delay on the PUT → the real "paused" receipt', async () => {
    const s = await start({ enlivyTimeoutMs: 2_000 });
    const { editor } = s.users;
    const channel = s.channels.general;
    s.sim.injectFault({ kind: 'delay', ms: 4_000, method: 'PUT', path: WEBHOOK });
    await s.driver.command({ user: editor, channel, text: 'pause "accounting sync"' });
    await waitForChannelMessage(s, channel, `<@${editor}> paused *Accounting sync*`, 10_000);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(false);
    expectNoFailureWording(s, editor, channel);
    // The held original lands later and is answered from the first: still one change.
    await waitFor(() => simRequests(s, 'PUT', WEBHOOK).every((r) => r.status !== undefined), {
      timeoutMs: 6_000,
    });
    expectOneKey(s, 'PUT', WEBHOOK);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(false);
    expect(s.slack.messages(channel).filter((m) => m.text.includes('paused'))).toHaveLength(1);
    expectNoBlockKitFailures(s);
  });

  it.each([
    { button: 'destination_pause', id: WEBHOOK, name: 'Accounting sync', verb: 'paused' },
    { button: 'destination_resume', id: PAUSED, name: 'Old ERP hook', verb: 'resumed' },
  ])(
    'the $button button under a timeout: the receipt and the card refreshed in place',
    async (c) => {
      const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
      const { editor } = s.users;
      const channel = s.channels.general;
      const list = await listAll(s, editor, channel);
      s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'PUT', path: c.id });
      await s.driver.click({ user: editor, actionId: c.button, value: c.id, in: { channel } });
      await waitForChannelMessage(s, channel, `<@${editor}> ${c.verb} *${c.name}*`, 8_000);
      // The editor's card, in her Romanian (ro-RO); the receipt is the channel's English.
      const state = c.verb === 'paused' ? 'Suspendată' : 'Activă';
      const card = await waitFor(() => {
        const [only] = answersShown(s, editor, channel);
        return only && cardText(only, c.name).includes(state) ? only : undefined;
      });
      expect(card.ts).toBe(list.ts);
      expect(destinationState(s, c.id)?.is_active).toBe(c.verb === 'resumed');
      expectNoFailureWording(s, editor, channel);
      expectOneKey(s, 'PUT', c.id);
      expectNoBlockKitFailures(s);
    },
  );

  it('destination delete under a timeout: "deleted" once, never "try again"', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    const { admin } = s.users;
    const channel = s.channels.general;
    await s.driver.command({ user: admin, channel, text: 'delete "Accounting sync"' });
    await waitForEphemeralWith(s, admin, channel, 'Delete Accounting sync');
    s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'DELETE', path: WEBHOOK });
    await s.driver.click({
      user: admin,
      actionId: 'destination_delete_confirm',
      value: WEBHOOK,
      in: { channel },
    });
    await waitForChannelMessage(s, channel, `Accounting sync* was deleted by <@${admin}>`, 8_000);
    expect(destinationState(s, WEBHOOK)?.deleted_at).not.toBeNull();
    expectNoFailureWording(s, admin, channel);
    expectOneKey(s, 'DELETE', WEBHOOK);
    expectNoBlockKitFailures(s);
  });

  it('invoice delete under a timeout: the modal says deleted and the receipt is posted', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    const { admin } = s.users;
    const channel = s.channels.finance;
    await s.driver.command({ user: admin, channel, text: `invoice ${SEED.invoices.paid}` });
    await waitForEphemeralWith(s, admin, channel, 'Invoice INV-2026-0001');
    await s.driver.click({ user: admin, actionId: 'invoice_delete', in: { channel } });
    await waitForModal(s, admin, 'Type INV-2026-0001 to confirm');
    s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'DELETE', path: '/invoices/' });
    await s.driver.submit({ user: admin, values: { invoice_delete_typed: 'INV-2026-0001' } });
    await waitForChannelMessage(
      s,
      channel,
      `<@${admin}> deleted invoice *INV-2026-0001* permanently.`,
      8_000,
    );
    expect(s.sim.state.invoices.has(SEED.invoices.paid)).toBe(false);
    const modal = await waitForModal(s, admin, 'Invoice deleted');
    expect(modal).not.toMatch(/timed out|Try again/);
    expectOneKey(s, 'DELETE', '/invoices/');
  });

  it('invoice soft delete under a timeout: the resent DELETE answers with deleted_at → "trash"', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    s.sim.setInvoiceDelete('soft');
    const { admin } = s.users;
    const channel = s.channels.finance;
    await openInvoiceDelete(s, admin, channel);
    s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'DELETE', path: '/invoices/' });
    await s.driver.submit({ user: admin, values: { invoice_delete_typed: 'INV-2026-0001' } });
    await waitForChannelMessage(
      s,
      channel,
      `<@${admin}> moved invoice *INV-2026-0001* to Enlivy's trash. It can be restored in Enlivy.`,
      8_000,
    );
    expect(s.sim.state.invoices.get(SEED.invoices.paid)?.data.deleted_at).toEqual(
      expect.any(String),
    );
    await waitForModal(s, admin, "was moved to Enlivy's trash");
    expectOneKey(s, 'DELETE', '/invoices/');
  });

  it('Send test under a timeout: exactly one test is sent and its outcome shown', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    const { editor } = s.users;
    const channel = s.channels.finance;
    const before = s.sim.state.destinationDeliveries(SLACK).length;
    s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'POST', path: '/test' });
    await s.driver.command({ user: editor, channel, text: 'test "Finance alerts"' });
    // In the editor's Romanian (ro-RO).
    await waitForEphemeralWith(s, editor, channel, 'a fost livrat către *Finance alerts*', 10_000);
    await heldRequestsAnswered(s);
    expect(s.sim.state.destinationDeliveries(SLACK)).toHaveLength(before + 1);
    expectOneKey(s, 'POST', `${SLACK}/test`);
    expectNoFailureWording(s, editor, channel);
    expectNoBlockKitFailures(s);
  });

  it('the Send test button under a timeout: one test, its outcome on the card', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    const { editor } = s.users;
    const channel = s.channels.general;
    await listAll(s, editor, channel);
    const before = s.sim.state.destinationDeliveries(SLACK).length;
    s.sim.injectFault({ kind: 'delay', ms: HELD_MS, method: 'POST', path: '/test' });
    await s.driver.click({
      user: editor,
      actionId: 'destination_test',
      value: SLACK,
      in: { channel },
    });
    await waitForEphemeralWith(s, editor, channel, 'a fost livrat către *Finance alerts*', 10_000);
    await heldRequestsAnswered(s);
    expect(s.sim.state.destinationDeliveries(SLACK)).toHaveLength(before + 1);
    expectOneKey(s, 'POST', `${SLACK}/test`);
    expectNoBlockKitFailures(s);
  });

  it('a 500 that changed nothing says so: "Nothing was changed", no receipt', async () => {
    const s = await start();
    const { editor } = s.users;
    const channel = s.channels.general;
    s.sim.injectFault({ kind: 'status', status: 500, method: 'PUT', path: WEBHOOK });
    await s.driver.command({ user: editor, channel, text: 'pause "accounting sync"' });
    // The editor reads Slack in Romanian (ro-RO): the title is the Romanian catalog's.
    const said = await waitForEphemeralWith(s, editor, channel, 'Nu s-a schimbat nimic');
    // …and so is the message: the reader sees no English under a Romanian title.
    expect(messageText(said)).toContain('Enlivy o arată încă activă');
    expect(messageText(said)).toMatch(/ref `E-[0-9A-Z]{6}`/);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(true);
    expect(s.slack.messages(channel)).toHaveLength(0);
  });

  it('when reading back fails too: "outcome unknown" and how to check, never "failed"', async () => {
    const s = await start({ enlivyTimeoutMs: TIMEOUT_MS });
    const { editor } = s.users;
    const channel = s.channels.general;
    await listAll(s, editor, channel);
    // The first read (under the lock) works; the write and every read after it fail. Faults are
    // taken in the order they were added: the first read takes a delay of nothing and passes.
    s.sim.injectFault({ kind: 'status', status: 503, method: 'PUT', path: WEBHOOK, times: 3 });
    s.sim.injectFault({ kind: 'delay', ms: 0, method: 'GET', path: WEBHOOK, times: 1 });
    s.sim.injectFault({ kind: 'status', status: 503, method: 'GET', path: WEBHOOK, times: 20 });
    await s.driver.click({
      user: editor,
      actionId: 'destination_pause',
      value: WEBHOOK,
      in: { channel },
    });
    const said = await waitForEphemeralWith(s, editor, channel, 'Rezultat necunoscut', 15_000);
    expect(messageText(said)).toContain('Nu se știe dacă *Accounting sync* a fost suspendată');
    expect(messageText(said)).toContain('Verifică-i starea cu `/enlivy list`');
    expect(messageText(said)).not.toMatch(/failed|Try again in a minute/i);
    expect(s.slack.messages(channel)).toHaveLength(0);
  });
});
