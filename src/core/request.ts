import type { SlackUi } from '../slack/ui.js';
import type { SealedConnection, WorkspaceRef } from '../store/index.js';
import type { Role } from './access/roles.js';
import type { RequestLanguage } from './language.js';

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
  /**
   * The connection as read by the role check (undefined: none, or the read failed), its secrets
   * sealed until `connections.require` or `use` opens them.
   */
  connection?: SealedConnection | undefined;
}
