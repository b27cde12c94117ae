import type { App } from '@slack/bolt';
import { workspaceOf } from '../../slack/workspace.js';
import type { FollowOptions } from '../destinations/index.js';
import { stepsSay } from './copy/index.js';
import type { StepsDeps } from './deps.js';
import type { StepExecutions } from './executions.js';
import { getInvoiceStep } from './get-invoice.js';
import { registerStep } from './run-step.js';
import { sendTestEventStep } from './send-test.js';
import { setDestinationActiveStep } from './set-active.js';

/** The Workflow Builder steps of manifest.yml's `functions`. */
export function workflowStepListeners(
  app: App,
  services: StepsDeps,
  executions: StepExecutions,
  options: { follow?: FollowOptions } = {},
): void {
  const sendTest = sendTestEventStep(options.follow);
  registerStep(app, services, executions, setDestinationActiveStep);
  registerStep(app, services, executions, sendTest);
  registerStep(app, services, executions, getInvoiceStep);
  const steps = [setDestinationActiveStep, sendTest, getInvoiceStep];
  // A step since removed from the manifest, still in an old workflow: said in the workspace's
  // language (no person is known before its inputs are read).
  const known = new Set<string>(steps.map((step) => step.callbackId));
  app.event('function_executed', async ({ event, context, fail }) => {
    if (known.has(event.function.callback_id)) return;
    const { languages } = services;
    const t = languages.translators.for(await languages.workspaceLanguage(workspaceOf(context)));
    await fail({ error: stepsSay(t)('retired') });
  });
}
