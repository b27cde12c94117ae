import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  actionIds,
  expectValidBlockKit,
  invoiceStatus,
  rowInvoiceIds,
  rowTitles,
  simulatorSearch,
  textOf,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const NEXT = 'search_next';
const PREVIOUS = 'search_previous';
const DOWNLOAD = 'invoice_download_pdf';
const DELETE = 'invoice_delete';
const LIMIT = 50;

function searchRequests(stack: Stack) {
  return stack.sim.requests.filter((r) => r.path.endsWith('/search'));
}

/** 23 more invoices whose titles all contain "Wonka", in various lengths (so scores differ). */
function addWonkaInvoices(stack: Stack): void {
  for (let i = 1; i <= 23; i++) {
    stack.sim.state.addInvoice({
      organization_id: SEED.organizations.demo,
      number: `WNK-${String(i).padStart(3, '0')}`,
      counterparty: `Wonka ${'Industries '.repeat(i % 4)}Ltd ${i}`,
      title: `WNK-${String(i).padStart(3, '0')} · ${'Chocolate '.repeat(i % 5)}Wonka ${'Industries '.repeat(i % 4)}Ltd`,
      status: i % 3 === 0 ? 'paid' : 'pending',
      issued_at: `2026-0${1 + (i % 9)}-1${i % 10}`,
    });
  }
}

describe('/enlivy search', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  it('lists results in the simulator’s ranking order, with actions by role', async () => {
    const expected = await simulatorSearch(stack, 'acme', LIMIT);
    expect(expected.length).toBeGreaterThan(2);

    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'search acme',
    });
    const adminView = await waitForEphemeral(stack, stack.users.admin, 'matches for');
    expect(rowInvoiceIds(adminView)).toEqual(expected);
    expect(textOf(adminView)).toContain(`${expected.length} matches for “acme”`);
    expect(textOf(adminView)).toContain('match ▰');
    expect(textOf(adminView)).toContain('*Invoice* · INV-2026-0001 · Acme Supplies Ltd');
    expect(textOf(adminView)).toContain('issued Oct 1, 2026');
    expect(textOf(adminView)).toContain('paid Oct 15, 2026');
    const adminActions = actionIds(adminView);
    // A draft has no PDF yet: no Download button on its row.
    const drafts = expected.filter(
      (id) => stack.sim.state.invoices.get(id)?.data.status === 'draft',
    );
    expect(drafts.length).toBeGreaterThan(0);
    expect(adminActions.filter((a) => a === DOWNLOAD)).toHaveLength(
      expected.length - drafts.length,
    );
    expect(adminActions.filter((a) => a === DELETE)).toHaveLength(expected.length);
    expect(adminActions).not.toContain(NEXT);

    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: 'search acme',
    });
    // Alice (ro-RO) reads the results in Romanian.
    const editorView = await waitForEphemeral(stack, stack.users.editor, 'rezultate pentru');
    expect(rowInvoiceIds(editorView)).toEqual(expected.filter((id) => !drafts.includes(id)));
    expect(actionIds(editorView)).not.toContain(DELETE);

    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search acme',
    });
    const viewerView = await waitForEphemeral(stack, stack.users.viewer, 'matches for');
    expect(actionIds(viewerView)).toEqual([]);
    expect(rowTitles(viewerView)).toEqual(rowTitles(adminView));
  });

  it('joins quoted words back into one query', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search “annual maintenance”',
    });
    const reply = await waitForEphemeral(stack, stack.users.viewer, 'for “annual maintenance”');
    expect(textOf(reply)).toContain('INV-2025-0117');
    expect(searchRequests(stack).at(-1)?.query).toMatchObject({
      q: 'annual maintenance',
      limit: '50',
    });
  });

  it('pages ten at a time with Next and Previous, in ranking order', async () => {
    addWonkaInvoices(stack);
    const expected = await simulatorSearch(stack, 'wonka', LIMIT);
    expect(expected).toHaveLength(23);
    const user = stack.users.admin;
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'search wonka' });
    const first = await waitForEphemeral(stack, user, 'Page 1 of 3');
    expect(rowInvoiceIds(first)).toEqual(expected.slice(0, 10));
    expect(first.blocks?.length).toBeLessThanOrEqual(50);

    expect(actionIds(first)).not.toContain(PREVIOUS);
    await stack.driver.click({ user, actionId: NEXT, in: { channel: stack.channels.finance } });
    const second = await waitForEphemeral(stack, user, 'Page 2 of 3');
    expect(rowInvoiceIds(second)).toEqual(expected.slice(10, 20));
    await stack.driver.click({
      user,
      actionId: NEXT,
      in: { channel: stack.channels.finance },
    });
    const third = await waitForEphemeral(stack, user, 'Page 3 of 3');
    expect(rowInvoiceIds(third)).toEqual(expected.slice(20));
    expect(textOf(third)).toContain('results 21–23 of 23');
    expect(actionIds(third)).not.toContain(NEXT);

    await stack.driver.click({ user, actionId: PREVIOUS, in: { channel: stack.channels.finance } });
    await waitForEphemeral(stack, user, 'Page 2 of 3');
    // Paging replaces the one results message instead of adding more.
    const results = stack.slack
      .ephemerals(user, stack.channels.finance)
      .filter((m) => textOf(m).includes('matches for'));
    expect(results).toHaveLength(1);
  });

  it('says when nothing matches, and guides short queries without asking Enlivy', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search zebra crossing',
    });
    const none = await waitForEphemeral(stack, stack.users.viewer, 'No matches');
    expect(none.text).toBe('No matches for “zebra crossing”.');
    expect(textOf(none)).toContain('Tips');

    const before = searchRequests(stack).length;
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search ab',
    });
    const short = await waitForEphemeral(stack, stack.users.viewer, 'at least 3 characters');
    expect(short.text).toContain('/enlivy search acme');
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'search',
    });
    await waitFor(
      () =>
        stack.slack
          .ephemerals(stack.users.viewer)
          .filter((m) => m.text.includes('at least 3 characters')).length === 2,
    );
    expect(searchRequests(stack)).toHaveLength(before);
  });

  it('downloads from a result row to the DM', async () => {
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: 'search globex',
    });
    await waitForEphemeral(stack, stack.users.editor, '1 rezultat pentru');
    await stack.driver.click({
      user: stack.users.editor,
      actionId: DOWNLOAD,
      in: { channel: stack.channels.finance },
    });
    await waitForEphemeral(
      stack,
      stack.users.editor,
      'PDF-ul facturii INV-2026-0004 a fost trimis în mesajele tale directe',
    );
    const file = await waitFor(() => stack.slack.files()[0]);
    expect(file.filename).toBe('INV-2026-0004.pdf');
    expect(file.channels).toEqual([stack.slack.dmChannelId(stack.users.editor)]);
  });

  it('deletes from a result row and refreshes the results without it', async () => {
    const user = stack.users.admin;
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'search acme' });
    const results = await waitForEphemeral(stack, user, 'matches for');
    const before = rowInvoiceIds(results);
    expect(before).toContain(SEED.invoices.sent);
    await stack.driver.click({
      user,
      actionId: DELETE,
      value: JSON.stringify({
        id: SEED.invoices.sent,
        from: 'search',
        search: { q: 'acme', p: 1 },
      }),
      in: { channel: stack.channels.finance },
    });
    await waitForModal(stack, user, 'Type INV-2026-0002 to confirm');
    await stack.driver.submit({ user, values: { invoice_delete_typed: 'INV-2026-0002' } });
    const refreshed = await waitForEphemeral(stack, user, 'Invoice INV-2026-0002 was deleted');
    expect(rowInvoiceIds(refreshed)).toEqual(before.filter((id) => id !== SEED.invoices.sent));
    expect(await invoiceStatus(stack, SEED.invoices.sent)).toBe(404);
    await waitFor(() =>
      stack.slack
        .messages(stack.channels.finance)
        .find((m) => m.text.includes('deleted invoice *INV-2026-0002*')),
    );
  });
});
