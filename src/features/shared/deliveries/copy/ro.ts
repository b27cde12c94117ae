import type { Translation } from '../../../../platform/i18n/index.js';
import type { SharedDeliveriesCopy } from './en.js';

export const sharedDeliveriesRo: Translation<SharedDeliveriesCopy> = {
  'status.pending': 'În așteptare',
  'status.success': 'Reușită',
  'status.failed': 'Eșuată',
  'status.dropped': 'Abandonată',
  'status.anomaly': 'Anomalie',
  'status.pending.short': 'Așteaptă să fie trimisă sau retrimisă',
  'status.success.short': 'Destinația a răspuns cu 2xx',
  'status.failed.short': 'Status de eroare, timp depășit sau fără conexiune; se reîncearcă',
  'status.dropped.short': 'Netrimisă: destinație suspendată/ștearsă sau fără pachet plătit',
  'status.anomaly.short': 'O redirecționare sau un răspuns care nu a putut fi citit',
  'status.pending.meaning': 'Așteaptă să fie trimisă sau retrimisă.',
  'status.success.meaning': 'Destinația a răspuns cu un status 2xx.',
  'status.failed.meaning':
    'Destinația a răspuns cu un status de eroare, nu a răspuns la timp sau nu a putut fi contactată. Enlivy reîncearcă de până la 5 ori, în aproximativ 10 minute.',
  'status.dropped.meaning':
    'Netrimisă: destinația era suspendată sau ștearsă, ori organizația nu are un pachet plătit.',
  'status.anomaly.meaning':
    'Destinația a răspuns cu o redirecționare sau cu un răspuns care nu a putut fi citit.',
  'status.unknown.meaning': 'O stare pe care această aplicație nu o cunoaște încă.',
  'status.pending.inline': 'în așteptare',
  'status.success.inline': 'reușită',
  'status.failed.inline': 'eșuată',
  'status.dropped.inline': 'abandonată',
  'status.anomaly.inline': 'anomalie',
  'http.none': 'fără status HTTP',
  'http.status': 'HTTP {{status}}',
};
