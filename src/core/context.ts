import type { EnlivyClient } from '../enlivy/index.js';
import type { Config } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import type { SlackUi } from '../slack/ui.js';
import type { Connection, Stores, WorkspaceRef } from '../store/index.js';
import type { AccessService } from './access/access-service.js';
import type { Role } from './access/roles.js';
import type { Subcommands } from './commands.js';
import type { ConnectLinks } from './connect-links.js';
import type { ConnectionService } from './connections.js';
import type { LanguageResolver, RequestLanguage } from './language.js';

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
  /** Whose language a text is in, and the translators (see core/language.ts). */
  languages: LanguageResolver;
  now: () => Date;
  /** Starts and stops the failure watch's polls of a workspace. */
  watch: WatchControl;
  /** Resumes destinations paused for a while when their time comes. */
  timedPauses: TimedPauseControl;
  /** Every `/enlivy` subcommand, registered by its feature. */
  commands: Subcommands;
  /** Aborted when the app stops: work that waits (following a test delivery) ends early. */
  stopping: AbortSignal;
  /**
   * Aborted when the drain window is over: work still running is cut off and tells its user
   * (Enlivy calls end by themselves; a stream of bytes, such as an invoice PDF, listens here).
   */
  drainOver: AbortSignal;
}

/**
 * One request from one user, wherever in Slack it came from. Its language functions resolve on
 * first use: `t()` for what this user reads (ephemeral, modals, Home), `channelT()` for what a
 * channel reads (the workspace default).
 */
export interface Request extends RequestLanguage {
  workspace: WorkspaceRef;
  userId: string;
  /** The acting person's own workspace as the interaction payload says (`user.team_id`). */
  userTeamId?: string | undefined;
  channelId: string | undefined;
  ui: SlackUi;
  /** Names from the slash command payload, for pages outside Slack that must say who and where. */
  names?: { workspace?: string | undefined; user?: string | undefined };
}

export interface CommandRequest extends Request {
  args: string[];
  role: Role;
  /** The connection as read by the role check (undefined: none, or the read failed). */
  connection?: Connection | undefined;
}

export type CommandHandler = (request: CommandRequest, services: Services) => Promise<void>;

/** The whole set, as handlers not yet narrowed take it. */
export type Services = AppServices;
