/** The App Home's own buttons (its sections' buttons belong to the features that add them). */
export const HOME = {
  connectHelp: 'home_connect_help',
  /** Expired connection: opens a modal with a fresh connect link (admins). */
  reconnect: 'home_reconnect',
} as const;
