import type { UnfurlSetting } from '../../store/index.js';

/** Why a preview shows only the number and status. */
export type MinimalReason = 'shared' | 'chosen' | 'unknown';

/** What links to invoices unfold into in one conversation. */
export type Preview =
  | { kind: 'full'; allowedShared: boolean }
  | { kind: 'minimal'; reason: MinimalReason }
  | { kind: 'off' };

/**
 * Whether the conversation is shared with other organizations: undefined when that cannot be
 * known (Slack does not say for a conversation the app cannot see, nor for a link still in the
 * composer), which counts as shared.
 */
export type Sharing = () => Promise<boolean | undefined>;

/**
 * The channel's setting decides; without one, full previews in the workspace's own channels
 * and the number and status where other organizations read. An `on` an admin set while the
 * channel was shared is full there; one set before it was shared is not.
 */
export async function previewFor(
  setting: UnfurlSetting | undefined,
  sharing: Sharing,
): Promise<Preview> {
  if (setting?.mode === 'off') return { kind: 'off' };
  if (setting?.mode === 'minimal') return { kind: 'minimal', reason: 'chosen' };
  if (setting?.mode === 'on' && setting.allowShared) return { kind: 'full', allowedShared: true };
  const shared = await sharing();
  if (shared === false) return { kind: 'full', allowedShared: false };
  return { kind: 'minimal', reason: shared === true ? 'shared' : 'unknown' };
}
