import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationIds,
  destinationNamed,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  messageText,
  modalText,
  simRequests,
  subscriptionsOf,
  waitForChannelMessage,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const WEBHOOK = 'destination_form_webhook';

/** Every message and ephemeral anyone can see in the fake Slack, as text. */
function everythingPosted(stack: Stack): string {
  const channels = Object.values(stack.channels);
  const users = Object.values(stack.users);
  return [
    ...channels.flatMap((c) => stack.slack.messages(c).map(messageText)),
    ...users.flatMap((u) => stack.slack.ephemerals(u).map(messageText)),
    ...users.flatMap((u) => stack.slack.dm(u).map(messageText)),
  ].join('\n');
}

/** What people other than `userId` can see: channel messages, others' ephemerals and DMs. */
function postedForOthers(stack: Stack, userId: string): string {
  const channels = Object.values(stack.channels);
  const others = Object.values(stack.users).filter((u) => u !== userId);
  return [
    ...channels.flatMap((c) => stack.slack.messages(c).map(messageText)),
    ...others.flatMap((u) => stack.slack.ephemerals(u).map(messageText)),
    ...others.flatMap((u) => stack.slack.dm(u).map(messageText)),
  ].join('\n');
}

/** Submits a webhook form whose creation in Enlivy is slow, and closes the modal meanwhile. */
async function createWhileClosing(stack: Stack, name: string): Promise<string> {
  const { editor } = stack.users;
  await stack.driver.command({ user: editor, channel: stack.channels.general, text: 'webhook' });
  await waitForModal(stack, editor, 'URL', WEBHOOK);
  stack.sim.injectFault({ kind: 'delay', ms: 1500, method: 'POST', path: '/event-destinations' });
  const submitted = await stack.driver.submit({
    user: editor,
    values: {
      [BLOCK.name]: name,
      [BLOCK.url]: 'https://erp.example.test/hooks/enlivy',
      [BLOCK.events]: ['invoice.paid'],
    },
  });
  expect(submitted.outcome).toBe('updated');
  expect(modalText(stack, editor)).toContain('Creating');
  await stack.driver.closeView({ user: editor });
  expect(stack.slack.topView(editor)).toBeUndefined();
  await waitForChannelMessage(stack, stack.channels.general, `created webhook *${name}*`);
  const secret = destinationNamed(stack, name)?.secret ?? '';
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

// At debug level Slack's clients log request bodies: the secret must stay out of those too.
describe.each(['info', 'debug'] as const)('/enlivy webhook (logging at %s)', (logLevel) => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ logLevel });
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('shows the signing secret once, only to its creator, and keeps it nowhere', async () => {
    const { editor } = stack.users;
    const general = stack.channels.general;
    await stack.driver.command({ user: editor, channel: general, text: 'webhook' });
    await waitForModal(stack, editor, 'URL', WEBHOOK);
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'ERP sync',
        [BLOCK.url]: 'https://erp.example.test/hooks/enlivy?tenant=42',
        [BLOCK.events]: ['invoice.paid', 'contract.updated'],
        [BLOCK.otherEvents]: 'receipt.created',
        [BLOCK.includes]: ['invoice:line_items', 'invoice:taxes', 'contract:parties'],
      },
    });
    expect(submitted.outcome).toBe('updated');
    await waitForModal(stack, editor, 'Signing secret');

    const created = destinationNamed(stack, 'ERP sync');
    const secret = created?.secret ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(created?.data.destination_url).toBe('https://erp.example.test/hooks/enlivy?tenant=42');
    expect(
      subscriptionsOf(stack, created?.data.id ?? '').map((s) => [s.event, s.includes]),
    ).toEqual([
      ['invoice.paid', ['line_items', 'taxes']],
      ['contract.updated', ['parties']],
      ['receipt.created', null],
    ]);

    // Shown to the creator, with how to check a delivery's Signature header.
    const shown = modalText(stack, editor);
    expect(shown).toContain(secret);
    expect(shown).toContain('Signature');
    expect(shown).toContain('HMAC-SHA256');
    expect(shown).toContain('constant time');
    for (const other of [stack.users.admin, stack.users.owner, stack.users.viewer]) {
      expect(stack.slack.topView(other)).toBeUndefined();
    }

    // The receipt names the host only; the card is for the creator.
    const receipt = await waitForChannelMessage(
      stack,
      general,
      `<@${editor}> created webhook *ERP sync*`,
    );
    expect(messageText(receipt)).toContain('erp.example.test');
    expect(messageText(receipt)).not.toContain('tenant=42');
    await waitForEphemeral(stack, editor, 'ERP sync', general);

    // Nowhere else: not in any message, not in the log, not in the store.
    expect(everythingPosted(stack)).not.toContain(secret);
    expect(stack.logText()).not.toContain(secret);
    expect(stack.rawStoreText()).toContain(encodeURIComponent(created?.data.id ?? '-'));
    expect(stack.rawStoreText()).not.toContain(secret);
    const note = await stack.stores.notes.get(stack.workspace, created?.data.id ?? '');
    expect(note).toMatchObject({ channelId: general, createdBy: editor });
    expect(JSON.stringify(note)).not.toContain(secret);

    expectNoBlockKitFailures(stack);
  });

  it('gives the secret to its creator privately when they closed the modal while Enlivy was slow', async () => {
    const { editor } = stack.users;
    const general = stack.channels.general;
    const secret = await createWhileClosing(stack, 'Slow ERP');

    const privately = await waitForEphemeral(stack, editor, secret, general);
    expect(messageText(privately)).toContain('HMAC-SHA256');
    expect(messageText(privately)).toContain('constant time');
    expect(privately.text).not.toContain(secret);
    await waitForEphemeral(stack, editor, 'Slow ERP', general);

    expect(postedForOthers(stack, editor)).not.toContain(secret);
    expect(stack.logText()).not.toContain(secret);
    expect(stack.rawStoreText()).not.toContain(secret);
    expectNoBlockKitFailures(stack);
  });

  it('falls back to a DM for the secret, and says on the card when even that fails', async () => {
    const { editor } = stack.users;
    const general = stack.channels.general;
    stack.slack.fail('chat.postEphemeral', { error: 'channel_not_found' });
    const secret = await createWhileClosing(stack, 'DM ERP');
    const dm = await waitFor(
      () => stack.slack.dm(editor).find((m) => messageText(m).includes(secret)),
      {
        message: 'the secret in the DM',
        timeoutMs: 8000,
      },
    );
    expect(messageText(dm)).toContain('HMAC-SHA256');
    expect(dm.text).not.toContain(secret);
    expect(postedForOthers(stack, editor)).not.toContain(secret);
    expect(stack.logText()).not.toContain(secret);
    expect(stack.rawStoreText()).not.toContain(secret);

    stack.slack.fail('chat.postEphemeral', { error: 'channel_not_found' });
    stack.slack.fail('conversations.open', { error: 'cannot_dm_bot' });
    const lost = await createWhileClosing(stack, 'Lost ERP');
    const card = await waitForEphemeral(stack, editor, 'could not be shown', general);
    expect(messageText(card)).toContain('Lost ERP');
    expect(messageText(card)).toContain('create the webhook again');
    expect(`${postedForOthers(stack, editor)} ${messageText(card)}`).not.toContain(lost);
    expect(stack.slack.dm(editor).map(messageText).join(' ')).not.toContain(lost);
    expect(stack.logText()).not.toContain(lost);
    expect(stack.rawStoreText()).not.toContain(lost);
    expectNoBlockKitFailures(stack);
  });

  it('refuses URLs that are not https, have no host or carry credentials, next to the field', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    await stack.driver.command({ user: editor, channel: stack.channels.general, text: 'webhook' });
    await waitForModal(stack, editor, 'URL', WEBHOOK);
    const cases: [string, string][] = [
      ['http://erp.example.test/hook', 'https://'],
      ['not a url', 'not a valid URL'],
      ['https://ana:hunter2@erp.example.test/hook', 'Leave user names and passwords out'],
    ];
    for (const [url, message] of cases) {
      const submitted = await stack.driver.submit({
        user: editor,
        values: { [BLOCK.name]: 'ERP', [BLOCK.url]: url, [BLOCK.events]: ['invoice.paid'] },
      });
      expect(submitted.outcome).toBe('errors');
      expect(stack.slack.topView(editor)?.errors?.[BLOCK.url]).toContain(message);
    }
    expect(destinationIds(stack)).toEqual(before);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(0);
    expectNoBlockKitFailures(stack);
  });
});
