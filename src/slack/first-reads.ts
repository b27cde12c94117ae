import { connectionKey, installationKey, rolesKey, type WorkspaceRef } from '../store/keys.js';
import { sourceOf } from './source.js';

/**
 * The store records a Slack request reads first, which the request gate reads in the same round
 * trip as the request's replay record: the workspace's connection and grants (every role check)
 * and, with OAuth installs, its installation (Bolt's authorize). A guess from the raw payload:
 * a key guessed wrong is only read for nothing, and a read the guess missed goes to the store.
 */
export function firstReadsOf(body: Record<string, unknown>, oauth: boolean): string[] {
  const workspace = payloadWorkspace(body);
  try {
    return [
      connectionKey(workspace),
      rolesKey(workspace),
      ...(oauth ? [installationKey(workspace)] : []),
    ];
  } catch {
    return []; // no usable workspace ids: nothing to read ahead
  }
}

/** The workspace as Bolt's context will name it: team, enterprise, and whether org-wide. */
function payloadWorkspace(body: Record<string, unknown>): WorkspaceRef {
  const { teamId, enterpriseId } = sourceOf(body).ids;
  const authorization = Array.isArray(body.authorizations) ? body.authorizations[0] : undefined;
  const flag =
    body.is_enterprise_install ??
    (authorization as { is_enterprise_install?: unknown } | undefined)?.is_enterprise_install;
  return { teamId, enterpriseId, isEnterpriseInstall: flag === true || flag === 'true' };
}
