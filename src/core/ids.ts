/** Every action_id, callback_id and block_id the app uses, in one place. */
export const ACTION = {
  connectOpenPage: 'connect_open_page',
  disconnectConfirm: 'disconnect_confirm',
  disconnectCancel: 'disconnect_cancel',
  homeConnectHelp: 'home_connect_help',
  /** App Home, expired connection: opens a modal with a fresh connect link (admins). */
  homeReconnect: 'home_reconnect',
} as const;

export const CALLBACK = {
  connectToken: 'connect_token',
} as const;

export const BLOCK = {
  connectToken: 'connect_token_value',
  connectOrg: 'connect_org_id',
  /** Checkbox confirming that the current connection is to be replaced. */
  connectReplace: 'connect_replace',
} as const;

export const FIELD = {
  value: 'value',
} as const;

/** Invoice cards, invoice PDFs and invoice deletion (`/enlivy invoice`, search rows). */
export const INVOICES = {
  action: {
    download: 'invoice_download_pdf',
    delete: 'invoice_delete',
    /** A row of the pick list shown when several invoices carry the number typed. */
    open: 'invoice_open',
    /** A link button to the invoice in Enlivy: Slack still sends the click, acked and ignored. */
    openInEnlivy: 'invoice_open_in_enlivy',
  },
  callback: {
    delete: 'invoice_delete_confirm',
  },
  block: {
    cardActions: 'invoice_card_actions',
    deleteConfirm: 'invoice_delete_typed',
  },
} as const;

/** Event cards posted by cards destinations (src/features/cards/). */
export const CARDS = {
  cardActions: 'event_card_actions',
  /** A link button: Slack still sends the click, which is acked and ignored. */
  openInEnlivy: 'event_card_open',
} as const;

/** Global search results (`/enlivy search`). */
export const SEARCH = {
  action: {
    previous: 'search_previous',
    next: 'search_next',
  },
  block: {
    pager: 'search_pager',
  },
} as const;

/** The delivery log modal and the Inspect modal (`/enlivy deliveries`). */
export const DELIVERIES = {
  callback: {
    log: 'deliveries_log',
    inspect: 'deliveries_inspect',
  },
  /** Filter inputs (dispatch_action): their block_ids carry a `.<generation>` suffix. */
  filter: {
    destination: 'deliveries_filter_destination',
    status: 'deliveries_filter_status',
    event: 'deliveries_filter_event',
    since: 'deliveries_filter_since',
    until: 'deliveries_filter_until',
  },
  action: {
    clearFilters: 'deliveries_clear_filters',
    retry: 'deliveries_retry',
    previousPage: 'deliveries_previous_page',
    nextPage: 'deliveries_next_page',
    inspect: 'deliveries_inspect_row',
    inspectRetry: 'deliveries_inspect_retry',
    sendFile: 'deliveries_send_file',
  },
  block: {
    tools: 'deliveries_tools',
    pager: 'deliveries_pager',
    inspectActions: 'deliveries_inspect_actions',
  },
} as const;

/**
 * Workflow Builder custom steps (manifest.yml `functions`). Workflows are saved with these ids:
 * they never change.
 */
export const STEPS = {
  setDestinationActive: 'set_destination_active',
  sendTestEvent: 'send_test_event',
  getInvoice: 'get_invoice',
} as const;

/** Shortcuts (manifest.yml `features.shortcuts`): the ⚡ menu and a message's "More actions". */
export const SHORTCUTS = {
  subscribe: 'enlivy_subscribe_channel',
  lookupInvoices: 'enlivy_lookup_invoices',
  /** "Search Enlivy" offered when a message names no invoice. */
  searchOffer: 'shortcut_search_offer',
} as const;
