import { describe, expect, it } from 'vitest';
import {
  EnlivyAuthenticationError,
  EnlivyForbiddenError,
  EnlivyHttpError,
  EnlivyNetworkError,
  EnlivyNotFoundError,
  EnlivyRateLimitError,
  EnlivySchemaError,
  EnlivyServerError,
  EnlivyTimeoutError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { mockEnlivy, rejectionOf, SECRET_PART, TOKEN } from './mock-enlivy.js';

const ORG_PATH = '/organizations/org_demo';

function expectNoSecret(err: Error) {
  const dump = `${err.message} ${JSON.stringify(err)} ${String(err.stack)}`;
  expect(dump).not.toContain(TOKEN);
  expect(dump).not.toContain(SECRET_PART);
}

describe('error mapping by status', () => {
  it.each([
    [401, EnlivyAuthenticationError, 'authentication'],
    [403, EnlivyForbiddenError, 'forbidden'],
    [404, EnlivyNotFoundError, 'not_found'],
    [409, EnlivyHttpError, 'http'],
    [400, EnlivyHttpError, 'http'],
    [500, EnlivyServerError, 'server'],
    [501, EnlivyServerError, 'server'],
  ] as const)('HTTP %i → %s with the body message', async (status, ErrorClass, kind) => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status, body: { message: `nope ${status}` } });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(ErrorClass);
    expect(err).toMatchObject({ kind, status, message: `nope ${status}` });
    expect(enlivy.requests).toHaveLength(1);
    expectNoSecret(err);
  });

  it('uses "Enlivy answered HTTP <code>" when the body has no message', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, { status: 404, body: { error: 'missing' } });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyNotFoundError);
    expect(err.message).toBe('Enlivy answered HTTP 404');
  });

  it('maps an HTML error page by its status alone', async () => {
    const enlivy = mockEnlivy({ maxRetries: 0 });
    enlivy.on('GET', ORG_PATH, {
      status: 502,
      body: '<html><body>Bad gateway</body></html>',
      headers: { 'content-type': 'text/html' },
    });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyServerError);
    expect(err.message).toBe('Enlivy answered HTTP 502');
  });

  it('422 carries the field map', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('POST', `${ORG_PATH}/event-destinations`, {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { name: ['The name field is required.'], 'events.0.event': ['Unknown event.'] },
      },
    });
    const err = await rejectionOf(
      enlivy.client.destinations.create('org_demo', { type: 'slack', name: '', events: [] }),
    );
    expect(err).toBeInstanceOf(EnlivyValidationError);
    const validation = err as EnlivyValidationError;
    expect(validation.status).toBe(422);
    expect(validation.message).toBe('The given data was invalid.');
    expect(validation.fieldErrors).toEqual({
      name: ['The name field is required.'],
      'events.0.event': ['Unknown event.'],
    });
  });

  it('429 carries retryAfterSeconds from a numeric Retry-After', async () => {
    const enlivy = mockEnlivy({ maxRetries: 0 });
    enlivy.on('GET', ORG_PATH, {
      status: 429,
      body: { message: 'Too Many Attempts.' },
      headers: { 'retry-after': '60' },
    });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyRateLimitError);
    expect((err as EnlivyRateLimitError).retryAfterSeconds).toBe(60);
    expect(err.message).toBe('Too Many Attempts.');
  });

  it('429 with an HTTP-date Retry-After has no retryAfterSeconds', async () => {
    const enlivy = mockEnlivy({ maxRetries: 0 });
    enlivy.on('GET', ORG_PATH, {
      status: 429,
      body: {},
      headers: { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' },
    });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect((err as EnlivyRateLimitError).retryAfterSeconds).toBeUndefined();
  });

  it('a refused connection is an EnlivyNetworkError naming the code only', async () => {
    const enlivy = mockEnlivy({ maxRetries: 0 });
    enlivy.failConnection('GET', ORG_PATH, 1, 'ECONNREFUSED');
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyNetworkError);
    expect(err.message).toBe('Could not reach Enlivy (ECONNREFUSED)');
    expect((err as EnlivyNetworkError).status).toBeUndefined();
  });

  it('a reply slower than the timeout is an EnlivyTimeoutError and is not retried', async () => {
    const enlivy = mockEnlivy({ timeoutMs: 50 });
    enlivy.on('GET', ORG_PATH, { body: { data: { id: 'org_demo' } }, delayMs: 2_000 });
    const started = Date.now();
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivyTimeoutError);
    expect((err as EnlivyTimeoutError).timeoutMs).toBe(50);
    expect(Date.now() - started).toBeLessThan(1_500);
    // A retry would have hit no interceptor and failed differently; it also would have slept.
    expect(enlivy.sleeps).toEqual([]);
  });

  it('a 2xx with a body of the wrong shape is an EnlivySchemaError listing paths, not values', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', `${ORG_PATH}/event-destinations/org_evt_dst_1`, {
      body: {
        data: {
          id: 'org_evt_dst_1',
          type: 'carrier-pigeon',
          is_active: 'yes',
          name: 'Secret name',
        },
      },
    });
    const err = await rejectionOf(enlivy.client.destinations.retrieve('org_demo', 'org_evt_dst_1'));
    expect(err).toBeInstanceOf(EnlivySchemaError);
    const schema = err as EnlivySchemaError;
    expect(schema.status).toBe(200);
    expect(schema.issues.some((i) => i.startsWith('data.type:'))).toBe(true);
    expect(schema.issues.some((i) => i.startsWith('data.is_active:'))).toBe(true);
    const dump = `${schema.message} ${schema.issues.join(' ')}`;
    expect(dump).not.toContain('carrier-pigeon');
    expect(dump).not.toContain('Secret name');
  });

  it('a 2xx that is not JSON is an EnlivySchemaError', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, {
      body: '<html>maintenance</html>',
      headers: { 'content-type': 'text/html' },
    });
    const err = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(err).toBeInstanceOf(EnlivySchemaError);
    expect((err as EnlivySchemaError).issues).toEqual(['(root): not valid JSON']);
    expect(err.message).not.toContain('maintenance');
  });

  it('never lets the token reach an error, even when Enlivy echoes it', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', ORG_PATH, {
      status: 401,
      body: { message: `Token ${TOKEN} is revoked` },
    });
    enlivy.on('POST', `${ORG_PATH}/event-destinations`, {
      status: 422,
      body: { message: 'bad', errors: { token: [`secret ${SECRET_PART} invalid`] } },
    });
    const auth = await rejectionOf(enlivy.client.organizations.retrieve('org_demo'));
    expect(auth).toBeInstanceOf(EnlivyAuthenticationError);
    expect(auth.message).toBe('Token [redacted] is revoked');
    expectNoSecret(auth);
    const validation = await rejectionOf(
      enlivy.client.destinations.create('org_demo', { type: 'slack', name: 'x', events: [] }),
    );
    expect((validation as EnlivyValidationError).fieldErrors).toEqual({
      token: ['secret [redacted] invalid'],
    });
    expectNoSecret(validation);
  });
});
