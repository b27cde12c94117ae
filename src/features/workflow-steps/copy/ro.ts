import type { Translation } from '../../../platform/i18n/index.js';
import type { WorkflowStepsCopy } from './en.js';

export const workflowStepsRo: Translation<WorkflowStepsCopy> = {};
