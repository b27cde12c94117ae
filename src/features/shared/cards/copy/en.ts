/** The `sharedCards` namespace in English (the source of its keys). */
export const sharedCardsEn = {
  'filter.notFilter':
    '`{{word}}` is not a filter: use `amount>=1000`, `direction:outgoing`, `status:overdue` or `currency:EUR`.',
  'filter.direction': 'Direction is `outgoing` or `incoming`, not `{{value}}`.',
  'filter.currency': 'A currency is a three-letter code such as `EUR`.',
  'refused.alert':
    ':no_entry: Slack refused an event card for <#{{channel}}> (`{{code}}`), so it was not posted. {{why}}',
  'refused.home': ':no_entry: Slack refused the last event card ({{when}}, `{{code}}`). {{why}}',
} as const;

export type SharedCardsCopy = typeof sharedCardsEn;
