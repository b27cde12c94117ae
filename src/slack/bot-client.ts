import type { Authorize, CustomRoute } from '@slack/bolt';
import { WebClient, type WebClientOptions } from '@slack/web-api';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import { slackClientLogger } from '../platform/logging/slack-logger.js';
import type { Stores } from '../store/index.js';
import { type BotIdentity, botIdentity, type IdentityRetry } from './bot-identity.js';
import { type InstallPages, oauthInstall } from './installer.js';
import { measuredFetch } from './measured-fetch.js';
import { type BotAuthorization, type BotClients, createSlackClients } from './slack-clients.js';

export type { BotClientOptions, BotClients } from './slack-clients.js';

export interface SlackClientSetup {
  /** The install page and OAuth redirect (OAuth mode), to serve as routes. */
  installRoutes: CustomRoute[];
  authorize: Authorize<boolean>;
  /** The same per-workspace clients, for work that is not a Slack request. */
  botClients: BotClients;
  /**
   * Single-workspace mode: the bot's identity (`auth.test`, as Bolt's init would ask), learned in
   * the background so that start never waits for Slack. Undefined in OAuth mode.
   */
  identity: BotIdentity | undefined;
}

export interface SlackClientDeps {
  config: Config;
  stores: Pick<Stores, 'installations'>;
  logger: Logger;
  max?: number | undefined;
  /** Tests shorten the retry of `auth.test` while Slack is unreachable. */
  identityRetry?: IdentityRetry | undefined;
  /** The pages Slack's installation ends on (OAuth mode). */
  installPages: InstallPages;
  /** Tests point the OAuth authorize redirect at the fake Slack. */
  authorizationUrl?: string | undefined;
}

/** One `auth.test` try gives up after this long (a route that drops packets never refuses). */
const AUTH_TEST_TIMEOUT_MS = 10_000;

/**
 * How the app gets Slack clients: OAuth mode reads the installation (through the installer, which
 * also refreshes rotating tokens) and single-workspace mode uses the configured bot token. Either
 * way `authorize` hands Bolt our per-workspace client instead of a token.
 */
export function slackClientsFor(deps: SlackClientDeps): SlackClientSetup {
  const { config, stores } = deps;
  const slackLogger = slackClientLogger(deps.logger);
  const oauth = oauthInstall({ ...deps, slackLogger });
  const clientOptions: WebClientOptions = {
    slackApiUrl: config.slack.apiUrl,
    fetch: measuredFetch,
    logger: slackLogger,
    retryConfig: { retries: 2 },
  };

  let authorizeRequest: (source: Parameters<Authorize<boolean>>[0]) => Promise<BotAuthorization>;
  let identity: BotIdentity | undefined;
  if (oauth !== undefined) {
    authorizeRequest = (source) => oauth.installer.authorize(source);
  } else {
    const token = config.slack.botToken;
    // One try per call: the retries (and their one warning each) are botIdentity's. The client's
    // own "http request failed" lines would repeat each warning, so only its errors are logged.
    const quiet = slackClientLogger(deps.logger.child({}, { level: 'error' }));
    const identityClient = new WebClient(token, {
      ...clientOptions,
      logger: quiet,
      retryConfig: { retries: 0 },
      timeout: AUTH_TEST_TIMEOUT_MS,
    });
    identity = botIdentity({
      authTest: async () => {
        const found = await identityClient.auth.test();
        return { botToken: token, botId: found.bot_id, botUserId: found.user_id };
      },
      logger: deps.logger,
      ...(deps.identityRetry ? { retry: deps.identityRetry } : {}),
    });
    authorizeRequest = identity.known;
  }

  const clients = createSlackClients({
    clientOptions,
    authorizeRequest,
    max: deps.max,
    botToken: async (workspace) => {
      if (config.slack.oauth === undefined) return config.slack.botToken;
      const installation = await stores.installations.fetchInstallation({
        teamId: workspace.teamId,
        enterpriseId: workspace.enterpriseId,
        isEnterpriseInstall: workspace.isEnterpriseInstall ?? false,
      });
      return installation.bot?.token;
    },
  });
  return {
    installRoutes: oauth?.routes ?? [],
    authorize: clients.authorize,
    botClients: clients.botClients,
    identity,
  };
}
