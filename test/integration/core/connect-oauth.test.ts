/**
 * Issue 13: "Continue with Enlivy" over HTTP (the simulator's control route plays the consent
 * page): refusals of every kind store nothing; a connection knows its scopes and renews itself;
 * disconnect and replacement revoke the grant.
 */
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { getPage } from './connect-http.js';
import { command, connectWithOAuth, consent, startOAuth, tokenCalls } from './oauth-support.js';
import { ephemeralText } from './support.js';

describe('Continue with Enlivy', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });
  const start = async (options: Parameters<typeof startStack>[0] = {}) => {
    stack = await startStack({ connected: false, oauth: true, ...options });
    return stack;
  };

  it('connects with the least scopes, stores the pair encrypted, and says so in Slack', async () => {
    const s = await start();
    const form = await getPage(`${s.appUrl}/connect`, undefined);
    expect(form.status).toBe(410);
    const { authorizeUrl } = await startOAuth(s);
    expect(ephemeralText(s, s.users.admin)).toContain(
      "choose *Continue with Enlivy* and approve on Enlivy's own page",
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${s.sim.url}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(DEMO_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${s.appUrl}/connect/oauth/callback`);
    expect(url.searchParams.get('scope')).toBe('webhooks:manage accounting:read accounting:write');

    const page = await connectWithOAuth(s);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Demo Trading Ltd');
    const connection = await s.stores.connections.get(s.workspace);
    expect(connection).toMatchObject({ organizationId: 'org_demo', method: 'oauth', state: 'ok' });
    expect(connection?.token).toMatch(/^eat_/);
    expect(connection?.oauth?.refreshToken).toMatch(/^ert_/);
    expect(connection?.oauth?.scopes).toEqual([
      'webhooks:manage',
      'accounting:read',
      'accounting:write',
    ]);
    // Sealed at rest: neither token appears in the store as written.
    expect(s.rawStoreText()).not.toContain(connection?.token);
    expect(s.rawStoreText()).not.toContain(connection?.oauth?.refreshToken);
    expect(s.logText()).not.toContain(connection?.oauth?.refreshToken);
    expect(s.logText()).not.toContain(DEMO_CLIENT.secret);
    await waitFor(() =>
      s.slack.dm(s.users.admin).some((m) => (m.text ?? '').includes('Demo Trading Ltd')),
    );

    const status = await command(s, 'status', ['Method']);
    expect(status).toContain('OAuth (Continue with Enlivy)');
    expect(status).toContain('`webhooks:manage`, `accounting:read`, `accounting:write`');
    expect(status).toContain('renews automatically');
    expect(status).toContain('token works');
    await command(s, 'list all', ['All event destinations']);
  });

  it('Deny: says so kindly, stores nothing, and the form works again', async () => {
    const s = await start();
    const { authorizeUrl, cookie } = await startOAuth(s);
    const page = await getPage(await consent(s, authorizeUrl, { deny: true }), cookie);
    expect(page.status).toBe(422);
    expect(page.html).toContain('You pressed Deny on Enlivy&#39;s page');
    expect(page.html).toContain('nothing was stored');
    expect(page.html).toContain('Continue with Enlivy');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    expect(tokenCalls(s, 'authorization_code')).toHaveLength(0);
    // The form is open again with a fresh session.
    expect(page.cookie).toMatch(/^enlivy_connect=.+/);
    expect((await getPage(`${s.appUrl}/connect`, page.cookie)).status).toBe(200);
  });

  it('a reused code is refused by Enlivy: clear page, nothing stored', async () => {
    const s = await start();
    const { authorizeUrl, cookie } = await startOAuth(s);
    const back = await consent(s, authorizeUrl);
    // Someone else spent the code first.
    const code = new URL(back).searchParams.get('code') ?? '';
    const stolen = await request(`${s.sim.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: new URL(authorizeUrl).searchParams.get('redirect_uri') ?? '',
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
      }).toString(),
    });
    expect(stolen.statusCode).toBe(200);
    await stolen.body.dump();
    const page = await getPage(back, cookie);
    expect(page.status).toBe(422);
    expect(page.html).toContain(
      'Enlivy refused this sign-in (The authorization code was already used)',
    );
    expect(page.html).toContain('nothing was connected or stored');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    const refused = tokenCalls(s, 'authorization_code').at(-1);
    expect(refused?.status).toBe(400);
  });

  it('a code issued for another redirect_uri is refused: nothing stored', async () => {
    const s = await start();
    const { authorizeUrl, cookie } = await startOAuth(s);
    const other = new URL(authorizeUrl);
    other.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    const code = new URL(await consent(s, other.toString())).searchParams.get('code') ?? '';
    const callback = new URL(`${s.appUrl}/connect/oauth/callback`);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', new URL(authorizeUrl).searchParams.get('state') ?? '');
    const page = await getPage(callback.toString(), cookie);
    expect(page.status).toBe(422);
    expect(page.html).toContain('redirect_uri does not match');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
  });

  it('forged, reused and foreign states get a clear page and store nothing', async () => {
    const s = await start();
    const { authorizeUrl, cookie } = await startOAuth(s);
    const back = await consent(s, authorizeUrl);
    const forged = new URL(back);
    forged.searchParams.set('state', 'bm9uY2U.zz.Zm9yZ2Vk');
    const forgedPage = await getPage(forged.toString(), cookie);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.html).toContain('Sign-in not recognised');
    // The right state from a browser that did not start the sign-in.
    const elsewhere = await getPage(back);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.html).toContain('started in another browser');
    expect(tokenCalls(s, 'authorization_code')).toHaveLength(0);
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    // The real callback still works once, and only once.
    expect((await getPage(back, cookie)).status).toBe(200);
    const again = await getPage(back, cookie);
    expect(again.status).toBe(410);
    expect(again.html).toContain('Sign-in already used');
    expect(tokenCalls(s, 'authorization_code')).toHaveLength(1);
  });

  it('a grant covering no organization is said and revoked; several get a picker', async () => {
    const s = await start();
    const none = await connectWithOAuth(s, { organization_id: null });
    expect(none.status).toBe(422);
    expect(none.html).toContain('covers no organization');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    expect(s.sim.oauth.summary().live_grants).toBe(0);

    const picker = await connectWithOAuth(s, {
      organization_ids: [SEED.organizations.demo, SEED.organizations.free],
    });
    expect(picker.status).toBe(200);
    expect(picker.html).toContain('Choose the organization');
    expect(picker.html).toContain('Demo Freelance');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    const pending = /name="pending" value="([^"]+)"/.exec(picker.html)?.[1] ?? '';
    const chosen = await request(`${s.appUrl}/connect/oauth/organization`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pending, organization_id: SEED.organizations.free }).toString(),
    });
    expect(chosen.statusCode).toBe(200);
    expect(await chosen.body.text()).toContain('Demo Freelance');
    expect((await s.stores.connections.get(s.workspace))?.organizationId).toBe('org_free');
    expect(s.rawStoreText()).not.toContain('ert_');
  });

  it('a scope not granted gives "reconnect and allow" through the one error path', async () => {
    const s = await start();
    await connectWithOAuth(s, { organization_id: 'org_demo', scopes: ['accounting:read'] });
    const text = await command(s, 'list all', ['does not allow']);
    expect(text).toContain('does not allow the app to manage event destinations');
    expect(text).toContain('allow “manage event destinations and read their delivery log”');
    const status = await command(s, 'status', ['Method']);
    expect(status).toContain('*Scopes granted:* `accounting:read`');
  });

  it('a grant revoked in Enlivy expires the connection: an admin must reconnect', async () => {
    const s = await start();
    await connectWithOAuth(s);
    s.sim.oauth.revokeAll();
    const text = await command(s, 'list all', ['no longer accepts']);
    expect(text).toContain("no longer accepts this workspace's authorization");
    expect(text).toContain('An admin must reconnect');
    expect((await s.stores.connections.get(s.workspace))?.state).toBe('expired');
    const refresh = tokenCalls(s, 'refresh_token');
    expect(refresh.map((r) => r.status)).toEqual([400]);
    // Marked: later commands say it at once, without asking Enlivy again.
    await command(s, 'list all', ['An admin must reconnect']);
    expect(tokenCalls(s, 'refresh_token')).toHaveLength(1);
  });

  it('disconnect and replacement revoke the refresh token at Enlivy', async () => {
    const s = await start();
    await connectWithOAuth(s);
    const first = await s.stores.connections.get(s.workspace);
    const replaced = await connectWithOAuth(s);
    expect(replaced.status).toBe(200);
    expect(replaced.html).toContain('Its Enlivy authorization (Continue with Enlivy) was revoked');
    const revokes = () =>
      s.sim.requests.filter((r) => r.path === '/oauth/token/revoke' && r.status === 200);
    expect(revokes()).toHaveLength(1);
    expect((revokes()[0]?.body as Record<string, string> | undefined)?.token).toBe(
      first?.oauth?.refreshToken,
    );
    expect(s.sim.oauth.summary().live_grants).toBe(1);

    const prompt = await command(s, 'disconnect', ['Disconnect']);
    expect(prompt).toContain('will be revoked at Enlivy');
    const fingerprint = /"value":"(org_demo [^"]+)"/.exec(prompt)?.[1] ?? '';
    await s.driver.click({
      user: s.users.admin,
      actionId: 'disconnect_confirm',
      value: fingerprint,
      in: { channel: s.channels.finance },
    });
    await waitFor(() => revokes().length === 2);
    expect(s.sim.oauth.summary().live_grants).toBe(0);
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
  });
});
