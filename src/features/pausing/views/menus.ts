import type { StaticSelect } from '@slack/types';
import { PAUSING } from '../../../core/ids.js';
import { slackDate } from '../../../slack/blocks.js';
import type { PauseTimer } from '../../../store/index.js';

/** The menus' choices; the value after `|` in an option. */
export const PAUSE_PRESETS = {
  '1h': { label: 'for 1 hour', keyword: 'for', words: '1h' },
  '4h': { label: 'for 4 hours', keyword: 'for', words: '4h' },
  tomorrow: { label: 'until tomorrow 9:00', keyword: 'until', words: 'tomorrow 9:00' },
} as const;
export type PausePreset = keyof typeof PAUSE_PRESETS | '+1h';

/** "until Thu, Nov 26 at 14:00" in each reader's own time zone. */
export const untilText = (timer: Pick<PauseTimer, 'until'>) => `until ${slackDate(timer.until)}`;

function option(label: string, value: string) {
  return { text: { type: 'plain_text' as const, text: label }, value };
}

/** "Pause for…" on an active destination's card. */
export function pauseForMenu(destinationId: string): StaticSelect {
  return {
    type: 'static_select',
    action_id: PAUSING.pauseFor,
    placeholder: { type: 'plain_text', text: 'Pause for…' },
    options: Object.entries(PAUSE_PRESETS).map(([preset, { label }]) =>
      option(label, `${destinationId}|${preset}`),
    ),
  };
}

/** "Extend…" on a timed pause's card and receipt. */
export function extendMenu(destinationId: string): StaticSelect {
  return {
    type: 'static_select',
    action_id: PAUSING.extend,
    placeholder: { type: 'plain_text', text: 'Extend…' },
    options: [
      option('1 more hour', `${destinationId}|+1h`),
      option(PAUSE_PRESETS.tomorrow.label, `${destinationId}|tomorrow`),
    ],
  };
}

/** The card's state line of a timed pause: "Paused until … by @ana". */
export function timedStateLabel(timer: PauseTimer): string {
  return `:double_vertical_bar: Paused ${untilText(timer)} by <@${timer.by}>`;
}
