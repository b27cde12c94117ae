import type { Translation } from '../../../platform/i18n/index.js';
import type { UnfurlsCopy } from './en.js';

export const unfurlsRo: Translation<UnfurlsCopy> = {
  'card.counterparty': 'Contrapartidă',
  'minimal.shared':
    'Acest canal este partajat cu alte organizații, așa că se văd doar numărul și starea. Un administrator poate permite aici previzualizări complete cu `/enlivy unfurls on`.',
  'minimal.chosen':
    'Un administrator a ales ca în acest canal facturile din linkuri să arate doar numărul și starea.',
  'minimal.unknown':
    'Enlivy for Slack nu poate afla dacă această conversație este partajată cu alte organizații, așa că se văd doar numărul și starea.',
  'connect.hint':
    'Enlivy for Slack ar putea arăta o previzualizare a facturii din link, dar acest workspace nu este încă conectat la Enlivy. Un administrator al workspace-ului îl conectează cu `/enlivy connect`.',
  'state.full': 'completă',
  'state.minimal': 'doar numărul și starea',
  'state.off': 'dezactivată',
  'why.shared': 'canalul este partajat cu alte organizații',
  'why.chosen': 'alegerea unui administrator',
  'why.unknown': 'Enlivy for Slack nu poate afla dacă această conversație este partajată',
  'why.allowed': 'un administrator le-a permis în acest canal partajat',
  'status.line': 'Previzualizarea facturilor din linkuri în acest canal: *{{state}}*.',
  'status.lineWhy': 'Previzualizarea facturilor din linkuri în acest canal: *{{state}}* ({{why}}).',
  'show.hint': 'Schimbă setarea cu `/enlivy unfurls on`, `minimal` sau `off`.',
  'receipt.on':
    '<@{{userId}}> a activat previzualizările complete ale facturilor în acest canal: linkurile către facturi Enlivy arată numărul, contrapartida, suma, starea și scadența.',
  'receipt.onShared':
    '<@{{userId}}> a activat previzualizările complete ale facturilor în acest canal: linkurile către facturi Enlivy arată numărul, contrapartida, suma, starea și scadența. Canalul este partajat cu alte organizații, iar oamenii lor văd și ei aceste detalii.',
  'receipt.minimal':
    '<@{{userId}}> a setat previzualizările facturilor din acest canal să arate doar numărul și starea.',
  'receipt.off':
    '<@{{userId}}> a dezactivat previzualizările facturilor în acest canal: linkurile către facturi Enlivy nu mai au previzualizare aici.',
  'already.on': 'Previzualizările complete ale facturilor sunt deja active în acest canal.',
  'already.minimal':
    'Previzualizările facturilor din acest canal arată deja doar numărul și starea.',
  'already.off': 'Previzualizările facturilor sunt deja dezactivate în acest canal.',
  'invalid.word': '`{{word}}` nu este o setare a comenzii `/enlivy unfurls`.',
  'invalid.hint': 'Folosește `/enlivy unfurls on`, `minimal` sau `off`.',
  'command.usage': '/enlivy unfurls [on|minimal|off]',
  'command.summary':
    'Cum apar linkurile către facturi Enlivy în acest canal: `on` previzualizări complete, `minimal` doar numărul și starea, `off` deloc. Canalele partajate cu alte organizații arată doar numărul și starea până când un administrator activează acolo previzualizările cu `on`.',
  'command.working': 'Se verifică previzualizările facturilor din acest canal…',
};
