/** The `deliveries` namespace in English (the source of its keys). */
export const deliveriesEn = {} as const;

export type DeliveriesCopy = typeof deliveriesEn;
