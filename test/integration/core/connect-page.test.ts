import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { getPage, openSession, postPage, replaceValueOf, submitForm } from './connect-http.js';
import { connectLink } from './support.js';

const DEMO = SEED.organizations.demo;
const PASSWORD = { email: SEED.account.email, password: SEED.account.password };

function liveTokens(stack: Stack): string[] {
  return [...stack.sim.state.tokens.keys()];
}

function logouts(stack: Stack) {
  return stack.sim.requests.filter((r) => r.path === '/authentication/logout');
}

describe('connect page over HTTP', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ connected: false });
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('posts the link with previews off, and a GET (a link previewer) never spends it', async () => {
    const link = await connectLink(stack);
    const message = stack.slack
      .ephemerals(stack.users.admin)
      .find((m) => (m.text ?? '').includes(link));
    expect(message).toMatchObject({ unfurl_links: false, unfurl_media: false });

    for (let i = 0; i < 3; i++) {
      const preview = await getPage(link);
      expect(preview.status).toBe(200);
      expect(preview.cookie).toBeUndefined();
      expect(preview.html).toContain('Continue');
      expect(preview.html).not.toContain('name="password"');
    }
    const cookie = await openSession(link);
    const form = await getPage(`${stack.appUrl}/connect`, cookie);
    expect(form.status).toBe(200);
    expect(form.html).toContain('name="password"');

    const again = await postPage(link, {});
    expect(again.status).toBe(410);
    expect(again.html).toContain('already opened, in another tab or browser');
    // The browser that opened it goes back to its form instead.
    expect((await getPage(link, cookie)).location).toBe('/connect');
  });

  it('answers a malformed cookie with 400 and loses nothing', async () => {
    const link = await connectLink(stack);
    const cookie = await openSession(link);
    for (const answer of [
      await getPage(`${stack.appUrl}/connect`, 'enlivy_connect=%%%%%'),
      await postPage(`${stack.appUrl}/connect`, { csrf: 'x' }, 'enlivy_connect=%%%%%'),
      await getPage(link, 'enlivy_connect=%E0%A4%A'),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('malformed');
    }
    // A link whose path is not a valid escape: the caller's mistake, not a crash.
    const badPath = await getPage(`${stack.appUrl}/connect/%%%`);
    expect(badPath.status).toBe(400);
    expect(badPath.html).toContain('malformed');
    expect(stack.logText()).not.toContain('URIError');
    expect((await getPage(`${stack.appUrl}/connect`, cookie)).status).toBe(200);
  });

  it('refuses a wrong or missing CSRF value without closing the page', async () => {
    const cookie = await openSession(await connectLink(stack));
    const fields = { method: 'token', organization_id: DEMO, api_token: SEED.apiToken };
    const wrong = await postPage(`${stack.appUrl}/connect`, { ...fields, csrf: 'nope' }, cookie);
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain('nothing was sent to Enlivy');
    const missing = await postPage(`${stack.appUrl}/connect`, fields, cookie);
    expect(missing.status).toBe(403);
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();

    const done = await submitForm(stack, cookie, fields);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Demo Trading Ltd');
    expect((await stack.stores.connections.get(stack.workspace))?.organizationId).toBe(DEMO);
  });

  it('revokes the token it signed in for when the organization check then fails', async () => {
    const before = liveTokens(stack);
    const cookie = await openSession(await connectLink(stack));
    const refused = await submitForm(stack, cookie, {
      method: 'password',
      organization_id: SEED.organizations.other,
      ...PASSWORD,
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('cannot open organization org_other');
    const login = stack.sim.requests.findIndex((r) => r.path === '/authentication/login');
    expect(stack.sim.requests[login]?.status).toBe(200);
    expect(logouts(stack)).toHaveLength(1);
    expect(logouts(stack)[0]?.status).toBe(200);
    expect(liveTokens(stack)).toEqual(before);
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();
  });

  it('asks before replacing a connection, then says what was replaced and revokes its token', async () => {
    // First connection: by email and password, so the app owns its token.
    const first = await submitForm(stack, await openSession(await connectLink(stack)), {
      method: 'password',
      organization_id: DEMO,
      ...PASSWORD,
    });
    expect(first.status).toBe(200);
    const owned = (await stack.stores.connections.get(stack.workspace))!;
    expect(owned.method).toBe('password');

    const cookie = await openSession(await connectLink(stack));
    const form = await getPage(`${stack.appUrl}/connect`, cookie);
    expect(form.html).toContain('This workspace is connected to <strong>Demo Trading Ltd</strong>');
    expect(form.html).toContain('will be revoked at Enlivy');
    const fingerprint = replaceValueOf(form.html);
    expect(fingerprint).toBeDefined();
    const other = {
      method: 'token',
      organization_id: SEED.organizations.other,
      api_token: SEED.otherApiToken,
    };

    const unconfirmed = await submitForm(stack, cookie, other);
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.html).toContain('already connected to “Demo Trading Ltd”');
    expect((await stack.stores.connections.get(stack.workspace))?.token).toBe(owned.token);

    const fresh = unconfirmed.cookie!;
    const replaced = await submitForm(stack, fresh, { ...other, replace: fingerprint! });
    expect(replaced.status).toBe(200);
    expect(replaced.html).toContain('It replaced the connection to Demo Trading Ltd (org_demo)');
    expect(replaced.html).toContain('was revoked at Enlivy');
    expect(await stack.stores.connections.get(stack.workspace)).toMatchObject({
      organizationId: SEED.organizations.other,
      method: 'token',
    });
    expect(liveTokens(stack)).not.toContain(owned.token);
    expect(liveTokens(stack)).toContain(SEED.otherApiToken);
    const receipt = await waitFor(() =>
      stack.slack.dm(stack.users.admin).find((m) => (m.text ?? '').includes('Other Company Ltd')),
    );
    expect(receipt.text).toContain('replacing *Demo Trading Ltd* (`org_demo`)');
    expect(receipt.text).toContain('was revoked at Enlivy');
  });

  it('only forgets a pasted token it replaces, and says so', async () => {
    await submitForm(stack, await openSession(await connectLink(stack)), {
      method: 'token',
      organization_id: DEMO,
      api_token: SEED.apiToken,
    });
    const cookie = await openSession(await connectLink(stack));
    const form = await getPage(`${stack.appUrl}/connect`, cookie);
    expect(form.html).toContain('will only be forgotten here');
    const replaced = await submitForm(stack, cookie, {
      method: 'token',
      organization_id: SEED.organizations.other,
      api_token: SEED.otherApiToken,
      replace: replaceValueOf(form.html)!,
    });
    expect(replaced.html).toContain('was only forgotten here');
    expect(logouts(stack)).toEqual([]);
    expect(liveTokens(stack)).toContain(SEED.apiToken);
  });
});
