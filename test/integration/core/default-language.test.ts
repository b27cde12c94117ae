/**
 * DEFAULT_LANGUAGE: a deployment for Romanian businesses speaks Romanian wherever no one chose
 * otherwise: channel messages of a workspace whose admin has not picked a language, people whose
 * Slack locale the app does not speak, and the answers given before anyone's language can be
 * known (the app too busy, a workspace without an installation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral } from './support.js';

describe('DEFAULT_LANGUAGE=ro', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { DEFAULT_LANGUAGE: 'ro', MAX_COMMANDS_IN_FLIGHT: '1' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers someone whose Slack locale the app does not speak in Romanian, an en-US admin in English', async () => {
    const klaus = stack.slack.addUser({ teamId: stack.teamId, name: 'klaus', locale: 'de-DE' });
    const { finance } = stack.channels;
    await stack.driver.command({ user: klaus.id, channel: finance, text: 'help' });
    expect(await waitForEphemeral(stack, klaus.id, 'Arată ce poți face aici.')).not.toContain(
      'what you can do here',
    );
    await stack.driver.command({ user: stack.users.admin, channel: finance, text: 'help' });
    await waitForEphemeral(stack, stack.users.admin, 'Show what you can do here.');
  });

  it('writes channel receipts in Romanian until an admin picks the workspace language', async () => {
    const { editor, admin } = stack.users;
    const channel = stack.channels.general;
    await stack.driver.command({ user: admin, channel, text: 'pause "Accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${admin}> a suspendat *Accounting sync*`);
    // The admin reads English: his own copy of the Romanian receipt (the command ends with it).
    await waitForEphemeral(stack, admin, `<@${admin}> paused *Accounting sync*`);

    await stack.driver.command({ user: admin, channel, text: 'language workspace en' });
    await waitForEphemeral(stack, admin, 'English');
    await stack.driver.command({ user: editor, channel, text: 'resume "Accounting sync"' });
    await waitForChannelMessage(stack, channel, `<@${editor}> resumed *Accounting sync*`);
    await waitForEphemeral(stack, editor, `<@${editor}> a reluat *Accounting sync*`);
  });

  it('says "too busy" in Romanian: no one’s language is read for a command it does not run', async () => {
    const { users, channels } = stack;
    stack.sim.injectFault({
      kind: 'delay',
      ms: 2_000,
      method: 'GET',
      path: '/event-destinations$',
      times: 1,
    });
    const seen = stack.slack.ephemerals(users.viewer).length;
    await stack.driver.command({ user: users.viewer, channel: channels.finance, text: 'list' });
    await stack.driver.command({ user: users.admin, channel: channels.finance, text: 'help' });
    const busy = await waitForEphemeral(stack, users.admin, 'Prea ocupat acum');
    expect(busy).toContain('Nu s-a schimbat nimic. Rulează din nou peste un minut.');
    expect(busy).not.toContain('Too busy');
    await waitFor(() => stack.slack.ephemerals(users.viewer).length > seen, { timeoutMs: 15_000 });
  });

  it('tells a workspace without an installation in Romanian', async () => {
    const team = stack.slack.addTeam({ name: 'Initech' });
    const user = stack.slack.addUser({ teamId: team.id, name: 'peter' });
    const channel = stack.slack.addChannel({ teamId: team.id, name: 'tps', members: [user.id] });
    stack.slack.installBot({ teamId: team.id });
    await stack.driver.command({ user: user.id, channel: channel.id, text: 'status' });
    const text = await waitForEphemeral(stack, user.id, 'Instalarea aplicației Enlivy');
    expect(text).toContain('trebuie să reinstaleze aplicația');
    expect(ephemeralText(stack, user.id)).not.toContain('reinstall the app');
  });
});
