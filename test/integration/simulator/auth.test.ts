import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import { apiFor, call, DEMO, SEED, start } from './helpers.js';

describe('simulator: authentication and access', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await start();
  });
  afterAll(() => sim.close());

  const login = (body: unknown) => call(sim.url, 'POST', '/authentication/login', { body });

  it('logs in with the demo account and returns a usable <n>|<40 chars> token', async () => {
    const answer = await login({
      email: SEED.account.email,
      password: SEED.account.password,
      remember: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    const org = await apiFor(sim, answer.body.token).get(DEMO);
    expect(org.status).toBe(200);
    expect(org.body.data).toMatchObject({
      id: SEED.organizations.demo,
      object: 'organization',
      name: SEED.organizationNames.demo,
    });
  });

  it('accepts the email in any case and remember=false', async () => {
    const answer = await login({
      email: 'DEMO@example.com',
      password: SEED.account.password,
      remember: false,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password with 422 and errors.email', async () => {
    const answer = await login({ email: SEED.account.email, password: 'nope', remember: true });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('refuses missing and invalid fields with a field map', async () => {
    const missing = await login({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'password', 'remember']);
    expect(missing.body.message).toMatch(/required/);

    const invalid = await login({ email: 'not-an-email', password: 'x', remember: 'yes' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'remember']);
  });

  it('answers malformed JSON with a JSON 400 and keeps serving', async () => {
    const answer = await call(sim.url, 'POST', '/authentication/login', { rawBody: '{"email":' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/JSON/);
    const next = await apiFor(sim).get(DEMO);
    expect(next.status).toBe(200);
  });

  it('answers 401 Unauthenticated without a token or with an unknown one', async () => {
    const none = await apiFor(sim, null).get(DEMO);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthenticated.' });
    const unknown = await apiFor(sim, '9|unknownunknownunknownunknownunknownunknow').get(DEMO);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 for an organization the account does not belong to, and for unknown ids', async () => {
    const other = apiFor(sim, SEED.otherApiToken);
    const foreign = await other.get(`${DEMO}/event-destinations`);
    expect(foreign.status).toBe(403);
    expect(typeof foreign.body.message).toBe('string');
    expect((await other.get(`/organizations/${SEED.organizations.other}`)).status).toBe(200);
    expect((await apiFor(sim).get('/organizations/org_does_not_exist')).status).toBe(403);
  });

  it('answers 404 with a message for unknown records and unknown routes', async () => {
    const api = apiFor(sim);
    const record = await api.get(`${DEMO}/event-destinations/org_evt_dst_missing`);
    expect(record.status).toBe(404);
    expect(typeof record.body.message).toBe('string');
    const route = await api.get('/no/such/route');
    expect(route.status).toBe(404);
    expect(typeof route.body.message).toBe('string');
  });

  it('lists the organizations of the account and its API credentials', async () => {
    const api = apiFor(sim);
    const orgs = await api.get('/organizations');
    expect(orgs.body.data.map((o: { id: string }) => o.id).sort()).toEqual([
      'org_demo',
      'org_free',
    ]);
    const creds = await api.get(`${DEMO}/api-credentials`);
    expect(creds.status).toBe(200);
    const services = creds.body.data.map((c: { id: string; service: string }) => [c.id, c.service]);
    expect(services).toContainEqual([SEED.credentials.slack, 'slack']);
    expect(services).toContainEqual([SEED.credentials.stripe, 'stripe']);
    expect(JSON.stringify(creds.body)).not.toContain('xoxb-');
  });

  it('issues tokens programmatically and revokes them on logout', async () => {
    const token = sim.issueToken();
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    const api = apiFor(sim, token);
    expect((await api.get(DEMO)).status).toBe(200);
    expect((await api.get('/authentication/logout')).status).toBe(200);
    expect((await api.get(DEMO)).status).toBe(401);
    expect(() => sim.issueToken('nobody@example.com')).toThrow();
  });

  it('records requests without the Authorization value', async () => {
    await apiFor(sim).get(`${DEMO}/event-destinations?status%5B0%5D=x&page=1`);
    const recorded = sim.requests.at(-1);
    expect(recorded).toMatchObject({
      method: 'GET',
      path: `${DEMO}/event-destinations`,
      rawQuery: 'status%5B0%5D=x&page=1',
      query: { status: ['x'], page: '1' },
      hasAuthorization: true,
      status: 200,
    });
    expect(JSON.stringify(sim.requests)).not.toContain(SEED.apiToken);
  });
});
