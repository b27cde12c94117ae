import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute, Logger as SlackLogger } from '@slack/bolt';
import { type CallbackOptions, InstallProvider } from '@slack/oauth';
import type { Config } from '../platform/config.js';
import { burstLog } from '../platform/logging/burst-log.js';
import type { Logger } from '../platform/logging/logger.js';
import type { Stores } from '../store/index.js';
import { measuredFetch } from './measured-fetch.js';

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
  'links:read',
  'links:write',
  'app_mentions:read',
  'im:history',
  'assistant:write',
] as const;

export const INSTALL_PATH = '/slack/install';
export const OAUTH_REDIRECT_PATH = '/slack/oauth_redirect';

/** The HTML pages Slack's installation ends on (their text is the connection feature's). */
export interface InstallPages {
  installed(req: IncomingMessage): string;
  /** Slack sent the person back without an install; `cancelled` when they chose Cancel. */
  notInstalled(req: IncomingMessage, cancelled: boolean): string;
}

export interface OAuthInstall {
  /** Answers `authorize` from the installation store (it also refreshes rotating tokens). */
  installer: InstallProvider;
  /** The install page and the OAuth redirect, served as routes of the app's receiver. */
  routes: CustomRoute[];
}

export interface InstallerDeps {
  config: Config;
  logger: Logger;
  /** Bolt's logger, for the installer's own lines. */
  slackLogger: SlackLogger;
  stores: Pick<Stores, 'installations'>;
  installPages: InstallPages;
  /** Tests point the OAuth authorize redirect at the fake Slack. */
  authorizationUrl?: string | undefined;
}

/**
 * OAuth mode: @slack/oauth's InstallProvider, built from its own documented options, and its
 * install and callback handlers as two routes. Not Bolt's installer options: Bolt refuses them
 * beside the app's own `authorize` (docs/decisions/slack-clients-and-installs.md). Undefined with
 * one bot token.
 */
export function oauthInstall(deps: InstallerDeps): OAuthInstall | undefined {
  const { config } = deps;
  const slack = config.slack;
  if (slack.oauth === undefined) return undefined;
  const installer = new InstallProvider({
    clientId: slack.oauth.clientId,
    clientSecret: slack.oauth.clientSecret,
    stateSecret: slack.oauth.stateSecret,
    installationStore: deps.stores.installations,
    directInstall: true,
    logger: deps.slackLogger,
    clientOptions: { slackApiUrl: slack.apiUrl, fetch: measuredFetch },
    ...(deps.authorizationUrl ? { authorizationUrl: deps.authorizationUrl } : {}),
    installUrlOptions: {
      scopes: [...BOT_SCOPES],
      redirectUri: `${config.publicUrl}${OAUTH_REDIRECT_PATH}`,
    },
  });
  const callbackOptions = installPagesCallback(deps);
  const failed = (what: string) => (err: unknown) =>
    deps.logger.error(
      { err: { name: (err as Error)?.name, message: (err as Error)?.message } },
      `the ${what} failed unexpectedly`,
    );
  return {
    installer,
    routes: [
      {
        path: INSTALL_PATH,
        method: 'GET',
        handler: (req, res) => {
          installer.handleInstallPath(req, res).catch(failed('install page'));
        },
      },
      {
        path: OAUTH_REDIRECT_PATH,
        method: 'GET',
        handler: (req, res) => {
          installer.handleCallback(req, res, callbackOptions).catch(failed('OAuth redirect'));
        },
      },
    ],
  };
}

/** The page a person lands on after Slack's installation, in the app's words. */
function installPagesCallback(deps: InstallerDeps): CallbackOptions {
  // Anyone can send a redirect with a forged state: one warning per burst, with a count.
  const failures = burstLog(deps.logger);
  return {
    success: (_installation, _options, req, res) =>
      sendPage(res, 200, deps.installPages.installed(req)),
    failure: (error, _options, req, res) => {
      const cancelled = cancelledBy(req);
      const err = { name: error.name, message: error.message };
      if (cancelled) deps.logger.info('Slack installation cancelled by the user');
      else failures.warn({ err }, 'Slack installation failed');
      sendPage(res, cancelled ? 200 : 400, deps.installPages.notInstalled(req, cancelled));
    },
  };
}

function sendPage(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** A Cancel on Slack's page is the person's choice, not a fault. */
function cancelledBy(req: IncomingMessage): boolean {
  return new URL(req.url ?? '/', 'http://localhost').searchParams.get('error') === 'access_denied';
}
