import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  inputElement,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';

describe('which Slack workspace the organization’s Slack credential posts to', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  async function openForm() {
    const { editor } = stack.users;
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    return waitForModal(stack, editor, 'Slack credential', SUBSCRIBE);
  }

  it('names this workspace when the credential is connected to it', async () => {
    const form = await openForm();
    const select = inputElement(form, BLOCK.credential) as {
      options: { text: { text: string } }[];
    };
    expect(select.options.map((o) => o.text.text)).toEqual([
      'Slack (Demo workspace) · this Slack workspace',
    ]);
    expect(JSON.stringify(form.blocks)).not.toContain('another Slack workspace');
    expectNoBlockKitFailures(stack);
  });

  it('warns when the credential belongs to another Slack workspace', async () => {
    const credential = stack.sim.state.credentials.get(SEED.credentials.slack);
    if (credential) credential.data.account_identifier = 'T0ELSEWHERE';
    const form = await openForm();
    const json = JSON.stringify(form.blocks);
    expect(json).toContain('Slack (Demo workspace) · another Slack workspace (T0ELSEWHERE)');
    expect(json).toContain('channels of this one do not exist there');
    expectNoBlockKitFailures(stack);
  });
});
