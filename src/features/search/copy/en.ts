/** The `search` namespace in English (the source of its keys). */
export const searchEn = {
  quoted: '“{{query}}”',
  untitled: '(untitled)',
  'entity.record': 'Record',
  'row.number': 'No. {{number}}',
  'row.issued': 'issued {{day}}',
  'row.paid': 'paid {{day}}',
  'row.match': 'match {{bar}}',
  'pager.previous': '← Previous',
  'pager.next': 'Next →',
  'results.heading_one': ':mag: *{{count}} match for {{query}}*{{more}}',
  'results.heading_other': ':mag: *{{count}} matches for {{query}}*{{more}}',
  'results.more': ' (the best {{total}}; add words to narrow it down)',
  'results.footer':
    'Page {{page}} of {{pages}}  ·  results {{first}}–{{last}} of {{total}}, best match first',
  'results.text_one': '{{count}} match for {{query}} (page {{page}} of {{pages}})',
  'results.text_other': '{{count}} matches for {{query}} (page {{page}} of {{pages}})',
  'none.text': 'No matches for {{query}}.',
  'none.body': ':mag: No matches for {{query}}.',
  'none.tips':
    'Tips: use fewer words, part of an invoice number (e.g. `INV-2026`), or a customer name. Every word must appear.',
  'guidance.empty': 'Type what to look for, at least 3 characters, e.g. `/enlivy search acme`.',
  'guidance.short':
    'Type at least 3 characters ({{query}} is too short), e.g. `/enlivy search acme`.',
  tooLong_one: 'That search is {{count}} character long.',
  tooLong_other: 'That search is {{count}} characters long.',
  'tooLong.hint':
    'Search with at most {{max}} characters: a number, a customer or a few words of the title.',
  'command.usage': '/enlivy search TEXT',
  'command.summary':
    'Search Enlivy (invoice numbers, customers, titles); invoices come with actions.',
  'command.working': 'Searching Enlivy…',
} as const;

export type SearchCopy = typeof searchEn;
