import type { Translation } from '../../../platform/i18n/index.js';
import type { ShortcutsCopy } from './en.js';

export const shortcutsRo: Translation<ShortcutsCopy> = {
  'none.text':
    ':mag: Acest mesaj nu conține niciun număr de factură (de ex. INV-2026-0001) sau ID de factură (org_inv_…).',
  'none.search': 'Caută în Enlivy cuvintele lui sau folosește `/enlivy search <număr sau client>`.',
  'none.try': 'Încearcă `/enlivy search <număr sau client>`.',
  'none.button': 'Caută în Enlivy',
  'notes.missing': ':grey_question: Enlivy nu are factura {{list}}.',
  'notes.several':
    ':grey_question: Mai multe facturi au numărul `{{number}}`: `/enlivy invoice {{number}}` le listează.',
  'notes.skipped_one':
    ':information_source: Nu am căutat încă {{count}}: {{list}}. Folosește `/enlivy invoice NUMĂR` pentru ea.',
  'notes.skipped_few':
    ':information_source: Nu am căutat încă {{count}}: {{list}}. Folosește `/enlivy invoice NUMĂR` pentru fiecare.',
  'notes.skipped_other':
    ':information_source: Nu am căutat încă {{count}}: {{list}}. Folosește `/enlivy invoice NUMĂR` pentru fiecare.',
};
