import type { ModalView } from '@slack/types';
import type { TokenCheck } from '../../../core/connections.js';
import { dateText } from '../../../core/copy/dates.js';
import { closeText } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  literalText,
  section,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Connection } from '../../../store/index.js';
import { connectionSay } from '../copy/index.js';
import { CONNECTION } from '../ids.js';
import {
  type ConnectChange,
  connectionFingerprint,
  type TokenFate,
} from '../web/connect-service.js';

/** One line naming a connection: organization, id, who connected it, when and how. */
export function connectionSummary(connection: Connection, t: Translator): string {
  const say = connectionSay(t);
  return say('summary', {
    organization: escapeMrkdwn(connection.organizationName),
    organizationId: escapeMrkdwn(connection.organizationId),
    user: connection.connectedBy,
    // After "on": Slack's pretty dates say "Today", which cannot follow "on".
    date: dateText(connection.connectedAt, say('date.on'), t),
    how: say(`method.${connection.method}.how`),
  });
}

/** What replacing or disconnecting does to the current token, said before anyone confirms. */
export function retirementNote(
  connection: Pick<Connection, 'method'> & { state?: Connection['state'] },
  t: Translator,
): string {
  const say = connectionSay(t);
  // An expired pasted token no longer works in Enlivy either: nothing is left to say about it.
  if (connection.method === 'token' && connection.state === 'expired') {
    return say('retirement.refused');
  }
  return say(`retirement.${connection.method}`);
}

/** What did happen to a token the workspace stopped using. */
export function tokenFateText(fate: TokenFate, t: Translator): string {
  const say = connectionSay(t);
  switch (fate.kind) {
    case 'revoked':
      return say(fate.oauth ? 'fate.revoked.oauth' : 'fate.revoked.password');
    case 'forgotten':
      return say('fate.forgotten');
    case 'revoke_failed':
      return say(fate.oauth ? 'fate.revokeFailed.oauth' : 'fate.revokeFailed.password', {
        reference: fate.reference,
      });
    case 'kept':
      return say('fate.kept');
    case 'refused':
      return say('fate.refused');
  }
}

export function connectLinkMessage(
  link: { url: string; minutes: number; oauth?: boolean },
  current: Connection | undefined,
  t: Translator,
): SlackMessage {
  const say = connectionSay(t);
  const { url, minutes } = link;
  const replacing =
    current === undefined
      ? []
      : [
          section(
            say(current.state === 'expired' ? 'link.expired' : 'link.connected', {
              summary: connectionSummary(current, t),
              retirement: retirementNote(current, t),
            }),
          ),
        ];
  return {
    text: say('link', { count: minutes, url }),
    // Slack's previewer must not fetch the link (opening it is harmless, but keep it private).
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      section(say(link.oauth ? 'link.intro.oauth' : 'link.intro.password')),
      ...replacing,
      actions([button(say('link.button'), CONNECTION.action.openPage, { url, style: 'primary' })]),
      context(say('link.note', { count: minutes })),
    ],
  };
}

/** The connect link in a modal: App Home's Reconnect (Home has no conversation to answer in). */
export function connectLinkModal(message: SlackMessage, t: Translator): ModalView {
  return {
    type: 'modal',
    title: { type: 'plain_text', text: connectionSay(t)('link.modalTitle') },
    close: { type: 'plain_text', text: closeText(t) },
    blocks: message.blocks ?? [section(message.text)],
  };
}

/**
 * Scopes granted and when the access token renews, for an OAuth connection. An expired one
 * renews no more: it says so, and what brings it back.
 */
function oauthLines(connection: Connection, expired: boolean, t: Translator): string[] {
  const say = connectionSay(t);
  const tokens = connection.oauth;
  if (connection.method !== 'oauth' || tokens === undefined) return [];
  const scopes = tokens.scopes.map((scope) => `\`${escapeMrkdwn(scope)}\``).join(', ');
  return [
    say('status.scopes', { scopes: scopes || say('status.noScopes') }),
    expired
      ? say('status.tokenExpired')
      : say('status.tokenRenews', { date: dateText(tokens.renewAt, say('date.renews'), t) }),
  ];
}

/** `more`: lines other features add (shown only with a connection: without one nothing else works). */
export function statusMessage(
  connection: Connection | undefined,
  check: TokenCheck | undefined,
  t: Translator,
  more: readonly string[] = [],
): SlackMessage {
  const say = connectionSay(t);
  if (connection === undefined) {
    const text = say('status.none');
    return { text, blocks: [section(text)] };
  }
  const effective = connection.state === 'expired' ? 'expired' : check?.health;
  const status = String(check?.httpStatus ?? '?');
  const lines = [
    say('status.organization', {
      organization: escapeMrkdwn(connection.organizationName),
      organizationId: escapeMrkdwn(connection.organizationId),
    }),
    say('status.connectedBy', {
      user: connection.connectedBy,
      date: dateText(connection.connectedAt, say('date.on'), t),
    }),
    say('status.method', { method: say(`method.${connection.method}.label`) }),
    ...oauthLines(connection, effective === 'expired', t),
    say('status.health', {
      health: effective ? say(`health.${effective}`, { status }) : say('health.notChecked'),
    }),
  ];
  return {
    text: say('status.text', {
      organization: connection.organizationName,
      organizationId: connection.organizationId,
      state: effective ? say(`state.${effective}`) : say('state.notChecked'),
    }),
    blocks: [section(lines.join('\n')), ...(more.length > 0 ? [section(more.join('\n'))] : [])],
  };
}

/** Names one connection, so a prompt cannot remove a newer one made after it was shown. */
export function disconnectConfirmMessage(connection: Connection, t: Translator): SlackMessage {
  const say = connectionSay(t);
  const note = retirementNote(connection, t);
  return {
    text: say('disconnect.text', { organization: connection.organizationName, note }),
    blocks: [
      section(
        say('disconnect.body', { organization: escapeMrkdwn(connection.organizationName), note }),
      ),
      actions([
        button(say('disconnect.confirm'), CONNECTION.action.disconnectConfirm, {
          style: 'danger',
          value: connectionFingerprint(connection),
        }),
        button(say('disconnect.cancel'), CONNECTION.action.disconnectCancel, { value: 'cancel' }),
      ]),
    ],
  };
}

/** With `watching`, it also says the failure watch stops reading until someone connects again. */
export function disconnectedReceipt(
  userId: string,
  organizationName: string,
  watching: boolean,
  t: Translator,
): SlackMessage {
  const say = connectionSay(t);
  const receipt = say('disconnected.receipt', {
    user: userId,
    organization: literalText(organizationName),
  });
  const text = watching ? `${receipt} ${say('disconnected.watch')}` : receipt;
  return { text, blocks: [section(text)] };
}

export function disconnectedMessage(
  organizationName: string,
  fate: TokenFate,
  t: Translator,
): SlackMessage {
  return plainMessage(
    connectionSay(t)('disconnected.message', {
      organization: literalText(organizationName, { strong: true }),
      fate: tokenFateText(fate, t),
    }),
  );
}

/** The receipt of a connect, saying what it changed (or that it changed nothing). */
export function connectedReceipt(
  userId: string,
  connection: Connection,
  change: ConnectChange,
  t: Translator,
): SlackMessage {
  const say = connectionSay(t);
  const values = {
    user: userId,
    organization: literalText(connection.organizationName, { strong: true }),
  };
  let text: string;
  switch (change.kind) {
    case 'new':
      text = say('connected.receipt', values);
      break;
    case 'organization':
      text = say('connected.replacing', {
        ...values,
        old: literalText(change.from.organizationName, { strong: true }),
        oldId: escapeMrkdwn(change.from.organizationId),
        fate: tokenFateText(change.tokenFate, t),
      });
      break;
    case 'token':
      text = say('connected.newToken', { ...values, fate: tokenFateText(change.tokenFate, t) });
      break;
    case 'restored':
      text = say('connected.restored', values);
      break;
    case 'unchanged':
      text = say('connected.unchanged', values);
      break;
  }
  return { text, blocks: [section(text), context(say('connected.help'))] };
}

/** The connected page's line on what the connection replaced, or undefined for a new one. */
export function connectedPageChange(change: ConnectChange, t: Translator): string | undefined {
  const say = connectionSay(t);
  switch (change.kind) {
    case 'new':
      return undefined;
    case 'organization':
      return say('done.replaced', {
        organization: change.from.organizationName,
        organizationId: change.from.organizationId,
        fate: tokenFateText(change.tokenFate, t),
      });
    case 'token':
      return say('done.newToken', { fate: tokenFateText(change.tokenFate, t) });
    case 'restored':
      return say('done.restored');
    case 'unchanged':
      return say('done.unchanged');
  }
}

export function plainMessage(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

/** Shown when Slack sends a request for a workspace whose installation is gone or unreadable. */
/** Without a reference when nothing was logged for this request alone (a burst of them). */
export function installationProblemMessage(
  reference: string | undefined,
  t: Translator,
): SlackMessage {
  const say = connectionSay(t);
  const text =
    reference === undefined
      ? say('installationProblem')
      : say('installationProblemRef', { reference });
  return { text, blocks: [section(`:warning: ${text}`)] };
}
