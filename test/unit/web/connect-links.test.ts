import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Stores } from '../../../src/store/index.js';
import { createConnectLinks } from '../../../src/web/connect-links.js';

describe('one-time connect links', () => {
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
    expect(url).toMatch(/^https:\/\/app\.example\/connect\/[^.]+\.[A-Za-z0-9_-]{32}$/);
    const token = url.split('/connect/')[1]!;
    const session = await links().redeem(token);
    expect(session?.grant).toMatchObject({
      userId: 'U1',
      channelId: 'C1',
      workspace: { teamId: 'T1' },
    });
    expect(await links().redeem(token)).toBeUndefined();
  });

  it('refuses a forged or altered link without spending the real one', async () => {
    const { url } = await links().create(grantInput);
    const token = url.split('/connect/')[1]!;
    const [nonce] = token.split('.');
    expect(await links().redeem(`${nonce}.${'A'.repeat(32)}`)).toBeUndefined();
    expect(await links().redeem(`${nonce}`)).toBeUndefined();
    expect(await links().redeem(token)).toBeDefined();
  });

  it('spends each session id once and checks the CSRF value it was issued with', async () => {
    const { url } = await links().create(grantInput);
    const session = (await links().redeem(url.split('/connect/')[1]!))!;
    const claimed = await links().claim(session.id);
    expect(claimed?.csrf).toBe(session.csrf);
    expect(links().checkCsrf(claimed!.csrf, session.csrf)).toBe(true);
    expect(links().checkCsrf(claimed!.csrf, 'forged')).toBe(false);
    expect(await links().claim(session.id)).toBeUndefined();
    const next = await links().reissue(claimed!.grant);
    expect(next?.id).not.toBe(session.id);
  });

  it('expires after ten minutes, sessions included', async () => {
    const { url } = await links().create(grantInput);
    const session = (await links().redeem(url.split('/connect/')[1]!))!;
    clock += 10 * 60_000 + 1;
    expect(await links().claim(session.id)).toBeUndefined();
    expect(await links().reissue(session.grant)).toBeUndefined();
  });
});
