import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './integration/support/stack.js';
import { BLOCK, destinationNamed, messageText, waitForModal, waitForEphemeral } from './integration/destination-forms/support.js';
import { waitFor } from './fakes/slack/index.js';

describe('review: webhook secret when the modal was closed', () => {
  let stack: Stack;
  beforeEach(async () => { stack = await startStack(); });
  afterEach(async () => { await stack?.stop(); });

  it('secret is lost if the user closes the Creating… modal', async () => {
    const { editor } = stack.users;
    const general = stack.channels.general;
    await stack.driver.command({ user: editor, channel: general, text: 'webhook' });
    await waitForModal(stack, editor, 'URL', 'destination_form_webhook');
    stack.sim.injectFault({ kind: 'delay', ms: 1500, method: 'POST', path: '/event-destinations' });
    await stack.driver.submit({ user: editor, values: {
      [BLOCK.name]: 'ERP sync', [BLOCK.url]: 'https://erp.example.test/h', [BLOCK.events]: ['invoice.paid'] } });
    await waitForModal(stack, editor, 'Creating');
    await stack.driver.closeView({ user: editor });
    await waitFor(() => destinationNamed(stack, 'ERP sync'), { message: 'created', timeoutMs: 8000 });
    await waitForEphemeral(stack, editor, 'Created');
    await new Promise((r) => setTimeout(r, 500));
    const secret = destinationNamed(stack, 'ERP sync')?.secret ?? '';
    const all = [
      ...stack.slack.ephemerals(editor).map(messageText),
      ...stack.slack.dm(editor).map(messageText),
      JSON.stringify(stack.slack.topView(editor) ?? null),
    ].join('\n');
    console.log('secret', secret, 'shown anywhere:', all.includes(secret), 'topView', stack.slack.topView(editor)?.title);
    console.log(stack.logText().split('\n').filter((l) => l.includes('webhook:submit')).join('\n').slice(0, 600));
  });
});
