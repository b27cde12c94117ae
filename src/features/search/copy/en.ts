/** The `search` namespace in English (the source of its keys). */
export const searchEn = {} as const;

export type SearchCopy = typeof searchEn;
