import type { Translator } from '../../platform/i18n/index.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import { stepsSay } from './copy/index.js';

/** How one execution ends: Bolt's `complete` / `fail`, bound to the execution's own token. */
export interface ExecutionEnd {
  complete(outputs: Record<string, unknown>): Promise<unknown>;
  fail(error: string): Promise<unknown>;
}

export interface OpenExecution {
  /** Ends the execution once; later calls do nothing (Slack refuses a second completion). */
  complete(outputs: Record<string, unknown>): Promise<void>;
  fail(error: string): Promise<void>;
  /** The language its own endings (cut off, results refused) are said in, once it is known. */
  speak(t: Translator): void;
}

/**
 * The step executions this instance is running. Each ends exactly once, by its own work or,
 * when the app stops before the work did, by `failUnfinished`: a workflow never waits forever
 * for a step whose process is gone.
 */
export interface StepExecutions {
  open(executionId: string, end: ExecutionEnd): OpenExecution;
  /**
   * Fails every execution still running, each saying in its own language that the app restarted
   * before it finished (`stepCutOffText`); resolves when Slack has been told.
   */
  failUnfinished(): Promise<void>;
  readonly size: number;
}

/** What a step still running when the app stops says: it may have been mid-write. */
export const stepCutOffText = (t: Translator) => stepsSay(t)('cutOff');

/**
 * `fallback` is the language of an execution until its step says which it speaks (the app's
 * default; in practice every step sets it before it awaits anything but the store).
 */
export function createStepExecutions(logger: Logger, fallback: Translator): StepExecutions {
  const running = new Map<string, () => Promise<void>>();

  return {
    open(executionId, end) {
      let ended = false;
      let t = fallback;
      const told = async (how: 'complete' | 'fail', send: () => Promise<unknown>) => {
        try {
          await send();
          return true;
        } catch (err) {
          logger.error({ executionId, how, err: safeError(err) }, 'Slack refused to end a step');
          return false;
        }
      };
      const claim = () => {
        if (ended) return false;
        ended = true;
        running.delete(executionId);
        return true;
      };
      const execution: OpenExecution = {
        async complete(outputs) {
          if (!claim()) return;
          if (await told('complete', () => end.complete(outputs))) return;
          // Refused outputs would leave the workflow waiting: end it as failed instead.
          await told('fail', () => end.fail(stepsSay(t)('resultsRefused')));
        },
        async fail(error) {
          if (claim()) await told('fail', () => end.fail(error));
        },
        speak(language) {
          t = language;
        },
      };
      running.set(executionId, () => execution.fail(stepCutOffText(t)));
      return execution;
    },
    async failUnfinished() {
      await Promise.all([...running.values()].map((stop) => stop()));
    },
    get size() {
      return running.size;
    },
  };
}
