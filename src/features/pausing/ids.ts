/** Timed and bulk pauses (`/enlivy pause NAME for 2h`, `/enlivy pause all`). */
export const PAUSING = {
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
} as const;
