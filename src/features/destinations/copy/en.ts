/** The `destinations` namespace in English (the source of its keys). */
export const destinationsEn = {} as const;

export type DestinationsCopy = typeof destinationsEn;
