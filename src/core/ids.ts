/**
 * The action_ids, callback_ids and block_ids of features not yet registering themselves; a
 * feature that does keeps its own in its folder (`ids.ts`), and what several features render in
 * the shared part that renders it.
 */

/** Every input element's action_id (a block's one input is found by its block_id). */
export const FIELD = {
  value: 'value',
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

/** Failure-watch alerts (`/enlivy watch`): the buttons on an incident's parent message. */
export const WATCH = {
  deliveries: 'watch_deliveries',
  test: 'watch_test',
  pause: 'watch_pause',
  mute: 'watch_mute',
  actionsBlock: 'watch_incident_actions',
} as const;

/** Timed and bulk pauses (`/enlivy pause NAME for 2h`, `/enlivy pause all`). */
export const PAUSING = {
  /** Card menu "Pause for…": option values `<destination id>|<preset>`. */
  pauseFor: 'pausing_pause_for',
  /** Menu "Extend…" on a timed pause's card and receipt: `<destination id>|<preset>`. */
  extend: 'pausing_extend',
  /** "Resume now" on a timed pause's receipt. */
  resumeNow: 'pausing_resume_now',
  bulkConfirm: 'pausing_bulk_confirm',
  bulkCancel: 'pausing_bulk_cancel',
  /** "Resume these" on a bulk pause's receipt: the batch id. */
  resumeBatch: 'pausing_resume_batch',
  /** The actions block of a timed pause's receipt (not a card: a click does not redraw it). */
  receiptActions: 'pausing_receipt_actions',
  /**
   * `/enlivy pause` / `resume` without NAME: the button on the question about the channel's
   * destination; its value carries the whole intent (see channel-ask.ts).
   */
  channelConfirm: 'pausing_channel_confirm',
  /** "Pause all failing" on a failure-watch incident. */
  pauseFailing: 'pausing_pause_failing',
} as const;
