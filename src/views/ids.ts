/** Every action_id, callback_id and block_id the app uses, in one place. */
export const ACTION = {
  connectOpenPage: 'connect_open_page',
  disconnectConfirm: 'disconnect_confirm',
  disconnectCancel: 'disconnect_cancel',
  homeConnectHelp: 'home_connect_help',
} as const;

export const CALLBACK = {
  connectToken: 'connect_token',
} as const;

export const BLOCK = {
  connectToken: 'connect_token_value',
  connectOrg: 'connect_org_id',
} as const;

export const FIELD = {
  value: 'value',
} as const;
