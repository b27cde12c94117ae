import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EnlivyAuthenticationError,
  EnlivyForbiddenError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { type Harness, rejectionOf, SEED, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('auth.login', () => {
  it('returns a token that opens the organization', async () => {
    const { token } = await h.anonymous.auth.login({
      email: SEED.account.email,
      password: SEED.account.password,
      remember: true,
    });
    expect(token).toMatch(/^\d+\|.+/);
    const org = await h.anonymous.withToken(token).organizations.retrieve(SEED.organizations.demo);
    expect(org).toMatchObject({ id: SEED.organizations.demo, name: SEED.organizationNames.demo });
  });

  it('a wrong password is a 422 with an email field error', async () => {
    const err = await rejectionOf(
      h.anonymous.auth.login({ email: SEED.account.email, password: 'wrong', remember: false }),
    );
    expect(err).toBeInstanceOf(EnlivyValidationError);
    expect(Object.keys((err as EnlivyValidationError).fieldErrors)).toEqual(['email']);
    expect(err.message).not.toContain('wrong');
  });
});

describe('authentication and scope', () => {
  it('401 without a token', async () => {
    const err = await rejectionOf(h.anonymous.organizations.retrieve(SEED.organizations.demo));
    expect(err).toBeInstanceOf(EnlivyAuthenticationError);
    expect(err.message).toBe('Unauthenticated.');
  });

  it('401 with an unknown token, which never shows in the error', async () => {
    const token = '99|notARealTokenButLongEnoughToBeRedacted0000';
    const err = await rejectionOf(h.anonymous.withToken(token).organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyAuthenticationError);
    expect(`${err.message} ${JSON.stringify(err)}`).not.toContain('notARealToken');
  });

  it('403 for an organization of another account', async () => {
    const err = await rejectionOf(h.client.organizations.retrieve(SEED.organizations.other));
    expect(err).toBeInstanceOf(EnlivyForbiddenError);
    expect((err as EnlivyForbiddenError).status).toBe(403);
  });

  it('sends the headers of the contract', async () => {
    h.sim.requests.length = 0;
    await h.client.organizations.retrieve(SEED.organizations.demo);
    const [sent] = h.sim.requests;
    expect(sent?.hasAuthorization).toBe(true);
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['user-agent']).toMatch(/^enlivy-slack\//);
    expect(sent?.headers['content-type']).toBeUndefined();
  });
});

describe('apiCredentials.list', () => {
  it('lists the organization credentials with their service', async () => {
    const page = await h.client.apiCredentials.list(SEED.organizations.demo);
    const slack = page.items.filter((c) => c.service === 'slack').map((c) => c.id);
    expect(slack).toEqual([SEED.credentials.slack]);
    expect(page.items.map((c) => c.id)).toContain(SEED.credentials.stripe);
    expect(page.hasMore).toBe(false);
  });
});
