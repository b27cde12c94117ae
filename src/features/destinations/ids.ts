/** The delete confirm step, the question `/enlivy test` asks, and the App Home's buttons. */
export const DESTINATION = {
  deleteConfirm: 'destination_delete_confirm',
  deleteCancel: 'destination_delete_cancel',
  /** `/enlivy test` without NAME: Send test on the question about the channel's destination. */
  channelTest: 'destination_channel_test',
  homeSubscribe: 'destination_home_subscribe',
  homeList: 'destination_home_list',
  homeDeliveries: 'destination_home_deliveries',
  homeActions: 'destination_home_actions',
} as const;

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
