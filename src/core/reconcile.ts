import {
  EnlivyHttpError,
  EnlivyNotFoundError,
  EnlivyTimeoutError,
  isUnknownOutcome,
} from '../enlivy/index.js';
import { AppError } from '../platform/app-error.js';
import { metrics } from '../platform/metrics.js';

/** One write to Enlivy and how to find out afterwards whether it happened. */
export interface ReconciledWrite<T> {
  /**
   * The write, always with the same Idempotency-Key (one per user intent): after a timeout it
   * is sent once more, which Enlivy either applies or answers from the first attempt.
   */
  write: () => Promise<T>;
  /** Reads the resource back: the written result when Enlivy shows it, else undefined. */
  readBack: () => Promise<T | undefined>;
  /** Shown when the read-back shows no change, e.g. "*AR alerts* was not paused: …". */
  notChanged: string;
  /** Shown when the read-back fails too, e.g. "It is not known whether *AR alerts* was paused." */
  unknown: string;
  /** Where to check when the outcome is unknown (`/enlivy list`, the delivery log). */
  howToCheck: string;
}

/** A second answer that still says nothing about the outcome (409: the first is in progress). */
function stillUnclear(err: unknown): boolean {
  return isUnknownOutcome(err) || (err instanceof EnlivyHttpError && err.status === 409);
}

/**
 * Runs a write and never guesses its outcome: a definite answer is returned (or its refusal
 * thrown); a timeout, broken connection or 5xx is settled by reading the resource back. The
 * result is the same as a clean success, or AppError `not_changed`, or — only when the read-back
 * fails too — `outcome_unknown` with how to check.
 */
export async function reconciledWrite<T>(steps: ReconciledWrite<T>): Promise<T> {
  try {
    return await steps.write();
  } catch (err) {
    if (!isUnknownOutcome(err)) throw err;
    return counted(reconcile(steps, err));
  }
}

/** Counts how reconciliations end: changed, not_changed (refused or not applied) or unknown. */
async function counted<T>(settled: Promise<T>): Promise<T> {
  try {
    const result = await settled;
    metrics.reconciliations.inc({ outcome: 'changed' });
    return result;
  } catch (err) {
    const unknown = err instanceof AppError && err.code === 'outcome_unknown';
    metrics.reconciliations.inc({ outcome: unknown ? 'unknown' : 'not_changed' });
    throw err;
  }
}

async function reconcile<T>(steps: ReconciledWrite<T>, failure: unknown): Promise<T> {
  // Both attempts unanswered: either may still land, so "not changed" could turn false.
  let mayStillLand = false;
  if (failure instanceof EnlivyTimeoutError) {
    // The first attempt may still be on its way; the same key makes this one apply it once.
    try {
      return await steps.write();
    } catch (err) {
      if (!stillUnclear(err)) throw err;
      mayStillLand = err instanceof EnlivyTimeoutError;
    }
  }
  let seen: T | undefined;
  try {
    seen = await steps.readBack();
  } catch {
    throw new AppError('outcome_unknown', steps.unknown, {
      hint: steps.howToCheck,
      cause: failure,
    });
  }
  if (seen !== undefined) return seen;
  if (mayStillLand) {
    throw new AppError('outcome_unknown', steps.unknown, {
      hint: steps.howToCheck,
      mayStillLand: true,
      cause: failure,
    });
  }
  throw new AppError('not_changed', steps.notChanged, { cause: failure });
}

/** A delete's read-back: `true` once Enlivy answers 404, undefined while it still has the record. */
export async function isGone(retrieve: () => Promise<unknown>): Promise<true | undefined> {
  try {
    await retrieve();
    return undefined;
  } catch (err) {
    if (err instanceof EnlivyNotFoundError) return true;
    throw err;
  }
}
