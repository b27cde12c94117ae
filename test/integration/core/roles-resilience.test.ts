import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral } from './support.js';

describe('roles, expiry on 401, slow Enlivy and uninstall', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('lets an admin grant and revoke roles with public receipts, and refuses a viewer', async () => {
    const { admin, viewer, editor } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({
      user: viewer,
      channel,
      text: `access grant <@${viewer}|bob> admin`,
    });
    await waitForEphemeral(stack, viewer, 'needs the admin role');
    expect(await stack.stores.roles.get(stack.workspace, viewer)).toBeUndefined();

    await stack.driver.command({
      user: admin,
      channel,
      text: `access grant <@${viewer}|bob> editor`,
    });
    await waitFor(() =>
      stack.slack
        .messages(channel)
        .some((m) => (m.text ?? '').includes(`made <@${viewer}> an Enlivy *editor*`)),
    );
    expect((await stack.stores.roles.get(stack.workspace, viewer))?.role).toBe('editor');

    await stack.driver.command({ user: admin, channel, text: 'access' });
    const list = await waitForEphemeral(stack, admin, 'Who may change things');
    expect(list).toContain(`<@${viewer}> — *editor*`);
    expect(list).toContain(`<@${editor}> — *editor*`);

    await stack.driver.command({ user: admin, channel, text: `access revoke <@${viewer}>` });
    await waitFor(() =>
      stack.slack
        .messages(channel)
        .some((m) =>
          (m.text ?? '').includes(
            `removed the Enlivy role granted to <@${viewer}>; they are a viewer now`,
          ),
        ),
    );

    await stack.driver.command({ user: admin, channel, text: `access revoke <@${viewer}>` });
    await waitForEphemeral(stack, admin, 'has no granted Enlivy role');

    expect(await stack.stores.roles.get(stack.workspace, viewer)).toBeUndefined();

    await stack.driver.command({ user: admin, channel, text: 'access grant bob sudo' });
    await waitForEphemeral(stack, admin, 'is not a user mention');
    expect(stack.slack.validationFailures).toEqual([]);
  });

  it('marks the connection expired on a 401 and tells everyone to reconnect', async () => {
    stack.sim.injectFault({
      kind: 'status',
      status: 401,
      path: '/organizations/org_demo',
      // One 401 is confirmed with a second call before it counts.
      times: 2,
    });
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const text = await waitForEphemeral(stack, stack.users.viewer, 'Health');
    expect(text).toContain('token expired or revoked');
    const connection = await stack.stores.connections.get(stack.workspace);
    expect(connection?.state).toBe('expired');
    expect(connection?.expiredAt).toBeTruthy();

    await stack.driver.appHomeOpened(stack.users.admin);
    const home = await waitFor(() => stack.slack.home(stack.users.admin));
    expect(JSON.stringify(home.blocks)).toContain('until you reconnect');
    expect(JSON.stringify(home.blocks)).toContain('home_reconnect');
  });

  it('acks every command well under 3 s while Enlivy takes 10 s', async () => {
    stack.sim.injectFault({ kind: 'delay', ms: 10_000, times: 5 });
    const commands = ['status', 'help', 'access', 'connect', 'nonsense'];
    for (const text of commands) {
      const ack = await stack.driver.command({
        user: stack.users.admin,
        channel: stack.channels.finance,
        text,
      });
      expect(ack.status).toBe(200);
      expect(ack.latencyMs).toBeLessThan(1_000);
    }
    await waitForEphemeral(stack, stack.users.admin, "I don't know `nonsense`");
    expect(ephemeralText(stack, stack.users.admin)).toContain('/connect/');
  });

  it('deletes the installation and the workspace data when the app is uninstalled', async () => {
    await stack.driver.appUninstalled(stack.teamId);
    await waitFor(async () => (await stack.stores.connections.get(stack.workspace)) === undefined);
    await expect(
      stack.stores.installations.fetchInstallation({
        teamId: stack.teamId,
        enterpriseId: undefined,
        isEnterpriseInstall: false,
      }),
    ).rejects.toThrow();
    expect(await stack.stores.roles.list(stack.workspace)).toEqual([]);
    // A pasted token is only forgotten: the person may use it elsewhere.
    expect(stack.sim.state.tokens.has(SEED.apiToken)).toBe(true);
    expect(stack.sim.requests.some((r) => r.path === '/authentication/logout')).toBe(false);
  });

  it('revokes at Enlivy the token it signed in for when the app is uninstalled', async () => {
    const token = stack.sim.issueToken();
    const current = (await stack.stores.connections.get(stack.workspace))!;
    await stack.stores.connections.save(stack.workspace, { ...current, token, method: 'password' });
    await stack.driver.appUninstalled(stack.teamId);
    await waitFor(() => !stack.sim.state.tokens.has(token));
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();
    expect(
      stack.sim.requests.filter((r) => r.path === '/authentication/logout').map((r) => r.status),
    ).toEqual([200]);
    expect(stack.sim.state.tokens.has(SEED.apiToken)).toBe(true);
  });

  it('answers routine refusals without a reference id, logged at info without a stack', async () => {
    const { admin, viewer } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: viewer, channel, text: 'access' });
    await waitForEphemeral(stack, viewer, 'needs the admin role');
    await stack.driver.command({ user: admin, channel, text: 'access promote' });
    await waitForEphemeral(stack, admin, 'is not an access action');
    await stack.stores.connections.delete(stack.workspace);
    await stack.driver.command({ user: admin, channel, text: 'disconnect' });
    await waitForEphemeral(stack, admin, 'nothing to disconnect');
    await stack.driver.command({ user: viewer, channel, text: 'list' });
    await waitForEphemeral(stack, viewer, 'Not connected to Enlivy');

    const seen = `${ephemeralText(stack, viewer)}\n${ephemeralText(stack, admin)}`;
    expect(seen).not.toMatch(/E-[0-9A-Z]{6}/);
    expect(seen).not.toContain('ref ');
    const lines = stack
      .logText()
      .split('\n')
      .filter((line) => line.includes('"action":"command:'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = lines.filter((line) => line.refusal !== undefined);
    expect(refusals.map((line) => line.refusal).sort()).toEqual([
      'bad_input',
      'forbidden_role',
      'not_connected',
      'not_connected',
    ]);
    for (const line of lines) {
      expect(line.level).toBeLessThanOrEqual(30);
      expect(line).not.toHaveProperty('reference');
      expect(line).not.toHaveProperty('err');
    }
    expect(stack.logText()).not.toContain('"stack"');
  });

  it('tells the user when Enlivy is down, without marking the connection expired', async () => {
    stack.sim.injectFault({
      kind: 'status',
      status: 503,
      path: '/organizations/org_demo',
      times: 3,
    });
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const text = await waitForEphemeral(stack, stack.users.viewer, 'Health');
    expect(text).toContain('Enlivy answered with an error (HTTP 503)');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('ok');
  });
});
