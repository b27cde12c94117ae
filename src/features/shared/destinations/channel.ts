import type { AppServices, Request } from '../../../core/context.js';
import { workspaceKey } from '../../../store/index.js';
import { isDirectMessageId } from './channel-check.js';
import type { ChannelRef } from './overview.js';

const CACHE_MS = 60 * 60 * 1000;

/**
 * The channel a request came from, with its name when Slack tells it: destinations made in
 * Enlivy name their channel as `#finance`, so matching "this channel" needs the name. Kept in
 * the store for an hour; best effort (a private channel the app is not in has no name here).
 */
export async function requestChannel(
  request: Pick<Request, 'workspace' | 'channelId' | 'ui'>,
  services: Pick<AppServices, 'stores'>,
  knownName?: string,
): Promise<ChannelRef> {
  const id = request.channelId;
  if (id === undefined) return { id };
  if (knownName !== undefined && knownName !== '') return { id, name: knownName };
  if (isDirectMessageId(id)) return { id };
  try {
    const key = `channel-name:${workspaceKey(request.workspace)}:${id}`;
    const cached: unknown = await services.stores.keyv.get(key);
    if (typeof cached === 'string') return { id, name: cached };
    const info = await request.ui.channelInfo(id);
    if (info.name === undefined || info.isDirect) return { id };
    await services.stores.keyv.set(key, info.name, CACHE_MS);
    return { id, name: info.name };
  } catch {
    return { id };
  }
}

/** The channel's name as a block action carries it; none for DMs and private groups. */
export function usableChannelName(name: string | undefined): string | undefined {
  return name === undefined || name === 'directmessage' || name === 'privategroup'
    ? undefined
    : name;
}
