import { copyOf } from '../../../platform/i18n/index.js';
import { workflowStepsEn } from './en.js';
import { workflowStepsRo } from './ro.js';

export const workflowStepsCopy = copyOf(workflowStepsEn, workflowStepsRo);
export type { WorkflowStepsCopy } from './en.js';
