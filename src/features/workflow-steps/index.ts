import type { Feature } from '../../core/feature.js';
import { workflowStepsCopy } from './copy/index.js';
import type { StepsDeps } from './deps.js';
import { createStepExecutions } from './executions.js';
import { STEPS } from './ids.js';
import { workflowStepListeners } from './listeners.js';

export type { StepsDeps } from './deps.js';

/**
 * Workflow Builder custom steps (manifest.yml `functions`): pause or resume a destination, send a
 * test event, get an invoice. A step still running when the app stops is ended as failed.
 */
export const workflowSteps: Feature<StepsDeps> = {
  name: 'workflow-steps',
  copy: { 'workflow-steps': workflowStepsCopy },
  ids: STEPS,
  register(app, deps) {
    // An execution speaks the app's default language until its step knows whose it is.
    const fallback = deps.languages.translators.for(deps.config.defaultLanguage);
    const executions = createStepExecutions(deps.logger, fallback);
    deps.unfinished.add('workflow-steps', () => executions.failUnfinished());
    workflowStepListeners(app, deps, executions);
  },
};
