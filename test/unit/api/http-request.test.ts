import { describe, expect, it } from 'vitest';
import { encodeQuery, path } from '../../../src/enlivy/query.js';
import { AppError } from '../../../src/platform/app-error.js';
import { mockEnlivy, TOKEN } from './mock-enlivy.js';

const ORG = { data: { id: 'org_demo', name: 'Demo' } };

describe('headers', () => {
  it('sends the bearer token, Accept, a User-Agent, and no Content-Type without a body', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', '/organizations/org_demo', { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    const [sent] = enlivy.requests;
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['user-agent']).toMatch(/^enlivy-slack\/\d+\.\d+\.\d+/);
    expect(sent?.headers['content-type']).toBeUndefined();
  });

  it('sends Content-Type: application/json with a JSON body', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('PUT', '/organizations/org_demo/event-destinations/d1', {
      body: { data: { id: 'd1', type: 'webhook', is_active: false, name: 'x' } },
    });
    await enlivy.client.destinations.update('org_demo', 'd1', { is_active: false });
    expect(enlivy.requests[0]?.headers['content-type']).toBe('application/json');
    expect(enlivy.requests[0]?.body).toEqual({ is_active: false });
  });

  it('sends no Authorization without a token, and withToken switches it', async () => {
    const enlivy = mockEnlivy({ token: undefined });
    enlivy.on('GET', '/organizations/org_demo', { body: ORG, times: 2 });
    await enlivy.client.organizations.retrieve('org_demo');
    await enlivy.client.withToken('7|other').organizations.retrieve('org_demo');
    expect(enlivy.requests[0]?.headers.authorization).toBeUndefined();
    expect(enlivy.requests[1]?.headers.authorization).toBe('Bearer 7|other');
  });

  it('does not send the token to the public login endpoint', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', '/authentication/login', { body: { token: '1|new' } });
    await enlivy.client.auth.login({ email: 'a@b.c', password: 'pw', remember: true });
    expect(enlivy.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('trims the trailing slash of the base URL and adds no version segment', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', () => true, { body: ORG });
    await enlivy.client.organizations.retrieve('org_demo');
    expect(enlivy.requests[0]?.url).toBe('/organizations/org_demo');
  });
});

describe('encodeQuery', () => {
  it('writes arrays in the seed form and drops undefined and null', () => {
    expect(
      encodeQuery({
        status: ['failed', 'anomaly'],
        event: ['invoice.paid'],
        a: undefined,
        b: null,
      }),
    ).toBe('?status[]=failed&status[]=anomaly&event[]=invoice.paid');
  });

  it('writes booleans as true/false and numbers as is', () => {
    expect(encodeQuery({ is_active: true, x: false, page: 2 })).toBe(
      '?is_active=true&x=false&page=2',
    );
  });

  it('percent-encodes values but keeps commas of include lists', () => {
    expect(encodeQuery({ q: 'a&b c', include: 'event_subscriptions,event_deliveries' })).toBe(
      '?q=a%26b%20c&include=event_subscriptions,event_deliveries',
    );
  });

  it('is empty when nothing is left', () => {
    expect(encodeQuery({ a: undefined })).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('path', () => {
  it('joins Enlivy ids', () => {
    expect(path`/organizations/${'org_demo'}/invoices/${'org_inv_1-A'}`).toBe(
      '/organizations/org_demo/invoices/org_inv_1-A',
    );
  });

  it('refuses an empty or malformed id, or a route word, before any request', () => {
    for (const bad of ['', ' ', '..', 'a/b?c', '#1 x', '%00', 'deliveries', 'x'.repeat(129)]) {
      expect(() => path`/organizations/org_demo/event-destinations/${bad}`).toThrow(
        expect.objectContaining({ code: 'bad_input' }),
      );
    }
    expect(() => path`/organizations/${7 as unknown as string}`).toThrow(AppError);
  });
});
