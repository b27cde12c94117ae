import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText, simRequests, waitForEphemeralWith } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { buttonsOf, expectCleanSlack, listedNumbers, rowOf } from './support.js';

const NEXT = 'due_next';
const PREVIOUS = 'due_previous';
const PDF = 'invoice_download_pdf';
const OPEN_IN_ENLIVY = 'invoice_open_in_enlivy';

describe('/enlivy due', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectCleanSlack(stack);
    await stack.stop();
  });

  it('lists INV-2026-0004 and INV-2026-0002 under To collect, never the paid or the draft one', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due' });
    const list = await waitForEphemeralWith(stack, admin, channel, 'Invoices due');
    const text = messageText(list);
    expect(text).toContain('overdue, and due within 7 days');
    expect(text).toContain('*To collect* · 13 invoices · total');
    const shown = listedNumbers(list);
    expect(shown).toContain('INV-2026-0004');
    expect(shown).toContain('INV-2026-0002');
    expect(text).not.toContain('INV-2026-0001');
    expect(text).not.toContain('INV-2026-0003');
    // Cancelled and paid invoices of the demo never appear; nor one due in 40 days.
    for (const number of ['DT-2026-0113', 'DT-2026-0114', 'DT-2026-0112', 'DT-2026-0111'])
      expect(text).not.toContain(number);
    // Oldest due first: 0004 (mid-October) before everything else.
    expect(shown[0]).toBe('INV-2026-0004');
    expect(rowOf(list, 'INV-2026-0004')).toMatch(
      /Globex Corporation · €480\.00\n<!date\^\d+\^\{date_short\}\|[^>]+> · \d+ days overdue/,
    );
    expect(rowOf(list, 'DT-2026-0104')).toContain('Partly paid');
    // The invoice card's buttons: Download PDF (an admin may) and Open in Enlivy, never Delete.
    const buttons = buttonsOf(list, 'INV-2026-0004');
    expect(buttons.map((b) => b.action_id)).toEqual([PDF, OPEN_IN_ENLIVY]);
    expect(buttons[1]?.url).toBe(
      `${stack.config.enlivy.appUrl}/organizations/${SEED.organizations.demo}/invoices/${SEED.invoices.overdue}`,
    );
    expect(text).toContain('Page 1 of 2 · invoices 1–10 of 16');
    expect(list.blocks?.length).toBeLessThanOrEqual(50);
    // Each open status is read, page by page, with the parties' names.
    const reads = simRequests(stack, 'GET', '/invoices').map((r) => r.query);
    expect(reads.map((q) => q.status)).toEqual([
      'overdue',
      'pending',
      'sent_email',
      'sent_physical',
      'payment_partial',
    ]);
    expect(reads[0]).toMatchObject({ include: 'receiver_user,sender_user', per_page: '50' });
  });

  it('pages on: the rest to collect, then To pay with its own totals; Previous goes back', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due' });
    await waitForEphemeralWith(stack, admin, channel, 'Page 1 of 2');
    await stack.driver.click({ user: admin, actionId: NEXT, in: { channel } });
    const second = await waitForEphemeralWith(stack, admin, channel, 'Page 2 of 2');
    const text = messageText(second);
    expect(text).toContain('*To collect* · 13 invoices');
    // Intl puts a no-break space between a currency code and its amount.
    expect(text).toContain('*To pay* · 3 invoices · total €1,100.00, RON\u00a06,220.00');
    expect(listedNumbers(second).slice(-3)).toEqual(['BILL-8801', 'BILL-8802', 'BILL-8803']);
    // The page replaced the first one: one list in the channel for the admin.
    expect(
      stack.slack.ephemerals(admin, channel).filter((m) => messageText(m).includes('Invoices due')),
    ).toHaveLength(1);
    await stack.driver.click({ user: admin, actionId: PREVIOUS, in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, 'Page 1 of 2');
  });

  it('takes another horizon and one group: `due 14d to-pay`', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due 14d to-pay' });
    const list = await waitForEphemeralWith(stack, admin, channel, 'to pay only');
    expect(messageText(list)).toContain('overdue, and due within 14 days · to pay only');
    expect(listedNumbers(list)).toEqual(['BILL-8801', 'BILL-8802', 'BILL-8803']);
    expect(messageText(list)).not.toContain('To collect');

    await stack.driver.command({ user: admin, channel, text: 'due 14d' });
    const wider = await waitForEphemeralWith(stack, admin, channel, 'invoices 1–10 of 17');
    await stack.driver.click({ user: admin, actionId: NEXT, in: { channel } });
    const second = await waitForEphemeralWith(stack, admin, channel, 'invoices 11–17 of 17');
    expect([...listedNumbers(wider), ...listedNumbers(second)]).toContain('DT-2026-0111');
  });

  it('speaks Romanian to a Romanian reader, and shows a viewer no PDF button', async () => {
    const { editor, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'due' });
    const list = await waitForEphemeralWith(stack, editor, channel, 'Facturi scadente');
    const text = messageText(list);
    expect(text).toContain('*De încasat* · 13 facturi · total');
    expect(text).toContain('restantă de');
    expect(text).toContain('Descarcă PDF');
    expect(rowOf(list, 'INV-2026-0004')).toContain('Globex Corporation · 480,00\u00a0EUR');

    await stack.driver.command({ user: viewer, channel, text: 'due' });
    const viewed = await waitForEphemeralWith(stack, viewer, channel, 'Invoices due');
    expect(buttonsOf(viewed, 'INV-2026-0004').map((b) => b.action_id)).toEqual([OPEN_IN_ENLIVY]);
  });

  it('sends a row’s PDF to the clicker’s DM, as the invoice card does', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due' });
    const list = await waitForEphemeralWith(stack, admin, channel, 'Invoices due');
    const value = buttonsOf(list, 'INV-2026-0004').find((b) => b.action_id === PDF)?.value;
    await stack.driver.click({ user: admin, actionId: PDF, value, in: { channel } });
    await waitForEphemeralWith(stack, admin, channel, 'PDF of INV-2026-0004 sent to your DM');
    const file = await waitFor(() => stack.slack.files()[0], { message: 'the PDF' });
    expect(file.channels).toEqual([stack.slack.dmChannelId(admin)]);
  });

  it('says a failed page, and lists nothing rather than part of the list', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    // The first page answers; the second fails, retries included.
    stack.sim.injectFault({
      kind: 'status',
      status: 500,
      method: 'GET',
      path: '/invoices',
      after: 1,
      times: 3,
    });
    await stack.driver.command({ user: admin, channel, text: 'due' });
    const answer = await waitForEphemeralWith(stack, admin, channel, 'could not be listed');
    const text = messageText(answer);
    expect(text).toContain('Enlivy stopped answering after 1 page of its invoice list');
    expect(text).toContain('and nothing is listed rather than part of the list.');
    expect(listedNumbers(answer)).toEqual([]);
    expect(text).toContain('ref `');
  });

  it('refuses what it cannot read, saying how to write it', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'due 99d' });
    await waitForEphemeralWith(stack, admin, channel, 'say how far ahead to look as 1 to 60 days');
    await stack.driver.command({ user: admin, channel, text: 'due soonish' });
    const refused = await waitForEphemeralWith(stack, admin, channel, '`soonish` is not something');
    expect(messageText(refused)).toContain('/enlivy due daily 09:00 weekdays');
    await stack.driver.command({ user: admin, channel, text: 'due daily 9am' });
    await waitForEphemeralWith(stack, admin, channel, '`9am` is not a time of day');
  });
});
