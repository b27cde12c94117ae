import type { Translation } from '../../../../platform/i18n/index.js';
import type { SharedInvoicesCopy } from './en.js';

export const sharedInvoicesRo: Translation<SharedInvoicesCopy> = {
  'status.approval_required': 'Așteaptă aprobare',
  'status.draft': 'Ciornă',
  'status.scheduled': 'Programată',
  'status.pending': 'În așteptare',
  'status.sent_email': 'Trimisă prin e-mail',
  'status.sent_physical': 'Trimisă prin poștă',
  'status.payment_partial': 'Plătită parțial',
  'status.paid': 'Plătită',
  'status.solved': 'Decontată',
  'status.overdue': 'Restantă',
  'status.cancelled': 'Anulată',
  'status.unknown': 'Stare necunoscută',
  'button.pdf': 'Descarcă PDF',
  'button.delete': 'Șterge',
  'button.openInEnlivy': 'Deschide în Enlivy',
  'card.status': 'Stare',
  'card.amount': 'Sumă',
  'card.issued': 'Emisă',
  'card.due': 'Scadentă',
  'card.paid': 'Plătită',
  'card.heading': ':receipt: *Factura {{label}}*',
  'card.pdfHint':
    'PDF-ul vine în mesajele tale directe; `/enlivy invoice {{id}} pdf here` îl publică în acest canal.',
  'card.noPdf': 'Încă nu are PDF: Enlivy îl generează când factura este finalizată.',
  'card.text': 'Factura {{label}}: {{status}}',
  'card.textAmount': 'Factura {{label}}: {{status}}, {{amount}}',
  'notFound.title': 'Factura nu a fost găsită',
  'notFound.number': 'Nicio factură cu numărul `{{number}}`.',
  'notFound.numberHint':
    'Încearcă `/enlivy search {{number}}`: găsește și facturile al căror număr sau titlu îl conține.',
  'notFound.id': 'Enlivy nu are factura `{{id}}` (poate a fost ștearsă).',
  'notFound.idHint': 'Verifică ID-ul sau găsește factura cu `/enlivy search <număr sau client>`.',
};
