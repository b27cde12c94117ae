import type { ModalView } from '@slack/types';
import type { TokenHealth } from '../../../core/connections.js';
import { ACTION, BLOCK, CALLBACK, FIELD } from '../../../core/ids.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
  slackDate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Connection } from '../../../store/index.js';
import { connectionFingerprint, type Replaced, type TokenFate } from '../web/connect-service.js';

/** After "on": Slack's pretty dates say "Today", which cannot follow "on". */
const ON_DATE = '{date_short} at {time}';

const METHOD_TEXT: Record<Connection['method'], { how: string; label: string }> = {
  password: { how: 'email and password', label: 'password login' },
  token: { how: 'an API token', label: 'API token' },
  oauth: { how: 'Continue with Enlivy', label: 'OAuth (Continue with Enlivy)' },
};

/** One line naming a connection: organization, id, who connected it, when and how. */
export function connectionSummary(connection: Connection): string {
  return `*${escapeMrkdwn(connection.organizationName)}* (\`${escapeMrkdwn(connection.organizationId)}\`), connected by <@${connection.connectedBy}> on ${slackDate(connection.connectedAt, ON_DATE)} with ${METHOD_TEXT[connection.method].how}`;
}

/** What replacing or disconnecting does to the current token, said before anyone confirms. */
export function retirementNote(connection: Connection): string {
  switch (connection.method) {
    case 'password':
      return 'Its token, which the app got by signing in, will be revoked at Enlivy.';
    case 'oauth':
      return 'Its Enlivy authorization (Continue with Enlivy) will be revoked at Enlivy.';
    case 'token':
      return 'Its API token will only be forgotten here; it keeps working in Enlivy until someone deletes it there.';
  }
}

/** What did happen to a token the workspace stopped using. */
export function tokenFateText(fate: TokenFate): string {
  switch (fate.kind) {
    case 'revoked':
      return fate.oauth
        ? 'Its Enlivy authorization (Continue with Enlivy) was revoked at Enlivy.'
        : 'Its token, which the app got by signing in, was revoked at Enlivy.';
    case 'forgotten':
      return 'Its API token was only forgotten here; it keeps working in Enlivy until someone deletes it there.';
    case 'revoke_failed':
      if (fate.oauth)
        return `Its Enlivy authorization could not be revoked at Enlivy just now (ref ${fate.reference}); remove the app's access in Enlivy.`;
      return `Its token, which the app got by signing in, could not be revoked at Enlivy just now (ref ${fate.reference}); revoke it in Enlivy, or it stays valid until it expires.`;
    case 'kept':
      return 'The same token is used again.';
  }
}

export function connectLinkMessage(
  url: string,
  minutes: number,
  current?: Connection | undefined,
  oauth = false,
): SlackMessage {
  const replacing =
    current === undefined
      ? []
      : [
          section(
            current.state === 'expired'
              ? `:warning: The connection of this workspace to ${connectionSummary(current)} expired. Connecting again replaces it. ${retirementNote(current)}`
              : `:warning: This workspace is connected to ${connectionSummary(current)}. The page asks you to confirm before a new connection replaces it. ${retirementNote(current)}`,
          ),
        ];
  return {
    text: `Open this one-time link to connect Enlivy (valid ${minutes} minutes): ${url}`,
    // Slack's previewer must not fetch the link (opening it is harmless, but keep it private).
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      section(
        oauth
          ? "*Connect this workspace to Enlivy*\nOn a secure page, choose *Continue with Enlivy* and approve on Enlivy's own page (the app never sees your password), or sign in or paste an API token instead."
          : '*Connect this workspace to Enlivy*\nSign in with your Enlivy email and password, or paste an API token, on a secure page. Your password is used once to get a token and is never stored.',
      ),
      ...replacing,
      actions([button('Open the connect page', ACTION.connectOpenPage, { url, style: 'primary' })]),
      context(
        `The link works once, for ${minutes} minutes. Do not forward it: whoever opens it connects this workspace.  ·  Prefer a token in Slack? \`/enlivy connect token\``,
      ),
    ],
  };
}

const HEALTH_TEXT: Record<TokenHealth, string> = {
  ok: ':large_green_circle: token works',
  expired: ':red_circle: token expired or revoked: an admin must run `/enlivy connect`',
  unreachable: ':large_yellow_circle: Enlivy did not answer just now; the token was not checked',
  renewing:
    ':large_yellow_circle: Enlivy is slow to renew the token; the app is still waiting for its answer. Try again in a moment',
};

/**
 * Scopes granted and when the access token renews, for an OAuth connection. An expired one
 * renews no more: it says so, and what brings it back.
 */
function oauthLines(connection: Connection, expired: boolean): string[] {
  const tokens = connection.oauth;
  if (connection.method !== 'oauth' || tokens === undefined) return [];
  const scopes = tokens.scopes.map((scope) => `\`${escapeMrkdwn(scope)}\``).join(', ');
  return [
    `*Scopes granted:* ${scopes || 'none'}`,
    expired
      ? '*Access token:* expired, and Enlivy no longer renews it. An admin must run `/enlivy connect` and choose *Continue with Enlivy* again.'
      : `*Access token:* renews automatically ${slackDate(tokens.renewAt, '{date_short_pretty} at {time_secs}')}`,
  ];
}

export function statusMessage(
  connection: Connection | undefined,
  health?: TokenHealth,
): SlackMessage {
  if (connection === undefined) {
    const text =
      'This workspace is not connected to Enlivy. A workspace admin can connect it with `/enlivy connect`.';
    return { text, blocks: [section(text)] };
  }
  const org = escapeMrkdwn(connection.organizationName);
  const effective = connection.state === 'expired' ? 'expired' : health;
  const lines = [
    `*Organization:* ${org} (\`${escapeMrkdwn(connection.organizationId)}\`)`,
    `*Connected by:* <@${connection.connectedBy}> on ${slackDate(connection.connectedAt, ON_DATE)}`,
    `*Method:* ${METHOD_TEXT[connection.method].label}`,
    ...oauthLines(connection, effective === 'expired'),
    `*Health:* ${effective ? HEALTH_TEXT[effective] : 'not checked'}`,
  ];
  return {
    text: `Connected to ${connection.organizationName} (${connection.organizationId}); ${effective ?? 'not checked'}`,
    blocks: [section(lines.join('\n'))],
  };
}

/** Names one connection, so a prompt cannot remove a newer one made after it was shown. */
export function disconnectConfirmMessage(connection: Connection): SlackMessage {
  const org = escapeMrkdwn(connection.organizationName);
  const note = retirementNote(connection);
  return {
    text: `Disconnect ${connection.organizationName}? ${note}`,
    blocks: [
      section(
        `*Disconnect ${org}?*\n${note} Destinations in Enlivy keep delivering; nobody here can manage them until an admin connects again.`,
      ),
      actions([
        button('Disconnect', ACTION.disconnectConfirm, {
          style: 'danger',
          value: connectionFingerprint(connection),
        }),
        button('Cancel', ACTION.disconnectCancel, { value: 'cancel' }),
      ]),
    ],
  };
}

/** With `watching`, it also says the failure watch stops reading until someone connects again. */
export function disconnectedReceipt(
  userId: string,
  organizationName: string,
  watching = false,
): SlackMessage {
  const watch = watching
    ? ' The failure watch sends no alerts until an admin connects again with `/enlivy connect`.'
    : '';
  const text = `<@${userId}> disconnected this workspace from Enlivy (${literalText(organizationName)}).${watch}`;
  return { text, blocks: [section(text)] };
}

export function disconnectedMessage(organizationName: string, fate: TokenFate): SlackMessage {
  return plainMessage(
    `Disconnected from ${literalText(organizationName, { strong: true })}. ${tokenFateText(fate)}`,
  );
}

export function connectedReceipt(
  userId: string,
  connection: Connection,
  replaced?: Replaced | undefined,
): SlackMessage {
  const org = literalText(connection.organizationName, { strong: true });
  const text =
    replaced === undefined
      ? `<@${userId}> connected this workspace to Enlivy organization ${org}.`
      : `<@${userId}> connected this workspace to Enlivy organization ${org}, replacing ${literalText(replaced.organizationName, { strong: true })} (\`${escapeMrkdwn(replaced.organizationId)}\`). ${tokenFateText(replaced.tokenFate)}`;
  return { text, blocks: [section(text), context('Type `/enlivy help` to see what you can do.')] };
}

export function plainMessage(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

/**
 * Shown above the token inputs when a connection exists: the person must tick it to replace it,
 * unless it expired (then it is replaced without asking).
 */
function replaceInputs(current: Connection | undefined, unreadable: boolean): ModalView['blocks'] {
  if (current === undefined && !unreadable) return [];
  if (current?.state === 'expired') {
    return [
      section(
        `:warning: The connection of this workspace to ${connectionSummary(current)} expired. Connecting replaces it. ${retirementNote(current)}`,
      ),
    ];
  }
  const label =
    current === undefined
      ? 'Replace the connection that could not be read'
      : `Replace the connection to ${current.organizationName}`;
  return [
    section(
      current === undefined
        ? ':warning: The saved connection of this workspace could not be read; connecting replaces it.'
        : `:warning: This workspace is connected to ${connectionSummary(current)}. ${retirementNote(current)}`,
    ),
    {
      type: 'input',
      block_id: BLOCK.connectReplace,
      label: { type: 'plain_text', text: 'Replace the current connection' },
      element: {
        type: 'checkboxes',
        action_id: FIELD.value,
        options: [
          {
            text: { type: 'plain_text', text: label.slice(0, 75) },
            value: current === undefined ? 'unreadable' : connectionFingerprint(current),
          },
        ],
      },
    },
  ];
}

function tokenInputs(values: { organizationId?: string }): ModalView['blocks'] {
  return [
    section(
      'Paste an Enlivy API token (it looks like `12|AbC…`). Create one in Enlivy under your profile → API tokens. It is stored encrypted and never shown again.',
    ),
    {
      type: 'input',
      block_id: BLOCK.connectToken,
      label: { type: 'plain_text', text: 'API token' },
      element: {
        type: 'plain_text_input',
        action_id: FIELD.value,
        placeholder: { type: 'plain_text', text: '12|AbC…' },
        min_length: 8,
        max_length: 500,
      },
    },
    {
      type: 'input',
      block_id: BLOCK.connectOrg,
      label: { type: 'plain_text', text: 'Organization id' },
      hint: {
        type: 'plain_text',
        text: 'Starts with org_ — shown in Enlivy under Settings → Organization.',
      },
      element: {
        type: 'plain_text_input',
        action_id: FIELD.value,
        placeholder: { type: 'plain_text', text: 'org_…' },
        ...(values.organizationId ? { initial_value: values.organizationId } : {}),
        max_length: 100,
      },
    },
  ];
}

export function connectTokenModal(
  values: {
    organizationId?: string;
    error?: string;
    channelId?: string | undefined;
    /** The connection a submit would replace ('unreadable' when its record cannot be read). */
    current?: Connection | 'unreadable' | undefined;
  } = {},
): ModalView {
  const current = values.current === 'unreadable' ? undefined : values.current;
  const blocks = [
    ...replaceInputs(current, values.current === 'unreadable'),
    ...tokenInputs(values),
  ];
  if (values.error) blocks.unshift(section(`:warning: ${escapeMrkdwn(values.error)}`));
  return {
    type: 'modal',
    callback_id: CALLBACK.connectToken,
    ...(values.channelId ? { private_metadata: values.channelId } : {}),
    title: { type: 'plain_text', text: 'Connect Enlivy' },
    submit: { type: 'plain_text', text: 'Connect' },
    close: { type: 'plain_text', text: 'Cancel' },
    blocks,
  };
}

/** Shown when Slack sends a request for a workspace whose installation is gone or unreadable. */
/** Without a reference when nothing was logged for this request alone (a burst of them). */
export function installationProblemMessage(reference?: string): SlackMessage {
  const ref = reference === undefined ? '' : ` (ref ${reference})`;
  const text = `The Enlivy app's installation for this workspace is missing or unreadable, so it cannot act here. A Slack admin should reinstall the app${ref}.`;
  return { text, blocks: [section(`:warning: ${text}`)] };
}
