import { WebClient } from '@slack/web-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceCard } from '../../../src/features/shared/invoices/views/card.js';
import { SEED } from '../../fakes/service/index.js';
import { interactivityBody, viewSubmissionPayload, waitFor } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  actionIds,
  expectValidBlockKit,
  invoiceStatus,
  textOf,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const DELETE = 'invoice_delete';
const CONFIRM_BLOCK = 'invoice_delete_typed';

async function openDeleteModal(stack: Stack, invoiceId: string, label: string): Promise<void> {
  await stack.driver.command({
    user: stack.users.admin,
    channel: stack.channels.finance,
    text: `invoice ${invoiceId}`,
  });
  await waitForEphemeral(stack, stack.users.admin, `Invoice ${label}`);
  await stack.driver.click({
    user: stack.users.admin,
    actionId: DELETE,
    in: { channel: stack.channels.finance },
  });
  await waitForModal(stack, stack.users.admin, `Type ${label} to confirm`);
}

describe('deleting an invoice from Slack', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  it('needs the typed number: a mismatch deletes nothing, the match deletes, replaces the card and posts a receipt', async () => {
    await openDeleteModal(stack, SEED.invoices.paid, 'INV-2026-0001');
    const modal = await waitForModal(stack, stack.users.admin, 'Delete invoice INV-2026-0001?');
    // Trash or for good is Enlivy's answer to tell, so the dialog claims neither.
    expect(modal).toContain('the receipt will say which');

    const wrong = await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: 'INV-2026-0002' },
    });
    expect(wrong.status).toBe(200);
    expect(stack.slack.topView(stack.users.admin)?.errors?.[CONFIRM_BLOCK]).toContain(
      'Type INV-2026-0001 exactly',
    );
    expect(stack.sim.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(200);

    await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: 'inv-2026-0001' },
    });
    await waitForModal(stack, stack.users.admin, 'Invoice INV-2026-0001 was deleted permanently.');
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(404);
    expect(stack.sim.state.invoices.has(SEED.invoices.paid)).toBe(false);

    const card = await waitForEphemeral(
      stack,
      stack.users.admin,
      ':wastebasket: Invoice INV-2026-0001 was deleted permanently.',
      stack.channels.finance,
    );
    expect(actionIds(card)).toEqual([]);
    // The card was replaced, not joined by a new message.
    expect(
      stack.slack
        .ephemerals(stack.users.admin, stack.channels.finance)
        .filter((m) => textOf(m).includes('invoice_delete')),
    ).toEqual([]);

    const receipt = await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.text.includes('deleted invoice')),
    );
    expect(receipt.text).toBe(
      `<@${stack.users.admin}> deleted invoice *INV-2026-0001* permanently.`,
    );
    expect(textOf(receipt)).not.toMatch(/trash|restore/i);
    expect(textOf(receipt)).not.toMatch(/1[.,]?250|€|EUR/);
  });

  it('when Enlivy keeps it in its trash, says so and that it can be restored — which it can', async () => {
    stack.sim.setInvoiceDelete('soft');
    await openDeleteModal(stack, SEED.invoices.paid, 'INV-2026-0001');
    await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: 'INV-2026-0001' },
    });
    const modal = await waitForModal(
      stack,
      stack.users.admin,
      "Invoice INV-2026-0001 was moved to Enlivy's trash. It can be restored in Enlivy.",
    );
    expect(modal).not.toContain('permanently');
    await waitForEphemeral(
      stack,
      stack.users.admin,
      ":wastebasket: Invoice INV-2026-0001 was moved to Enlivy's trash.",
      stack.channels.finance,
    );
    const receipt = await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.text.includes('INV-2026-0001')),
    );
    expect(receipt.text).toBe(
      `<@${stack.users.admin}> moved invoice *INV-2026-0001* to Enlivy's trash. It can be restored in Enlivy.`,
    );
    expect(stack.sim.state.invoices.get(SEED.invoices.paid)?.data.deleted_at).toEqual(
      expect.any(String),
    );
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(404);

    const restored = await fetch(
      `${stack.sim.url}/organizations/${SEED.organizations.demo}/invoices/restore/${SEED.invoices.paid}`,
      { method: 'POST', headers: { authorization: `Bearer ${SEED.apiToken}` } },
    );
    expect(restored.status).toBe(200);
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(200);
  });

  it('accepts the invoice id as the confirmation too', async () => {
    await openDeleteModal(stack, SEED.invoices.overdue, 'INV-2026-0004');
    await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: SEED.invoices.overdue },
    });
    await waitForModal(stack, stack.users.admin, 'was deleted');
    expect(await invoiceStatus(stack, SEED.invoices.overdue)).toBe(404);
  });

  it('says so in the modal when the invoice was deleted meanwhile', async () => {
    await openDeleteModal(stack, SEED.invoices.sent, 'INV-2026-0002');
    stack.sim.state.invoices.delete(SEED.invoices.sent);
    await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: 'INV-2026-0002' },
    });
    const modal = await waitForModal(stack, stack.users.admin, 'Enlivy has no invoice');
    // A routine answer, not a failure: no reference to chase.
    expect(modal).not.toMatch(/E-[0-9A-Z]{6}/);
    expect(stack.slack.messages(stack.channels.finance)).toEqual([]);
  });

  it('does not show Delete to editors, and refuses a forged click from an editor or a viewer', async () => {
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid}`,
    });
    const editorCard = await waitForEphemeral(stack, stack.users.editor, 'Factura INV-2026-0001');
    expect(actionIds(editorCard)).not.toContain(DELETE);

    // An admin's card, posted where everyone can click it (as if shared or replayed).
    const invoice = await stack.enlivy
      .withToken(SEED.apiToken)
      .invoices.retrieve(SEED.organizations.demo, SEED.invoices.paid);
    const card = invoiceCard(invoice, { role: 'admin' }, en);
    const bot = new WebClient(stack.botToken, {
      slackApiUrl: stack.slack.apiUrl,
      retryConfig: { retries: 0 },
    });
    await bot.chat.postMessage({ channel: stack.channels.finance, ...card });

    for (const user of [stack.users.editor, stack.users.viewer]) {
      await stack.driver.click({ user, actionId: DELETE, in: { channel: stack.channels.finance } });
      // The editor reads Romanian (Slack locale ro-RO), the viewer English.
      const says =
        user === stack.users.editor ? 'cere rolul de administrator' : 'needs the admin role';
      const refused = await waitForEphemeral(stack, user, says);
      expect(refused.text).not.toMatch(/E-[0-9A-Z]{6}/);
      expect(stack.slack.topView(user)).toBeUndefined();
    }
    expect(stack.sim.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(200);
  });

  it('refuses a forged confirmation submitted by an editor', async () => {
    const payload = viewSubmissionPayload({
      team: { id: stack.teamId, domain: stack.slack.team(stack.teamId).domain },
      user: { id: stack.users.editor, username: 'alice', name: 'alice', team_id: stack.teamId },
      api_app_id: stack.slack.app.appId,
      token: stack.slack.app.verificationToken,
      view: {
        id: 'VFORGED01',
        type: 'modal',
        callback_id: 'invoice_delete_confirm',
        private_metadata: JSON.stringify({
          id: SEED.invoices.paid,
          from: 'card',
          label: 'INV-2026-0001',
        }),
        app_installed_team_id: stack.teamId,
        state: {
          values: {
            [CONFIRM_BLOCK]: { value: { type: 'plain_text_input', value: 'INV-2026-0001' } },
          },
        },
        blocks: [],
      },
    });
    const ack = await stack.driver.raw({
      body: interactivityBody(payload),
      kind: 'view_submission',
    });
    expect(ack.status).toBe(200);
    const line = await waitFor(() =>
      stack
        .logText()
        .split('\n')
        .find((l) => l.includes('"action":"invoice:delete"')),
    );
    expect(line).toContain('"refusal":"forbidden_role"');
    expect(stack.sim.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(await invoiceStatus(stack, SEED.invoices.paid)).toBe(200);
  });

  it('never lets an invoice number mention the channel in the “Deleting…” notice', async () => {
    const record = stack.sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: '<!channel> INV-9',
      counterparty: 'Initech',
    });
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: `invoice ${record.data.id}`,
    });
    await waitForEphemeral(stack, stack.users.admin, 'Invoice &lt;!channel&gt; INV-9');
    await stack.driver.click({
      user: stack.users.admin,
      actionId: DELETE,
      in: { channel: stack.channels.finance },
    });
    // Plain text (the input's label) shows the number as it is.
    await waitForModal(stack, stack.users.admin, 'Type <!channel> INV-9 to confirm');
    // Enlivy is slow to delete, so the notice stays on screen.
    stack.sim.injectFault({ kind: 'delay', ms: 1500, method: 'DELETE', path: '/invoices/' });
    await stack.driver.submit({
      user: stack.users.admin,
      values: { [CONFIRM_BLOCK]: '<!channel> INV-9' },
    });
    const notice = JSON.stringify(stack.slack.topView(stack.users.admin)?.blocks);
    expect(notice).toContain('Deleting invoice &lt;!channel&gt; INV-9');
    expect(notice).not.toContain('<!channel>');
    await waitForModal(stack, stack.users.admin, 'was deleted');
  });
});
