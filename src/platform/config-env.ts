import { z } from 'zod';
import { isLanguage, LANGUAGES } from './i18n/languages.js';

/** The environment as `loadConfig` reads it: one zod schema, each variable with its own message. */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export const STORE_SCHEMES = [
  'sqlite',
  'redis',
  'rediss',
  'postgres',
  'postgresql',
  'memory',
] as const;

/** What to set, said in the message of a missing or malformed variable. */
export const HINTS = {
  SLACK_SIGNING_SECRET: "the Signing Secret from your Slack app's Basic Information page",
  SLACK_CLIENT_ID: "the Client ID from your Slack app's Basic Information page",
  SLACK_CLIENT_SECRET: "the Client Secret from your Slack app's Basic Information page",
  SLACK_STATE_SECRET:
    'any long random string (e.g. `openssl rand -hex 32`) used to sign the OAuth state',
  SLACK_BOT_TOKEN: 'the Bot User OAuth Token (xoxb-…) from OAuth & Permissions',
  SLACK_APP_TOKEN:
    'an App-Level Token (xapp-…) with the connections:write scope, from Basic Information',
  ENCRYPTION_KEY: '32 random bytes in base64, e.g. the output of `openssl rand -base64 32`',
  ENLIVY_OAUTH_CLIENT_ID: 'the client id of the OAuth app registered with Enlivy (oac_…)',
  ENLIVY_OAUTH_CLIENT_SECRET: 'the client secret of the OAuth app registered with Enlivy',
} as const;

/** Empty strings count as unset: `FOO=` in an env file means "not configured". */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

function httpUrl(name: string, example: string) {
  return optionalText.refine((value) => value === undefined || isHttpUrl(value), {
    error: `${name} must be an http(s) URL such as ${example}`,
  });
}

function integer(name: string, min: number, max: number, what: string) {
  return optionalText.refine(
    (value) =>
      value === undefined || (/^\d+$/.test(value.trim()) && inRange(Number(value), min, max)),
    { error: `${name} must be ${what} (a whole number from ${min} to ${max})` },
  );
}

export const envSchema = z.object({
  NODE_ENV: optionalText,
  SLACK_SIGNING_SECRET: optionalText.refine((v) => v === undefined || isSigningSecret(v), {
    error: `SLACK_SIGNING_SECRET must be 32 hexadecimal characters (0-9 and a-f, like 8f14e45fceea167a5a36dedd4bea2543): ${HINTS.SLACK_SIGNING_SECRET}`,
  }),
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_STATE_SECRET: optionalText,
  SLACK_BOT_TOKEN: optionalText.refine((v) => v === undefined || v.startsWith('xoxb-'), {
    error: `SLACK_BOT_TOKEN must start with xoxb-: ${HINTS.SLACK_BOT_TOKEN}`,
  }),
  SLACK_APP_TOKEN: optionalText.refine((v) => v === undefined || v.startsWith('xapp-'), {
    error: `SLACK_APP_TOKEN must start with xapp-: ${HINTS.SLACK_APP_TOKEN}`,
  }),
  SLACK_API_URL: httpUrl('SLACK_API_URL', 'https://slack.com/api/'),
  ENLIVY_API_URL: httpUrl('ENLIVY_API_URL', 'https://api.enlivy.com'),
  ENLIVY_APP_URL: httpUrl('ENLIVY_APP_URL', 'https://app.enlivy.com'),
  ENLIVY_OAUTH_CLIENT_ID: optionalText,
  ENLIVY_OAUTH_CLIENT_SECRET: optionalText,
  ENLIVY_TIMEOUT_MS: integer('ENLIVY_TIMEOUT_MS', 100, 600_000, 'the Enlivy request timeout in ms'),
  ENLIVY_RENEWAL_TIMEOUT_MS: integer(
    'ENLIVY_RENEWAL_TIMEOUT_MS',
    1_000,
    600_000,
    'how long an OAuth token renewal waits for Enlivy, in ms',
  ),
  PUBLIC_URL: httpUrl('PUBLIC_URL', 'https://enlivy-slack.example.com'),
  PORT: integer('PORT', 0, 65_535, 'the HTTP port'),
  MAX_COMMANDS_IN_FLIGHT: integer(
    'MAX_COMMANDS_IN_FLIGHT',
    1,
    100_000,
    'the most slash commands one instance runs at once',
  ),
  FAILURE_WATCH_INTERVAL: integer(
    'FAILURE_WATCH_INTERVAL',
    1,
    86_400,
    'seconds between two reads of a watched workspace’s delivery log',
  ),
  FAILURE_WATCH_MAX_RPS: integer(
    'FAILURE_WATCH_MAX_RPS',
    1,
    10_000,
    'the most Enlivy requests per second the failure watch may send',
  ),
  PAUSE_TIMER_INTERVAL: integer(
    'PAUSE_TIMER_INTERVAL',
    1,
    3_600,
    'seconds between two checks for timed pauses that are due',
  ),
  CARDS_SWEEP_INTERVAL: integer(
    'CARDS_SWEEP_INTERVAL',
    1,
    3_600,
    'seconds between two visits of the channels whose event cards wait to be posted',
  ),
  DUE_RECHECK_INTERVAL: integer(
    'DUE_RECHECK_INTERVAL',
    1,
    3_600,
    'seconds a daily list of invoices due waits at most before it reads its schedule again',
  ),
  STORE_URL: optionalText.refine((v) => v === undefined || isStoreUrl(v), {
    error: `STORE_URL must start with one of ${STORE_SCHEMES.map((s) => `${s}://`).join(', ')} (e.g. sqlite://./data/enlivy-slack.sqlite or redis://redis:6379)`,
  }),
  ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isBase64Key(v), {
    error: `ENCRYPTION_KEY must be base64 of exactly 32 bytes: ${HINTS.ENCRYPTION_KEY}`,
  }),
  DEFAULT_LANGUAGE: optionalText.refine(
    (v) => v === undefined || isLanguage(v.trim().toLowerCase()),
    { error: `DEFAULT_LANGUAGE must be one of ${LANGUAGES.join(', ')}` },
  ),
  LOG_LEVEL: optionalText.refine(
    (v) => v === undefined || (LOG_LEVELS as readonly string[]).includes(v.trim().toLowerCase()),
    { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` },
  ),
  STORE_NAMESPACE: optionalText.refine(
    (v) => v === undefined || /^[A-Za-z0-9_.-]{1,64}$/.test(v.trim()),
    {
      error: 'STORE_NAMESPACE must be 1 to 64 letters, digits, dots, dashes or underscores',
    },
  ),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.trim().length >= 16, {
    error: 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)',
  }),
  AI_BASE_URL: httpUrl('AI_BASE_URL', 'https://api.openai.com/v1'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText.refine((v) => v === undefined || /^[\w.:/@-]{1,100}$/.test(v.trim()), {
    error: 'AI_MODEL must be the model name the endpoint knows, such as gpt-4o-mini',
  }),
  AI_TIMEOUT_MS: integer(
    'AI_TIMEOUT_MS',
    1_000,
    120_000,
    'how long a model may take to answer, in ms',
  ),
});

export type Env = z.infer<typeof envSchema>;
export type PresentEnv = Partial<Record<keyof Env, string>>;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isStoreUrl(value: string): boolean {
  const match = /^([a-z]+):\/\/(.*)$/i.exec(value.trim());
  if (match === null) return false;
  const scheme = match[1]?.toLowerCase() ?? '';
  const rest = match[2] ?? '';
  if (!(STORE_SCHEMES as readonly string[]).includes(scheme)) return false;
  // sqlite needs a path; memory needs nothing; the network stores need a host.
  return scheme === 'memory' || rest.length > 0;
}

/** Slack shows signing secrets as 32 lowercase hex characters; upper case is the same secret. */
export function isSigningSecret(value: string): boolean {
  return /^[0-9a-f]{32}$/i.test(value.trim());
}

export function isBase64Key(value: string): boolean {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return false;
  return Buffer.from(text, 'base64').length === 32;
}

export function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
