/** `/enlivy access` in the reader's language; its public receipts in the workspace default. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { waitForEphemeral } from './support.js';

describe('access in Romanian and English', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('lists roles in Romanian to a ro-RO admin and in English to an en-US one', async () => {
    const { admin, editor, viewer } = stack.users;
    const channel = stack.channels.finance;
    // Alice (Slack locale ro-RO) is made an admin; Ana (en-US) is one already.
    await stack.stores.roles.grant(stack.workspace, {
      userId: editor,
      role: 'admin',
      grantedBy: admin,
    });

    await stack.driver.command({ user: editor, channel, text: 'access' });
    const romanian = await waitForEphemeral(stack, editor, 'Cine poate face modificări');
    expect(romanian).toContain(`<@${editor}> — *administrator* (acordat de <@${admin}> pe`);
    expect(romanian).toContain('sunt întotdeauna administratori');
    expect(romanian).not.toContain('Who may change things');

    await stack.driver.command({ user: admin, channel, text: 'access' });
    const english = await waitForEphemeral(stack, admin, 'Who may change things');
    expect(english).toContain(`<@${editor}> — *admin* (granted by <@${admin}> on`);
    expect(english).not.toContain('Cine poate');

    // A refusal alice reads is Romanian; the public receipt follows the workspace default.
    await stack.driver.command({ user: editor, channel, text: `access grant <@${viewer}> boss` });
    await waitForEphemeral(
      stack,
      editor,
      'Spune ce rol să acord: `editor` sau `admin`, nu `boss`.',
    );
    await stack.stores.languages.setWorkspace(stack.workspace, 'ro');
    await stack.driver.command({ user: admin, channel, text: `access grant <@${viewer}> editor` });
    await waitFor(() =>
      stack.slack
        .messages(channel)
        .some((m) =>
          (m.text ?? '').includes(
            `<@${admin}> i-a acordat lui <@${viewer}> rolul Enlivy de *editor*`,
          ),
        ),
    );
    // The admin reads English: his own copy of the receipt says it in English.
    await waitForEphemeral(
      stack,
      admin,
      `<@${admin}> made <@${viewer}> an Enlivy *editor* in this workspace.`,
    );
  });
});
