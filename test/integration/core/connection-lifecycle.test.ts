import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionKey } from '../../../src/store/keys.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText, waitForEphemeral, waitForModal } from './support.js';

const TOKEN_BLOCK = 'connect_token_value';
const ORG_BLOCK = 'connect_org_id';
const REPLACE_BLOCK = 'connect_replace';

function logouts(stack: Stack) {
  return stack.sim.requests.filter((r) => r.path === '/authentication/logout');
}

/** Ephemerals of `user` that arrived after `since` of them, as one text. */
function newEphemerals(stack: Stack, user: string, since: number): string {
  return stack.slack
    .ephemerals(user)
    .slice(since)
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}

async function run(stack: Stack, user: string, text: string, needle: string): Promise<string> {
  const since = stack.slack.ephemerals(user).length;
  await stack.driver.command({ user, channel: stack.channels.finance, text });
  return waitFor(() => {
    const shown = newEphemerals(stack, user, since);
    return shown.includes(needle) ? shown : undefined;
  });
}

/** `/enlivy disconnect` as the admin; returns the confirm prompt's text. */
async function disconnectPrompt(stack: Stack): Promise<string> {
  return run(stack, stack.users.admin, 'disconnect', 'Disconnect Demo Trading Ltd?');
}

async function confirmDisconnect(stack: Stack): Promise<void> {
  await stack.driver.click({
    user: stack.users.admin,
    actionId: 'disconnect_confirm',
    in: { channel: stack.channels.finance },
  });
}

describe('connection lifecycle', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('does not mark the connection expired on one 401 that the next call does not repeat', async () => {
    const { viewer } = stack.users;
    stack.sim.injectFault({ kind: 'status', status: 401, path: '/event-destinations' });
    const once = await run(stack, viewer, 'list all', 'HTTP 401');
    expect(once).toContain('token works when checked again');
    expect(once).not.toContain('connection expired');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('ok');
    await run(stack, viewer, 'list all', 'Accounting sync');

    stack.sim.injectFault({ kind: 'status', status: 401, path: '/organizations/org_demo$' });
    const status = await run(stack, viewer, 'status', 'Health');
    expect(status).toContain('token works');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('ok');
  });

  it('status checks live and clears an expiry mark when the token works; help says expired', async () => {
    const { admin, viewer } = stack.users;
    // Two 401s in a row: the call's and the confirming one. Now it is expired.
    stack.sim.injectFault({ kind: 'status', status: 401, path: '/event-destinations' });
    stack.sim.injectFault({ kind: 'status', status: 401, path: '/organizations/org_demo$' });
    await run(stack, viewer, 'list all', 'Enlivy connection expired');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('expired');

    const help = await run(stack, admin, 'help', 'Enlivy commands');
    expect(help).toContain('Enlivy connection expired');
    expect(help).toContain('reconnect with `/enlivy connect`');
    expect(help).not.toContain('not connected to Enlivy yet');
    const viewerHelp = await run(stack, viewer, 'help', 'Enlivy commands');
    expect(viewerHelp).toContain('connection expired');

    // The token works again (the 401s were passing): status says so and the mark goes.
    const status = await run(stack, viewer, 'status', 'Health');
    expect(status).toContain('token works');
    const connection = await stack.stores.connections.get(stack.workspace);
    expect(connection?.state).toBe('ok');
    expect(connection?.expiredAt).toBeUndefined();
    await run(stack, viewer, 'list all', 'Accounting sync');
  });

  it('status says expired when Enlivy really revoked the token', async () => {
    stack.sim.state.revokeToken(SEED.apiToken);
    const status = await run(stack, stack.users.viewer, 'status', 'Health');
    expect(status).toContain('token expired or revoked');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('expired');
  });

  it('/enlivy connect shows what is connected now before handing out a link', async () => {
    const text = await run(stack, stack.users.admin, 'connect', '/connect/');
    expect(text).toContain('This workspace is connected to *Demo Trading Ltd* (`org_demo`)');
    expect(text).toContain('asks you to confirm before a new connection replaces it');
    expect(text).toContain('only be forgotten here');
  });

  it('connect token asks before replacing, refuses a stale confirmation, and says what it replaced', async () => {
    const { admin } = stack.users;
    const current = (await stack.stores.connections.get(stack.workspace))!;
    const fingerprint = `${current.organizationId} ${current.connectedAt}`;
    const values = {
      [TOKEN_BLOCK]: SEED.otherApiToken,
      [ORG_BLOCK]: SEED.organizations.other,
    };
    await stack.driver.command({
      user: admin,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    const modal = await waitForModal(stack, admin, 'API token');
    expect(modal).toContain('This workspace is connected to *Demo Trading Ltd*');
    // Slack itself refuses to submit without the required confirmation.
    await expect(stack.driver.submit({ user: admin, values })).rejects.toThrow(/required/);

    // The connection changes while the modal is open: the old confirmation no longer counts.
    await stack.stores.connections.save(stack.workspace, {
      ...current,
      connectedAt: new Date(Date.now() + 5_000).toISOString(),
    });
    await stack.driver.submit({
      user: admin,
      values: { ...values, [REPLACE_BLOCK]: [fingerprint] },
    });
    const stale = await waitForModal(stack, admin, 'connection changed while this form was open');
    expect(stale).toContain('Nothing was replaced');
    expect((await stack.stores.connections.get(stack.workspace))?.organizationId).toBe('org_demo');

    const now = (await stack.stores.connections.get(stack.workspace))!;
    await stack.driver.submit({
      user: admin,
      values: { ...values, [REPLACE_BLOCK]: [`${now.organizationId} ${now.connectedAt}`] },
    });
    const done = await waitForModal(stack, admin, 'Other Company Ltd');
    expect(done).toContain('replacing *Demo Trading Ltd*');
    expect((await stack.stores.connections.get(stack.workspace))?.organizationId).toBe('org_other');
    const receipt = await waitFor(() =>
      stack.slack
        .messages(stack.channels.finance)
        .find((m) => (m.text ?? '').includes('replacing *Demo Trading Ltd* (`org_demo`)')),
    );
    expect(receipt.text).toContain('was only forgotten here');
    expect(logouts(stack)).toEqual([]);
    expect(stack.slack.validationFailures).toEqual([]);
  });

  it('disconnect revokes a token the app signed in for, and says so', async () => {
    const { admin } = stack.users;
    const token = stack.sim.issueToken();
    const current = (await stack.stores.connections.get(stack.workspace))!;
    await stack.stores.connections.save(stack.workspace, { ...current, token, method: 'password' });
    const prompt = await disconnectPrompt(stack);
    expect(prompt).toContain('will be revoked at Enlivy');
    await confirmDisconnect(stack);
    const done = await waitForEphemeral(stack, admin, 'Disconnected from');
    expect(done).toContain('was revoked at Enlivy');
    expect(logouts(stack).map((r) => r.status)).toEqual([200]);
    expect(stack.sim.state.tokens.has(token)).toBe(false);
    expect(stack.sim.state.tokens.has(SEED.apiToken)).toBe(true);
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();
  });

  it('disconnect only forgets a pasted token, also from a record saved before the method was kept', async () => {
    const { admin } = stack.users;
    const key = connectionKey(stack.workspace);
    const { method: _method, ...old } = (await stack.stores.keyv.get(key)) as Record<
      string,
      unknown
    >;
    await stack.stores.keyv.set(key, old);
    expect((await stack.stores.connections.get(stack.workspace))?.method).toBe('token');

    const prompt = await disconnectPrompt(stack);
    expect(prompt).toContain('only be forgotten here');
    await confirmDisconnect(stack);
    await waitFor(() => ephemeralText(stack, admin).includes('Disconnected from'));
    expect(ephemeralText(stack, admin)).toContain('was only forgotten here');
    expect(logouts(stack)).toEqual([]);
    expect(stack.sim.state.tokens.has(SEED.apiToken)).toBe(true);
  });
});
