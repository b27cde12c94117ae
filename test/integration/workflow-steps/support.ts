import { type FunctionExecutionRecord, waitFor } from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';

/** Runs a step as a workflow would and waits until the app has ended the execution. */
export async function runStep(
  stack: Stack,
  callbackId: string,
  inputs: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<FunctionExecutionRecord> {
  const { execution, status } = await stack.driver.functionExecuted({ callbackId, inputs });
  if (status !== 200) throw new Error(`the app answered function_executed with HTTP ${status}`);
  return waitFor(() => (execution.state === 'running' ? undefined : execution), {
    message: `the end of ${callbackId}`,
    timeoutMs,
  });
}
