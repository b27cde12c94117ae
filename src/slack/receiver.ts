import type { AppOptions, CustomRoute } from '@slack/bolt';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import { SLACK_LOG_LEVELS, slackClientLogger } from '../platform/logging/slack-logger.js';
import type { LockStore } from '../store/index.js';
import { SlackHttpReceiver } from './http-receiver.js';
import { measuredFetch } from './measured-fetch.js';
import type { SubmissionNotRunAck } from './request-gate.js';

/** Bolt's level for LOG_LEVEL. */
const boltLevel = (config: Config) => SLACK_LOG_LEVELS[config.logLevel];

export interface AppOptionDeps {
  config: Config;
  logger: Logger;
}

/**
 * The run mode is decided here and only here: HTTP (our receiver, OAuth or one bot token) or
 * Socket Mode (development without a public URL). These are the App options as Bolt documents
 * them, without a token or installer options: the app passes its own `authorize`
 * (src/slack/bot-client.ts) and a receiver or, in Socket Mode, the routes.
 */
export function slackAppOptions(deps: AppOptionDeps): AppOptions {
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
  if (slack.mode !== 'socket') return common;
  // Socket Mode still serves HTTP (connect page, health, OAuth) on the installer's port.
  return {
    ...common,
    socketMode: true,
    appToken: slack.appToken,
    installerOptions: { port: config.port },
  };
}

export interface ReceiverDeps {
  config: Config;
  logger: Logger;
  locks: Pick<LockStore, 'acquire'>;
  /** Every HTTP route besides /slack/events: connect page, health, install pages, … */
  routes: CustomRoute[];
  /** The ack of a form submission that did not run: the store was late, or nothing acked it. */
  submissionNotRun: SubmissionNotRunAck;
}

/**
 * HTTP modes: the app's own receiver (src/slack/http-receiver.ts), handed to the App. Socket
 * Mode: undefined (Bolt builds its SocketModeReceiver and serves the routes).
 */
export function slackReceiver(deps: ReceiverDeps): SlackHttpReceiver | undefined {
  const slack = deps.config.slack;
  if (slack.mode === 'socket') return undefined;
  return new SlackHttpReceiver({
    signingSecret: slack.signingSecret ?? '',
    logger: deps.logger,
    slackLogger: slackClientLogger(deps.logger),
    locks: deps.locks,
    routes: deps.routes,
    submissionNotRun: deps.submissionNotRun,
  });
}
