import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

/** Plays the browser through Slack's OAuth v2 flow: install page → authorize → redirect back. */
async function installThroughOAuth(
  stack: Stack,
  authorize: Record<string, string>,
): Promise<string> {
  const install = await request(`${stack.appUrl}/slack/install`);
  await install.body.dump();
  expect(install.statusCode).toBe(302);
  const cookie = String(install.headers['set-cookie']).split(';')[0]!;
  const authorizeUrl = new URL(String(install.headers.location));
  for (const [key, value] of Object.entries(authorize)) authorizeUrl.searchParams.set(key, value);
  const consent = await request(authorizeUrl);
  await consent.body.dump();
  expect(consent.statusCode).toBe(302);
  const back = await request(String(consent.headers.location), { headers: { cookie } });
  const page = await back.body.text();
  expect(back.statusCode).toBe(200);
  return page;
}

function ephemeralsText(stack: Stack, userId: string): string {
  return stack.slack
    .ephemerals(userId)
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}

describe('OAuth install of two workspaces, one through Enterprise Grid', () => {
  let stack: Stack;
  let gridTeam: string;
  let gridUser: string;
  let gridChannel: string;
  let enterpriseId: string;

  beforeAll(async () => {
    stack = await startStack();
    const enterprise = stack.slack.addEnterprise({ name: 'Globex Holdings' });
    enterpriseId = enterprise.id;
    const team = stack.slack.addTeam({ name: 'Globex EU', enterpriseId });
    gridTeam = team.id;
    gridUser = stack.slack.addUser({
      teamId: gridTeam,
      name: 'greta',
      isAdmin: true,
      tz: 'Europe/Berlin',
    }).id;
    gridChannel = stack.slack.addChannel({ teamId: gridTeam, name: 'ap', members: [gridUser] }).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stores an org-wide installation with its own encrypted bot token', async () => {
    const page = await installThroughOAuth(stack, { user: gridUser, enterprise: '1' });
    expect(page).toContain('Enlivy is installed');
    expect(page).toContain('/enlivy connect');
    const installation = await stack.stores.installations.fetchInstallation({
      enterpriseId,
      teamId: undefined,
      isEnterpriseInstall: true,
    });
    expect(installation.isEnterpriseInstall).toBe(true);
    expect(installation.bot?.token).toMatch(/^xoxb-/);
    expect(installation.bot?.token).not.toBe(stack.botToken);
    const seeded = await stack.stores.installations.fetchInstallation({
      teamId: stack.teamId,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    expect(seeded.bot?.token).toBe(stack.botToken);
  });

  it('runs each workspace with its own bot token and its own Enlivy connection', async () => {
    const gridWorkspace = { enterpriseId, isEnterpriseInstall: true };
    await stack.stores.connections.save(gridWorkspace, {
      organizationId: SEED.organizations.other,
      organizationName: 'Other Org',
      apiBaseUrl: stack.sim.url,
      token: SEED.otherApiToken,
      connectedBy: gridUser,
      connectedAt: new Date().toISOString(),
      method: 'token',
      state: 'ok',
    });

    await stack.driver.command({ user: gridUser, channel: gridChannel, text: 'status' });
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const grid = await waitFor(() => {
      const text = ephemeralsText(stack, gridUser);
      if (!text.includes('token works')) throw new Error('not yet');
      return text;
    });
    const acme = await waitFor(() => {
      const text = ephemeralsText(stack, stack.users.viewer);
      if (!text.includes('token works')) throw new Error('not yet');
      return text;
    });
    expect(grid).toContain(SEED.organizations.other);
    expect(grid).not.toContain('Demo Trading');
    expect(acme).toContain('Demo Trading Ltd');
    expect(acme).not.toContain(SEED.organizations.other);

    await stack.driver.appHomeOpened(gridUser);
    await stack.driver.appHomeOpened(stack.users.viewer);
    await waitFor(() => stack.slack.home(gridUser) && stack.slack.home(stack.users.viewer));
    const gridInstall = await stack.stores.installations.fetchInstallation({
      enterpriseId,
      teamId: undefined,
      isEnterpriseInstall: true,
    });
    const publishTokens = stack.slack
      .callsTo('views.publish')
      .map((c) => ({ user: c.args.user_id, token: c.token }));
    expect(publishTokens).toContainEqual({ user: gridUser, token: gridInstall.bot?.token });
    expect(publishTokens).toContainEqual({ user: stack.users.viewer, token: stack.botToken });
  });

  it('lets only org admins, not each workspace’s admins, administer an org-wide connection', async () => {
    const workspaceAdmin = stack.slack.addUser({
      teamId: gridTeam,
      name: 'wanda',
      isAdmin: true,
    }).id;
    const orgAdmin = stack.slack.addUser({ teamId: gridTeam, name: 'otto', isOrgAdmin: true }).id;
    stack.slack.addMember(gridChannel, workspaceAdmin);
    stack.slack.addMember(gridChannel, orgAdmin);
    await stack.driver.command({ user: workspaceAdmin, channel: gridChannel, text: 'disconnect' });
    await waitFor(() => ephemeralsText(stack, workspaceAdmin).includes('needs the admin role'));
    await stack.driver.command({ user: orgAdmin, channel: gridChannel, text: 'access' });
    await waitFor(() => ephemeralsText(stack, orgAdmin).includes('Who may change things'));
  });

  it('never lets one workspace read or change the other one’s connection', async () => {
    await stack.driver.command({ user: gridUser, channel: gridChannel, text: 'disconnect' });
    await waitFor(() => {
      return ephemeralsText(stack, gridUser).includes('Disconnect Other Org?');
    });
    await stack.driver.click({
      user: gridUser,
      actionId: 'disconnect_confirm',
      in: { channel: gridChannel },
    });
    await waitFor(async () => {
      const remaining = await stack.stores.connections.get({
        enterpriseId,
        isEnterpriseInstall: true,
      });
      return remaining === undefined;
    });
    const acme = await stack.stores.connections.get(stack.workspace);
    expect(acme?.organizationId).toBe(SEED.organizations.demo);
    expect(acme?.state).toBe('ok');
  });
});
