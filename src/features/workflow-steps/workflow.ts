/** The workflow run a step belongs to, as the `function_executed` event names it. */
export interface WorkflowRef {
  executionId: string;
  workflowExecutionId: string;
  /** The step's title as Workflow Builder shows it. */
  stepTitle: string;
  /** When the app started the step (ISO 8601): people see runs by their time, not their id. */
  startedAt: string;
}
