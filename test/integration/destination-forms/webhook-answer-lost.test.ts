/**
 * A webhook whose create answer is lost is found by reading Enlivy back, but Enlivy gives the
 * signing secret only in that answer: the creator is told plainly, and how to get a secret.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationIds,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  messageText,
  modalText,
  simRequests,
  waitForChannelMessage,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const NAME = 'Lost answer ERP';

describe('/enlivy webhook whose create answer is lost', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ enlivyTimeoutMs: 1_000 });
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('says the webhook was created but its secret could not be shown, and how to get one', async () => {
    const { editor } = stack.users;
    const general = stack.channels.general;
    const before = destinationIds(stack);
    await stack.driver.command({ user: editor, channel: general, text: 'webhook' });
    await waitForModal(stack, editor, 'URL', 'destination_form_webhook');
    // Both attempts (the second with the same key) answer after the client gave up; the first
    // lands meanwhile, so the read-back finds it, without its secret.
    stack.sim.injectFault({
      kind: 'delay',
      ms: 1_500,
      method: 'POST',
      path: '/event-destinations$',
      times: 2,
    });
    await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: NAME,
        [BLOCK.url]: 'https://erp.example.test/hooks/enlivy',
        [BLOCK.events]: ['invoice.paid'],
      },
    });

    await waitForModal(stack, editor, 'could not be shown');
    const modal = modalText(stack, editor);
    expect(modal).toContain(`*${NAME}* *was created, but its signing secret could not be shown`);
    expect(modal).toContain('that answer was lost');
    expect(modal).toContain('Enlivy cannot show or regenerate it later');
    // The modal's text is its JSON: the quotes around the name are escaped there.
    expect(modal).toContain(`/enlivy delete \\"${NAME}\\"`);
    expect(modal).toContain('/enlivy webhook');
    expect(modal).not.toContain('Ask the Enlivy admin');

    // One webhook in Enlivy (the same key both times), found by reading back.
    const created = stack.sim.state
      .organizationDestinations('org_demo')
      .filter((d) => !before.includes(d.data.id));
    expect(created.map((d) => d.data.name)).toEqual([NAME]);
    expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(2);
    const secret = created[0]?.secret ?? '';
    expect(secret).toMatch(/^whsec_/);

    // The creator's card says it too (it stays after the modal is closed); the receipt is public.
    const card = await waitForEphemeral(stack, editor, 'could not be shown', general);
    expect(messageText(card)).toContain(NAME);
    await waitForChannelMessage(stack, general, `<@${editor}> created webhook *${NAME}*`);
    expect(stack.logText()).not.toContain(secret);
    expectNoBlockKitFailures(stack);
  });
});
