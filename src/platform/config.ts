import { z } from 'zod';

/**
 * The only reader of process.env. `loadConfig` validates every variable with zod and either
 * returns a frozen Config or throws a ConfigError listing every problem at once, one line per
 * variable. A problem line names the variable and says what it should be; it never repeats the
 * value, so a mistyped secret cannot leak into a log or a terminal.
 */

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

/** How the app talks to Slack: OAuth over HTTP, one workspace over HTTP, or Socket Mode. */
export type SlackMode = 'oauth' | 'single' | 'socket';

export interface OAuthSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly stateSecret: string;
}

export interface EnlivyOAuthSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  /** `PUBLIC_URL/connect/oauth/callback`: register exactly this with Enlivy. */
  readonly redirectUri: string;
}

export interface Config {
  readonly nodeEnv: string;
  readonly isProduction: boolean;
  readonly port: number;
  /** No trailing slash, e.g. `https://enlivy-slack.example.com`. */
  readonly publicUrl: string;
  readonly logLevel: LogLevelName;
  readonly slack: {
    readonly mode: SlackMode;
    /** Undefined only in Socket Mode, where Slack does not sign requests. */
    readonly signingSecret: string | undefined;
    /** Set in 'oauth' mode, and in 'socket' mode when installing through OAuth. */
    readonly oauth: OAuthSettings | undefined;
    /** Set in 'single' mode, and in 'socket' mode for one workspace. */
    readonly botToken: string | undefined;
    /** Set in 'socket' mode only. */
    readonly appToken: string | undefined;
    /** Always ends with `/`. */
    readonly apiUrl: string;
    /**
     * Slash commands one instance runs at once (each is acked at once and runs after); more are
     * answered "too busy" and not run.
     */
    readonly maxCommandsInFlight: number;
  };
  readonly enlivy: {
    /** No trailing slash. */
    readonly apiUrl: string;
    readonly timeoutMs: number;
    /** Enlivy's web app (no trailing slash), for "Open in Enlivy" on event cards. */
    readonly appUrl: string;
    /** Set when the connect page offers "Continue with Enlivy" (OAuth 2.0). */
    readonly oauth: EnlivyOAuthSettings | undefined;
  };
  readonly watch: {
    /** How often each watched workspace's delivery log is read (ms). */
    readonly intervalMs: number;
    /** Cap on the failure watch's Enlivy requests per second, all instances on the store together. */
    readonly maxRequestsPerSecond: number;
  };
  readonly store: {
    readonly url: string;
    /** Base64 of 32 bytes when set; see resolveEncryptionKey for the fallback. */
    readonly encryptionKey: string | undefined;
    /**
     * Prefix of every key (unset: the store's default, `enlivy-slack`): deployments sharing one
     * Redis or PostgreSQL database differ here.
     */
    readonly namespace?: string | undefined;
  };
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; when unset it is open. */
  readonly metricsToken: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `Invalid configuration (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}): ${problems.join(' | ')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function formatConfigError(err: ConfigError): string {
  const count = err.problems.length;
  return [
    `enlivy-slack cannot start: the configuration has ${count} ${count === 1 ? 'problem' : 'problems'}.`,
    ...err.problems.map((problem) => `  - ${problem}`),
    'Every variable, its default and where to find its value are listed in the configuration table of README.md ("Configuration").',
  ].join('\n');
}

const HINTS = {
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

const envSchema = z.object({
  NODE_ENV: optionalText,
  SLACK_SIGNING_SECRET: optionalText,
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
  STORE_URL: optionalText.refine((v) => v === undefined || isStoreUrl(v), {
    error: `STORE_URL must start with one of ${STORE_SCHEMES.map((s) => `${s}://`).join(', ')} (e.g. sqlite://./data/enlivy-slack.sqlite or redis://redis:6379)`,
  }),
  ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isBase64Key(v), {
    error: `ENCRYPTION_KEY must be base64 of exactly 32 bytes: ${HINTS.ENCRYPTION_KEY}`,
  }),
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
});

type Env = z.infer<typeof envSchema>;
type PresentEnv = Partial<Record<keyof Env, string>>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = onePerVariable([
    ...(parsed.success ? [] : parsed.error.issues.map(issueLine)),
    ...crossFieldProblems(presentValues(env)),
  ]);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return buildConfig(parsed.data);
}

function issueLine(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? 'environment');
  // Our messages start with the variable's name; zod's own (rare: non-string values) do not.
  return issue.message.startsWith(name) ? issue.message : `${name} is invalid: ${issue.message}`;
}

function crossFieldProblems(env: PresentEnv): string[] {
  const problems: string[] = [];
  const oauthNames = ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_STATE_SECRET'] as const;
  const oauthSet = oauthNames.filter((name) => env[name] !== undefined);
  const socket = env.SLACK_APP_TOKEN !== undefined;

  if (oauthSet.length > 0 && oauthSet.length < oauthNames.length) {
    for (const name of oauthNames) {
      if (env[name] === undefined) {
        problems.push(
          `${name} is required when ${oauthSet.join(' and ')} ${oauthSet.length === 1 ? 'is' : 'are'} set (OAuth install needs all three): ${HINTS[name]}`,
        );
      }
    }
  }
  if (oauthSet.length === 0 && env.SLACK_BOT_TOKEN === undefined) {
    problems.push(
      'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET (to install into many workspaces through OAuth) or SLACK_BOT_TOKEN (for a single workspace) must be set',
    );
  }
  if (oauthSet.length > 0 && env.SLACK_BOT_TOKEN !== undefined) {
    problems.push(
      'SLACK_BOT_TOKEN must not be set together with the OAuth settings (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_STATE_SECRET): keep the one for the mode you want',
    );
  }
  if (
    (env.ENLIVY_OAUTH_CLIENT_ID === undefined) !==
    (env.ENLIVY_OAUTH_CLIENT_SECRET === undefined)
  ) {
    const [missing, set] =
      env.ENLIVY_OAUTH_CLIENT_ID === undefined
        ? (['ENLIVY_OAUTH_CLIENT_ID', 'ENLIVY_OAUTH_CLIENT_SECRET'] as const)
        : (['ENLIVY_OAUTH_CLIENT_SECRET', 'ENLIVY_OAUTH_CLIENT_ID'] as const);
    problems.push(
      `${missing} is required when ${set} is set ("Continue with Enlivy" needs both): ${HINTS[missing]}`,
    );
  }
  if (!socket && env.SLACK_SIGNING_SECRET === undefined) {
    problems.push(`SLACK_SIGNING_SECRET is required: ${HINTS.SLACK_SIGNING_SECRET}`);
  }
  if (isProductionEnv(env.NODE_ENV) && env.ENCRYPTION_KEY === undefined) {
    problems.push(`ENCRYPTION_KEY is required when NODE_ENV=production: ${HINTS.ENCRYPTION_KEY}`);
  }
  return problems;
}

function buildConfig(env: Env): Config {
  const nodeEnv = env.NODE_ENV?.trim() ?? 'development';
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  const oauth: OAuthSettings | undefined =
    env.SLACK_CLIENT_ID !== undefined &&
    env.SLACK_CLIENT_SECRET !== undefined &&
    env.SLACK_STATE_SECRET !== undefined
      ? {
          clientId: env.SLACK_CLIENT_ID.trim(),
          clientSecret: env.SLACK_CLIENT_SECRET.trim(),
          stateSecret: env.SLACK_STATE_SECRET.trim(),
        }
      : undefined;
  const publicUrl = trimTrailingSlashes(env.PUBLIC_URL?.trim() ?? `http://localhost:${port}`);
  const mode: SlackMode =
    env.SLACK_APP_TOKEN !== undefined ? 'socket' : oauth !== undefined ? 'oauth' : 'single';

  return deepFreeze({
    nodeEnv,
    isProduction: isProductionEnv(nodeEnv),
    port,
    publicUrl,
    logLevel: (env.LOG_LEVEL?.trim().toLowerCase() ?? 'info') as LogLevelName,
    slack: {
      mode,
      signingSecret: env.SLACK_SIGNING_SECRET?.trim(),
      oauth,
      botToken: env.SLACK_BOT_TOKEN?.trim(),
      appToken: env.SLACK_APP_TOKEN?.trim(),
      apiUrl: withTrailingSlash(env.SLACK_API_URL?.trim() ?? 'https://slack.com/api/'),
      maxCommandsInFlight:
        env.MAX_COMMANDS_IN_FLIGHT === undefined ? 500 : Number(env.MAX_COMMANDS_IN_FLIGHT),
    },
    enlivy: {
      apiUrl: trimTrailingSlashes(env.ENLIVY_API_URL?.trim() ?? 'https://api.enlivy.com'),
      timeoutMs: env.ENLIVY_TIMEOUT_MS === undefined ? 10_000 : Number(env.ENLIVY_TIMEOUT_MS),
      appUrl: trimTrailingSlashes(env.ENLIVY_APP_URL?.trim() ?? 'https://app.enlivy.com'),
      oauth:
        env.ENLIVY_OAUTH_CLIENT_ID !== undefined && env.ENLIVY_OAUTH_CLIENT_SECRET !== undefined
          ? {
              clientId: env.ENLIVY_OAUTH_CLIENT_ID.trim(),
              clientSecret: env.ENLIVY_OAUTH_CLIENT_SECRET.trim(),
              redirectUri: `${publicUrl}/connect/oauth/callback`,
            }
          : undefined,
    },
    watch: {
      intervalMs:
        1000 * (env.FAILURE_WATCH_INTERVAL === undefined ? 60 : Number(env.FAILURE_WATCH_INTERVAL)),
      maxRequestsPerSecond:
        env.FAILURE_WATCH_MAX_RPS === undefined ? 200 : Number(env.FAILURE_WATCH_MAX_RPS),
    },
    store: {
      url: env.STORE_URL?.trim() ?? 'sqlite://./data/enlivy-slack.sqlite',
      encryptionKey: env.ENCRYPTION_KEY?.trim(),
      namespace: env.STORE_NAMESPACE?.trim(),
    },
    metricsToken: env.METRICS_TOKEN?.trim(),
  });
}

/** The variables the schema knows, with empty strings dropped (cross-field rules need presence only). */
function presentValues(env: NodeJS.ProcessEnv): PresentEnv {
  const present: PresentEnv = {};
  for (const name of Object.keys(envSchema.shape) as (keyof Env)[]) {
    const value = env[name];
    if (typeof value === 'string' && value.trim() !== '') present[name] = value;
  }
  return present;
}

/** Keeps the first line about each variable, so one mistake is reported once. */
function onePerVariable(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const variable = /^[A-Z_]+/.exec(line)?.[0] ?? line;
    if (seen.has(variable)) return false;
    seen.add(variable);
    return true;
  });
}

function isProductionEnv(nodeEnv: string | undefined): boolean {
  return nodeEnv?.trim().toLowerCase() === 'production';
}

function isHttpUrl(value: string): boolean {
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

/** True for base64 (standard or url-safe, padding optional) that decodes to exactly 32 bytes. */
export function isBase64Key(value: string): boolean {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return false;
  return Buffer.from(text, 'base64').length === 32;
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
