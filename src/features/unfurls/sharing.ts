import { boundedCache } from '../../platform/bounded-cache.js';
import type { SlackUi } from '../../slack/ui.js';
import { type WorkspaceRef, workspaceKey } from '../../store/index.js';

/**
 * How long whether a channel is shared with other organizations is believed, per instance: a
 * channel shared a moment ago shows full previews for at most this long (see
 * docs/decisions/unfurls.md).
 */
export const SHARING_TTL_MS = 60_000;

export interface ChannelSharing {
  /** true / false as Slack says (`is_ext_shared`); undefined when Slack does not say. */
  isShared(ui: SlackUi, workspace: WorkspaceRef, channelId: string): Promise<boolean | undefined>;
}

/** A conversation the app cannot see, or a Slack failure, is not known to be internal. */
const UNKNOWN = 'unknown';

export function createChannelSharing(): ChannelSharing {
  const known = boundedCache<boolean | typeof UNKNOWN>('channel-sharing', {
    max: 10_000,
    ttlMs: SHARING_TTL_MS,
  });
  return {
    async isShared(ui, workspace, channelId) {
      const key = `${workspaceKey(workspace)}:${channelId}`;
      let answer = known.get(key);
      if (answer === undefined) {
        answer = await ui.channelInfo(channelId).then(
          (info) => info.isExtShared,
          () => UNKNOWN,
        );
        known.set(key, answer);
      }
      return answer === UNKNOWN ? undefined : answer;
    },
  };
}
