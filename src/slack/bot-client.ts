import { WebClient } from '@slack/web-api';
import type { Config } from '../config.js';
import { boltLogger, type Logger } from '../logger.js';
import type { Stores, WorkspaceRef } from '../store/index.js';
import { measuredFetch } from './measured-fetch.js';

export interface BotClientOptions {
  /**
   * Answer a 429 at once instead of waiting it out (the caller has someone to hand the wait
   * to: a cards delivery answers Enlivy 503 and its retry carries the event).
   */
  rejectRateLimited?: boolean;
}

export type BotClients = (
  workspace: WorkspaceRef,
  options?: BotClientOptions,
) => Promise<WebClient>;

/** A Web API client with the workspace's bot token, for work that is not a Slack request. */
export function createBotClients(
  config: Config,
  stores: Pick<Stores, 'installations'>,
  logger: Logger,
): BotClients {
  return async (workspace, options = {}) => {
    let token = config.slack.botToken;
    if (config.slack.oauth !== undefined) {
      const installation = await stores.installations.fetchInstallation({
        teamId: workspace.teamId,
        enterpriseId: workspace.enterpriseId,
        isEnterpriseInstall: workspace.isEnterpriseInstall ?? false,
      });
      token = installation.bot?.token;
    }
    return new WebClient(token, {
      slackApiUrl: config.slack.apiUrl,
      retryConfig: { retries: options.rejectRateLimited ? 0 : 2 },
      rejectRateLimitedCalls: options.rejectRateLimited === true,
      logger: boltLogger(logger),
      fetch: measuredFetch,
    });
  };
}
