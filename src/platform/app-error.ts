import { randomBytes } from 'node:crypto';

/**
 * Errors reach users in one place: `toUserError` turns anything thrown into what happened, what
 * to do, and (for unexpected failures only) a reference id; `logFailure` writes the one log line
 * carrying that reference. Routine refusals (a missing role, no connection, a typo) are answers,
 * not failures: no reference, and one info line without a stack.
 */
/** What people are told when the app's own store does not answer. */
export const STORE_UNAVAILABLE_MESSAGE = 'Enlivy for Slack cannot reach its storage right now.';

export type AppErrorCode =
  | 'not_connected'
  | 'connection_expired'
  | 'forbidden_role'
  | 'bad_input'
  | 'not_found'
  | 'ambiguous'
  | 'slack_error'
  | 'store_corrupt'
  | 'store_unavailable'
  | 'not_changed'
  | 'outcome_unknown'
  | 'busy'
  | 'renewal_slow'
  | 'internal';

export interface AppErrorDetails {
  /** forbidden_role: the role the action needs. */
  requiredRole?: 'admin' | 'editor' | 'viewer';
  /** forbidden_role: the role the person has, and why it cannot be more (when that is why). */
  currentRole?: 'admin' | 'editor' | 'viewer';
  refusal?: 'hidden' | 'external';
  /** forbidden_role: what was refused, as the person typed it (`/enlivy pause`). */
  subject?: string;
  /** forbidden_role: the Slack user refused, so the hint can name them (`<@U…>`). */
  userId?: string;
  /**
   * The message (and hint) as keys of the `common` catalog with their values, for layers that
   * cannot know who reads (the store, the Enlivy client, access checks): `toUserError` says them
   * in the reader's language. The English `message` stays for the logs.
   */
  copy?: { message: string; hint?: string; values?: Readonly<Record<string, string | number>> };
  /** outcome_unknown: the write may still land (both attempts went unanswered). */
  mayStillLand?: boolean;
  /** ambiguous: what the input matched (display names), shown to the user. */
  candidates?: readonly string[];
  /** slack_error: the Web API error string, e.g. `not_in_channel`. */
  slackError?: string;
  /** bad_input: field → message, shown next to modal inputs. */
  fields?: Readonly<Record<string, string>>;
  /** Overrides the default "what to do" line. Must be user-safe. */
  hint?: string;
  /** bad_input, not_found: the headline, when the default would not say what failed or was missing. */
  title?: string;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: AppErrorDetails;

  /** `message` is shown to users as is: keep it short, specific and free of secrets. */
  constructor(code: AppErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** The "store did not answer" error in `err`'s chain (Bolt and @slack/oauth wrap it twice). */
export function storeUnavailableIn(err: unknown): AppError | undefined {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    if (e instanceof AppError) return e.code === 'store_unavailable' ? e : undefined;
    const wrapped = e as { original?: unknown; cause?: unknown };
    e = wrapped.original ?? wrapped.cause;
  }
  return undefined;
}

export interface UserError {
  title: string;
  message: string;
  hint: string;
  /** Only for unexpected failures: routine refusals have nothing for an admin to look up. */
  reference?: string;
  fields?: Record<string, string>;
}

/** AppError codes that are the app answering the user as designed, not something going wrong. */
const ROUTINE_CODES: ReadonlySet<AppErrorCode> = new Set([
  'not_connected',
  'forbidden_role',
  'bad_input',
  'not_found',
  'ambiguous',
]);

export function isRoutineRefusal(err: unknown): err is AppError {
  return err instanceof AppError && ROUTINE_CODES.has(err.code);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference like `E-7K2Q9P`: 6 Crockford base32 characters (30 random bits). */
export function newReferenceId(): string {
  const bytes = randomBytes(6);
  let id = '';
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return `E-${id}`;
}
