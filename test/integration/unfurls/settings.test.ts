import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import {
  messageText,
  waitForChannelMessage,
  waitForEphemeralWith,
} from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  expectNoBlockKitFailures,
  invoiceUrl,
  previewText,
  sharedChannel,
  shareLinks,
} from './support.js';

const PAID = invoiceUrl(SEED.invoices.paid);

describe('/enlivy unfurls, per channel', () => {
  let stack: Stack;
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack?.stop();
  });

  async function unfurls(user: string, channel: string, text: string): Promise<void> {
    const ack = await stack.driver.command({ user, channel, text: `unfurls ${text}`.trim() });
    expect(ack.status).toBe(200);
  }

  it('after `/enlivy unfurls off` in a channel, links there do not unfold; elsewhere they still do', async () => {
    stack = await startStack();
    const { admin, viewer } = stack.users;
    const { finance, general } = stack.channels;
    await unfurls(admin, finance, 'off');
    const receipt = await waitForChannelMessage(stack, finance, 'turned invoice previews off');
    expect(messageText(receipt)).toContain(`<@${admin}>`);

    const off = await shareLinks(stack, { user: viewer, channel: finance, urls: [PAID] });
    expect(off.unfurls).toEqual([]);
    expect(stack.slack.callsTo('chat.unfurl')).toEqual([]);
    const elsewhere = await shareLinks(stack, { user: viewer, channel: general, urls: [PAID] });
    expect(previewText(elsewhere.unfurls[0])).toContain('€1,250.00');

    await unfurls(admin, finance, 'minimal');
    await waitForChannelMessage(stack, finance, 'to the number and status only');
    const minimal = await shareLinks(stack, { user: viewer, channel: finance, urls: [PAID] });
    expect(previewText(minimal.unfurls[0])).not.toContain('1,250');
    expect(previewText(minimal.unfurls[0])).toContain('An admin chose');
  });

  it('an admin allows full previews in a shared channel, and the receipt says who else reads them', async () => {
    stack = await startStack();
    const partners = sharedChannel(stack);
    await unfurls(stack.users.admin, partners, 'on');
    const receipt = await waitForChannelMessage(stack, partners, 'turned full invoice previews on');
    expect(messageText(receipt)).toContain('shared with other organizations');
    const { unfurls: shown } = await shareLinks(stack, {
      user: stack.users.editor,
      channel: partners,
      urls: [PAID],
    });
    expect(previewText(shown[0])).toContain('€1,250.00');
    expect(previewText(shown[0])).toContain('Acme Supplies Ltd');
  });

  it('an `on` typed in an internal channel does not allow full previews once the channel is shared', async () => {
    stack = await startStack();
    const { admin } = stack.users;
    const { finance } = stack.channels;
    await unfurls(admin, finance, 'on');
    await waitForChannelMessage(stack, finance, 'turned full invoice previews on');
    expect((await stack.stores.unfurls.get(stack.workspace, finance))?.allowShared).toBe(false);
    // That setting, in a channel Slack now reports as shared (this instance would only ask Slack
    // again after a minute, so the shared channel here is another one with the same setting).
    const sharedLater = sharedChannel(stack, 'finance-shared');
    await stack.stores.unfurls.set(stack.workspace, sharedLater, {
      mode: 'on',
      allowShared: false,
      by: admin,
      at: new Date().toISOString(),
    });
    const { unfurls: shown } = await shareLinks(stack, {
      user: admin,
      channel: sharedLater,
      urls: [PAID],
    });
    expect(previewText(shown[0])).not.toContain('1,250');
  });

  it('says what a channel shows, refuses unknown words and non-admins, and changes nothing twice', async () => {
    stack = await startStack();
    const { admin, editor } = stack.users;
    const { finance } = stack.channels;
    await unfurls(admin, finance, '');
    const shown = await waitForEphemeralWith(
      stack,
      admin,
      finance,
      'Invoice link previews in this channel',
    );
    expect(messageText(shown)).toContain('*full previews*');
    expect(messageText(shown)).toContain('`/enlivy unfurls on`, `minimal` or `off`');

    await unfurls(admin, finance, 'maybe');
    const refused = await waitForEphemeralWith(stack, admin, finance, 'is not a setting');
    expect(messageText(refused)).toContain('`maybe` is not a setting of `/enlivy unfurls`');

    await unfurls(editor, finance, 'off');
    await waitForEphemeralWith(stack, editor, finance, 'admin');
    expect(await stack.stores.unfurls.get(stack.workspace, finance)).toBeUndefined();

    await unfurls(admin, finance, 'off');
    await waitForChannelMessage(stack, finance, 'turned invoice previews off');
    await unfurls(admin, finance, 'off');
    await waitForEphemeralWith(stack, admin, finance, 'already off');
    const receipts = stack.slack
      .messages(finance)
      .filter((m) => messageText(m).includes('turned invoice previews off'));
    expect(receipts).toHaveLength(1);
  });

  it('/enlivy status says how links unfold in this channel, and why', async () => {
    stack = await startStack();
    const partners = sharedChannel(stack);
    await stack.driver.command({ user: stack.users.viewer, channel: partners, text: 'status' });
    const status = await waitForEphemeralWith(
      stack,
      stack.users.viewer,
      partners,
      'Invoice link previews',
    );
    expect(messageText(status)).toContain(
      '*number and status only* (the channel is shared with other organizations)',
    );
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const finance = await waitForEphemeralWith(
      stack,
      stack.users.viewer,
      stack.channels.finance,
      'Invoice link previews in this channel: *full previews*.',
    );
    expect(messageText(finance)).toContain('Demo Trading Ltd');
  });

  it('receipts in the workspace’s language, answers in the reader’s', async () => {
    stack = await startStack();
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    const { admin, owner } = stack.users;
    const { finance } = stack.channels;
    await stack.stores.languages.setUser(stack.workspace, owner, 'ro');
    await unfurls(owner, finance, 'minimal');
    const receipt = await waitForChannelMessage(stack, finance, 'doar numărul și starea');
    expect(messageText(receipt)).toContain(
      `<@${owner}> a setat previzualizările facturilor din acest canal să arate doar numărul și starea.`,
    );
    await unfurls(owner, finance, 'minimal');
    await waitForEphemeralWith(stack, owner, finance, 'arată deja doar numărul și starea');
    await unfurls(admin, finance, '');
    const english = await waitForEphemeralWith(stack, admin, finance, 'Invoice link previews');
    expect(messageText(english)).toContain('*number and status only* (an admin’s choice)');
  });
});

describe('links shared in a workspace not connected to Enlivy', () => {
  let stack: Stack;
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack?.stop();
  });

  it('get no preview; the sharer is told privately, once a day, in their language', async () => {
    stack = await startStack({ connected: false });
    const { admin, editor } = stack.users;
    const { finance } = stack.channels;
    const first = await shareLinks(stack, { user: admin, channel: finance, urls: [PAID] });
    expect(first.unfurls).toEqual([]);
    const hint = await waitForEphemeralWith(stack, admin, finance, 'not connected to Enlivy yet');
    expect(messageText(hint)).toContain('`/enlivy connect`');

    await shareLinks(stack, { user: admin, channel: finance, urls: [PAID] });
    // alice reads Romanian (her Slack locale is ro-RO).
    await shareLinks(stack, { user: editor, channel: finance, urls: [PAID] });
    const romanian = await waitForEphemeralWith(
      stack,
      editor,
      finance,
      'nu este încă conectat la Enlivy',
    );
    expect(messageText(romanian)).toContain('`/enlivy connect`');

    const hints = (user: string) =>
      stack.slack
        .ephemerals(user, finance)
        .filter((m) => messageText(m).includes('/enlivy connect'));
    expect(hints(admin)).toHaveLength(1);
    expect(hints(editor)).toHaveLength(1);
    // Nothing in the channel itself.
    expect(stack.slack.messages(finance).every((m) => m.bot_id === undefined)).toBe(true);
    expect(stack.slack.callsTo('chat.unfurl')).toEqual([]);
  });
});
