/** The `access` namespace in English (the source of its keys). */
export const accessEn = {} as const;

export type AccessCopy = typeof accessEn;
