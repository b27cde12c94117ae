import type { Context } from '@slack/bolt';
import type { WorkspaceRef } from '../store/index.js';

/** The workspace a request belongs to, as Bolt authorized it. */
export function workspaceOf(context: Context): WorkspaceRef {
  return {
    enterpriseId: context.enterpriseId,
    teamId: context.teamId,
    isEnterpriseInstall: context.isEnterpriseInstall,
  };
}
