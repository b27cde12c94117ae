/** The `watch` namespace in English (the source of its keys). */
export const watchEn = {} as const;

export type WatchCopy = typeof watchEn;
