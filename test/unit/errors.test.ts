import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { failureLevel, logFailure } from '../../src/core/errors/failure-log.js';
import { toUserError } from '../../src/core/errors/user-error.js';
import {
  EnlivyAbortedError,
  EnlivyAuthenticationError,
  EnlivyForbiddenError,
  EnlivyHttpError,
  EnlivyNetworkError,
  EnlivyNotFoundError,
  EnlivyRateLimitError,
  EnlivySchemaError,
  EnlivyServerError,
  EnlivyTimeoutError,
  EnlivyUnexpectedContentError,
  EnlivyValidationError,
} from '../../src/enlivy/errors.js';
import { AppError, newReferenceId } from '../../src/platform/app-error.js';
import { createLogger } from '../../src/platform/logging/logger.js';
import { ro } from '../translators.js';

const REF = 'E-7K2Q9P';

function slackPlatformError(error: string) {
  return Object.assign(new Error(`An API error occurred: ${error}`), {
    code: 'slack_webapi_platform_error',
    data: { ok: false, error },
  });
}

function expectSafe(user: { title: string; message: string; hint: string }) {
  const text = JSON.stringify(user);
  expect(text).not.toMatch(/\n\s+at /); // no stack trace
  expect(text).not.toMatch(/xox[bpa]-/);
  expect(user.title.length).toBeGreaterThan(0);
  expect(user.message.length).toBeGreaterThan(0);
  expect(user.hint.length).toBeGreaterThan(0);
}

describe('newReferenceId', () => {
  it('is E- and 6 Crockford base32 characters, and unique enough', () => {
    // 30 random bits: 300 ids collide about once in 24,000 runs (2,000 did once in 500).
    const ids = new Set(Array.from({ length: 300 }, () => newReferenceId()));
    expect(ids.size).toBe(300);
    for (const id of ids) expect(id).toMatch(/^E-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});

describe('toUserError: AppError codes', () => {
  it('not_connected points at /enlivy connect', () => {
    const user = toUserError(
      new AppError('not_connected', 'This workspace is not connected to Enlivy yet.'),
      REF,
    );
    expect(user).toEqual({
      title: 'Not connected to Enlivy',
      message: 'This workspace is not connected to Enlivy yet.',
      hint: 'An admin can connect it with `/enlivy connect`.',
    });
  });

  it('connection_expired says to reconnect', () => {
    const user = toUserError(new AppError('connection_expired', ''), REF);
    expect(user.message).toBe("Enlivy no longer accepts this workspace's token.");
    expect(user.hint).toBe('An admin can reconnect with `/enlivy connect`.');
  });

  it('forbidden_role names the role needed', () => {
    const user = toUserError(
      new AppError('forbidden_role', 'Deleting a destination needs the admin role.', {
        requiredRole: 'admin',
      }),
      REF,
    );
    expect(user.title).toBe('Not allowed');
    expect(user.message).toBe('Deleting a destination needs the admin role.');
    expect(user.hint).toBe('Ask an admin to grant you the admin role, or to do it for you.');
  });

  it('bad_input carries the message, a hint and the fields', () => {
    const user = toUserError(
      new AppError('bad_input', '`since:7x` is not a duration.', {
        hint: 'Use e.g. `since:7d`.',
        fields: { since: 'Use a number of days, e.g. 7d' },
      }),
      REF,
    );
    expect(user).toEqual({
      title: 'Check your input',
      message: '`since:7x` is not a duration.',
      hint: 'Use e.g. `since:7d`.',
      fields: { since: 'Use a number of days, e.g. 7d' },
    });
    expect(toUserError(new AppError('bad_input', 'x'), REF).hint).toContain('/enlivy help');
  });

  it('not_found and ambiguous', () => {
    expect(
      toUserError(new AppError('not_found', 'No destination matches `ar`.'), REF),
    ).toMatchObject({
      title: 'Nothing found',
      message: 'No destination matches `ar`.',
    });
    // A feature names what was missing in the headline.
    expect(
      toUserError(new AppError('not_found', 'x', { title: 'Destination not found' }), REF).title,
    ).toBe('Destination not found');
    const ambiguous = toUserError(
      new AppError('ambiguous', '`AR` matches several destinations.', {
        candidates: ['AR alerts', 'AR weekly'],
      }),
      REF,
    );
    expect(ambiguous.message).toBe(
      '`AR` matches several destinations. It matches: AR alerts, AR weekly.',
    );
    expect(ambiguous.hint).toBe('Use the full name or the id.');
  });

  it('slack_error uses the Slack error table', () => {
    const user = toUserError(
      new AppError('slack_error', 'x', { slackError: 'not_in_channel' }),
      REF,
    );
    expect(user.hint).toContain('/invite @enlivy');
  });

  it('store_corrupt and internal', () => {
    const corrupt = toUserError(
      new AppError(
        'store_corrupt',
        'The saved Enlivy connection of this workspace could not be read.',
      ),
      REF,
    );
    expect(corrupt.message).toContain('could not be read');
    expect(corrupt.hint).toContain('/enlivy connect');
    expect(corrupt.reference).toBe(REF);
    expect(corrupt.hint).not.toContain(REF); // shown once, next to the hint
    const internal = toUserError(new AppError('internal', 'secret detail: db at 10.0.0.1'), REF);
    expect(internal.title).toBe('Something went wrong on our side');
    expect(internal.message).not.toContain('10.0.0.1');
    expect(internal.reference).toBe(REF);
  });
});

describe('toUserError: Enlivy errors', () => {
  it('authentication', () => {
    const user = toUserError(new EnlivyAuthenticationError('Unauthenticated.', 401), REF);
    expect(user.message).toBe("Enlivy no longer accepts this workspace's token.");
    expect(user.hint).toBe('An admin can reconnect with `/enlivy connect`.');
  });

  it("forbidden shows Enlivy's message", () => {
    const user = toUserError(
      new EnlivyForbiddenError('Sending events requires a paid pack.', 403),
      REF,
    );
    expect(user.message).toBe('Sending events requires a paid pack.');
    expectSafe(user);
  });

  it('not_found', () => {
    const user = toUserError(new EnlivyNotFoundError('', 404), REF);
    expect(user.message).toBe('Enlivy has no such record; it may have been deleted.');
  });

  it('validation gives the first message per field', () => {
    const user = toUserError(
      new EnlivyValidationError('The given data was invalid.', {
        url: ['The url must be https.', 'The url is too long.'],
        events: ['Pick at least one event.'],
        empty: [],
      }),
      REF,
    );
    expect(user.message).toBe('The given data was invalid.');
    expect(user.fields).toEqual({
      url: 'The url must be https.',
      events: 'Pick at least one event.',
    });
  });

  it('rate_limited says when to retry', () => {
    expect(toUserError(new EnlivyRateLimitError('Too Many Attempts.', 30), REF)).toMatchObject({
      title: 'Enlivy is busy',
      hint: 'Try again in 30 seconds.',
    });
    expect(toUserError(new EnlivyRateLimitError('x'), REF).hint).toBe('Try again in a minute.');
  });

  it('server gives the status, never the body', () => {
    const user = toUserError(
      new EnlivyServerError('<html>stack trace at Foo.php:12</html>', 503),
      REF,
    );
    expect(user.title).toBe('Enlivy answered with an error (HTTP 503)');
    expect(user.message).toContain('Try again in a minute');
    expect(user.reference).toBe(REF);
    expect(JSON.stringify(user)).not.toContain('Foo.php');
  });

  it('other 4xx', () => {
    expect(toUserError(new EnlivyHttpError('Conflict.', 409), REF).message).toBe(
      'Conflict. (HTTP 409)',
    );
  });

  it('network and timeout', () => {
    expect(toUserError(new EnlivyNetworkError('ECONNREFUSED 10.1.2.3:443'), REF).message).toBe(
      'The connection to Enlivy failed.',
    );
    expect(toUserError(new EnlivyTimeoutError('timeout', 10_000), REF).message).toBe(
      'Enlivy did not answer within 10 s (timed out).',
    );
    expect(toUserError(new EnlivyTimeoutError('timeout', 2_500), REF).message).toContain('2.5 s');
    expect(toUserError(new EnlivyTimeoutError('timeout', 2_500), REF, ro).message).toContain(
      'nu a răspuns în 2,5 s',
    );
  });

  it('schema and unexpected content', () => {
    const schema = toUserError(
      new EnlivySchemaError('bad body', ['data.id: expected string']),
      REF,
    );
    expect(schema.message).toBe('Enlivy answered in a way this app does not understand.');
    expect(schema.hint).toBe('Give the reference to the admin who runs this app.');
    expect(schema.reference).toBe(REF);
    expect(JSON.stringify(schema)).not.toContain('data.id');
    expect(toUserError(new EnlivyUnexpectedContentError('html', 'text/html', 200), REF).title).toBe(
      'Unexpected answer from Enlivy',
    );
  });
});

describe('toUserError: work cut off by a restart', () => {
  it('a read: nothing was changed, run it again', () => {
    const error = toUserError(new EnlivyAbortedError('GET', false), REF);
    expect(error.message).toBe(
      'Enlivy for Slack restarted while this was running; nothing was changed — run it again.',
    );
    expect(failureLevel(new EnlivyAbortedError('GET', false))).toBe('warn');
  });

  it('a write (or a read after one): may or may not have been applied, and how to check', () => {
    const error = toUserError(new EnlivyAbortedError('PUT', true), REF);
    expect(error.message).toContain('restarted while this was running');
    expect(error.message).toContain('may or may not have been applied');
    expect(error.message).not.toContain('nothing was changed');
    expect(error.hint).toContain('`/enlivy list`');
  });

  it('is found behind a wrapping error (an unknown outcome whose read-back was cut off)', () => {
    const wrapped = new AppError('internal', 'outcome unknown', {
      cause: new EnlivyAbortedError('GET', true),
    });
    expect(toUserError(wrapped, REF).message).toContain('may or may not have been applied');
  });
});

describe('toUserError: Slack Web API errors', () => {
  it.each([
    ['not_in_channel', /\/invite @enlivy/],
    ['channel_not_found', /private channel/],
    ['missing_scope', /reinstall/],
    ['ratelimited', /Try again in a minute/],
    ['expired_trigger_id', /again/],
    ['invalid_auth', /reinstall/],
  ])('%s', (code, hint) => {
    const user = toUserError(slackPlatformError(code), REF);
    expect(user.hint).toMatch(hint);
    expectSafe(user);
  });

  it('unknown platform errors name the code only when it looks like one', () => {
    expect(toUserError(slackPlatformError('invalid_blocks'), REF).message).toContain(
      '`invalid_blocks`',
    );
    expect(toUserError(slackPlatformError('<script>xoxb-1</script>'), REF).message).toContain(
      'unknown_error',
    );
    expect(toUserError(slackPlatformError('constructor'), REF).message).toContain('`constructor`');
  });

  it('rate limited, request and HTTP errors from the client', () => {
    expect(toUserError({ code: 'slack_webapi_rate_limited_error', retryAfter: 12 }, REF).hint).toBe(
      'Try again in 12 seconds.',
    );
    expect(toUserError({ code: 'slack_webapi_request_error' }, REF).title).toBe(
      'Could not reach Slack',
    );
    expect(
      toUserError({ code: 'slack_webapi_http_error', statusCode: 502 }, REF).message,
    ).toContain('HTTP 502');
  });
});

describe('toUserError: anything else', () => {
  it.each([
    new Error('TypeError: cannot read x of undefined at foo.ts:1'),
    'a string',
    null,
    undefined,
    42,
  ])('is an internal error with the reference: %s', (thrown) => {
    const user = toUserError(thrown, REF);
    expect(user).toEqual({
      title: 'Something went wrong on our side',
      message: 'The app could not finish this request.',
      hint: 'Try again. If it keeps happening, give the reference to whoever runs Enlivy for Slack for your workspace: it leads them to the details in the app’s log.',
      reference: REF,
    });
  });
});

describe('failureLevel and logFailure', () => {
  it.each([
    [new AppError('bad_input', 'x'), 'warn'],
    [new AppError('forbidden_role', 'x'), 'warn'],
    [new AppError('internal', 'x'), 'error'],
    [new AppError('store_corrupt', 'x'), 'error'],
    [new EnlivyValidationError('x'), 'warn'],
    [new EnlivyRateLimitError('x'), 'warn'],
    [new EnlivyAuthenticationError('x', 401), 'warn'],
    [new EnlivyServerError('x', 500), 'error'],
    [new EnlivyTimeoutError('x', 1), 'error'],
    [new EnlivySchemaError('x', []), 'error'],
    [slackPlatformError('not_in_channel'), 'warn'],
    [slackPlatformError('missing_scope'), 'error'],
    [new Error('x'), 'error'],
  ] as const)('%s → %s', (err, level) => {
    expect(failureLevel(err)).toBe(level);
  });

  it('writes one line with the reference and safe error fields only', () => {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk, _e, cb) {
        chunks.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    const err = Object.assign(new EnlivyServerError('Server Error', 503), {
      body: '<html>password=hunter2</html>',
    });
    logFailure(logger, err, REF, { teamId: 'T1', userId: 'U1', token: 'xoxb-should-not-appear' });
    const lines = chunks.join('').trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({
      level: 50,
      reference: REF,
      teamId: 'T1',
      userId: 'U1',
      failure: 'enlivy_server',
      err: { name: 'EnlivyServerError', kind: 'server', status: 503 },
    });
    expect(lines[0]).not.toContain('hunter2');
    expect(lines[0]).not.toContain('should-not-appear');

    chunks.length = 0;
    logFailure(logger, new AppError('bad_input', 'nope'), REF, { userId: 'U1' });
    const refusal = JSON.parse(chunks.join(''));
    expect(refusal).toMatchObject({
      level: 30,
      refusal: 'bad_input',
      userId: 'U1',
      msg: 'refused: nope',
    });
    expect(refusal).not.toHaveProperty('reference');
    expect(refusal).not.toHaveProperty('err');
  });
});
