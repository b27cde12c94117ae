import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type WorkflowStepsCopy, workflowStepsEn } from './en.js';
import { workflowStepsRo } from './ro.js';

export const workflowStepsCopy = copyOf(workflowStepsEn, workflowStepsRo);
export type { WorkflowStepsCopy } from './en.js';

/** The `workflow-steps` texts in `t`'s language. */
export const stepsSay = (t: Translator) => copyFor<WorkflowStepsCopy>(t, 'workflow-steps');
