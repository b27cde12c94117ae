import type { Logger } from '../platform/logging/logger.js';
import type { BotAuthorization } from './slack-clients.js';

/** How `auth.test` is retried while Slack cannot be reached (defaults: 1 s doubling to 60 s). */
export interface IdentityRetry {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** A request waits this long at most for an `auth.test` already under way (acks need 3 s). */
const WAIT_FOR_ANSWER_MS = 1_000;

export const DEFAULT_IDENTITY_RETRY: IdentityRetry = { firstDelayMs: 1_000, maxDelayMs: 60_000 };

/** Thrown to Bolt's `authorize` while the bot's identity is not known yet. */
export class SlackNotReadyError extends Error {
  constructor(problem: string) {
    super(`Slack has not been reached yet: ${problem}`);
    this.name = 'SlackNotReadyError';
  }
}

/** The SlackNotReadyError in `err`'s chain (Bolt wraps what `authorize` throws). */
export function slackNotReadyIn(err: unknown): SlackNotReadyError | undefined {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    if (e instanceof SlackNotReadyError) return e;
    const wrapped = e as { original?: unknown; cause?: unknown };
    e = wrapped.original ?? wrapped.cause;
  }
  return undefined;
}

export interface SlackReadiness {
  ready: boolean;
  /** Why not ready (names Slack and the call), for /readyz. */
  reason?: string;
}

export interface BotIdentity {
  /** The bot's identity, or SlackNotReadyError while `auth.test` has not succeeded. */
  known(): Promise<BotAuthorization>;
  /** Starts asking Slack in the background; retries until it answers. */
  start(): void;
  stop(): void;
  readiness(): SlackReadiness;
}

/**
 * Single-workspace mode: who the bot is (`auth.test`, as Bolt would ask at init) is learned in
 * the background, so the HTTP port opens even when Slack cannot be reached. Until Slack answers,
 * /readyz says why, `authorize` refuses with SlackNotReadyError, and the call is retried with a
 * doubling, capped delay — one warning per try, never an error line.
 */
export function botIdentity(deps: {
  authTest: () => Promise<BotAuthorization>;
  logger: Logger;
  retry?: IdentityRetry;
}): BotIdentity {
  const retry = deps.retry ?? DEFAULT_IDENTITY_RETRY;
  let identity: BotAuthorization | undefined;
  let problem = 'auth.test has not answered yet';
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let attempt = 0;
  let inFlight: Promise<void> | undefined;

  function tryOnce(): Promise<void> {
    inFlight = ask().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function ask(): Promise<void> {
    attempt += 1;
    try {
      identity = await deps.authTest();
      deps.logger.info(
        { attempt, botUserId: identity.botUserId },
        'Slack reached: auth.test accepted the bot token',
      );
    } catch (err) {
      problem = `auth.test failed (${describe(err)})`;
      if (stopped) return;
      const retryInMs = Math.min(retry.firstDelayMs * 2 ** (attempt - 1), retry.maxDelayMs);
      deps.logger.warn(
        { attempt, retryInMs },
        `Slack not reached yet: ${problem}; retrying in ${formatDelay(retryInMs)}`,
      );
      timer = setTimeout(() => void tryOnce(), retryInMs);
      timer.unref();
    }
  }

  return {
    async known() {
      // A request right after start waits (briefly) for the first answer instead of a refusal.
      if (identity === undefined && inFlight !== undefined) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, WAIT_FOR_ANSWER_MS);
        });
        await Promise.race([inFlight, waited]).finally(() => clearTimeout(timer));
      }
      if (identity !== undefined) return identity;
      throw new SlackNotReadyError(problem);
    },
    start() {
      if (attempt === 0) void tryOnce();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    readiness() {
      return identity !== undefined
        ? { ready: true }
        : { ready: false, reason: `Slack not reached: ${problem}` };
    },
  };
}

/** A short, token-free reason: Slack's error code, or the network error's message and code. */
function describe(err: unknown): string {
  const e = err as { data?: { error?: unknown }; original?: unknown; message?: unknown } | null;
  if (typeof e?.data?.error === 'string') return `Slack answered ${e.data.error}`;
  const original = e?.original as { message?: unknown; cause?: { code?: unknown } } | undefined;
  const message = typeof original?.message === 'string' ? original.message : e?.message;
  const code = original?.cause?.code;
  const text = typeof message === 'string' ? message : 'unknown error';
  return typeof code === 'string' && !text.includes(code) ? `${text}: ${code}` : text;
}

function formatDelay(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 1_000)} s`;
}
