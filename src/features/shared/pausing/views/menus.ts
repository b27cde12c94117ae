import type { StaticSelect } from '@slack/types';
import { slackMoment } from '../../../../core/copy/index.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import type { PauseTimer } from '../../../../store/index.js';
import { sharedPausingSay } from '../copy/index.js';
import { PAUSE_ACTIONS } from '../ids.js';

/** The menus' choices; the value after `|` in an option. The words are the parser's, as typed. */
export const PAUSE_PRESETS = {
  '1h': { label: 'menu.for1h', keyword: 'for', words: '1h' },
  '4h': { label: 'menu.for4h', keyword: 'for', words: '4h' },
  tomorrow: { label: 'menu.untilTomorrow', keyword: 'until', words: 'tomorrow 9:00' },
} as const;
export type PausePreset = keyof typeof PAUSE_PRESETS | '+1h';

/** "until Thu, Nov 26 at 14:00" in each reader's own time zone. */
export const untilText = (timer: Pick<PauseTimer, 'until'>, t: Translator) =>
  sharedPausingSay(t)('until', { date: slackMoment(timer.until, t) });

function option(label: string, value: string) {
  return { text: { type: 'plain_text' as const, text: label }, value };
}

/** "Pause for…" on an active destination's card. */
export function pauseForMenu(destinationId: string, t: Translator): StaticSelect {
  const say = sharedPausingSay(t);
  return {
    type: 'static_select',
    action_id: PAUSE_ACTIONS.pauseFor,
    placeholder: { type: 'plain_text', text: say('menu.pauseFor') },
    options: Object.entries(PAUSE_PRESETS).map(([preset, { label }]) =>
      option(say(label), `${destinationId}|${preset}`),
    ),
  };
}

/** "Extend…" on a timed pause's card and receipt. */
export function extendMenu(destinationId: string, t: Translator): StaticSelect {
  const say = sharedPausingSay(t);
  return {
    type: 'static_select',
    action_id: PAUSE_ACTIONS.extend,
    placeholder: { type: 'plain_text', text: say('menu.extend') },
    options: [
      option(say('menu.oneMoreHour'), `${destinationId}|+1h`),
      option(say(PAUSE_PRESETS.tomorrow.label), `${destinationId}|tomorrow`),
    ],
  };
}

/** The card's state line of a timed pause: "Paused until … by @ana". */
export function timedStateLabel(timer: PauseTimer, t: Translator): string {
  return sharedPausingSay(t)('menu.stateLabel', { until: untilText(timer, t), user: timer.by });
}
