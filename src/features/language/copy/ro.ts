import type { Translation } from '../../../platform/i18n/index.js';
import type { LanguageCopy } from './en.js';

export const languageRo: Translation<LanguageCopy> = {
  'name.en': 'engleză',
  'name.ro': 'română',
  'source.chosen': 'alegerea ta',
  'source.auto': 'după limba ta din Slack',
  'current.user': 'Enlivy for Slack îți vorbește în *{{language}}* ({{source}}).',
  'current.workspace': 'Mesajele din canalele acestui workspace sunt în *{{language}}*.',
  'current.hint':
    'Schimbă limba ta cu `/enlivy language ro`, `en` sau `auto`; un administrator o setează pe cea a canalelor cu `/enlivy language workspace ro|en`.',
  'set.user': 'De acum, Enlivy for Slack îți vorbește în *{{language}}*.',
  'set.auto': 'De acum, Enlivy for Slack urmează limba ta din Slack: *{{language}}*.',
  'set.workspace': 'De acum, mesajele din canalele acestui workspace sunt în *{{language}}*.',
  'invalid.language': '`{{word}}` nu este o limbă pe care o vorbește Enlivy for Slack.',
  'invalid.hint':
    'Folosește `/enlivy language ro`, `en` sau `auto`, ori `/enlivy language workspace ro|en`.',
  'command.usage': '/enlivy language [ro|en|auto] | workspace ro|en',
  'command.summary':
    'Limba în care îți vorbește Enlivy for Slack (`auto`: limba ta din Slack); administratori: `workspace` o setează pentru mesajele din canale.',
  'command.working': 'Se verifică setările de limbă…',
};
