import type { StepId } from './copy/index.js';

/** The workflow run a step belongs to, as the `function_executed` event names it. */
export interface WorkflowRef {
  executionId: string;
  workflowExecutionId: string;
  /** Which step this is (its name is said in the reader's language). */
  step: StepId;
  /** When the app started the step (ISO 8601): people see runs by their time, not their id. */
  startedAt: string;
}
