import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral } from './support.js';

describe('lifecycle and races', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('finishes work already acked before stopping', async () => {
    stack.sim.injectFault({ kind: 'delay', ms: 600, path: '/organizations/org_demo' });
    const ack = await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    expect(ack.status).toBe(200);
    expect(ephemeralText(stack, stack.users.viewer)).not.toContain('Health');
    await stack.app.stop();
    expect(ephemeralText(stack, stack.users.viewer)).toContain('token works');
  });

  it('tells the user when the workspace has no readable installation', async () => {
    const team = stack.slack.addTeam({ name: 'Initech' });
    const user = stack.slack.addUser({ teamId: team.id, name: 'peter' });
    const channel = stack.slack.addChannel({ teamId: team.id, name: 'tps', members: [user.id] });
    stack.slack.installBot({ teamId: team.id });
    const ack = await stack.driver.command({ user: user.id, channel: channel.id, text: 'status' });
    expect(ack.status).toBe(200);
    const text = await waitForEphemeral(
      stack,
      user.id,
      'installation for this workspace is missing',
    );
    expect(text).toContain('reinstall');
    // Anyone can name a team: a warning (one per burst), not an error with a reference.
    expect(text).not.toMatch(/E-[0-9A-Z]{6}/);
    expect(stack.logText()).toContain('where the app is not installed');
    expect(stack.logText()).not.toMatch(/"level":50/);
  });

  it('does not disconnect a newer connection from an old prompt', async () => {
    const { admin } = stack.users;
    await stack.driver.command({
      user: admin,
      channel: stack.channels.finance,
      text: 'disconnect',
    });
    await waitForEphemeral(stack, admin, 'Disconnect Demo Trading Ltd?');
    const current = await stack.stores.connections.get(stack.workspace);
    await stack.stores.connections.save(stack.workspace, {
      ...current!,
      organizationId: SEED.organizations.other,
      organizationName: 'Other Org',
      token: SEED.otherApiToken,
      connectedAt: new Date(Date.now() + 1_000).toISOString(),
    });
    await stack.driver.click({
      user: admin,
      actionId: 'disconnect_confirm',
      in: { channel: stack.channels.finance },
    });
    await waitForEphemeral(stack, admin, 'The connection changed after this prompt was shown');
    expect((await stack.stores.connections.get(stack.workspace))?.organizationId).toBe(
      SEED.organizations.other,
    );
  });
});
