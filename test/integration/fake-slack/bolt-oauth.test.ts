/** Bolt's OAuth install flow (install page, state cookie, redirect) against the fake's authorize page. */
import { App, LogLevel } from '@slack/bolt';
import { MemoryInstallationStore } from '@slack/oauth';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  createDriver,
  type FakeSlack,
  freePort,
  startFakeSlack,
  waitFor,
} from '../../fakes/slack/index.js';
import { SIGNING_SECRET } from './bolt-helpers.js';

let fake: FakeSlack;
let app: App;
let appUrl: string;
const store = new MemoryInstallationStore();

beforeEach(async () => {
  fake = await startFakeSlack();
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  fake.configureApp({
    clientId: '123.456',
    clientSecret: 'client-secret',
    redirectUrls: [`${appUrl}/slack/oauth_redirect`],
  });
  app = new App({
    signingSecret: SIGNING_SECRET,
    clientId: '123.456',
    clientSecret: 'client-secret',
    stateSecret: 'state-secret',
    scopes: ['commands', 'chat:write'],
    installationStore: store,
    redirectUri: `${appUrl}/slack/oauth_redirect`,
    installerOptions: {
      authorizationUrl: fake.authorizeUrl,
      redirectUriPath: '/slack/oauth_redirect',
    },
    clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
    logLevel: LogLevel.ERROR,
  });
  app.command('/enlivy', async ({ ack, respond, context }) => {
    await ack();
    await respond({ text: `installed as ${context.botUserId}` });
  });
  await app.start(port);
});

afterEach(async () => {
  await app.stop();
  await fake.close();
});

it('workspace install: install page → Allow → redirect with the state cookie → installation stored', async () => {
  const team = fake.addTeam({ name: 'Globex' });
  const admin = fake.addUser({ teamId: team.id, name: 'gina', isAdmin: true });
  const member = fake.addUser({ teamId: team.id, name: 'hank' });
  const channel = fake.addChannel({
    teamId: team.id,
    name: 'billing',
    members: [admin.id, member.id],
  });
  const driver = createDriver({
    slack: fake,
    url: `${appUrl}/slack/events`,
    signingSecret: SIGNING_SECRET,
  });

  const result = await driver.install({ user: admin.id });
  expect(result.status).toBe(200);
  expect(result.code).toBeDefined();
  const installation = await store.fetchInstallation({
    teamId: team.id,
    enterpriseId: undefined,
    isEnterpriseInstall: false,
  });
  const bot = fake.botFor(team.id);
  expect(installation).toMatchObject({
    team: { id: team.id },
    bot: { userId: bot?.botUserId, id: bot?.botId },
    user: { id: admin.id },
  });

  await driver.command({ user: member.id, channel: channel.id });
  await waitFor(() => fake.ephemerals(member.id)[0]?.text === `installed as ${bot?.botUserId}`);
});

it('org-wide install: team null, keyed by enterprise, serves every workspace of the org', async () => {
  const org = fake.addEnterprise({ name: 'Initech' });
  const east = fake.addTeam({ name: 'Initech East', enterpriseId: org.id });
  const west = fake.addTeam({ name: 'Initech West', enterpriseId: org.id });
  const orgAdmin = fake.addUser({ teamId: east.id, name: 'bill', isAdmin: true });
  const westUser = fake.addUser({ teamId: west.id, name: 'peter' });
  const westChannel = fake.addChannel({ teamId: west.id, name: 'tps', members: [westUser.id] });
  const driver = createDriver({
    slack: fake,
    url: `${appUrl}/slack/events`,
    signingSecret: SIGNING_SECRET,
  });

  expect((await driver.install({ user: orgAdmin.id, orgWide: true })).status).toBe(200);
  const installation = await store.fetchInstallation({
    enterpriseId: org.id,
    teamId: undefined,
    isEnterpriseInstall: true,
  });
  expect(installation).toMatchObject({ isEnterpriseInstall: true, enterprise: { id: org.id } });
  expect(installation.team).toBeUndefined();

  await driver.command({ user: westUser.id, channel: westChannel.id });
  await waitFor(() => fake.ephemerals(westUser.id).length === 1);
});

it('a redirect without the state cookie is refused by Bolt before any code exchange', async () => {
  const team = fake.addTeam({ name: 'Umbrella' });
  const admin = fake.addUser({ teamId: team.id, name: 'alice', isAdmin: true });
  const driver = createDriver({
    slack: fake,
    url: `${appUrl}/slack/events`,
    signingSecret: SIGNING_SECRET,
  });
  const first = await driver.install({ user: admin.id });
  expect(first.status).toBe(200);
  const calls = fake.callsTo('oauth.v2.access').length;
  const replay = await fetch(first.redirectUrl); // a browser without the cookie
  expect(replay.status).toBeGreaterThanOrEqual(400);
  expect(fake.callsTo('oauth.v2.access')).toHaveLength(calls);
  expect(
    fake.callsTo('oauth.v2.access').every((c) => c.args.client_secret === 'client-secret'),
  ).toBe(true);
});
