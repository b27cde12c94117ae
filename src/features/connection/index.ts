import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { connect, disconnect, status } from './commands.js';
import { connectionCopy, connectionSay } from './copy/index.js';
import type { ConnectionDeps } from './deps.js';
import { CONNECTION } from './ids.js';
import { lifecycleListeners } from './lifecycle.js';
import { CONNECTION_ROLE, connectionListeners } from './listeners.js';
import { connectNotifier } from './web/connect-notify.js';
import { connectRoutes } from './web/connect-routes.js';
import { CHOICE_EXPIRY_JOB, choiceExpiryHandler } from './web/oauth-choice-expiry.js';

/** What other features use of the connection: the Home's Reconnect, a token retired on uninstall. */
export { connectLinkModalFor } from './commands.js';
export type { ConnectionDeps } from './deps.js';
/** What the composition root uses: the installer's pages, and Bolt's answer to unrunnable requests. */
export { unrunnableRequests } from './unrunnable-requests.js';
export { retireToken } from './web/connect-service.js';
export { installPages } from './web/install-pages.js';

/**
 * The workspace's Enlivy connection: `/enlivy connect` (a one-time page, Continue with Enlivy or
 * an API token), `/enlivy disconnect`, `/enlivy status`, the connect pages and the OAuth
 * callback, and what happens when the app is uninstalled or its tokens revoked.
 */
export const connection: Feature<ConnectionDeps> = {
  name: 'connection',
  copy: { connection: connectionCopy },
  ids: CONNECTION,
  routes: (deps) =>
    connectRoutes({
      services: deps,
      oauthStates: deps.oauthStates,
      jobs: deps.tasks,
      notify: connectNotifier(deps),
      slackUrl: (grant) =>
        grant.workspace.teamId
          ? `https://slack.com/app_redirect?team=${encodeURIComponent(grant.workspace.teamId)}&channel=${encodeURIComponent(grant.channelId ?? grant.userId)}`
          : 'https://slack.com/',
    }),
  register(app, deps) {
    deps.commands.add({
      name: 'status',
      role: 'viewer',
      needsConnection: false,
      examples: ['/enlivy status'],
      ...commandTexts(connectionSay, 'command.status'),
      rank: 40,
      run: (request) => status(request, deps),
    });
    deps.commands.add({
      name: 'connect',
      role: CONNECTION_ROLE,
      needsConnection: false,
      examples: ['/enlivy connect', '/enlivy connect token'],
      ...commandTexts(connectionSay, 'command.connect'),
      rank: 170,
      run: (request) => connect(request, deps),
    });
    deps.commands.add({
      name: 'disconnect',
      role: CONNECTION_ROLE,
      needsConnection: false,
      examples: ['/enlivy disconnect'],
      ...commandTexts(connectionSay, 'command.disconnect'),
      rank: 180,
      run: (request) => disconnect(request, deps),
    });
    deps.tasks.handle(
      CHOICE_EXPIRY_JOB,
      choiceExpiryHandler({ services: deps, states: deps.oauthStates, jobs: deps.tasks }),
    );
    connectionListeners(app, deps);
    lifecycleListeners(app, deps);
  },
};
