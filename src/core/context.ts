import type { EnlivyClient } from '../enlivy/index.js';
import type { BackgroundTasks } from '../jobs/background-tasks.js';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import type { BotClients } from '../slack/bot-client.js';
import type { Stores, WorkspaceRef } from '../store/index.js';
import type { AccessService } from './access/access-service.js';
import type { Subcommands } from './commands.js';
import type { ConnectLinks } from './connect-links.js';
import type { ConnectionService } from './connections.js';
import type { HomeSections } from './home-sections.js';
import type { LanguageResolver } from './language.js';
import type { OAuthStates } from './oauth/states.js';
import type { StatusLines } from './status-lines.js';
import type { UnfinishedWork } from './unfinished-work.js';

/** What commands need of the failure watch: start and stop polling a workspace. */
export interface WatchControl {
  watch(workspace: WorkspaceRef): Promise<void>;
  unwatch(workspace: WorkspaceRef): Promise<void>;
}

/** What pauses need of the timed-pause sweep: visit this workspace until its timers are done. */
export interface TimedPauseControl {
  track(workspace: WorkspaceRef): Promise<void>;
}

/**
 * Tests shorten features' own waits here (production leaves it empty: each feature's own
 * default). A feature reads only its own.
 */
export interface FeatureTuning {
  /** One event card per channel this often (cards/drain.ts, PACE_MS). */
  cardsPaceMs?: number;
}

/**
 * Everything long-lived the app builds once in createApp. Only the composition root holds it
 * whole: a feature declares the part it uses (`Pick<AppServices, …>`).
 */
export interface AppServices {
  config: Config;
  logger: Logger;
  stores: Stores;
  enlivy: EnlivyClient;
  access: AccessService;
  connections: ConnectionService;
  connectLinks: ConnectLinks;
  /** "Continue with Enlivy": the OAuth states of connect pages (and parked organization choices). */
  oauthStates: OAuthStates;
  /** Whose language a text is in, and the translators (see core/language.ts). */
  languages: LanguageResolver;
  now: () => Date;
  /** Starts and stops the failure watch's polls of a workspace. */
  watch: WatchControl;
  /** Resumes destinations paused for a while when their time comes. */
  timedPauses: TimedPauseControl;
  /** Every `/enlivy` subcommand, registered by its feature. */
  commands: Subcommands;
  /** The App Home's sections that features add (the Home renders them without knowing them). */
  homeSections: HomeSections;
  /** Lines features add to `/enlivy status` (the connection feature renders them). */
  statusLines: StatusLines;
  /** The workspace's Slack client for work that is not a Slack request (posts, DMs, jobs). */
  botClients: BotClients;
  /** Durable one-off jobs on the store's job engine (a name, a payload, a run-at, a dedupe key). */
  tasks: BackgroundTasks;
  /** How features end their work still running when the app stops (see unfinished-work.ts). */
  unfinished: UnfinishedWork;
  /** Tests: shorter waits of the features' own timers. */
  tuning: FeatureTuning;
  /** Aborted when the app stops: work that waits (following a test delivery) ends early. */
  stopping: AbortSignal;
  /**
   * Aborted when the drain window is over: work still running is cut off and tells its user
   * (Enlivy calls end by themselves; a stream of bytes, such as an invoice PDF, listens here).
   */
  drainOver: AbortSignal;
}

export type { CommandRequest, Request } from './request.js';
