/** The `shortcuts` namespace in English (the source of its keys). */
export const shortcutsEn = {} as const;

export type ShortcutsCopy = typeof shortcutsEn;
