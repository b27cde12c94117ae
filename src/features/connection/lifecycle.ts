import type { App } from '@slack/bolt';
import { workspaceOf } from '../../slack/workspace.js';
import type { ConnectionDeps } from './deps.js';
import { retireToken } from './web/connect-service.js';

/**
 * The app leaving a workspace. Bolt does not delete installations itself; the Slack tokens are
 * already dead when these arrive. An Enlivy token the app signed in for, or an OAuth grant, is
 * revoked at Enlivy as on disconnect (after the data is gone: a failed revocation must not keep
 * anything stored).
 */
export function lifecycleListeners(app: App, services: ConnectionDeps): void {
  app.event('app_uninstalled', async ({ context }) => {
    const workspace = workspaceOf(context);
    const connection = await services.stores.connections.get(workspace).catch(() => undefined);
    await services.stores.deleteWorkspace(workspace);
    const fate = connection === undefined ? undefined : await retireToken(services, connection);
    services.logger.info(
      { teamId: workspace.teamId, enterpriseId: workspace.enterpriseId, enlivyToken: fate?.kind },
      'App uninstalled: workspace data deleted',
    );
  });

  app.event('tokens_revoked', async ({ event, context }) => {
    if ((event.tokens.bot ?? []).length === 0) return;
    const workspace = workspaceOf(context);
    await services.stores.installations.deleteInstallation({
      teamId: workspace.teamId,
      enterpriseId: workspace.enterpriseId,
      isEnterpriseInstall: workspace.isEnterpriseInstall ?? false,
    });
    services.logger.info(
      { teamId: workspace.teamId, enterpriseId: workspace.enterpriseId },
      'Bot token revoked: installation deleted',
    );
  });
}
