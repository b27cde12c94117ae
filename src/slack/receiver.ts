import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type AppOptions,
  type CustomRoute,
  HTTPModuleFunctions,
  HTTPReceiver,
  type HTTPReceiverOptions,
  type Installation,
  type InstallURLOptions,
} from '@slack/bolt';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import { SLACK_LOG_LEVELS, slackClientLogger } from '../platform/logging/slack-logger.js';
import type { Stores } from '../store/index.js';
import { measuredFetch } from './measured-fetch.js';
import { LAST_CHANCE_ACK_MS, SLACK_BODY_LIMIT, SLACK_EVENTS_PATH } from './request-gate.js';

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
] as const;

/** Bolt's level for LOG_LEVEL. */
const boltLevel = (config: Config) => SLACK_LOG_LEVELS[config.logLevel];

/** The HTML pages Slack's installation ends on (their text is the connection feature's). */
export interface InstallPages {
  installed(req: IncomingMessage): string;
  /** Slack sent the person back without an install; `cancelled` when they chose Cancel. */
  notInstalled(req: IncomingMessage, cancelled: boolean): string;
}

export interface ReceiverDeps {
  config: Config;
  logger: Logger;
  stores: Pick<Stores, 'installations'>;
  installPages: InstallPages;
  /** Tests point the OAuth authorize redirect at the fake Slack. */
  authorizationUrl?: string | undefined;
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

/**
 * The run mode is decided here and only here: HTTP with OAuth (many workspaces), HTTP with one
 * bot token, or Socket Mode (development without a public URL). These are the App's options as
 * Bolt documents them, OAuth installer options included; src/slack/bot-client.ts takes the
 * installer out (the app passes its own `authorize`) and serves the install pages as routes.
 */
export function slackAppOptions(deps: ReceiverDeps): AppOptions {
  const { config } = deps;
  const slack = config.slack;
  const common: AppOptions = {
    logger: slackClientLogger(deps.logger),
    // Without it Bolt resets its logger to INFO and LOG_LEVEL=debug would not reach it.
    logLevel: boltLevel(config),
    clientOptions: { slackApiUrl: slack.apiUrl, fetch: measuredFetch },
    deferInitialization: true,
    // Installation and authorization failures are logged by our error handler, not thrown.
    extendedErrorHandler: true,
    // No listener keeps conversation state. Bolt's default store is per process and answers
    // every request of a channel it has no state for with a new Error (a stack trace each).
    convoStore: false,
  };
  const singleToken = slack.oauth === undefined ? { token: slack.botToken } : {};
  const oauth = oauthOptions(deps);
  if (slack.mode !== 'socket') return { ...common, ...oauth, ...singleToken };
  // Socket Mode still serves HTTP (connect page, health, OAuth) on the installer's port.
  return {
    ...common,
    ...oauth,
    installerOptions: { ...oauth?.installerOptions, port: config.port },
    socketMode: true,
    appToken: slack.appToken,
    ...singleToken,
  };
}

export interface ReceiverOptions {
  config: Config;
  logger: Logger;
  /** Every HTTP route besides /slack/events: connect page, health, install pages, … */
  customRoutes: CustomRoute[];
}

/**
 * HTTP modes: the HTTPReceiver handed to the App, behind the request gate
 * (src/slack/edge-server.ts). Socket Mode: undefined (Bolt builds its SocketModeReceiver).
 */
export function slackReceiver(deps: ReceiverOptions): HTTPReceiver | undefined {
  const slack = deps.config.slack;
  if (slack.mode === 'socket') return undefined;
  return new HTTPReceiver({
    endpoints: SLACK_EVENTS_PATH,
    signingSecret: slack.signingSecret ?? '',
    // The request gate verifies every request on /slack/events before the receiver sees it
    // (it also refuses future timestamps, which Bolt does not); the receiver verifies it again,
    // so its option says what is true of the route and nothing reaches Bolt unverified.
    signatureVerification: true,
    // Listeners ack before their work; Slack gets the ack when it is given.
    processBeforeResponse: false,
    // The gate reads the body with the same limit; the receiver reuses the buffered body.
    bodyLimit: SLACK_BODY_LIMIT,
    unhandledRequestTimeoutMillis: LAST_CHANCE_ACK_MS,
    unhandledRequestHandler: ({ response }) => {
      if (response.headersSent) return;
      deps.logger.warn(`nothing acked within ${LAST_CHANCE_ACK_MS} ms: answered empty`);
      response.writeHead(200).end();
    },
    processEventErrorHandler: async (args) => {
      // Slack was answered before Bolt's ack (a form the store failed): nothing is left to send.
      if (args.response.headersSent) return true;
      return HTTPModuleFunctions.defaultProcessEventErrorHandler(args);
    },
    customRoutes: deps.customRoutes,
    logger: slackClientLogger(deps.logger),
    logLevel: boltLevel(deps.config),
  });
}

type OAuthOptions = Pick<
  HTTPReceiverOptions,
  'clientId' | 'clientSecret' | 'stateSecret' | 'scopes' | 'installationStore' | 'redirectUri'
> & { installerOptions: NonNullable<HTTPReceiverOptions['installerOptions']> };

/** Bolt's OAuth installer: install page, redirect and callback pages, our installation store. */
function oauthOptions(deps: ReceiverDeps): OAuthOptions | undefined {
  const { config } = deps;
  const slack = config.slack;
  if (slack.oauth === undefined) return undefined;
  return {
    clientId: slack.oauth.clientId,
    clientSecret: slack.oauth.clientSecret,
    stateSecret: slack.oauth.stateSecret,
    scopes: [...BOT_SCOPES],
    installationStore: deps.stores.installations,
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
          req: IncomingMessage,
          res: ServerResponse,
        ) => sendPage(res, 200, deps.installPages.installed(req)),
        failure: (
          error: Error,
          _options: InstallURLOptions,
          req: IncomingMessage,
          res: ServerResponse,
        ) => {
          const cancelled = cancelledBy(req);
          const err = { name: error.name, message: error.message };
          if (cancelled) deps.logger.info('Slack installation cancelled by the user');
          else deps.logger.warn({ err }, 'Slack installation failed');
          sendPage(res, cancelled ? 200 : 400, deps.installPages.notInstalled(req, cancelled));
        },
      },
    },
  };
}
