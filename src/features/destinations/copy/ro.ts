import type { Translation } from '../../../platform/i18n/index.js';
import type { DestinationsCopy } from './en.js';

export const destinationsRo: Translation<DestinationsCopy> = {
  'events.count_one': '{{count}} eveniment',
  'events.count_few': '{{count}} evenimente',
  'events.count_other': '{{count}} de evenimente',

  'list.loading': 'Se încarcă destinațiile…',
  'list.badOption': '`{{word}}` nu este o opțiune a listei.',
  'list.badOption.hint':
    '`/enlivy list` arată întâi destinațiile acestui canal; `/enlivy list all` le arată pe toate.',

  testRunning:
    'Un test pentru {{name}} rulează deja; rezultatul lui apare acolo unde a fost pornit.',
  'testRunning.thisDestination': 'această destinație',

  'delete.confirm.text': 'Ștergi {{name}} ({{events}})? Toate livrările către ea se opresc.',
  'delete.confirm.body':
    ':warning: *Ștergi* {{name}} *({{events}})?*\nEnlivy oprește imediat livrările către ea, iar ștergerea nu poate fi anulată din Slack. {{instead}}',
  'delete.instead.active': 'Dacă o suspenzi în schimb, îi păstrezi setările.',
  'delete.instead.paused': 'Este deja suspendată; ștergerea îi elimină și setările.',
  'delete.button': 'Șterge {{name}}',
  'delete.cancelled': 'Nu s-a șters nimic.',
  'delete.alreadyDeleted': 'Această destinație a fost deja ștearsă de <@{{user}}>.',
  'delete.done': '{{name}} a fost ștearsă de <@{{user}}>.',
  'delete.notChanged': '*{{name}}* nu a fost ștearsă: Enlivy o are încă.',
  'delete.unknown':
    'Nu se știe dacă *{{name}}* a fost ștearsă: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'delete.howToCheck': 'Verifică cu `/enlivy list all` înainte să încerci din nou.',

  'test.sending':
    ':hourglass_flowing_sand: Se trimite evenimentul de test {{event}} către {{name}}…',
  'test.sendingHint.button':
    'Dacă rezultatul nu apare aici în 30 de secunde, deschide *Livrări* ca să vezi cum a mers.',
  'test.sendingHint.command':
    'Dacă rezultatul nu apare aici în 30 de secunde, rulează `/enlivy deliveries` ca să vezi cum a mers.',
  'test.stopped.button':
    ':hourglass: Evenimentul de test {{event}} către {{name}} este încă în așteptare: aplicația a repornit și nu l-a mai urmărit. Enlivy încearcă în continuare; deschide *Livrări* ca să vezi cum a mers.',
  'test.stopped.command':
    ':hourglass: Evenimentul de test {{event}} către {{name}} este încă în așteptare: aplicația a repornit și nu l-a mai urmărit. Enlivy încearcă în continuare; rulează `/enlivy deliveries` ca să vezi cum a mers.',
  'test.pending':
    ':hourglass: Evenimentul de test {{event}} către {{name}} este încă în așteptare după {{seconds}} s. Enlivy încearcă în continuare; verifică livrările mai târziu.',
  'test.success':
    ':white_check_mark: Evenimentul de test {{event}} a fost livrat către {{name}}{{http}}.',
  'test.failed': ':x: Evenimentul de test {{event}} către {{name}} a eșuat',
  'test.anomaly':
    ':warning: Evenimentul de test {{event}} către {{name}} a primit un răspuns neașteptat',
  'test.dropped.noPack':
    ':no_entry_sign: Evenimentul de test {{event}} către {{name}} a fost abandonat: Enlivy nu l-a trimis (trimiterea evenimentelor cere un pachet Enlivy plătit).',
  'test.dropped.paused':
    ':no_entry_sign: Evenimentul de test {{event}} către {{name}} a fost abandonat pentru că {{name}} este suspendată. Reia-o, apoi testează din nou.',
  'test.other': 'Evenimentul de test {{event}} către {{name}} s-a încheiat ca {{status}}{{http}}.',
  'test.hint.notInChannel':
    ':bulb: Aplicația Slack a Enlivy nu este în acel canal. Invit-o acolo (în canal, scrie `/invite @` și alege aplicația Enlivy), apoi testează din nou.',
  'test.hint.channelNotFound':
    ':bulb: Slack nu a găsit canalul pentru aplicația Slack a Enlivy: canalul este privat și aplicația Enlivy nu este în el (invit-o), sau conexiunea Slack a Enlivy este făcută cu alt workspace Slack (vezi `/enlivy subscribe` pentru care).',
  'test.paidPack':
    'Enlivy a refuzat trimiterea: trimiterea evenimentelor cere un pachet Enlivy plătit pentru această organizație.',
  'test.notChanged':
    'Nu s-a trimis niciun test către {{name}}: jurnalul ei de livrări nu arată niciunul de când ai cerut.',
  'test.unknown':
    'Nu se știe dacă s-a trimis un test către {{name}}: Enlivy nu a răspuns clar, iar jurnalul ei de livrări nu a putut fi citit.',
  'test.howToCheck': 'Verifică jurnalul ei de livrări ({{command}}) înainte să trimiți altul.',
  'test.unknownEvent': '`{{word}}` nu este un eveniment pe care Enlivy îl trimite.',
  'test.didYouMean': 'Te refereai la `{{guess}}`?',
  'test.unknownEvent.hint':
    'Dă un eveniment cunoscut, de ex. `/enlivy test "AR alerts" invoice.paid`, sau lasă-l deoparte pentru evenimentul de test generic al Enlivy.',

  'home.header': 'Destinații de evenimente',
  'home.empty':
    'Încă nu există destinații de evenimente. `/enlivy subscribe` într-un canal publică evenimentele acolo; `/enlivy webhook` le trimite la propriul tău URL.',
  'home.more': 'și încă {{more}} — `/enlivy list all`',
  'home.unavailable': ':warning: Destinațiile nu au putut fi încărcate. {{message}}',
  'home.subscribe': 'Abonează un canal',
  'home.subscribe.hint': 'Abonează un canal: `/enlivy subscribe` în acel canal',
  'home.list': 'Listează destinațiile',
  'home.deliveries': 'Jurnalul livrărilor',
  'home.deliveries.hint': 'Jurnalul livrărilor: `/enlivy deliveries`',
  'home.counts': 'Ultimele 24 h: {{parts}}',
  'home.counts.none': 'Ultimele 24 h: nicio livrare',
  'home.counts.noneAmong_one': 'Ultimele 24 h: niciuna în ultima {{count}} livrare citită',
  'home.counts.noneAmong_few': 'Ultimele 24 h: niciuna dintre cele mai noi {{count}} livrări',
  'home.counts.noneAmong_other': 'Ultimele 24 h: niciuna dintre cele mai noi {{count}} de livrări',
  'home.count.success_one': '{{n}} livrată',
  'home.count.success_few': '{{n}} livrate',
  'home.count.success_other': '{{n}} livrate',
  'home.count.failed_one': '{{n}} eșuată',
  'home.count.failed_few': '{{n}} eșuate',
  'home.count.failed_other': '{{n}} eșuate',
  'home.count.anomaly_one': '{{n}} anomalie',
  'home.count.anomaly_few': '{{n}} anomalii',
  'home.count.anomaly_other': '{{n}} de anomalii',
  'home.count.dropped_one': '{{n}} abandonată',
  'home.count.dropped_few': '{{n}} abandonate',
  'home.count.dropped_other': '{{n}} abandonate',
  'home.count.pending_one': '{{n}} în așteptare',
  'home.count.pending_few': '{{n}} în așteptare',
  'home.count.pending_other': '{{n}} în așteptare',

  'cards.receipt':
    '<@{{user}}> a configurat fișe de evenimente în <#{{channel}}> pentru {{events}} ({{name}}).',
  'cards.receiptOnly':
    '<@{{user}}> a configurat fișe de evenimente în <#{{channel}}> pentru {{events}} ({{name}}), doar {{filters}}.',
  'cards.name': 'Fișe în {{where}} — {{events}}',

  'ask.test': 'Trimiți un eveniment de test către {{name}} (destinația acestui canal)?',
  'ask.cancelled': 'Anulat: nu s-a făcut nimic.',
  'cards.command.example': '`/enlivy cards invoice.created invoice.paid #finance amount>=1000`',
  'cards.command.unknownEvents': 'Evenimente necunoscute: {{events}}.',
  'cards.command.unknownEvents.hint':
    'Numele de evenimente arată ca `invoice.paid`, de ex. {{example}}.',
  'cards.command.oneChannel': 'Dă un singur canal, ales din lista pe care Slack o arată după `#`.',
  'cards.command.sayEvents': 'Spune ce evenimente să fie publicate ca fișe.',
  'cards.command.sayChannel': 'Spune în ce canal să fie publicate.',
  'cards.command.forExample': 'De exemplu {{example}}.',
  'cards.command.refused': 'Enlivy a refuzat destinația.',
  'cards.command.refused.hint': 'Corectează și încearcă din nou.',
  'command.list.usage': '/enlivy list [all]',
  'command.list.summary':
    'Destinațiile de evenimente ca fișe (întâi ale acestui canal; `all` pentru toate) cu Trimite test, Suspendă/Reia, Livrări, Editează și Șterge.',
  'command.test.usage': '/enlivy test [NUME] [eveniment]',
  'command.test.summary':
    'Trimite un eveniment de test către o destinație și urmărește livrarea: livrată, eșuată (cu răspunsul primit) sau încă în așteptare.',
  'command.delete.usage': '/enlivy delete NUME',
  'command.delete.summary':
    'Șterge o destinație, după un pas de confirmare care îi arată numele și numărul de evenimente.',
  'command.subscribe.usage': '/enlivy subscribe [eveniment …] [#canal]',
  'command.subscribe.summary':
    'Publică evenimente Enlivy într-un canal Slack. Singură: un formular (canal, evenimente, date asociate incluse, șablon de mesaj cu previzualizare). Cu evenimente: creată imediat pentru acest canal sau pentru cel numit.',
  'command.cards.usage': '/enlivy cards EVENIMENT… [#canal] [filtre]',
  'command.cards.summary':
    'Publică evenimentele ca fișe cu butoane; actualizările ulterioare apar în firul primei fișe. Filtre: `amount>=1000`, `direction:outgoing`, `status:overdue`, `currency:EUR`.',
  'command.webhook.usage': '/enlivy webhook',
  'command.webhook.summary':
    'Trimite evenimente Enlivy către un endpoint https. Secretul de semnare este arătat o singură dată, doar ție.',
  'command.edit.usage': '/enlivy edit [NUME]',
  'command.edit.summary':
    'Schimbă numele, evenimentele, datele asociate incluse, mesajul sau starea unei destinații; arată ce se adaugă și ce se elimină înainte de salvare. Fără NUME, singura destinație a acestui canal.',
  'command.list.working': 'Se încarcă destinațiile…',
  'command.test.working': 'Se trimite un eveniment de test…',
  'command.delete.working': 'Se caută destinația…',
  'command.subscribe.working': 'Se creează destinația…',
  'command.cards.working': 'Se creează destinația…',
  'command.webhook.working': 'Se deschide formularul…',
  'command.edit.working': 'Se deschide formularul…',
};
