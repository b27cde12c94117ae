import type { Services } from '../../core/context.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import type { FollowOptions } from '../destinations/test-follow.js';
import type { StepExecutions } from './executions.js';
import { getInvoiceStep } from './get-invoice.js';
import { registerStep } from './run-step.js';
import { sendTestEventStep } from './send-test.js';
import { setDestinationActiveStep } from './set-active.js';

/** The Workflow Builder steps of manifest.yml's `functions`. */
export function workflowStepListeners(
  table: ListenerTable,
  services: Services,
  executions: StepExecutions,
  options: { follow?: FollowOptions } = {},
): void {
  registerStep(table, services, executions, setDestinationActiveStep);
  registerStep(table, services, executions, sendTestEventStep(options.follow));
  registerStep(table, services, executions, getInvoiceStep);
}
