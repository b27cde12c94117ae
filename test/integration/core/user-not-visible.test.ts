/**
 * People whose Slack profile the app may not see (issue 27, item 8): `users.info` answers
 * `user_not_visible` for someone in a channel the app is in but from a workspace it cannot see.
 * They get the viewer's answers and a refusal that says why, never "something went wrong".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral } from './support.js';

const HIDDEN = 'Slack does not show this app';

describe('a person whose profile Slack does not show the app (user_not_visible)', () => {
  let stack: Stack;
  let hidden: string;
  beforeAll(async () => {
    stack = await startStack();
    const elsewhere = stack.slack.addTeam({ name: 'Elsewhere Ltd' });
    // A Slack Connect user in #finance whose organization hides profiles: users.info is refused.
    hidden = stack.slack.addUser({
      teamId: elsewhere.id,
      name: 'hidden',
      isAdmin: true,
      slackConnectHost: stack.teamId,
      profileHidden: true,
    }).id;
    stack.slack.addMember(stack.channels.finance, hidden);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const noFailure = (text: string) => {
    expect(text).not.toContain('went wrong');
    expect(text).not.toContain('user_not_visible');
    expect(text).not.toContain('Slack refused');
  };

  it('is answered as a viewer by /enlivy help', async () => {
    await stack.driver.command({ user: hidden, channel: stack.channels.finance, text: 'help' });
    const shown = await waitForEphemeral(stack, hidden, 'you are *viewer*');
    noFailure(shown);
  });

  it('gets search results', async () => {
    await stack.driver.command({
      user: hidden,
      channel: stack.channels.finance,
      text: 'search acme',
    });
    const shown = await waitFor(() => {
      const text = ephemeralText(stack, hidden);
      return text.includes('acme') || text.includes('Acme') ? text : undefined;
    });
    noFailure(shown);
  });

  it('is told why an editor command is refused', async () => {
    await stack.driver.command({ user: hidden, channel: stack.channels.finance, text: 'pause' });
    const shown = await waitForEphemeral(stack, hidden, HIDDEN);
    expect(shown).toContain('viewer');
    noFailure(shown);
  });

  it('cannot be granted a role, and the admin is told why', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: `access grant <@${hidden}> editor`,
    });
    const shown = await waitForEphemeral(stack, stack.users.admin, 'nothing was granted');
    expect(shown).toContain('does not show this app');
    noFailure(shown);
    expect(await stack.stores.roles.get(stack.workspace, hidden)).toBeUndefined();
    expect(stack.logText()).not.toMatch(/"level":50/);
  });
});
