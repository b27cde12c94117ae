/** The `invoices` namespace in English (the source of its keys). */
export const invoicesEn = {} as const;

export type InvoicesCopy = typeof invoicesEn;
