import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  actionIds,
  expectValidBlockKit,
  simulatorPdf,
  textOf,
  waitForEphemeral,
} from './support.js';

const DOWNLOAD = 'invoice_download_pdf';
const DELETE = 'invoice_delete';
const OPEN = 'invoice_open';
const OPEN_IN_ENLIVY = 'invoice_open_in_enlivy';

/** The URL of the card's Open in Enlivy button (undefined when it has none). */
function openInEnlivyUrl(message: { blocks?: unknown[] } | undefined): string | undefined {
  const buttons = (
    (message?.blocks ?? []) as { elements?: { action_id?: string; url?: string }[] }[]
  )
    .flatMap((block) => block.elements ?? [])
    .filter((element) => element.action_id === OPEN_IN_ENLIVY);
  return buttons[0]?.url;
}

/** Section texts of a message, in order (what the reader sees, without the JSON around it). */
function sectionTexts(message: { blocks?: unknown[] } | undefined): string[] {
  return ((message?.blocks ?? []) as { type: string; text?: { text: string } }[])
    .filter((block) => block.type === 'section' && block.text !== undefined)
    .map((block) => block.text?.text ?? '');
}

/** action_ids of the buttons beside section texts. */
function accessoryIds(message: { blocks?: unknown[] } | undefined): string[] {
  return ((message?.blocks ?? []) as { accessory?: { action_id?: string } }[]).flatMap((block) =>
    block.accessory?.action_id ? [block.accessory.action_id] : [],
  );
}

describe('/enlivy invoice NUMBER', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  /** The admin reads en-US (amounts like €1,250.00) and gets every button. */
  async function command(text: string, user = stack.users.admin): Promise<void> {
    await stack.driver.command({ user, channel: stack.channels.finance, text });
  }

  it('shows the card of the invoice with that number, in any case', async () => {
    await command('invoice INV-2026-0001');
    const card = await waitForEphemeral(stack, stack.users.admin, 'Invoice INV-2026-0001');
    const text = textOf(card);
    expect(text).toContain('*Invoice INV-2026-0001*');
    expect(text).toContain('Acme Supplies Ltd');
    expect(text).toContain('€1,250.00');
    expect(text).toContain('Download PDF');
    expect(text).toContain(SEED.invoices.paid);
    expect(actionIds(card)).toEqual([DOWNLOAD, DELETE, OPEN_IN_ENLIVY]);
    expect(text).toContain('Open in Enlivy');
    // Built as the message shortcut's card builds it: ENLIVY_APP_URL, organization, invoice id.
    expect(openInEnlivyUrl(card)).toBe(
      `${stack.config.enlivy.appUrl}/organizations/${SEED.organizations.demo}/invoices/${SEED.invoices.paid}`,
    );

    await command('invoice inv-2026-0004');
    const lower = await waitForEphemeral(stack, stack.users.admin, 'Invoice INV-2026-0004');
    expect(textOf(lower)).toContain('Globex Corporation');
    expect(textOf(lower)).toContain('€480.00');
    // Looked up through Enlivy's invoice search, not guessed.
    const lookups = stack.sim.requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith('/invoices'),
    );
    expect(lookups.length).toBeGreaterThanOrEqual(2);
  });

  it('sends the PDF of an invoice named by number', async () => {
    await command('invoice INV-2026-0004 pdf');
    await waitForEphemeral(stack, stack.users.admin, 'PDF of INV-2026-0004 sent to your DM');
    const file = await waitFor(() => stack.slack.files()[0]);
    expect(file.bytes?.equals(await simulatorPdf(stack, SEED.invoices.overdue))).toBe(true);
    expect(file.channels).toEqual([stack.slack.dmChannelId(stack.users.admin)]);
  });

  it('lists the invoices that share a number; a row opens that invoice’s card', async () => {
    const bill = stack.sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: 'INV-2026-0001',
      formatted_number: 'INV-2026-0001',
      title: 'Supplier bill',
      counterparty: 'Umbrella Logistics',
      direction: 'inbound',
      status: 'pending',
      currency: 'EUR',
      total: 99,
      finalized_at: '2026-10-03T09:00:00.000000Z',
      is_downloadable: true,
    });
    // Contains the number but is another one: not a match.
    stack.sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: 'INV-2026-00011',
      formatted_number: 'INV-2026-00011',
      counterparty: 'Near Miss Ltd',
    });

    await command('invoice INV-2026-0001');
    const list = await waitForEphemeral(stack, stack.users.admin, 'invoices are numbered');
    expect(list.text).toContain('2 invoices are numbered INV-2026-0001');
    const rows = sectionTexts(list).slice(1);
    expect(rows).toHaveLength(2);
    const acme = rows.find((row) => row.includes(SEED.invoices.paid));
    const umbrella = rows.find((row) => row.includes(bill.data.id));
    expect(acme).toMatch(/^\*INV-2026-0001\* · Acme Supplies Ltd · €1,250\.00 · Paid\n/);
    expect(umbrella).toMatch(/^\*INV-2026-0001\* · Umbrella Logistics · €99\.00 · Pending\n/);
    expect(textOf(list)).not.toContain('Near Miss');
    expect(accessoryIds(list)).toEqual([OPEN, OPEN]);

    await stack.driver.click({
      user: stack.users.admin,
      actionId: OPEN,
      value: JSON.stringify({ id: bill.data.id, from: 'card' }),
      in: { channel: stack.channels.finance },
    });
    const card = await waitForEphemeral(stack, stack.users.admin, 'Download PDF');
    expect(textOf(card)).toContain('€99.00');
    expect(textOf(card)).toContain('*Invoice INV-2026-0001*');
    expect(textOf(card)).toContain(bill.data.id);
    expect(textOf(card)).toContain('Pending');
    expect(actionIds(card)).toEqual([DOWNLOAD, DELETE, OPEN_IN_ENLIVY]);
    expect(openInEnlivyUrl(card)).toBe(
      `${stack.config.enlivy.appUrl}/organizations/${SEED.organizations.demo}/invoices/${bill.data.id}`,
    );
    // The card took the list's place.
    const shown = stack.slack.ephemerals(stack.users.admin, stack.channels.finance);
    expect(shown.filter((m) => textOf(m).includes('invoices are numbered'))).toEqual([]);
  });

  it('says so when no invoice has that number, and suggests a search', async () => {
    await command('invoice INV-2099-0042');
    const reply = await waitForEphemeral(stack, stack.users.admin, 'No invoice numbered');
    expect(textOf(reply)).toContain('No invoice numbered `INV-2099-0042`');
    expect(textOf(reply)).toContain('/enlivy search INV-2099-0042');
    expect(textOf(reply)).not.toMatch(/E-[0-9A-Z]{6}/);
  });

  it('still takes invoice ids', async () => {
    await command(`invoice ${SEED.invoices.overdue}`);
    const card = await waitForEphemeral(stack, stack.users.admin, 'Invoice INV-2026-0004');
    expect(textOf(card)).toContain('€480.00');
    expect(actionIds(card)).toEqual([DOWNLOAD, DELETE, OPEN_IN_ENLIVY]);

    await command('invoice org_inv_nope');
    const missing = await waitForEphemeral(stack, stack.users.admin, 'org_inv_nope');
    expect(textOf(missing)).toContain('Enlivy has no invoice');
  });

  it('refuses what can be neither a number nor an id', async () => {
    await command('invoice ab');
    const short = await waitForEphemeral(stack, stack.users.admin, '`ab` is neither');
    expect(textOf(short)).toContain('at least 3 characters');

    await command('invoice <script>');
    await waitForEphemeral(stack, stack.users.admin, 'is neither an invoice number nor');
    expect(stack.sim.requests.filter((r) => r.path.endsWith('/invoices'))).toEqual([]);
  });
});

describe('/enlivy search rows', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  it('show each invoice’s number and id', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search acme',
    });
    const results = await waitForEphemeral(stack, stack.users.viewer, 'matches for');
    const rows = sectionTexts(results).filter((text) => text.startsWith('*Invoice*'));
    expect(rows.length).toBeGreaterThan(2);
    const paid = rows.find((row) => row.includes(`\`${SEED.invoices.paid}\``));
    expect(paid).toContain('No. INV-2026-0001');
    const draft = rows.find((row) => row.includes(`\`${SEED.invoices.draft}\``));
    expect(draft).toContain('No. INV-2026-0003');
    for (const row of rows) expect(row).toMatch(/No\. [A-Z]+-[\d-]+ {2}· {2}`org_inv_\w+`/);
  });
});
