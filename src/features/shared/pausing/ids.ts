/**
 * Pause actions other features render and pausing handles: the menus of cards (destinations,
 * App Home) and receipts, and "Pause all failing" on a failure-watch incident.
 */
export const PAUSE_ACTIONS = {
  /** Card menu "Pause for…": option values `<destination id>|<preset>`. */
  pauseFor: 'pausing_pause_for',
  /** Menu "Extend…" on a timed pause's card and receipt: `<destination id>|<preset>`. */
  extend: 'pausing_extend',
  /** "Pause all failing" on a failure-watch incident. */
  pauseFailing: 'pausing_pause_failing',
} as const;
