import { describe, expect, it } from 'vitest';
import { ConfigError, formatConfigError, loadConfig } from '../../src/platform/config.js';

const KEY = Buffer.alloc(32, 7).toString('base64');
const SIGNING = '3f9a1c5e7d2b4a6f8091a2b3c4d5e6f7';
const CLIENT_SECRET = 'client-secret-77aa';
const STATE_SECRET = 'state-secret-1234567890';

const oauthEnv = {
  SLACK_SIGNING_SECRET: SIGNING,
  SLACK_CLIENT_ID: '111.222',
  SLACK_CLIENT_SECRET: CLIENT_SECRET,
  SLACK_STATE_SECRET: STATE_SECRET,
};

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults in OAuth mode', () => {
    const config = loadConfig(oauthEnv);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      slack: {
        mode: 'oauth',
        signingSecret: SIGNING,
        oauth: { clientId: '111.222', clientSecret: CLIENT_SECRET, stateSecret: STATE_SECRET },
        botToken: undefined,
        appToken: undefined,
        apiUrl: 'https://slack.com/api/',
        maxCommandsInFlight: 500,
      },
      enlivy: { apiUrl: 'https://api.enlivy.com', timeoutMs: 10_000 },
      store: { url: 'sqlite://./data/enlivy-slack.sqlite', encryptionKey: undefined },
    });
  });

  it('is a frozen plain object, nested parts too', () => {
    const config = loadConfig(oauthEnv);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.slack)).toBe(true);
    expect(Object.isFrozen(config.slack.oauth)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow();
  });

  it('normalizes URLs: Slack API gets a trailing slash, Enlivy and PUBLIC_URL lose theirs', () => {
    const config = loadConfig({
      ...oauthEnv,
      SLACK_API_URL: 'http://127.0.0.1:9000/api',
      ENLIVY_API_URL: 'http://127.0.0.1:9001//',
      PUBLIC_URL: 'https://slack.example.com/',
      PORT: '0',
      ENLIVY_TIMEOUT_MS: '2500',
      MAX_COMMANDS_IN_FLIGHT: '40',
      LOG_LEVEL: 'DEBUG',
      STORE_URL: 'memory://',
      ENCRYPTION_KEY: KEY,
    });
    expect(config.slack.apiUrl).toBe('http://127.0.0.1:9000/api/');
    expect(config.enlivy.apiUrl).toBe('http://127.0.0.1:9001');
    expect(config.publicUrl).toBe('https://slack.example.com');
    expect(config.port).toBe(0);
    expect(config.enlivy.timeoutMs).toBe(2500);
    expect(config.slack.maxCommandsInFlight).toBe(40);
    expect(config.logLevel).toBe('debug');
    expect(config.store).toEqual({ url: 'memory://', encryptionKey: KEY });
  });

  it('DEFAULT_LANGUAGE: English unless set to a language the app speaks', () => {
    expect(loadConfig(oauthEnv).defaultLanguage).toBe('en');
    expect(loadConfig({ ...oauthEnv, DEFAULT_LANGUAGE: ' RO ' }).defaultLanguage).toBe('ro');
    expect(problemsOf({ ...oauthEnv, DEFAULT_LANGUAGE: 'de' })).toEqual([
      'DEFAULT_LANGUAGE must be one of en, ro',
    ]);
  });

  it('ENLIVY_RENEWAL_TIMEOUT_MS: 60 s by default, a whole number of ms from 1000', () => {
    expect(loadConfig(oauthEnv).enlivy.renewalTimeoutMs).toBe(60_000);
    expect(
      loadConfig({ ...oauthEnv, ENLIVY_RENEWAL_TIMEOUT_MS: '90000' }).enlivy.renewalTimeoutMs,
    ).toBe(90_000);
    for (const bad of ['500', '1m', '-1']) {
      expect(problemsOf({ ...oauthEnv, ENLIVY_RENEWAL_TIMEOUT_MS: bad })).toEqual([
        'ENLIVY_RENEWAL_TIMEOUT_MS must be how long an OAuth token renewal waits for Enlivy, in ms (a whole number from 1000 to 600000)',
      ]);
    }
  });

  it('defaults PUBLIC_URL to the port', () => {
    expect(loadConfig({ ...oauthEnv, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('single-workspace mode with a bot token', () => {
    const config = loadConfig({ SLACK_SIGNING_SECRET: SIGNING, SLACK_BOT_TOKEN: 'xoxb-1-2-abc' });
    expect(config.slack.mode).toBe('single');
    expect(config.slack.botToken).toBe('xoxb-1-2-abc');
    expect(config.slack.oauth).toBeUndefined();
  });

  it('Socket Mode needs no signing secret and works with a bot token or OAuth settings', () => {
    const single = loadConfig({
      SLACK_APP_TOKEN: 'xapp-1-A1-xyz',
      SLACK_BOT_TOKEN: 'xoxb-1-2-abc',
    });
    expect(single.slack.mode).toBe('socket');
    expect(single.slack.signingSecret).toBeUndefined();
    const oauth = loadConfig({
      SLACK_APP_TOKEN: 'xapp-1-A1-xyz',
      SLACK_CLIENT_ID: '1.2',
      SLACK_CLIENT_SECRET: CLIENT_SECRET,
      SLACK_STATE_SECRET: STATE_SECRET,
    });
    expect(oauth.slack.mode).toBe('socket');
    expect(oauth.slack.oauth?.clientId).toBe('1.2');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ ...oauthEnv, PORT: '', LOG_LEVEL: ' ', SLACK_BOT_TOKEN: '' });
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
    expect(config.slack.mode).toBe('oauth');
  });

  it('requires the signing secret outside Socket Mode, with where to find it', () => {
    expect(problemsOf({ SLACK_BOT_TOKEN: 'xoxb-1' })).toEqual([
      "SLACK_SIGNING_SECRET is required: the Signing Secret from your Slack app's Basic Information page",
    ]);
  });

  it('refuses a signing secret that is not 32 hex characters, saying what it looks like', () => {
    for (const malformed of ['not-hex!', SIGNING.slice(1), `${SIGNING}0`, `${SIGNING.slice(1)}g`]) {
      const problems = problemsOf({ SLACK_SIGNING_SECRET: malformed, SLACK_BOT_TOKEN: 'xoxb-1' });
      expect(problems).toEqual([
        "SLACK_SIGNING_SECRET must be 32 hexadecimal characters (0-9 and a-f, like 8f14e45fceea167a5a36dedd4bea2543): the Signing Secret from your Slack app's Basic Information page",
      ]);
    }
    // Socket Mode ignores the signing secret, but a malformed one is still a mistake to report.
    expect(
      problemsOf({
        SLACK_SIGNING_SECRET: 'x',
        SLACK_APP_TOKEN: 'xapp-1',
        SLACK_BOT_TOKEN: 'xoxb-1',
      }),
    ).toEqual([expect.stringMatching(/^SLACK_SIGNING_SECRET must be 32 hexadecimal/)]);
  });

  it('takes a signing secret in upper case or with spaces around it as the one Slack shows', () => {
    const config = loadConfig({
      SLACK_SIGNING_SECRET: ` ${SIGNING.toUpperCase()}\n`,
      SLACK_BOT_TOKEN: 'xoxb-1',
    });
    expect(config.slack.signingSecret).toBe(SIGNING);
  });

  it('asks for OAuth settings or a bot token when neither is set', () => {
    const problems = problemsOf({ SLACK_SIGNING_SECRET: SIGNING });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/SLACK_CLIENT_ID.*or SLACK_BOT_TOKEN/);
  });

  it('needs all three OAuth settings once one is set, one line per missing variable', () => {
    const problems = problemsOf({ SLACK_SIGNING_SECRET: SIGNING, SLACK_CLIENT_ID: '1.2' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SLACK_CLIENT_SECRET is required when SLACK_CLIENT_ID is set/);
    expect(problems[1]).toMatch(/^SLACK_STATE_SECRET is required/);
  });

  it('"Continue with Enlivy" needs the Enlivy client id and secret together', () => {
    expect(loadConfig(oauthEnv).enlivy.oauth).toBeUndefined();
    const config = loadConfig({
      ...oauthEnv,
      PUBLIC_URL: 'https://app.example.com/',
      ENLIVY_OAUTH_CLIENT_ID: 'oac_1',
      ENLIVY_OAUTH_CLIENT_SECRET: 'enlivy-client-secret',
    });
    expect(config.enlivy.oauth).toEqual({
      clientId: 'oac_1',
      clientSecret: 'enlivy-client-secret',
      redirectUri: 'https://app.example.com/connect/oauth/callback',
    });
    const problems = problemsOf({
      ...oauthEnv,
      ENLIVY_OAUTH_CLIENT_SECRET: 'enlivy-client-secret',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^ENLIVY_OAUTH_CLIENT_ID is required when ENLIVY_OAUTH_CLIENT_SECRET is set/,
      ),
    ]);
    expect(problems[0]).not.toContain('enlivy-client-secret');
  });

  it('refuses a bot token together with OAuth settings', () => {
    const problems = problemsOf({ ...oauthEnv, SLACK_BOT_TOKEN: 'xoxb-1' });
    expect(problems).toEqual([expect.stringMatching(/^SLACK_BOT_TOKEN must not be set together/)]);
  });

  it('lists every malformed variable at once, never echoing a value', () => {
    const secretish = {
      SLACK_SIGNING_SECRET: 'sign-secret-value-50',
      SLACK_BOT_TOKEN: 'xoxp-user-token-value-42',
      SLACK_APP_TOKEN: 'xoxb-not-an-app-token-43',
      ENCRYPTION_KEY: 'short-key-value-44',
      SLACK_API_URL: 'ftp://nope-45',
      ENLIVY_API_URL: 'not a url 46',
      PUBLIC_URL: 'bare-host-48.invalid',
      PORT: '70000',
      ENLIVY_TIMEOUT_MS: '10s',
      MAX_COMMANDS_IN_FLIGHT: 'many-49',
      STORE_URL: 'mysql://db-47',
      LOG_LEVEL: 'verbose',
    };
    const problems = problemsOf(secretish);
    const names = problems.map((line) => /^[A-Z_]+/.exec(line)?.[0]);
    expect(names.sort()).toEqual(
      [
        'SLACK_SIGNING_SECRET',
        'SLACK_BOT_TOKEN',
        'SLACK_APP_TOKEN',
        'ENCRYPTION_KEY',
        'SLACK_API_URL',
        'ENLIVY_API_URL',
        'PUBLIC_URL',
        'PORT',
        'ENLIVY_TIMEOUT_MS',
        'MAX_COMMANDS_IN_FLIGHT',
        'STORE_URL',
        'LOG_LEVEL',
      ].sort(),
    );
    const text = formatConfigError(new ConfigError(problems));
    for (const value of Object.values(secretish)) expect(text).not.toContain(value);
    expect(problems.find((l) => l.startsWith('SLACK_BOT_TOKEN'))).toContain(
      'must start with xoxb-',
    );
    expect(problems.find((l) => l.startsWith('SLACK_APP_TOKEN'))).toContain(
      'must start with xapp-',
    );
  });

  it('validates the encryption key as base64 of exactly 32 bytes', () => {
    expect(
      problemsOf({ ...oauthEnv, ENCRYPTION_KEY: Buffer.alloc(31).toString('base64') }),
    ).toEqual([expect.stringMatching(/^ENCRYPTION_KEY must be base64 of exactly 32 bytes/)]);
    expect(
      loadConfig({ ...oauthEnv, ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64url') }).store
        .encryptionKey,
    ).toBeDefined();
  });

  it('accepts every store scheme', () => {
    for (const url of [
      'sqlite:///var/lib/app.sqlite',
      'redis://localhost:6379',
      'rediss://user:pw@host:6380/0',
      'postgres://u@h/db',
      'postgresql://u@h/db',
      'memory://',
    ]) {
      expect(loadConfig({ ...oauthEnv, STORE_URL: url }).store.url).toBe(url);
    }
    expect(problemsOf({ ...oauthEnv, STORE_URL: 'sqlite://' })).toHaveLength(1);
  });

  it('refuses production without ENCRYPTION_KEY', () => {
    expect(problemsOf({ ...oauthEnv, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^ENCRYPTION_KEY is required when NODE_ENV=production/),
    ]);
    const config = loadConfig({ ...oauthEnv, NODE_ENV: 'production', ENCRYPTION_KEY: KEY });
    expect(config.isProduction).toBe(true);
  });

  it('defaults to process.env', () => {
    expect(() => loadConfig()).not.toThrow(TypeError);
  });
});

describe('loadConfig: the model for Ask Enlivy', () => {
  it('has none by default: the built-in interpreter answers', () => {
    expect(loadConfig(oauthEnv).ai).toBeUndefined();
  });

  it('reads AI_BASE_URL, AI_MODEL, AI_API_KEY and AI_TIMEOUT_MS once', () => {
    const config = loadConfig({
      ...oauthEnv,
      AI_BASE_URL: 'https://models.example.test/v1/',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: ' sk-abc ',
    });
    expect(config.ai).toEqual({
      baseUrl: 'https://models.example.test/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-abc',
      timeoutMs: 20_000,
    });
  });

  it('wants the URL and the model together, a key only with them, and says so without the key', () => {
    expect(problemsOf({ ...oauthEnv, AI_BASE_URL: 'https://m.example.test/v1' })).toEqual([
      expect.stringContaining('AI_MODEL is required when AI_BASE_URL is set'),
    ]);
    const keyOnly = problemsOf({ ...oauthEnv, AI_API_KEY: 'sk-secret-value' });
    expect(keyOnly).toEqual([expect.stringContaining('AI_API_KEY is set without AI_BASE_URL')]);
    expect(keyOnly.join(' ')).not.toContain('sk-secret-value');
    expect(
      problemsOf({ ...oauthEnv, AI_BASE_URL: 'ftp://x', AI_MODEL: 'm', AI_TIMEOUT_MS: '5' }),
    ).toEqual([
      expect.stringContaining('AI_BASE_URL must be an http(s) URL'),
      expect.stringContaining('AI_TIMEOUT_MS must be'),
    ]);
  });
});

describe('formatConfigError', () => {
  it('lists all problems and points at the README configuration table', () => {
    const text = formatConfigError(new ConfigError(['A is required: x', 'B must be y']));
    expect(text.split('\n')).toEqual([
      'enlivy-slack cannot start: the configuration has 2 problems.',
      '  - A is required: x',
      '  - B must be y',
      expect.stringContaining('README.md'),
    ]);
  });
});
