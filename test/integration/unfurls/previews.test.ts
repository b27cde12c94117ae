import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  expectNoBlockKitFailures,
  invoiceUrl,
  previewText,
  sharedChannel,
  shareLinks,
} from './support.js';

const PAID = invoiceUrl(SEED.invoices.paid);
const OVERDUE = invoiceUrl(SEED.invoices.overdue);

describe('links to Enlivy invoices unfold into invoice previews', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack?.stop();
  });

  it('a posted link to INV-2026-0001 in a normal channel shows its number, counterparty, amount, status and due date', async () => {
    const { ack, unfurls } = await shareLinks(stack, {
      user: stack.users.viewer,
      channel: stack.channels.finance,
      urls: [PAID],
    });
    expect(unfurls).toHaveLength(1);
    const [preview] = unfurls;
    expect(preview).toMatchObject({
      url: PAID,
      via: 'channel_ts',
      channelId: stack.channels.finance,
      messageTs: ack.share.messageTs,
    });
    const text = previewText(preview);
    expect(text).toContain('Invoice INV-2026-0001');
    expect(text).toContain('Acme Supplies Ltd');
    expect(text).toContain('€1,250.00');
    expect(text).toContain('*Status*\\nPaid');
    expect(text).toContain('*Due*\\nOct 31, 2026');
    expect(text).toContain('Download PDF');
    expect(text).toContain(`"url":"${PAID}"`);
    // Slack shows it under the message that holds the link.
    const message = stack.slack
      .messages(stack.channels.finance)
      .find((m) => m.ts === ack.share.messageTs);
    expect(JSON.stringify(message?.attachments)).toContain('€1,250.00');
  });

  it('in a channel shared with other organizations, only the number and status: no amount, no counterparty', async () => {
    const partners = sharedChannel(stack);
    const { unfurls } = await shareLinks(stack, {
      user: stack.users.editor,
      channel: partners,
      urls: [PAID],
    });
    expect(unfurls).toHaveLength(1);
    const text = previewText(unfurls[0]);
    expect(text).toContain('INV-2026-0001');
    expect(text).toContain('Paid');
    expect(text).not.toContain('1,250');
    expect(text).not.toContain('1.250');
    expect(text).not.toContain('Acme Supplies');
    expect(text).not.toContain('Download PDF');
    expect(text).toContain('shared with other organizations');
  });

  it('one preview per link, keyed by the exact URL shared; other links of the domain stay plain', async () => {
    const withQuery = `${OVERDUE}?tab=activity`;
    const list = 'https://app.enlivy.com/organizations/org_demo/invoices';
    const { unfurls } = await shareLinks(stack, {
      user: stack.users.admin,
      channel: stack.channels.finance,
      urls: [PAID, withQuery, list],
    });
    expect(unfurls.map((u) => u.url).sort()).toEqual([PAID, withQuery].sort());
    expect(previewText(unfurls.find((u) => u.url === withQuery))).toContain('INV-2026-0004');
  });

  it('links of another organization, and ids Enlivy does not know, get no preview', async () => {
    const { unfurls } = await shareLinks(stack, {
      user: stack.users.admin,
      channel: stack.channels.finance,
      urls: [
        invoiceUrl(SEED.invoices.other, SEED.organizations.other),
        invoiceUrl('org_inv_nope_0001'),
      ],
    });
    expect(unfurls).toEqual([]);
    expect(stack.slack.callsTo('chat.unfurl')).toEqual([]);
    // Nobody is told anything about it.
    expect(stack.slack.ephemerals(stack.users.admin)).toEqual([]);
  });

  it('a link typed in the composer is previewed by its unfurl_id, with the number and status only (the channel is not known yet)', async () => {
    const { ack, unfurls } = await shareLinks(stack, {
      user: stack.users.admin,
      channel: stack.channels.finance,
      urls: [PAID],
      source: 'composer',
    });
    expect(ack.envelope.event).toMatchObject({ channel: 'COMPOSER', source: 'composer' });
    expect(unfurls).toHaveLength(1);
    expect(unfurls[0]).toMatchObject({ via: 'unfurl_id', unfurlId: ack.share.unfurlId });
    const text = previewText(unfurls[0]);
    expect(text).toContain('INV-2026-0001');
    expect(text).not.toContain('1,250');
    expect(text).toContain('cannot tell whether this conversation is shared');
  });

  it('a composer event that names its channel follows that channel: full in a normal one', async () => {
    const { unfurls } = await shareLinks(stack, {
      user: stack.users.admin,
      channel: stack.channels.finance,
      urls: [PAID],
      source: 'composer',
      composerChannelShown: true,
    });
    expect(unfurls[0]).toMatchObject({ via: 'unfurl_id' });
    expect(previewText(unfurls[0])).toContain('€1,250.00');
  });

  it('the preview’s Download PDF sends the PDF to whoever clicks it, if they may', async () => {
    const { ack } = await shareLinks(stack, {
      user: stack.users.viewer,
      channel: stack.channels.finance,
      urls: [PAID],
    });
    await stack.driver.click({
      user: stack.users.editor,
      in: { channel: stack.channels.finance, ts: ack.share.messageTs },
      actionId: 'invoice_download_pdf',
    });
    const dm = await waitFor(() =>
      stack.slack
        .files()
        .find((f) => f.filename.includes('INV-2026-0001') || f.title?.includes('INV-2026-0001')),
    );
    expect(dm.bytes?.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the card is in the workspace’s language', async () => {
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    const { unfurls } = await shareLinks(stack, {
      user: stack.users.admin,
      channel: stack.channels.finance,
      urls: [PAID],
    });
    const text = previewText(unfurls[0]);
    expect(text).toContain('Factura INV-2026-0001');
    expect(text).toContain('*Contrapartidă*\\nAcme Supplies Ltd');
    expect(text).toMatch(/1\.250,00\sEUR/);
    expect(text).toContain('*Stare*\\nPlătită');
    expect(text).toContain('Descarcă PDF');
    expect(text).not.toContain('Download PDF');

    const partners = sharedChannel(stack);
    const minimal = await shareLinks(stack, {
      user: stack.users.admin,
      channel: partners,
      urls: [PAID],
    });
    const shown = previewText(minimal.unfurls[0]);
    expect(shown).toContain('partajat cu alte organizații');
    expect(shown).not.toMatch(/1\.250/);
  });
});
