import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, type Simulator } from '../../fakes/service/index.js';
import { apiFor, call, DEMO, FREE, type Json, SEED, start } from './helpers.js';

const REDIRECT = 'http://127.0.0.1:3000/connect/oauth/callback';

function authorizeUrl(sim: Simulator, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: DEMO_CLIENT.id,
    redirect_uri: REDIRECT,
    scope: 'webhooks:manage accounting:read',
    state: 'st-1',
    ...params,
  });
  return `${sim.url}/oauth/authorize?${query}`;
}

/** A form post that does not follow redirects (the consent page's answer is one). */
async function form(sim: Simulator, path: string, fields: Record<string, string> | string) {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as Json,
  };
}

const client = { client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret };

describe('simulator: OAuth 2.0 provider', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await start({ oauthAccessTtlSeconds: 60 });
  });
  afterAll(() => sim.close());

  async function code(
    choice: Record<string, unknown> = { organization_id: SEED.organizations.demo },
  ) {
    const answer = await call(sim.url, 'POST', '/__control/oauth/approve', {
      body: { authorize_url: authorizeUrl(sim), ...choice },
    });
    expect(answer.status).toBe(200);
    const location = new URL(answer.body.data.location);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code') ?? '';
  }

  const exchange = (value: string, redirect = REDIRECT) =>
    form(sim, '/oauth/token', {
      grant_type: 'authorization_code',
      code: value,
      redirect_uri: redirect,
      ...client,
    });

  it('shows a consent page with the demo account, organizations and scopes', async () => {
    const page = await fetch(authorizeUrl(sim));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Signed in as <strong>Demo User</strong>');
    expect(html).toContain('value="org_demo"');
    expect(html).toContain('value="org_free"');
    expect(html).toContain('webhooks:manage');
    expect(html).toContain('id="approve"');
    expect(html).toContain('id="deny"');
    const foreign = await fetch(authorizeUrl(sim, { redirect_uri: 'https://evil.example/cb' }));
    expect(foreign.status).toBe(400);
    const unknown = await fetch(authorizeUrl(sim, { client_id: 'oac_nobody' }));
    expect(unknown.status).toBe(400);
  });

  it('Approve and Deny redirect back with code or access_denied and the state', async () => {
    const fields = {
      client_id: DEMO_CLIENT.id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'webhooks:manage',
      state: 'st-2',
    };
    const denied = await form(sim, '/oauth/authorize', { ...fields, decision: 'deny' });
    expect(denied.status).toBe(302);
    const deniedAt = new URL(denied.headers.get('location') ?? '');
    expect(deniedAt.searchParams.get('error')).toBe('access_denied');
    expect(deniedAt.searchParams.get('state')).toBe('st-2');
    const approved = await form(
      sim,
      '/oauth/authorize',
      `${new URLSearchParams({ ...fields, decision: 'approve' })}&organization_ids%5B%5D=org_demo&scopes%5B%5D=webhooks%3Amanage`,
    );
    expect(approved.status).toBe(302);
    expect(new URL(approved.headers.get('location') ?? '').searchParams.get('code')).toMatch(
      /^oauc_/,
    );
  });

  it('exchanges a code once, for its redirect URI, with RFC 6749 errors', async () => {
    const first = await code();
    const mismatch = await exchange(first, 'http://127.0.0.1:3000/other');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The redirect_uri does not match the one the code was issued for.',
    });
    const pair = await exchange(first);
    expect(pair.status).toBe(200);
    expect(pair.body).toMatchObject({ token_type: 'Bearer', expires_in: 60 });
    expect(pair.body.access_token).toMatch(/^eat_/);
    expect(pair.body.refresh_token).toMatch(/^ert_/);
    const reused = await exchange(first);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    const badClient = await form(sim, '/oauth/token', {
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
      client_id: DEMO_CLIENT.id,
      client_secret: 'wrong',
    });
    expect(badClient.status).toBe(401);
    expect(badClient.body.error).toBe('invalid_client');
    const badGrant = await form(sim, '/oauth/token', { grant_type: 'password', ...client });
    expect(badGrant.body.error).toBe('unsupported_grant_type');
    expect(sim.requests.some((r) => r.path === '/oauth/token')).toBe(true);
  });

  it('rotates refresh tokens, enforces organizations and scopes, and revokes', async () => {
    const pair = (await exchange(await code())).body as Json;
    const api = apiFor(sim, pair.access_token);
    expect((await api.get(`${DEMO}/event-destinations`)).status).toBe(200);
    expect((await api.get(FREE)).status).toBe(403);
    const orgs = await api.get('/organizations');
    expect(orgs.body.data.map((o: Json) => o.id)).toEqual([SEED.organizations.demo]);
    const write = await api.del(`${DEMO}/invoices/${SEED.invoices.draft}`);
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="accounting:write"',
    );

    const renewed = await form(sim, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: pair.refresh_token,
      ...client,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(pair.refresh_token);
    const old = await form(sim, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: pair.refresh_token,
      ...client,
    });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe('invalid_grant');

    const revoked = await form(sim, '/oauth/token/revoke', {
      token: renewed.body.refresh_token,
      ...client,
    });
    expect(revoked.status).toBe(200);
    expect((await apiFor(sim, renewed.body.access_token).get(DEMO)).status).toBe(401);
  });

  it('a rotated refresh token presented again revokes the whole grant (reuse detection)', async () => {
    const before = sim.oauth.summary();
    const pair = (await exchange(await code())).body as Json;
    const refresh = (token: string) =>
      form(sim, '/oauth/token', { grant_type: 'refresh_token', refresh_token: token, ...client });
    const renewed = (await refresh(pair.refresh_token)).body as Json;
    const latest = (await refresh(renewed.refresh_token)).body as Json;
    expect((await apiFor(sim, latest.access_token).get(DEMO)).status).toBe(200);
    expect(sim.oauth.summary()).toMatchObject({
      live_grants: before.live_grants + 1,
      reused_refresh_tokens: before.reused_refresh_tokens,
    });

    const reused = await refresh(pair.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token was already used; the grant is revoked.',
    });
    // Every token of the family stops working, also the newest pair nobody reused.
    expect((await apiFor(sim, latest.access_token).get(DEMO)).status).toBe(401);
    expect((await apiFor(sim, renewed.access_token).get(DEMO)).status).toBe(401);
    expect((await refresh(latest.refresh_token)).body.error).toBe('invalid_grant');
    expect(sim.oauth.summary()).toMatchObject({
      live_grants: before.live_grants,
      reused_refresh_tokens: before.reused_refresh_tokens + 1,
    });

    // Another grant of the same client is not touched.
    const other = (await exchange(await code())).body as Json;
    expect((await apiFor(sim, other.access_token).get(DEMO)).status).toBe(200);
  });

  it('access tokens expire after the configured lifetime', async () => {
    const ttl = await call(sim.url, 'POST', '/__control/oauth/access-ttl', {
      body: { seconds: 1 },
    });
    expect(ttl.status).toBe(200);
    const pair = (await exchange(await code())).body as Json;
    expect(pair.expires_in).toBe(1);
    expect((await apiFor(sim, pair.access_token).get(DEMO)).status).toBe(200);
    await sim.advanceClock(1_500);
    expect((await apiFor(sim, pair.access_token).get(DEMO)).status).toBe(401);
  });
});
