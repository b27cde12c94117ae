/**
 * Link unfurling as Slack does it for an app: `link_shared` only for links on the app's
 * `unfurl_domains` (manifest.yml; a subdomain matches), and the records `chat.unfurl` checks
 * against (its keys must be exactly the URLs an event named).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { MANIFEST_URL } from './functions.js';
import { hex } from './ids.js';
import type { SlackModel } from './model.js';
import type { ChannelRecord, LinkShareRecord } from './types.js';

/** The `features.unfurl_domains` of a manifest file (default: the repository's manifest.yml). */
export function loadUnfurlDomains(manifest: URL | string = MANIFEST_URL): string[] {
  const parsed = parse(readFileSync(manifest, 'utf8')) as {
    features?: { unfurl_domains?: unknown };
  };
  const domains = parsed.features?.unfurl_domains;
  return Array.isArray(domains) ? domains.map(String) : [];
}

function domainsOf(model: SlackModel): string[] {
  model.unfurlDomains ??= loadUnfurlDomains();
  return model.unfurlDomains;
}

/** The host of `url` when it is on one of the app's unfurl domains (or a subdomain of one). */
export function appDomainOf(model: SlackModel, url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const matches = domainsOf(model).some(
    (domain) => host === domain.toLowerCase() || host.endsWith(`.${domain.toLowerCase()}`),
  );
  return matches ? host : undefined;
}

/** Links in message text as Slack finds them: `<url>`, `<url|label>` and bare http(s) URLs. */
export function linksIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/<(https?:\/\/[^|>\s]+)(?:\|[^>]*)?>|(https?:\/\/[^\s<>]+)/g)) {
    // A bare URL ends before trailing punctuation, as Slack links it.
    const url = match[1] ?? match[2]?.replace(/[.,;:!?)]+$/, '');
    if (url !== undefined) found.add(url);
  }
  return [...found];
}

export interface LinkShareInput {
  teamId: string;
  userId: string;
  channel: ChannelRecord;
  urls: readonly string[];
  source: 'conversations_history' | 'composer';
  /** conversations_history: the message holding the links. */
  messageTs?: string;
  /** composer: name the channel instead of `COMPOSER`. */
  composerChannelShown?: boolean;
}

/** Records a share of the links on the app's domains; undefined when none is (Slack sends nothing). */
export function recordLinkShare(
  model: SlackModel,
  input: LinkShareInput,
): { share: LinkShareRecord; domains: string[] } | undefined {
  const urls = input.urls.filter((url) => appDomainOf(model, url) !== undefined);
  if (urls.length === 0) return undefined;
  const composer = input.source === 'composer';
  const unfurlId = composer
    ? `${input.userId}-${crypto.randomUUID()}-${hex(12)}`
    : `${input.channel.id}.${input.messageTs}.${hex(32)}`;
  const share: LinkShareRecord = {
    teamId: input.teamId,
    channelId: input.channel.id,
    eventChannel: composer && !input.composerChannelShown ? 'COMPOSER' : input.channel.id,
    messageTs: composer ? unfurlId : (input.messageTs ?? ''),
    unfurlId,
    source: input.source,
    urls,
    userId: input.userId,
  };
  model.linkShares.set(unfurlId, share);
  return { share, domains: urls.map((url) => appDomainOf(model, url) ?? '') };
}

/** The `link_shared` event of a share. */
export function linkSharedEvent(
  model: SlackModel,
  share: LinkShareRecord,
  domains: readonly string[],
  inst: { botUserId: string },
) {
  const channel = model.channels.get(share.channelId);
  return {
    type: 'link_shared' as const,
    channel: share.eventChannel,
    is_bot_user_member: channel?.members.has(inst.botUserId) ?? false,
    user: share.userId,
    message_ts: share.messageTs,
    unfurl_id: share.unfurlId,
    source: share.source,
    links: share.urls.map((url, i) => ({ domain: domains[i] ?? '', url })),
  };
}
