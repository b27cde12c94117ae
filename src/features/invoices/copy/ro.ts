import type { Translation } from '../../../platform/i18n/index.js';
import type { InvoicesCopy } from './en.js';

export const invoicesRo: Translation<InvoicesCopy> = {
  'button.open': 'Deschide',
  'pdf.sent': ':page_facing_up: PDF-ul facturii {{label}} a fost trimis în mesajele tale directe.',
  'pdf.commentDm': 'PDF-ul facturii {{label}}, așa cum ai cerut.',
  'pdf.commentChannel': '<@{{userId}}> a distribuit PDF-ul facturii {{label}}.',
  'pdf.fileTitle': 'Factura {{label}}',
  'pdf.empty':
    ':page_facing_up: Enlivy a trimis un fișier gol pentru factura {{label}}, așa că nu s-a publicat nimic. Încearcă din nou peste un minut.',
  'pdf.tooLarge':
    ':page_facing_up: PDF-ul facturii {{label}} depășește {{megabytes}} MB, prea mare pentru a fi transmis prin Slack. Descarcă-l direct din Enlivy.',
  'pdf.interrupted':
    ':page_facing_up: PDF-ul facturii {{label}} nu a ajuns: Enlivy for Slack a repornit în timpul trimiterii, așa că descărcarea a fost întreruptă și nu s-a distribuit niciun fișier. Cere-l din nou peste un minut.',
  'pdf.draft':
    ':page_facing_up: Factura {{label}} este o ciornă, deci nu are PDF. Se pot descărca doar facturile finalizate: finalizeaz-o în Enlivy, apoi încearcă din nou.',
  'pdf.notFinalized':
    ':page_facing_up: Factura {{label}} nu este încă finalizată, deci nu are PDF. Se pot descărca doar facturile finalizate: finalizeaz-o în Enlivy, apoi încearcă din nou.',
  'pdf.noChannel': 'Aici nu există un canal în care să public PDF-ul.',
  'pdf.noChannelHint':
    'Rulează comanda într-un canal sau renunță la `here` ca să-l primești în mesajele directe.',
  'delete.title': 'Ștergere factură',
  'delete.doneTitle': 'Factură ștearsă',
  'delete.submit': 'Șterge',
  'delete.cancel': 'Anulează',
  'delete.close': 'Închide',
  'delete.lookingUp': ':hourglass_flowing_sand: Caut factura în Enlivy…',
  'delete.deleting': ':hourglass_flowing_sand: Se șterge factura {{label}}…',
  'delete.question': ':warning: *Ștergi factura {{label}}?*',
  'delete.explain':
    'Enlivy fie o mută în coșul de gunoi (de unde se poate restaura în Enlivy), fie o elimină definitiv; confirmarea va spune care dintre ele.',
  'delete.confirmLabel': 'Scrie {{label}} pentru a confirma',
  'delete.hintId': 'ID-ul facturii, exact cum este afișat.',
  'delete.hintNumber': 'Numărul facturii sau ID-ul ei, {{id}}.',
  'delete.mismatch':
    'Nu se potrivește. Scrie exact {{label}} pentru a o șterge sau apasă Anulează.',
  'delete.stale':
    'Acest dialog provine dintr-o versiune mai veche a aplicației. Nu s-a șters nimic; apasă din nou Șterge.',
  'delete.trashed':
    ':wastebasket: Factura {{label}} a fost mutată în coșul de gunoi din Enlivy. Poate fi restaurată în Enlivy.',
  'delete.deleted': ':wastebasket: Factura {{label}} a fost ștearsă.',
  'delete.permanent': ':wastebasket: Factura {{label}} a fost ștearsă definitiv.',
  'delete.already': ':wastebasket: Factura {{label}} a fost deja ștearsă de <@{{userId}}>.',
  'delete.receiptTrashed':
    '<@{{userId}}> a mutat factura {{label}} în coșul de gunoi din Enlivy. Poate fi restaurată în Enlivy.',
  'delete.receiptDeleted': '<@{{userId}}> a șters factura {{label}}.',
  'delete.receiptPermanent': '<@{{userId}}> a șters definitiv factura {{label}}.',
  'delete.notChanged': 'Factura {{label}} nu a fost ștearsă: Enlivy încă o are.',
  'delete.unknown':
    'Nu se știe dacă factura {{label}} a fost ștearsă: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'delete.howToCheck': 'Caută factura cu `/enlivy search` înainte să încerci din nou.',
  'pick.heading_one': ':receipt: *{{count}} factură are numărul {{number}}.* Care dintre ele?',
  'pick.heading_few': ':receipt: *{{count}} facturi au numărul {{number}}.* Care dintre ele?',
  'pick.heading_other': ':receipt: *{{count}} de facturi au numărul {{number}}.* Care dintre ele?',
  'pick.text_one': '{{count}} factură are numărul {{number}}. Care dintre ele?',
  'pick.text_few': '{{count}} facturi au numărul {{number}}. Care dintre ele?',
  'pick.text_other': '{{count}} de facturi au numărul {{number}}. Care dintre ele?',
  'pick.more_one':
    'Încă {{count}} nu este afișată: deschide-o pe cea dorită după ID, `/enlivy invoice org_inv_…`.',
  'pick.more_few':
    'Încă {{count}} nu sunt afișate: deschide-o pe cea dorită după ID, `/enlivy invoice org_inv_…`.',
  'pick.more_other':
    'Încă {{count}} de facturi nu sunt afișate: deschide-o pe cea dorită după ID, `/enlivy invoice org_inv_…`.',
  'pick.unknownCustomer': 'Client necunoscut',
  'pick.noTotal': 'Fără total',
  'command.howTo':
    'Folosește `/enlivy invoice NUMĂR` pentru fișa facturii, `/enlivy invoice NUMĂR pdf` pentru PDF în mesajele directe sau `/enlivy invoice NUMĂR pdf here` ca să-l publici în acest canal — de ex. `/enlivy invoice INV-2026-0001 pdf`. Merge și ID-ul facturii (`org_inv_…`).',
  'command.sayWhich': 'Spune care factură.',
  'command.notReference': '`{{word}}` nu este nici număr de factură, nici ID de factură.',
  'command.notReferenceHint':
    'Dă numărul exact cum apare pe factură (cel puțin 3 caractere, de ex. `/enlivy invoice INV-2026-0001`) sau ID-ul ei (`org_inv_…`). Găsește una cu `/enlivy search <număr sau client>`.',
  'command.notUnderstood': '`{{words}}` nu este ceva ce `/enlivy invoice` înțelege.',
  'command.usage': '/enlivy invoice NUMĂR|ID [pdf [here]]',
  'command.summary':
    'Fișa unei facturi cu Descarcă PDF și Șterge; `pdf` trimite PDF-ul în mesajele tale directe, `pdf here` îl publică în acest canal.',
  'command.working': 'Se citește factura…',
};
