/**
 * Who may hold a role (issue 11, items 1 and 11): people from another Slack workspace (Slack
 * Connect users in a shared channel) are viewers whatever Slack or a grant says, and grants that
 * would change nothing are refused privately instead of announced.
 */
import { WebClient } from '@slack/web-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteConfirmMessage } from '../../../src/features/destinations/views/messages.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { DESTINATION, DESTINATION_CARD } from '../../ids.js';
import { en } from '../../translators.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral } from './support.js';

const EXTERNAL = 'from another Slack workspace';

function channelTexts(stack: Stack): string[] {
  return stack.slack.messages(stack.channels.finance).map((m) => m.text ?? '');
}

describe('external (Slack Connect) users', () => {
  let stack: Stack;
  let external: string;
  beforeEach(async () => {
    stack = await startStack();
    const partner = stack.slack.addTeam({ name: 'Partner Co' });
    // A Slack admin and owner of their own workspace, in Acme's shared #finance.
    external = stack.slack.addUser({
      teamId: partner.id,
      name: 'mallory',
      isAdmin: true,
      isOwner: true,
      slackConnectHost: stack.teamId,
    }).id;
    stack.slack.addMember(stack.channels.finance, external);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('cannot grant roles, get a connect link or delete a destination, and is told why', async () => {
    const channel = stack.channels.finance;
    await stack.driver.command({
      user: external,
      channel,
      text: `access grant <@${external}> admin`,
    });
    await waitForEphemeral(stack, external, EXTERNAL);
    expect(await stack.stores.roles.get(stack.workspace, external)).toBeUndefined();

    await stack.driver.command({ user: external, channel, text: 'connect' });
    await waitFor(() => ephemeralText(stack, external).split(EXTERNAL).length > 2);
    expect(ephemeralText(stack, external)).not.toContain('/connect/');

    // A delete confirm step where everyone in the channel can click it.
    const destination = await stack.enlivy
      .withToken(SEED.apiToken)
      .destinations.retrieve(SEED.organizations.demo, SEED.destinations.webhook);
    const bot = new WebClient(stack.botToken, {
      slackApiUrl: stack.slack.apiUrl,
      retryConfig: { retries: 0 },
    });
    await bot.chat.postMessage({ channel, ...deleteConfirmMessage(destination, 3, en) });
    await stack.driver.click({
      user: external,
      actionId: DESTINATION.deleteConfirm,
      in: { channel },
    });
    await waitFor(() => ephemeralText(stack, external).split(EXTERNAL).length > 3);
    expect(stack.sim.state.destinations.has(SEED.destinations.webhook)).toBe(true);
    expect(ephemeralText(stack, external)).toContain('can only be viewers here');
    expect(channelTexts(stack).join('\n')).not.toContain('was deleted');
    expect(channelTexts(stack).join('\n')).not.toContain('made <@');
  });

  it('stays a viewer with a grant from before, and an admin cannot grant them a role', async () => {
    await stack.stores.roles.grant(stack.workspace, {
      userId: external,
      role: 'admin',
      grantedBy: stack.users.admin,
    });
    await stack.driver.command({
      user: external,
      channel: stack.channels.finance,
      text: 'pause',
    });
    await waitForEphemeral(stack, external, EXTERNAL);

    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: `access grant <@${external}> editor`,
    });
    const refusal = await waitForEphemeral(stack, stack.users.admin, EXTERNAL);
    expect(refusal).toContain('nothing was granted');
    expect((await stack.stores.roles.get(stack.workspace, external))?.role).toBe('admin');
    expect(channelTexts(stack)).toEqual([]);
  });

  it('lets them do what viewers do', async () => {
    await stack.driver.command({ user: external, channel: stack.channels.finance, text: 'list' });
    const list = await waitForEphemeral(stack, external, 'Event destinations');
    expect(list).toContain(DESTINATION_CARD.deliveries);
    expect(list).not.toContain(DESTINATION_CARD.pause);
    expect(list).not.toContain(DESTINATION_CARD.delete);
    expect(list).not.toContain(EXTERNAL);
  });
});

describe('grants that would change nothing', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('refuses grants to implicit admins with the reason, privately', async () => {
    const { admin, owner } = stack.users;
    const channel = stack.channels.finance;
    // The seeded workspace was connected by the owner; the admin is a Slack admin.
    await stack.driver.command({ user: owner, channel, text: `access grant <@${admin}> editor` });
    await waitForEphemeral(stack, owner, 'as a Slack admin or owner of this workspace');
    await stack.driver.command({ user: admin, channel, text: `access grant <@${owner}> admin` });
    await waitForEphemeral(stack, admin, 'as the person who connected this workspace');
    expect(await stack.stores.roles.get(stack.workspace, admin)).toBeUndefined();
    expect(await stack.stores.roles.get(stack.workspace, owner)).toBeUndefined();
    expect(channelTexts(stack)).toEqual([]);
  });

  it('posts nothing public when the same role is granted again, and takes GRANT in capitals', async () => {
    const { admin, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: `ACCESS GRANT <@${viewer}> Editor` });
    await waitFor(() => channelTexts(stack).length === 1);
    expect(channelTexts(stack)[0]).toContain(`made <@${viewer}> an Enlivy *editor*`);

    await stack.driver.command({ user: admin, channel, text: `access Grant <@${viewer}> editor` });
    await waitForEphemeral(stack, admin, 'is already an Enlivy *editor*');
    expect(channelTexts(stack)).toHaveLength(1);

    await stack.driver.command({ user: admin, channel, text: `access grant <@${viewer}> admin` });
    await waitFor(() => channelTexts(stack).length === 2);
    expect(channelTexts(stack)[1]).toContain(`made <@${viewer}> an Enlivy *admin*`);
  });

  it('lists the person who connected once, and a Slack admin keeps the role after a revoke', async () => {
    const { admin, owner } = stack.users;
    const channel = stack.channels.finance;
    // Grants from before the rule (or before they connected / became a Slack owner).
    await stack.stores.roles.grant(stack.workspace, {
      userId: owner,
      role: 'editor',
      grantedBy: admin,
    });
    await stack.driver.command({ user: admin, channel, text: 'access' });
    const list = await waitForEphemeral(stack, admin, 'Who may change things');
    expect(list.split(`<@${owner}> —`)).toHaveLength(2);
    expect(list).toContain(
      `<@${owner}> — *admin* (connected the workspace; also editor, granted by`,
    );

    await stack.driver.command({ user: admin, channel, text: `access revoke <@${owner}>` });
    await waitFor(() =>
      channelTexts(stack).some((t) => t.includes(`<@${owner}>; they are still an *admin*`)),
    );
    expect(await stack.stores.roles.get(stack.workspace, owner)).toBeUndefined();
  });
});
