/** The `shortcuts` namespace in English (the source of its keys). */
export const shortcutsEn = {
  'none.text':
    ':mag: This message names no invoice number (like INV-2026-0001) or invoice id (org_inv_…).',
  'none.search': 'Search Enlivy for its words instead, or `/enlivy search <number or customer>`.',
  'none.try': 'Try `/enlivy search <number or customer>`.',
  'none.button': 'Search Enlivy',
  'notes.missing': ':grey_question: Enlivy has no invoice {{list}}.',
  'notes.several':
    ':grey_question: Several invoices carry the number `{{number}}`: `/enlivy invoice {{number}}` lists them.',
  'notes.skipped_one':
    ':information_source: Not looked up ({{count}} more): {{list}}. Use `/enlivy invoice NUMBER` for each.',
  'notes.skipped_other':
    ':information_source: Not looked up ({{count}} more): {{list}}. Use `/enlivy invoice NUMBER` for each.',
} as const;

export type ShortcutsCopy = typeof shortcutsEn;
