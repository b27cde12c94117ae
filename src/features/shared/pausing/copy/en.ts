/** The `sharedPausing` namespace in English (the source of its keys). */
export const sharedPausingEn = {
  'when.unreadable': '"{{typed}}" is not a time I can read.',
  'when.unreadable.hint': 'Say how long with {{forms}} (in your Slack time zone).',
  'when.forms':
    '`for 30m`, `for 2h`, `for 1d`, `until 18:00`, `until tomorrow 9:00` or `until friday`',
  'when.tooLong_one': 'A timed pause lasts at most {{count}} day.',
  'when.tooLong_other': 'A timed pause lasts at most {{count}} days.',
  'when.tooLong.hint': 'For longer, pause it without a time and resume it yourself.',
  'when.passed': '"{{typed}}" has already passed.',
  'when.passed.hint': 'Pick a time ahead, e.g. {{forms}}.',
  'when.noUnit': '"{{typed}}" does not say whether it is minutes, hours or days.',
  'when.noUnit.hint':
    'Write the unit after the number: `for {{amount}}m` (minutes), `for {{amount}}h` (hours) or `for {{amount}}d` (days).',
  'when.needsHour': '"{{typed}}" does not say at what time.',
  'when.needsHour.hint': 'Add the time, e.g. `{{typed}} 18:00`.',
  'menu.for1h': 'for 1 hour',
  'menu.for4h': 'for 4 hours',
  'menu.untilTomorrow': 'until tomorrow 9:00',
  'menu.pauseFor': 'Pause for…',
  'menu.extend': 'Extend…',
  'menu.oneMoreHour': '1 more hour',
  'menu.stateLabel': ':double_vertical_bar: Paused {{until}} by <@{{user}}>',
  until: 'until {{date}}',
} as const;

export type SharedPausingCopy = typeof sharedPausingEn;
