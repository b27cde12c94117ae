/** The `cards` namespace in English (the source of its keys). */
export const cardsEn = {} as const;

export type CardsCopy = typeof cardsEn;
