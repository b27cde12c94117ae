/** The `connection` namespace in English (the source of its keys). */
export const connectionEn = {} as const;

export type ConnectionCopy = typeof connectionEn;
