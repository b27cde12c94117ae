import type { z } from 'zod';
import { type Env, envSchema, HINTS, type LogLevelName, type PresentEnv } from './config-env.js';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.js';

export { isBase64Key } from './config-env.js';

/**
 * The only reader of process.env. `loadConfig` validates every variable with zod and either
 * returns a frozen Config or throws a ConfigError listing every problem at once, one line per
 * variable. A problem line names the variable and says what it should be; it never repeats the
 * value, so a mistyped secret cannot leak into a log or a terminal.
 */

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
  /**
   * The language of a workspace until its admin picks one, and of the few answers given before
   * anyone's language can be known (the app busy, the installation unreadable).
   */
  readonly defaultLanguage: Language;
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
    /**
     * How long an OAuth token renewal waits for Enlivy's answer. It runs apart from the command
     * that needed it (which waits `timeoutMs` at most), so a slow answer is still stored.
     */
    readonly renewalTimeoutMs: number;
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
  readonly pauseTimers: {
    /** How often the workspaces with timed pauses are checked for pauses that are due (ms). */
    readonly intervalMs: number;
  };
  readonly cards: {
    /** How often the channels with event cards waiting are asked to post them (ms). */
    readonly sweepIntervalMs: number;
  };
  readonly due: {
    /**
     * The longest a daily list's job waits before it reads its schedule and the clock again (ms):
     * a clock set right meanwhile, or a schedule changed, is followed within it.
     */
    readonly recheckMs: number;
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
  /** An OpenAI-compatible model for Ask Enlivy; undefined: the built-in interpreter answers. */
  readonly ai: AiSettings | undefined;
}

export interface AiSettings {
  /** Chat Completions is `baseUrl/chat/completions`; no trailing slash. */
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
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
  if ((env.AI_BASE_URL === undefined) !== (env.AI_MODEL === undefined)) {
    const missing = env.AI_BASE_URL === undefined ? 'AI_BASE_URL' : 'AI_MODEL';
    problems.push(
      `${missing} is required when ${missing === 'AI_MODEL' ? 'AI_BASE_URL' : 'AI_MODEL'} is set (a model for Ask Enlivy needs both)`,
    );
  }
  if (env.AI_API_KEY !== undefined && env.AI_BASE_URL === undefined) {
    problems.push('AI_API_KEY is set without AI_BASE_URL and AI_MODEL: set them too, or unset it');
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
    defaultLanguage: (env.DEFAULT_LANGUAGE?.trim().toLowerCase() ?? DEFAULT_LANGUAGE) as Language,
    slack: {
      mode,
      // Slack signs with the lowercase hex it shows; an upper-case copy is the same secret.
      signingSecret: env.SLACK_SIGNING_SECRET?.trim().toLowerCase(),
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
      renewalTimeoutMs:
        env.ENLIVY_RENEWAL_TIMEOUT_MS === undefined
          ? 60_000
          : Number(env.ENLIVY_RENEWAL_TIMEOUT_MS),
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
    pauseTimers: {
      intervalMs:
        1000 * (env.PAUSE_TIMER_INTERVAL === undefined ? 30 : Number(env.PAUSE_TIMER_INTERVAL)),
    },
    cards: {
      sweepIntervalMs:
        1000 * (env.CARDS_SWEEP_INTERVAL === undefined ? 60 : Number(env.CARDS_SWEEP_INTERVAL)),
    },
    due: {
      recheckMs:
        1000 * (env.DUE_RECHECK_INTERVAL === undefined ? 3_600 : Number(env.DUE_RECHECK_INTERVAL)),
    },
    store: {
      url: env.STORE_URL?.trim() ?? 'sqlite://./data/enlivy-slack.sqlite',
      encryptionKey: env.ENCRYPTION_KEY?.trim(),
      namespace: env.STORE_NAMESPACE?.trim(),
    },
    metricsToken: env.METRICS_TOKEN?.trim(),
    ai:
      env.AI_BASE_URL !== undefined && env.AI_MODEL !== undefined
        ? {
            baseUrl: trimTrailingSlashes(env.AI_BASE_URL.trim()),
            apiKey: env.AI_API_KEY?.trim(),
            model: env.AI_MODEL.trim(),
            timeoutMs: env.AI_TIMEOUT_MS === undefined ? 20_000 : Number(env.AI_TIMEOUT_MS),
          }
        : undefined,
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
