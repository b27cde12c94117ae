/**
 * The destination card's and list's actions, and the question about a channel's destination:
 * rendered here (`/enlivy list`, the App Home's list, single cards, alerts' cards), handled by
 * destinations (test, deliveries, edit, delete, pages, cancel) and pausing (pause, resume).
 */
export const DESTINATION_CARD = {
  test: 'destination_test',
  pause: 'destination_pause',
  resume: 'destination_resume',
  deliveries: 'destination_deliveries',
  edit: 'destination_edit',
  delete: 'destination_delete',
  /** Cancel on a question about the channel's destination (pause, resume, test without NAME). */
  channelCancel: 'destination_channel_cancel',
  listPrevious: 'destination_list_previous',
  listNext: 'destination_list_next',
  /** Prefix of a card's actions block_id: `destination_card:<scope>:<page>:<destination id>`. */
  cardBlock: 'destination_card',
  listPager: 'destination_list_pager',
} as const;
