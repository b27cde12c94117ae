/** Failure-watch alerts (`/enlivy watch`): the buttons on an incident's parent message. */
export const WATCH = {
  deliveries: 'watch_deliveries',
  test: 'watch_test',
  pause: 'watch_pause',
  mute: 'watch_mute',
  actionsBlock: 'watch_incident_actions',
} as const;
