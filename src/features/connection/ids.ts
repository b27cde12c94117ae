/** The connection's messages and the token modal (`/enlivy connect`, `/enlivy disconnect`). */
export const CONNECTION = {
  action: {
    /** A link button to the connect page: Slack still sends the click, acked and ignored. */
    openPage: 'connect_open_page',
    disconnectConfirm: 'disconnect_confirm',
    disconnectCancel: 'disconnect_cancel',
  },
  callback: {
    token: 'connect_token',
  },
  block: {
    token: 'connect_token_value',
    org: 'connect_org_id',
    /** Checkbox confirming that the current connection is to be replaced. */
    replace: 'connect_replace',
  },
} as const;
