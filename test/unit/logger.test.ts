import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  EnlivySchemaError,
  EnlivyTimeoutError,
  EnlivyValidationError,
} from '../../src/enlivy/errors.js';
import {
  createLogger,
  REDACT_PATHS,
  safeError,
  scrubSecrets,
} from '../../src/platform/logging/logger.js';
import { slackClientLogger } from '../../src/platform/logging/slack-logger.js';

function memoryLogger(level: 'debug' | 'info' = 'debug') {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const logger = createLogger({ level, destination });
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const SECRET = 'S3CR3T-value-9f8e7d';

/** Builds `{a: {b: SECRET}}` from 'a.b', with `*` replaced by a real key. */
function objectAt(path: string): Record<string, unknown> {
  const parts = path.split('.').map((part) => (part === '*' ? 'nested' : part));
  let value: unknown = SECRET;
  for (const part of parts.reverse()) value = { [part]: value };
  return value as Record<string, unknown>;
}

/** A pino logger with none of createLogger's redaction: what the Slack adapter alone lets through. */
function bareLogger() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const logger = pino({ level: 'debug' }, destination);
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('createLogger redaction', () => {
  it.each(REDACT_PATHS)('redacts %s', (path) => {
    const { logger, text, lines } = memoryLogger();
    logger.info(objectAt(path), 'redaction check');
    expect(text()).not.toContain(SECRET);
    expect(text()).toContain('[redacted]');
    expect(lines()).toHaveLength(1);
  });

  it.each([
    ['deep token', { a: { b: { c: { d: { token: SECRET } } } } }],
    ['deep password in an array', { list: [{ user: { password: SECRET } }] }],
    ['snake_case client secret', { oauth: { client_secret: SECRET } }],
    [
      'Authorization header deep',
      { call: { request: { headers: { Authorization: `Bearer ${SECRET}` } } } },
    ],
    [
      'installation-shaped object',
      { installation: { bot: { token: SECRET, refreshToken: SECRET }, user: { token: SECRET } } },
    ],
    ['signing secret', { slack: { signing_secret: SECRET, signingSecret: SECRET } }],
    ['encryption key', { store: { encryptionKey: SECRET } }],
  ])('redacts at any depth: %s', (_name, object) => {
    const { logger, text } = memoryLogger();
    logger.info(object, 'deep');
    expect(text()).not.toContain(SECRET);
  });

  it('keeps ordinary fields', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ teamId: 'T123', tokenCount: 3, user: { id: 'U1' } }, 'hello');
    expect(lines()[0]).toMatchObject({
      teamId: 'T123',
      tokenCount: 3,
      user: { id: 'U1' },
      msg: 'hello',
    });
  });

  it('masks token shapes in messages', () => {
    const { logger, text } = memoryLogger();
    logger.warn(
      'bot xoxb-1234-5678-abcdEFGH user xoxp-1-2-3 app xapp-1-A0-999 enlivy 42|abcdefghijklmnopqrstuvwxyz0123',
    );
    logger.warn(
      { detail: 'Authorization: Bearer abc.def-ghi' },
      'rotated xoxe.xoxb-1-abc refresh xoxe-1-xyz',
    );
    for (const secret of [
      'abcdEFGH',
      '1-2-3',
      'A0-999',
      'abcdefghijklmnopqrstuvwxyz0123',
      'abc.def-ghi',
      '1-abc',
      '1-xyz',
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain('xoxb-[redacted]');
  });

  it('logs errors through safeError: no bodies, headers or configs', () => {
    const { logger, lines, text } = memoryLogger();
    const err = Object.assign(new Error('request failed'), {
      body: { password: SECRET },
      config: { headers: { authorization: `Bearer ${SECRET}` } },
      response: { data: SECRET },
    });
    logger.error({ err, other: { nested: err } }, 'failed');
    expect(text()).not.toContain(SECRET);
    const line = lines()[0] as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ name: 'Error', message: 'request failed' });
    expect(line.err.stack).toEqual(expect.stringContaining('request failed'));
  });
});

describe('safeError', () => {
  it('keeps the safe facts of Enlivy errors', () => {
    const validation = new EnlivyValidationError('The given data was invalid.', {
      url: ['must be https'],
    });
    expect(safeError(validation)).toMatchObject({
      name: 'EnlivyValidationError',
      kind: 'validation',
      status: 422,
      fields: ['url'],
    });
    expect(JSON.stringify(safeError(validation))).not.toContain('must be https');
    const timeout = new EnlivyTimeoutError('timed out', 10_000);
    expect(safeError(timeout)).toMatchObject({ kind: 'timeout' });
    expect(safeError(new EnlivySchemaError('bad', ['data.id: expected string']))).toMatchObject({
      issues: ['data.id: expected string'],
    });
  });

  it('keeps the Slack error string, not the response', () => {
    const err = Object.assign(new Error('An API error occurred: not_in_channel'), {
      code: 'slack_webapi_platform_error',
      data: { ok: false, error: 'not_in_channel', response_metadata: { scopes: ['x'] } },
    });
    expect(safeError(err)).toMatchObject({
      code: 'slack_webapi_platform_error',
      slackError: 'not_in_channel',
    });
    expect(safeError(err)).not.toHaveProperty('data');
  });

  it('follows causes a few levels and handles non-errors', () => {
    const err = new Error('outer', { cause: new Error('inner xoxb-1-2') });
    expect(safeError(err).cause).toMatchObject({ message: 'inner xoxb-[redacted]' });
    expect(safeError('plain string')).toEqual({ name: 'string', message: 'plain string' });
    expect(safeError({ token: SECRET }).message).not.toContain(SECRET);
  });

  it('is idempotent', () => {
    const once = safeError(new Error('x'));
    expect(safeError(once)).toBe(once);
  });
});

describe('scrubSecrets', () => {
  it('leaves ordinary text alone', () => {
    expect(scrubSecrets('invoice 12|34 paid by xoxo-team')).toBe('invoice 12|34 paid by xoxo-team');
  });

  it('masks Enlivy OAuth tokens and codes, keeping their kind', () => {
    const text = scrubSecrets(
      'refresh ert_abcdefghijklmnopqrstuvwx for eat_ABCDEFGHIJKLMNOPQRST via oauc_0123456789abcdefXYZ',
    );
    expect(text).not.toMatch(/abcdefghijklmnop|ABCDEFGHIJKLMNOP|0123456789abcdef/);
    expect(text).toContain('ert_');
    expect(text).toContain('eat_');
    expect(text).toContain('oauc_');
  });
});

describe('slackClientLogger as Bolt’s logger', () => {
  it('routes variadic messages to pino with the right level and masks secrets', () => {
    const { logger, lines, text } = memoryLogger();
    const bolt = slackClientLogger(logger);
    bolt.debug('Initializing with token', 'xoxb-9999-8888-secretpart');
    bolt.info('Installation', {
      bot: { token: `xoxb-${SECRET}` },
      clientSecret: SECRET,
      teamId: 'T1',
    });
    bolt.warn('http request', { headers: { Authorization: `Bearer ${SECRET}` } });
    bolt.error('An unhandled error occurred', Object.assign(new Error('boom'), { body: SECRET }));
    expect(text()).not.toContain(SECRET);
    expect(text()).not.toContain('secretpart');
    const out = lines();
    expect(out.map((l) => l.level)).toEqual([20, 30, 40, 50]);
    expect(out[1]?.msg).toContain('"teamId":"T1"');
    expect(out[3]).toMatchObject({ msg: 'An unhandled error occurred', err: { message: 'boom' } });
  });

  it('supports setLevel, getLevel and setName', () => {
    const { logger, lines } = memoryLogger();
    const bolt = slackClientLogger(logger);
    expect(bolt.getLevel()).toBe('debug');
    bolt.setLevel('warn' as never);
    expect(bolt.getLevel()).toBe('warn');
    bolt.info('hidden');
    bolt.setName('bolt-app');
    bolt.warn('shown');
    expect(lines()).toEqual([expect.objectContaining({ msg: 'shown', component: 'bolt-app' })]);
  });
});

describe('slackClientLogger', () => {
  const BOT = 'xoxb-1111-2222-s3cr3tb0t';
  const APP = 'xapp-1-A111-2222-s3cr3tapp';
  const USER = 'xoxp-3333-4444-s3cr3tus3r';
  const BEARER = 'Bearer opaque-s3cr3t-value';
  const SECRET_PARTS = ['s3cr3tb0t', 's3cr3tapp', 's3cr3tus3r', 'opaque-s3cr3t-value'];

  class RequestConfig {
    headers = { Authorization: BEARER, 'User-Agent': 'x' };
    token = BOT;
  }

  const ARGUMENTS: [string, unknown[]][] = [
    ['a token in the message', [`calling with ${BOT}`]],
    ['a token as its own argument', ['token:', APP]],
    ['an Authorization header in text', [`sending Authorization: ${BEARER}`]],
    ['an Authorization header in a quoted header dump', [`headers "authorization": "${USER}"`]],
    ['an Authorization header in an object', ['req', { headers: { Authorization: BEARER } }]],
    ['a lower-case authorization header deep in an array', [[{ a: { authorization: BEARER } }]]],
    ['tokens under innocent keys', [{ note: `use ${BOT}`, list: [USER, APP] }]],
    [
      'JSON with tokens written into the text',
      [`result ${JSON.stringify({ t: BOT, auth: BEARER })}`],
    ],
    ['a class instance', [new RequestConfig()]],
    ['an Error with a token in its message', [new Error(`invalid_auth for ${BOT}`)]],
    [
      'an Error carrying a request config',
      [Object.assign(new Error('failed'), { config: new RequestConfig() })],
    ],
    ['numbers, booleans and nothing', [1, true, null, undefined, `${USER}`]],
  ];

  it.each(ARGUMENTS)('never writes a token or Authorization value: %s', (_name, parts) => {
    const { logger, text, lines } = bareLogger();
    const slack = slackClientLogger(logger);
    for (const level of ['debug', 'info', 'warn', 'error'] as const) slack[level](...parts);
    expect(lines()).toHaveLength(4);
    for (const secret of SECRET_PARTS) expect(text()).not.toContain(secret);
  });

  it('keeps the line and the keys of what Slack sent, not its text, whatever the wording', () => {
    const { logger, lines, text } = bareLogger();
    const slack = slackClientLogger(logger);
    const body = { view: { blocks: [{ type: 'section', text: 'Signing secret: whsec_abc123' }] } };
    slack.debug(`http request body: ${JSON.stringify(body)}`);
    slack.debug('a future wording of the same dump', body);
    slack.debug(`payload => ${JSON.stringify({ ok: true, channel: 'C1', text: 'whsec_abc123' })}`);
    slack.debug("apiCall('views.update') start");
    // web-api writes arrays as objects keyed by index.
    slack.debug(
      `http request result: ${JSON.stringify({ ok: false, error: 'invalid_blocks', response_metadata: { messages: { 0: '[ERROR] failed to match' } }, view: { id: 'V1', private_metadata: 'whsec_abc123' } })}`,
    );
    expect(text()).not.toContain('whsec_abc123');
    expect(lines().map((line) => line.msg)).toEqual([
      'http request body: {"view":{"blocks":[{"type":"section","text":"[omitted]"}]}}',
      'a future wording of the same dump {"view":{"blocks":[{"type":"section","text":"[omitted]"}]}}',
      'payload => {"ok":true,"channel":"C1","text":"[omitted]"}',
      "apiCall('views.update') start",
      'http request result: {"ok":false,"error":"invalid_blocks","response_metadata":{"messages":{"0":"[ERROR] failed to match"}},"view":{"id":"V1","private_metadata":"[omitted]"}}',
    ]);
  });
});
