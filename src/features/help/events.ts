import type { App } from '@slack/bolt';
import type { Services } from '../../core/context.js';
import { logFailure } from '../../core/errors/failure-log.js';
import { requestFrom } from '../../core/listeners/request.js';
import { newReferenceId } from '../../platform/app-error.js';
import { workspaceOf } from '../../slack/workspace.js';
import { retireToken } from '../connection/index.js';
import { renderHome } from './home.js';

export function eventListeners(app: App, services: Services): void {
  app.event('app_home_opened', async ({ event, client, context }) => {
    if (event.tab !== 'home') return;
    const request = requestFrom({ context, client, userId: event.user });
    try {
      await renderHome(request, services);
    } catch (err) {
      logFailure(services.logger, err, newReferenceId(), { action: 'home', userId: event.user });
    }
  });

  // Bolt does not delete installations itself; the Slack tokens are already dead when these
  // arrive. An Enlivy token the app signed in for, or an OAuth grant, is revoked at Enlivy as on
  // disconnect (after the data is gone: a failed revocation must not keep anything stored).
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
