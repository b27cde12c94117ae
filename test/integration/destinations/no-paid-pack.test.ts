import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { editorReadsEnglish, BLOCK as FORM_BLOCK } from '../destination-forms/support.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  expectNoBlockKitFailures,
  messageText,
  waitForChannelMessage,
  waitForEphemeralWith,
} from './support.js';

const NO_PACK = 'nothing is delivered until it has one';
/** The same in Romanian: the list and the Home are in the editor's language (ro-RO). */
const NO_PACK_RO = 'nu se livrează nimic până nu are unul';

describe('an organization without a paid pack is told so before anything is created', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    const org = stack.sim.state.organizations.get(SEED.organizations.demo);
    if (org) org.paidPacks = 0;
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('in the list’s quota line and on App Home', async () => {
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    const list = await waitForEphemeralWith(stack, editor, channel, 'Toate destinațiile');
    expect(messageText(list)).toContain(`nu are un pachet plătit: ${NO_PACK_RO}`);
    expect(messageText(list)).not.toContain('limita: 25 pentru fiecare pachet plătit');

    await stack.driver.appHomeOpened(editor);
    const home = await waitFor(() => {
      const view = stack.slack.home(editor);
      return view && JSON.stringify(view.blocks).includes('Destinații de evenimente')
        ? view
        : undefined;
    });
    expect(JSON.stringify(home.blocks)).toContain(NO_PACK_RO);
    expectNoBlockKitFailures(stack);
  });

  it('in the subscribe and webhook forms, before Create', async () => {
    await editorReadsEnglish(stack);
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'subscribe' });
    const subscribe = await waitFor(() => {
      const view = stack.slack.topView(editor);
      return view && JSON.stringify(view.blocks).includes('Slack credential') ? view : undefined;
    });
    expect(JSON.stringify(subscribe.blocks)).toContain(NO_PACK);
    await stack.driver.closeView({ user: editor });

    await stack.driver.command({ user: editor, channel, text: 'webhook' });
    const webhook = await waitFor(() => {
      const view = stack.slack.topView(editor);
      return view && JSON.stringify(view.blocks).includes(NO_PACK) ? view : undefined;
    });
    expect(webhook.callback_id).toBe('destination_form_webhook');
    expectNoBlockKitFailures(stack);
  });

  it('in the public receipt and on the card of a quick subscribe', async () => {
    await editorReadsEnglish(stack);
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'subscribe proposal.sent' });
    const receipt = await waitForChannelMessage(stack, channel, 'subscribed');
    expect(messageText(receipt)).toContain(NO_PACK);
    const card = await waitForEphemeralWith(stack, editor, channel, 'proposal.sent');
    expect(messageText(card)).toContain(NO_PACK);
    expectNoBlockKitFailures(stack);
  });

  it('in the public receipt of a destination made with the form', async () => {
    await editorReadsEnglish(stack);
    const { editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: editor, channel, text: 'subscribe' });
    await waitFor(() => {
      const view = stack.slack.topView(editor);
      return view && JSON.stringify(view.blocks).includes(NO_PACK) ? view : undefined;
    });
    const submitted = await stack.driver.submit({
      user: editor,
      values: { [FORM_BLOCK.name]: 'Proposals', [FORM_BLOCK.events]: ['proposal.sent'] },
    });
    expect(submitted.outcome).toBe('updated');
    const receipt = await waitForChannelMessage(stack, channel, 'subscribed');
    expect(messageText(receipt)).toContain(NO_PACK);
  });

  it('with a pack, the quota counts against the plan and no warning shows', async () => {
    const org = stack.sim.state.organizations.get(SEED.organizations.demo);
    if (org) org.paidPacks = 2;
    const { editor } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: editor, channel, text: 'list all' });
    const list = await waitForEphemeralWith(stack, editor, channel, 'Toate destinațiile');
    expect(messageText(list)).toContain(
      '3 din 50 de destinații folosite (25 pentru fiecare pachet plătit)',
    );
    expect(messageText(list)).not.toContain(NO_PACK_RO);
  });
});
