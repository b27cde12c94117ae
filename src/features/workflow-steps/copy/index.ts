import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import type { STEPS } from '../ids.js';
import { type WorkflowStepsCopy, workflowStepsEn } from './en.js';
import { workflowStepsRo } from './ro.js';

export const workflowStepsCopy = copyOf(workflowStepsEn, workflowStepsRo);
export type { WorkflowStepsCopy } from './en.js';

/** The `workflow-steps` texts in `t`'s language. */
export const stepsSay = (t: Translator) => copyFor<WorkflowStepsCopy>(t, 'workflow-steps');

/** A step's callback id (manifest.yml `functions`). */
export type StepId = (typeof STEPS)[keyof typeof STEPS];

/**
 * A step's name in messages, in the reader's language. Workflow Builder shows the manifest's
 * title, one language for everyone; the app's own messages say the name in the reader's.
 */
export const stepTitle = (step: StepId, t: Translator) => stepsSay(t)(`title.${step}`);
