/** The `pausing` namespace in English (the source of its keys). */
export const pausingEn = {} as const;

export type PausingCopy = typeof pausingEn;
