/**
 * Issue 27, item 8: a grant left at the organization picker (cancelled, expired, or abandoned by
 * starting over) is revoked at Enlivy and its parked tokens deleted; nothing is connected.
 */
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { openSession } from './connect-http.js';
import { connectWithOAuth } from './oauth-support.js';
import { connectLink } from './support.js';

const TWO_ORGS = { organization_ids: [SEED.organizations.demo, SEED.organizations.free] };

describe('Continue with Enlivy: an organization choice left unmade', () => {
  let stack: Stack | undefined;
  /** The app's clock runs this far ahead of the real one. */
  let aheadMs = 0;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
    aheadMs = 0;
  });
  const start = async () => {
    stack = await startStack({
      connected: false,
      oauth: true,
      now: () => new Date(Date.now() + aheadMs),
    });
    return stack;
  };

  async function picker(s: Stack): Promise<string> {
    const page = await connectWithOAuth(s, TWO_ORGS);
    expect(page.html).toContain('Choose the organization');
    return /name="pending" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
  }

  async function submit(s: Stack, fields: Record<string, string>) {
    const res = await request(`${s.appUrl}/connect/oauth/organization`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.statusCode, html: await res.body.text() };
  }

  const revokeCalls = (s: Stack) =>
    s.sim.requests.filter((r) => r.path === '/oauth/token/revoke' && r.status === 200);
  const parkedRecords = (s: Stack) => s.rawStoreText().split('oauth-pending\\"').length - 1;

  it('Cancel on the picker revokes the grant and deletes the parked tokens', async () => {
    const s = await start();
    const pending = await picker(s);
    expect(s.sim.oauth.summary().live_grants).toBe(1);
    expect(parkedRecords(s)).toBe(1);

    const page = await submit(s, { pending, action: 'cancel' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('You cancelled the choice of organization');
    expect(page.html).toContain('The access you gave the app on Enlivy was withdrawn.');
    expect(s.sim.oauth.summary().live_grants).toBe(0);
    expect(revokeCalls(s)).toHaveLength(1);
    expect(parkedRecords(s)).toBe(0);
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    // The same form sent again finds nothing to use.
    expect(
      (await submit(s, { pending, action: 'connect', organization_id: 'org_demo' })).html,
    ).toContain('Page no longer open');
  });

  it('submitted after its minutes: nothing connected, and the grant is revoked', async () => {
    const s = await start();
    const pending = await picker(s);
    aheadMs = 11 * 60_000;

    const page = await submit(s, {
      pending,
      action: 'connect',
      organization_id: SEED.organizations.free,
    });
    expect(page.status).toBe(410);
    expect(page.html).toContain('This choice of organization expired');
    expect(page.html).toContain('was withdrawn');
    expect(await s.stores.connections.get(s.workspace)).toBeUndefined();
    expect(s.sim.oauth.summary().live_grants).toBe(0);
    expect(parkedRecords(s)).toBe(0);
  });

  it('expired and never submitted: the next Continue with Enlivy revokes it', async () => {
    const s = await start();
    await picker(s);
    aheadMs = 11 * 60_000;

    const connected = await connectWithOAuth(s, { organization_id: SEED.organizations.demo });
    expect(connected.status).toBe(200);
    expect((await s.stores.connections.get(s.workspace))?.organizationId).toBe('org_demo');
    // The abandoned grant is gone; the one now in use lives.
    expect(revokeCalls(s)).toHaveLength(1);
    expect(s.sim.oauth.summary().live_grants).toBe(1);
    expect(parkedRecords(s)).toBe(0);
  });

  it('expired and never submitted: opening the next connect link revokes it', async () => {
    const s = await start();
    await picker(s);
    aheadMs = 11 * 60_000;

    await openSession(await connectLink(s));
    expect(revokeCalls(s)).toHaveLength(1);
    expect(s.sim.oauth.summary().live_grants).toBe(0);
    expect(parkedRecords(s)).toBe(0);
  });

  it('opening a connect link while a choice is still open leaves it alone', async () => {
    const s = await start();
    const pending = await picker(s);
    await openSession(await connectLink(s));
    expect(revokeCalls(s)).toHaveLength(0);
    const chosen = await submit(s, {
      pending,
      action: 'connect',
      organization_id: SEED.organizations.free,
    });
    expect(chosen.status).toBe(200);
    expect((await s.stores.connections.get(s.workspace))?.organizationId).toBe('org_free');
  });

  it('started over within its minutes: the earlier choice is replaced and its grant revoked', async () => {
    const s = await start();
    const first = await picker(s);
    const second = await picker(s);
    expect(revokeCalls(s)).toHaveLength(1);
    expect(s.sim.oauth.summary().live_grants).toBe(1);
    expect(parkedRecords(s)).toBe(1);

    expect(
      (await submit(s, { pending: first, action: 'connect', organization_id: 'org_demo' })).html,
    ).toContain('Page no longer open');
    const chosen = await submit(s, {
      pending: second,
      action: 'connect',
      organization_id: SEED.organizations.free,
    });
    expect(chosen.status).toBe(200);
    expect((await s.stores.connections.get(s.workspace))?.organizationId).toBe('org_free');
    expect(s.sim.oauth.summary().live_grants).toBe(1);
  });
});
