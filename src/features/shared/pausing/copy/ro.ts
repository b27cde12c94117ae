import type { Translation } from '../../../../platform/i18n/index.js';
import type { SharedPausingCopy } from './en.js';

export const sharedPausingRo: Translation<SharedPausingCopy> = {
  'when.unreadable': '„{{typed}}” nu este un moment pe care îl pot citi.',
  'when.unreadable.hint': 'Spune cât timp cu {{forms}} (în fusul tău orar din Slack).',
  'when.forms':
    '`pentru 30m`, `pentru 2 ore`, `pentru 1 zi`, `până la 18:00`, `până mâine la 9:00` sau `până vineri`',
  'when.tooLong_one': 'O suspendare temporară durează cel mult {{count}} zi.',
  'when.tooLong_few': 'O suspendare temporară durează cel mult {{count}} zile.',
  'when.tooLong_other': 'O suspendare temporară durează cel mult {{count}} de zile.',
  'when.tooLong.hint': 'Pentru mai mult, suspend-o fără termen și reia-o tu.',
  'when.passed': '„{{typed}}” a trecut deja.',
  'when.passed.hint': 'Alege un moment din viitor, de ex. {{forms}}.',
  'when.noUnit': '„{{typed}}” nu spune dacă sunt minute, ore sau zile.',
  'when.noUnit.hint':
    'Scrie unitatea după număr: `pentru {{amount}}m` (minute), `pentru {{amount}}h` (ore) sau `pentru {{amount}}z` (zile).',
  'when.needsHour': '„{{typed}}” nu spune la ce oră.',
  'when.needsHour.hint': 'Adaugă ora, de ex. `{{typed}} la 18:00`.',
  'menu.for1h': 'pentru 1 oră',
  'menu.for4h': 'pentru 4 ore',
  'menu.untilTomorrow': 'până mâine la 9:00',
  'menu.pauseFor': 'Suspendă pentru…',
  'menu.extend': 'Prelungește…',
  'menu.oneMoreHour': 'încă o oră',
  'menu.stateLabel': ':double_vertical_bar: Suspendată {{until}} de <@{{user}}>',
  until: 'până la {{date}}',
};
