import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type AppOptions,
  type CustomRoute,
  type Installation,
  type InstallationQuery,
  type InstallURLOptions,
  LogLevel,
} from '@slack/bolt';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { boltLogger } from './logger.js';
import { beforeAck } from './slack/ack-window.js';
import { measuredFetch } from './slack/measured-fetch.js';
import type { Stores } from './store/index.js';
import { escapeHtml } from './web/http.js';

/** Bot scopes, each needed by a feature (the README explains every one). */
export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.public',
  'users:read',
  'channels:read',
  'groups:read',
  'im:write',
  'files:write',
] as const;

const BOLT_LEVEL: Record<Config['logLevel'], LogLevel> = {
  trace: LogLevel.DEBUG,
  debug: LogLevel.DEBUG,
  info: LogLevel.INFO,
  warn: LogLevel.WARN,
  error: LogLevel.ERROR,
  fatal: LogLevel.ERROR,
  silent: LogLevel.ERROR,
};

export interface ReceiverDeps {
  config: Config;
  logger: Logger;
  stores: Pick<Stores, 'installations'>;
  customRoutes: CustomRoute[];
  /** Tests point the OAuth authorize redirect at the fake Slack. */
  authorizationUrl?: string | undefined;
}

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/assets/connect.css"><main class="card"><h1>${escapeHtml(title)}</h1>${body}</main></html>`,
  );
}

/** What the install failure page says: a Cancel is the person's choice, not a fault. */
function installFailureBody(req: IncomingMessage): {
  cancelled: boolean;
  title: string;
  body: string;
} {
  const again =
    '<p><a class="button primary" href="/slack/install">Start the installation again</a></p>';
  const error = new URL(req.url ?? '/', 'http://localhost').searchParams.get('error');
  if (error === 'access_denied') {
    return {
      cancelled: true,
      title: 'Installation cancelled',
      body: `<p>You cancelled the installation, so nothing was added to your Slack workspace.</p>${again}<p class="note">You can close this tab if you did not mean to install Enlivy.</p>`,
    };
  }
  return {
    cancelled: false,
    title: 'Installation did not finish',
    body: `<p class="error">Slack did not complete the installation.</p>${again}<p class="note">If it keeps failing, ask your Slack admin whether apps may be installed in this workspace.</p>`,
  };
}

/**
 * The run mode is decided here and only here: HTTP with OAuth (many workspaces), HTTP with one
 * bot token, or Socket Mode (development without a public URL). Bolt builds the receiver.
 */
export function slackAppOptions(deps: ReceiverDeps): AppOptions {
  const { config } = deps;
  const slack = config.slack;
  const common: AppOptions = {
    logger: boltLogger(deps.logger),
    // Without it Bolt resets its logger to INFO and LOG_LEVEL=debug would not reach it.
    logLevel: BOLT_LEVEL[config.logLevel],
    clientOptions: { slackApiUrl: slack.apiUrl, fetch: measuredFetch },
    customRoutes: deps.customRoutes,
    deferInitialization: true,
    // Installation and authorization failures are logged by our error handler, not thrown.
    extendedErrorHandler: true,
    // No listener keeps conversation state. Bolt's default store is per process and answers
    // every request of a channel it has no state for with a new Error (a stack trace each).
    convoStore: false,
  };
  const oauth =
    slack.oauth === undefined
      ? {}
      : {
          clientId: slack.oauth.clientId,
          clientSecret: slack.oauth.clientSecret,
          stateSecret: slack.oauth.stateSecret,
          scopes: [...BOT_SCOPES],
          installationStore: {
            ...deps.stores.installations,
            // Bolt reads the installation before any listener can ack: past the ack budget,
            // Slack is answered first and the read goes on (src/slack/ack-window.ts).
            fetchInstallation: (query: InstallationQuery<boolean>) =>
              beforeAck(deps.stores.installations.fetchInstallation(query)),
          },
          redirectUri: `${config.publicUrl}/slack/oauth_redirect`,
          installerOptions: {
            directInstall: true,
            redirectUriPath: '/slack/oauth_redirect',
            clientOptions: { slackApiUrl: slack.apiUrl, fetch: measuredFetch },
            ...(deps.authorizationUrl ? { authorizationUrl: deps.authorizationUrl } : {}),
            callbackOptions: {
              success: (
                _installation: Installation,
                _options: InstallURLOptions,
                _req: IncomingMessage,
                res: ServerResponse,
              ) =>
                page(
                  res,
                  200,
                  'Enlivy is installed',
                  '<p class="success">The app is in your workspace.</p><p>Next, a workspace admin runs <code>/enlivy connect</code> in any channel to link your Enlivy organization.</p>',
                ),
              failure: (
                error: Error,
                _options: InstallURLOptions,
                req: IncomingMessage,
                res: ServerResponse,
              ) => {
                const shown = installFailureBody(req);
                const err = { name: error.name, message: error.message };
                if (shown.cancelled) deps.logger.info('Slack installation cancelled by the user');
                else deps.logger.warn({ err }, 'Slack installation failed');
                page(res, shown.cancelled ? 200 : 400, shown.title, shown.body);
              },
            },
          },
        };

  if (slack.mode === 'socket') {
    // Socket Mode still serves HTTP (connect page, health, OAuth) on the installer's port.
    const installerOptions = {
      ...('installerOptions' in oauth ? oauth.installerOptions : {}),
      port: config.port,
    };
    return {
      ...common,
      ...oauth,
      installerOptions,
      socketMode: true,
      appToken: slack.appToken,
      ...(slack.oauth === undefined ? { token: slack.botToken } : {}),
    };
  }
  return {
    ...common,
    ...oauth,
    signingSecret: slack.signingSecret,
    port: config.port,
    ...(slack.mode === 'single' ? { token: slack.botToken } : {}),
  };
}
