/** Event cards posted by cards destinations (src/features/cards/). */
export const CARDS = {
  cardActions: 'event_card_actions',
  /** A link button: Slack still sends the click, which is acked and ignored. */
  openInEnlivy: 'event_card_open',
} as const;
