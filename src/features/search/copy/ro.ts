import type { Translation } from '../../../platform/i18n/index.js';
import type { SearchCopy } from './en.js';

/** The `search` namespace in Romanian (comma-below ș ț; `/enlivy search` stays as it is). */
export const searchRo: Translation<SearchCopy> = {
  quoted: '„{{query}}”',
  untitled: '(fără titlu)',
  'entity.record': 'Înregistrare',
  'row.number': 'Nr. {{number}}',
  'row.issued': 'emisă pe {{day}}',
  'row.paid': 'plătită pe {{day}}',
  'row.match': 'potrivire {{bar}}',
  'pager.previous': '← Înapoi',
  'pager.next': 'Înainte →',
  'results.heading_one': ':mag: *{{count}} rezultat pentru {{query}}*{{more}}',
  'results.heading_few': ':mag: *{{count}} rezultate pentru {{query}}*{{more}}',
  'results.heading_other': ':mag: *{{count}} de rezultate pentru {{query}}*{{more}}',
  'results.more': ' (cele mai bune {{total}}; adaugă cuvinte ca să restrângi căutarea)',
  'results.footer':
    'Pagina {{page}} din {{pages}}  ·  rezultatele {{first}}–{{last}} din {{total}}, cele mai potrivite primele',
  'results.text_one': '{{count}} rezultat pentru {{query}} (pagina {{page}} din {{pages}})',
  'results.text_few': '{{count}} rezultate pentru {{query}} (pagina {{page}} din {{pages}})',
  'results.text_other': '{{count}} de rezultate pentru {{query}} (pagina {{page}} din {{pages}})',
  'none.text': 'Niciun rezultat pentru {{query}}.',
  'none.body': ':mag: Niciun rezultat pentru {{query}}.',
  'none.tips':
    'Sfaturi: folosește mai puține cuvinte, o parte din numărul facturii (de ex. `INV-2026`) sau numele unui client. Fiecare cuvânt trebuie să apară.',
  'guidance.empty': 'Scrie ce cauți, cel puțin 3 caractere, de ex. `/enlivy search acme`.',
  'guidance.short':
    'Scrie cel puțin 3 caractere ({{query}} este prea scurt), de ex. `/enlivy search acme`.',
  tooLong_one: 'Căutarea are {{count}} caracter.',
  tooLong_few: 'Căutarea are {{count}} caractere.',
  tooLong_other: 'Căutarea are {{count}} de caractere.',
  'tooLong.hint':
    'Caută cu cel mult {{max}} de caractere: un număr, un client sau câteva cuvinte din titlu.',
  'command.usage': '/enlivy search TEXT',
  'command.summary':
    'Caută în Enlivy (numere de factură, clienți, titluri); facturile vin cu acțiuni.',
  'command.working': 'Se caută în Enlivy…',
} as const;
