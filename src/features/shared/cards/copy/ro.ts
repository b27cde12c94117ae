import type { Translation } from '../../../../platform/i18n/index.js';
import type { SharedCardsCopy } from './en.js';

export const sharedCardsRo: Translation<SharedCardsCopy> = {
  'filter.notFilter':
    '`{{word}}` nu este un filtru: folosește `amount>=1000`, `direction:outgoing`, `status:overdue` sau `currency:EUR`.',
  'filter.direction': 'Direcția este `outgoing` sau `incoming`, nu `{{value}}`.',
  'filter.currency': 'O monedă este un cod de trei litere, de exemplu `EUR`.',
  'refused.alert':
    ':no_entry: Slack a refuzat un card de eveniment pentru <#{{channel}}> (`{{code}}`), așa că nu a fost publicat. {{why}}',
  'refused.home':
    ':no_entry: Slack a refuzat ultimul card de eveniment ({{when}}, `{{code}}`). {{why}}',
};
