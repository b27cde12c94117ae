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

/** Destination cards and their actions (`/enlivy list`, pause/resume, test, delete, App Home). */
export const DESTINATION = {
  test: 'destination_test',
  pause: 'destination_pause',
  resume: 'destination_resume',
  deliveries: 'destination_deliveries',
  edit: 'destination_edit',
  delete: 'destination_delete',
  deleteConfirm: 'destination_delete_confirm',
  deleteCancel: 'destination_delete_cancel',
  /** `/enlivy test` without NAME: Send test on the question about the channel's destination. */
  channelTest: 'destination_channel_test',
  /** Cancel on a question about the channel's destination (pause, resume, test without NAME). */
  channelCancel: 'destination_channel_cancel',
  listPrevious: 'destination_list_previous',
  listNext: 'destination_list_next',
  homeSubscribe: 'destination_home_subscribe',
  homeList: 'destination_home_list',
  homeDeliveries: 'destination_home_deliveries',
  /** Prefix of a card's actions block_id: `destination_card:<scope>:<page>:<destination id>`. */
  cardBlock: 'destination_card',
  listPager: 'destination_list_pager',
  homeActions: 'destination_home_actions',
} as const;

/** Creating and editing destinations (`/enlivy subscribe`, `/enlivy webhook`, `/enlivy edit`). */
export const DESTINATION_FORM = {
  callback: {
    subscribe: 'destination_form_subscribe',
    webhook: 'destination_form_webhook',
    edit: 'destination_form_edit',
    editConfirm: 'destination_form_edit_confirm',
  },
  /** Input blocks; every input element's action_id is FIELD.value, but "Post as" (action.style). */
  block: {
    name: 'destination_form_name',
    channel: 'destination_form_channel',
    credential: 'destination_form_credential',
    url: 'destination_form_url',
    filters: 'destination_form_filters',
    style: 'destination_form_style',
    events: 'destination_form_events',
    otherEvents: 'destination_form_other_events',
    includes: 'destination_form_includes',
    message: 'destination_form_message',
    active: 'destination_form_active',
    previewActions: 'destination_form_preview_actions',
  },
  action: {
    preview: 'destination_form_preview',
    editBack: 'destination_form_edit_back',
    /** "Post as" in the subscribe form: the form changes to the fields of the choice. */
    style: 'destination_form_style_choice',
  },
  /** The value of the single "active" checkbox option. */
  activeValue: 'active',
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
