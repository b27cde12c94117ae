import type { AppOptions, Authorize, CustomRoute } from '@slack/bolt';
import { WebClient, type WebClientOptions } from '@slack/web-api';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import { slackClientLogger } from '../platform/logging/slack-logger.js';
import type { Stores } from '../store/index.js';
import { splitInstaller } from './installer.js';
import { type BotAuthorization, type BotClients, createSlackClients } from './slack-clients.js';

export type { BotClientOptions, BotClients } from './slack-clients.js';

export interface SlackClientSetup {
  /** App options for Bolt, without a token or installer options; add `authorize` and routes. */
  appOptions: AppOptions;
  /** The install page and OAuth redirect (OAuth mode), to serve as custom routes. */
  installRoutes: CustomRoute[];
  authorize: Authorize<boolean>;
  /** The same per-workspace clients, for work that is not a Slack request. */
  botClients: BotClients;
  /** Single-workspace mode: checks the bot token with Slack (`auth.test`), as Bolt's init did. */
  verify(): Promise<void>;
}

export interface SlackClientDeps {
  config: Config;
  stores: Pick<Stores, 'installations'>;
  logger: Logger;
  max?: number | undefined;
}

/**
 * How the app gets Slack clients: OAuth mode reads the installation (through the installer, which
 * also refreshes rotating tokens) and single-workspace mode uses the configured bot token. Either
 * way `authorize` hands Bolt our per-workspace client instead of a token.
 */
export function slackClientsFor(options: AppOptions, deps: SlackClientDeps): SlackClientSetup {
  const { config, stores } = deps;
  const { appOptions, oauth } = splitInstaller(options);
  const clientOptions: WebClientOptions = {
    ...options.clientOptions,
    logger: options.logger ?? slackClientLogger(deps.logger),
    retryConfig: { retries: 2 },
  };

  let authorizeRequest: (source: Parameters<Authorize<boolean>>[0]) => Promise<BotAuthorization>;
  let verify = async () => {};
  if (oauth !== undefined) {
    authorizeRequest = (source) => oauth.installer.authorize(source);
  } else {
    const token = config.slack.botToken;
    let identity: Promise<BotAuthorization> | undefined;
    // As Bolt does for a single token: ask Slack once who the bot is (ignoreSelf needs it).
    const botIdentity = async (): Promise<BotAuthorization> => {
      const found = await new WebClient(token, clientOptions).auth.test();
      return { botToken: token, botId: found.bot_id, botUserId: found.user_id };
    };
    const knownIdentity = async () => {
      identity ??= botIdentity();
      try {
        return await identity;
      } catch (err) {
        identity = undefined;
        throw err;
      }
    };
    authorizeRequest = knownIdentity;
    verify = async () => {
      await knownIdentity();
    };
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
    appOptions,
    installRoutes: oauth?.routes ?? [],
    authorize: clients.authorize,
    botClients: clients.botClients,
    verify,
  };
}
