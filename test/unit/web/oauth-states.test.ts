import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Stores } from '../../../src/store/index.js';
import type { ConnectGrant } from '../../../src/web/connect-links.js';
import { createOAuthStates } from '../../../src/web/oauth-states.js';

describe('"Continue with Enlivy" states', () => {
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
    const id = await states().park({
      grant: grant(),
      replaces: '',
      pair,
      issuedAt: clock,
      organizations,
    });
    expect(id).toBeDefined();
    const raw = JSON.stringify([...(stores.keyv.store as Map<string, unknown>).entries()]);
    expect(raw).not.toContain(pair.refreshToken);
    expect(raw).not.toContain(pair.accessToken);
    expect(await states().unpark(id ?? '')).toEqual({
      grant: grant(),
      replaces: '',
      pair,
      issuedAt: clock,
      organizations,
    });
    expect(await states().unpark(id ?? '')).toBeUndefined();
  });
});
