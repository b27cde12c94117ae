/** Shortcuts (manifest.yml `features.shortcuts`): the ⚡ menu and a message's "More actions". */
export const SHORTCUTS = {
  subscribe: 'enlivy_subscribe_channel',
  lookupInvoices: 'enlivy_lookup_invoices',
  /** "Search Enlivy" offered when a message names no invoice. */
  searchOffer: 'shortcut_search_offer',
} as const;
