import type { Translator } from '../../../platform/i18n/index.js';
import { context, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { UnfurlMode } from '../../../store/index.js';
import { unfurlsSay } from '../copy/index.js';
import type { Preview } from '../preview.js';

function notice(text: string, hint?: string): SlackMessage {
  return { text, blocks: [section(text), ...(hint === undefined ? [] : [context(hint)])] };
}

/** Told once a day at most to whoever shares an invoice link in a workspace not connected yet. */
export function connectFirstHint(t: Translator): SlackMessage {
  return notice(unfurlsSay(t)('connect.hint'));
}

/** How links unfold in this conversation, and why, as `/enlivy status` and `/enlivy unfurls` say it. */
export function previewLine(preview: Preview, t: Translator): string {
  const say = unfurlsSay(t);
  if (preview.kind === 'off') return say('status.line', { state: say('state.off') });
  if (preview.kind === 'full') {
    return preview.allowedShared
      ? say('status.lineWhy', { state: say('state.full'), why: say('why.allowed') })
      : say('status.line', { state: say('state.full') });
  }
  return say('status.lineWhy', { state: say('state.minimal'), why: say(`why.${preview.reason}`) });
}

/** `/enlivy unfurls` with no setting: what this channel shows, and how to change it. */
export function previewSettingMessage(preview: Preview, t: Translator): SlackMessage {
  return notice(previewLine(preview, t), unfurlsSay(t)('show.hint'));
}

const RECEIPT_KEY = { minimal: 'receipt.minimal', off: 'receipt.off' } as const;

/** The public receipt of a change (in the channel's language). */
export function previewSettingReceipt(
  userId: string,
  mode: UnfurlMode,
  shared: boolean,
  t: Translator,
): SlackMessage {
  const say = unfurlsSay(t);
  const key = mode === 'on' ? (shared ? 'receipt.onShared' : 'receipt.on') : RECEIPT_KEY[mode];
  return notice(say(key, { userId }));
}

/** The channel already has that setting: said only to the admin. */
export function previewSettingUnchanged(mode: UnfurlMode, t: Translator): SlackMessage {
  return notice(unfurlsSay(t)(`already.${mode}`));
}
