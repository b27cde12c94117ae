import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';
import { BLOCK, editorReadsEnglish, messageText, viewText, waitForModal } from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';

describe('where the creator’s card goes, said truly', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('a channel the creator is not in: the card goes to the DM, and the modal says so', async () => {
    const { editor } = stack.users;
    const ops = stack.slack.addChannel({ teamId: stack.teamId, name: 'ops', withBot: true });
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
    const submitted = await stack.driver.submit({
      user: editor,
      values: {
        [BLOCK.name]: 'Ops feed',
        [BLOCK.channel]: ops.id,
        [BLOCK.events]: ['invoice.paid'],
      },
    });
    expect(submitted.outcome).toBe('updated');
    const done = await waitForModal(stack, editor, 'now posts 1 event to');
    expect(viewText(done)).toContain('in your direct messages with the app');
    expect(viewText(done)).not.toContain('is in the channel');
    expect(stack.slack.dm(editor).map(messageText).join('\n')).toContain('Ops feed');
  });
});
