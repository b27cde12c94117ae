/** The `workflow-steps` namespace in English (the source of its keys). */
export const workflowStepsEn = {} as const;

export type WorkflowStepsCopy = typeof workflowStepsEn;
