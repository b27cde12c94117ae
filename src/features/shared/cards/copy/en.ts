/** The `sharedCards` namespace in English (the source of its keys). */
export const sharedCardsEn = {
  'filter.notFilter':
    '`{{word}}` is not a filter: use `amount>=1000`, `direction:outgoing`, `status:overdue` or `currency:EUR`.',
  'filter.direction': 'Direction is `outgoing` or `incoming`, not `{{value}}`.',
  'filter.currency': 'A currency is a three-letter code such as `EUR`.',
} as const;

export type SharedCardsCopy = typeof sharedCardsEn;
