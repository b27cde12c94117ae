import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectGrant, createConnectLinks } from '../../../src/core/connect-links.js';
import { createOAuthStates } from '../../../src/core/oauth/states.js';
import { openStore, type Stores } from '../../../src/store/index.js';
import { memoryStoreText } from '../../integration/store/helpers.js';

// One memory store and a hand-moved clock per test, for links and "Continue with Enlivy" states.
let stores: Stores;
let clock: number;
beforeEach(async () => {
  stores = await openStore({
    url: 'memory://',
    encryptionKey: randomBytes(32),
    logger: pino({ level: 'silent' }),
  });
  clock = Date.now();
});
afterEach(async () => {
  await stores.close();
});

describe('one-time connect links', () => {
  const links = () =>
    createConnectLinks({
      stores,
      publicUrl: 'https://app.example',
      secret: Buffer.alloc(32, 7),
      now: () => clock,
    });
  const grantInput = { workspace: { teamId: 'T1' }, userId: 'U1', channelId: 'C1' };

  it('makes a signed link on PUBLIC_URL that works once', async () => {
    const { url, validMinutes } = await links().create(grantInput);
    expect(validMinutes).toBe(10);
    expect(url).toMatch(/^https:\/\/app\.example\/connect\/[^.]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/);
    const token = url.split('/connect/')[1]!;
    const session = await links().redeem(token);
    expect(session?.grant).toMatchObject({
      userId: 'U1',
      channelId: 'C1',
      workspace: { teamId: 'T1' },
    });
    expect(await links().redeem(token)).toBeUndefined();
  });

  it("keeps the asker's language in the link's record, through the session and its reissue", async () => {
    const { url } = await links().create({ ...grantInput, language: 'ro' });
    const token = url.split('/connect/')[1]!;
    // Nothing in the URL says the language (a random token may of course contain "ro").
    expect(new URL(url).search).toBe('');
    expect(url.split('/')).not.toContain('ro');
    expect(url.split('/').length).toBe((await links().create(grantInput)).url.split('/').length);
    const link = await links().inspect(token);
    expect(link.state === 'open' && link.grant.language).toBe('ro');
    const session = (await links().redeem(token))!;
    expect(session.grant.language).toBe('ro');
    expect((await links().reissue(session.grant))?.grant.language).toBe('ro');
    // Older links carry none: the pages then speak English.
    const older = await links().create(grantInput);
    expect(
      (await links().redeem(older.url.split('/connect/')[1]!))?.grant.language,
    ).toBeUndefined();
  });

  it('refuses a forged or altered link without spending the real one', async () => {
    const { url } = await links().create(grantInput);
    const token = url.split('/connect/')[1]!;
    const [nonce, expiry] = token.split('.');
    expect(await links().redeem(`${nonce}.${expiry}.${'A'.repeat(32)}`)).toBeUndefined();
    expect(await links().redeem(`${nonce}`)).toBeUndefined();
    expect(await links().inspect(`${nonce}.${expiry}.${'A'.repeat(32)}`)).toEqual({
      state: 'invalid',
    });
    expect(await links().redeem(token)).toBeDefined();
  });

  it('reads a link without spending it, and tells a used link from an expired one', async () => {
    const { url } = await links().create(grantInput);
    const token = url.split('/connect/')[1]!;
    expect((await links().inspect(token)).state).toBe('open');
    expect((await links().inspect(token)).state).toBe('open');
    const session = (await links().redeem(token))!;
    expect(await links().inspect(token)).toEqual({
      state: 'used',
      linkId: session.grant.linkId,
    });
    clock += 10 * 60_000 + 1;
    expect(await links().inspect(token)).toEqual({ state: 'expired' });
  });

  it('reads a session freely, spends it once, and keeps one CSRF value per link', async () => {
    const { url } = await links().create(grantInput);
    const session = (await links().redeem(url.split('/connect/')[1]!))!;
    expect((await links().session(session.id))?.grant).toEqual(session.grant);
    expect((await links().session(session.id))?.grant).toEqual(session.grant);
    const csrf = links().csrf(session.grant);
    expect(links().checkCsrf(session.grant, csrf)).toBe(true);
    expect(links().checkCsrf(session.grant, 'forged')).toBe(false);
    const claimed = await links().claim(session.id);
    expect(claimed).toEqual(session.grant);
    expect(await links().claim(session.id)).toBeUndefined();
    expect(await links().session(session.id)).toBeUndefined();
    const next = await links().reissue(claimed!);
    expect(next?.id).not.toBe(session.id);
    expect(links().csrf(next!.grant)).toBe(csrf);
  });

  it('expires after ten minutes, sessions included', async () => {
    const { url } = await links().create(grantInput);
    const session = (await links().redeem(url.split('/connect/')[1]!))!;
    clock += 10 * 60_000 + 1;
    expect(await links().session(session.id)).toBeUndefined();
    expect(await links().claim(session.id)).toBeUndefined();
    expect(await links().reissue(session.grant)).toBeUndefined();
  });
});

describe('"Continue with Enlivy" states', () => {
  const states = (secret = Buffer.alloc(32, 7)) =>
    createOAuthStates({ stores, secret, now: () => clock });
  const grant = (): ConnectGrant => ({
    kind: 'session',
    linkId: 'link-1',
    workspace: { teamId: 'T1' },
    userId: 'U1',
    expiresAt: clock + 600_000,
  });

  it('binds a state to its session and browser, and spends it once', async () => {
    const { state, browser } = await states().start(grant(), 'org_demo 2026');
    expect(await states().finish(state, undefined)).toEqual({ state: 'elsewhere' });
    expect(await states().finish(state, 'x'.repeat(32))).toEqual({ state: 'elsewhere' });
    // Another instance (same secret, same store) accepts it.
    expect(await states().finish(state, browser)).toEqual({
      state: 'ok',
      grant: grant(),
      replaces: 'org_demo 2026',
    });
    expect(await states().finish(state, browser)).toEqual({ state: 'used' });
  });

  it("carries the asker's language to the callback and the parked choice", async () => {
    const asked: ConnectGrant = { ...grant(), language: 'ro' };
    const { state, browser } = await states().start(asked, '');
    const back = await states().finish(state, browser);
    expect(back.state === 'ok' && back.grant.language).toBe('ro');
    const pair = { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, scopes: undefined };
    const parked = await states().park({
      grant: asked,
      replaces: '',
      pair,
      issuedAt: clock,
      organizations: [],
    });
    expect((await states().unpark(parked!.id))?.choice.grant.language).toBe('ro');
  });

  it('refuses forged and altered states, and says when one expired', async () => {
    const { state, browser } = await states().start(grant(), '');
    expect(await states(Buffer.alloc(32, 8)).finish(state, browser)).toEqual({ state: 'invalid' });
    const [nonce, expiry, mac] = state.split('.');
    const later = (Number.parseInt(expiry ?? '', 36) + 60_000).toString(36);
    expect(await states().finish(`${nonce}.${later}.${mac}`, browser)).toEqual({
      state: 'invalid',
    });
    expect(await states().finish('not-a-state', browser)).toEqual({ state: 'invalid' });
    clock += 600_001;
    expect(await states().finish(state, browser)).toEqual({ state: 'expired' });
  });

  it('parks a token pair sealed, for one pick', async () => {
    const pair = {
      accessToken: 'eat_parkedAccessToken000000000000000000',
      refreshToken: 'ert_parkedRefreshToken00000000000000000',
      expiresIn: 3600,
      scopes: ['webhooks:manage'],
    };
    const organizations = [
      { id: 'org_demo', name: 'Demo Trading Ltd' },
      { id: 'org_free', name: 'Demo Freelance' },
    ];
    const parked = await states().park({
      grant: grant(),
      replaces: '',
      pair,
      issuedAt: clock,
      organizations,
    });
    expect(parked?.superseded).toBeUndefined();
    const id = parked?.id;
    expect(id).toBeDefined();
    const raw = memoryStoreText(stores.keyv.store);
    expect(raw).not.toContain(pair.refreshToken);
    expect(raw).not.toContain(pair.accessToken);
    expect(await states().unpark(id ?? '')).toEqual({
      choice: { grant: grant(), replaces: '', pair, issuedAt: clock, organizations },
      expired: false,
    });
    expect(await states().unpark(id ?? '')).toBeUndefined();
  });
});
