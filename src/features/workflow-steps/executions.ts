import { type Logger, safeError } from '../../platform/logging/logger.js';

/** How one execution ends: Bolt's `complete` / `fail`, bound to the execution's own token. */
export interface ExecutionEnd {
  complete(outputs: Record<string, unknown>): Promise<unknown>;
  fail(error: string): Promise<unknown>;
}

export interface OpenExecution {
  /** Ends the execution once; later calls do nothing (Slack refuses a second completion). */
  complete(outputs: Record<string, unknown>): Promise<void>;
  fail(error: string): Promise<void>;
}

/**
 * The step executions this instance is running. Each ends exactly once, by its own work or,
 * when the app stops before the work did, by `failUnfinished`: a workflow never waits forever
 * for a step whose process is gone.
 */
export interface StepExecutions {
  open(executionId: string, end: ExecutionEnd): OpenExecution;
  /** Fails every execution still running with `reason`; resolves when Slack has been told. */
  failUnfinished(reason: string): Promise<void>;
  readonly size: number;
}

/** What a step still running when the app stops says: it may have been mid-write. */
export const STEP_CUT_OFF =
  'Enlivy for Slack restarted before this step finished. If it was changing something in Enlivy, the change may or may not have been applied: check with /enlivy list (or /enlivy deliveries) before running the workflow again.';

const RESULTS_REFUSED =
  'Enlivy for Slack finished this step, but Slack did not accept its results. Check the outcome in Slack with /enlivy before running the workflow again.';

export function createStepExecutions(logger: Logger): StepExecutions {
  const running = new Map<string, (reason: string) => Promise<void>>();

  return {
    open(executionId, end) {
      let ended = false;
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
          await told('fail', () => end.fail(RESULTS_REFUSED));
        },
        async fail(error) {
          if (claim()) await told('fail', () => end.fail(error));
        },
      };
      running.set(executionId, (reason) => execution.fail(reason));
      return execution;
    },
    async failUnfinished(reason) {
      await Promise.all([...running.values()].map((stop) => stop(reason)));
    },
    get size() {
      return running.size;
    },
  };
}
