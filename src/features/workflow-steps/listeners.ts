import type { Services } from '../../core/context.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import { workspaceOf } from '../../slack/workspace.js';
import type { FollowOptions } from '../destinations/test-follow.js';
import { stepsSay } from './copy/index.js';
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
  // A step since removed from the manifest, still in an old workflow: said in the workspace's
  // language (no person is known before its inputs are read).
  table.retiredFunction(async ({ context, fail }) => {
    const { languages } = services;
    const t = languages.translators.for(await languages.workspaceLanguage(workspaceOf(context)));
    await fail({ error: stepsSay(t)('retired') });
  });
}
