import type { ApiCredential } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { WorkspaceRef } from '../../store/index.js';
import { formsCopy } from './views/forms-copy.js';

/** A Slack credential as the form offers it: where it posts, in words. */
export interface CredentialOption {
  id: string;
  label: string;
  /** Connected to a Slack workspace other than the one this app is installed in. */
  elsewhere?: boolean;
}

const SLACK_TEAM_OR_ORG = /^[TE][A-Z0-9]{2,}$/;

/**
 * Enlivy posts a Slack-type destination with the organization's Slack credential, which belongs to
 * whichever Slack workspace was connected in Enlivy; its `account_identifier` is that workspace's
 * team id. A channel of this workspace does not exist in another one, so people must see which
 * it is. An identifier that is not a Slack id says nothing either way.
 */
export function credentialOption(
  credential: ApiCredential,
  workspace: WorkspaceRef,
  t: Translator,
): CredentialOption {
  const say = formsCopy(t);
  const name = credential.name?.trim() || 'Slack';
  const account = credential.account_identifier?.trim();
  if (account === undefined || account === '' || !SLACK_TEAM_OR_ORG.test(account)) {
    return { id: credential.id, label: account ? `${name} (${account})` : name };
  }
  const here = account === workspace.teamId || account === workspace.enterpriseId;
  return here
    ? { id: credential.id, label: say('credential.here', { name }) }
    : {
        id: credential.id,
        label: say('credential.elsewhere', { name, account }),
        elsewhere: true,
      };
}

/** The warning for credentials of another workspace, or undefined when every one posts here. */
export function elsewhereWarning(
  options: readonly CredentialOption[],
  t: Translator,
): string | undefined {
  const elsewhere = options.filter((o) => o.elsewhere === true);
  if (elsewhere.length === 0) return undefined;
  return formsCopy(t)('credential.elsewhereWarning', { count: elsewhere.length });
}
