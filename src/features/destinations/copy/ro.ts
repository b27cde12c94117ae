import type { Translation } from '../../../platform/i18n/index.js';
import type { DestinationsCopy } from './en.js';

export const destinationsRo: Translation<DestinationsCopy> = {
  noPaidPack:
    'Această organizație Enlivy nu are un pachet plătit: nu se livrează nimic până nu are unul.',
  'events.count_one': '{{count}} eveniment',
  'events.count_few': '{{count}} evenimente',
  'events.count_other': '{{count}} de evenimente',

  'state.active': ':large_green_circle: Activă',
  'state.paused': ':double_vertical_bar: Suspendată',
  'state.word.active': 'activă',
  'state.word.paused': 'suspendată',

  'target.cards': ':card_index: Fișe în Slack către {{channel}}',
  'target.channelNotNoted': '(canal nenotat)',
  'target.slack': 'Canalul Slack {{channel}}',
  'target.channelNotSet': '(canal nesetat)',
  'target.webhook': 'Webhook',
  'target.webhookTo': 'Webhook către {{host}}',

  'events.none': 'niciun eveniment',
  'events.more': '{{shown}} și încă {{count}}',

  'delivery.http': '(HTTP {{status}})',
  'delivery.slackAnswered': 'Slack a răspuns {{code}}',

  'card.id': 'id {{id}}',
  'card.events': '*Evenimente:* {{events}}',
  'card.only': '*Doar:* {{filters}}',
  'card.lastDelivery': '*Ultima livrare:* {{line}}',
  'card.createdBy': 'Creată de <@{{user}}> {{date}}',
  'card.text': '{{name}}: {{state}}',

  'button.sendTest': 'Trimite test',
  'button.pause': 'Suspendă',
  'button.resume': 'Reia',
  'button.resumeNow': 'Reia acum',
  'button.deliveries': 'Livrări',
  'button.edit': 'Editează',
  'button.delete': 'Șterge',
  'button.previous': 'Înapoi',
  'button.next': 'Înainte',
  'button.cancel': 'Anulează',

  'quota.count_one': '{{count}} destinație',
  'quota.count_few': '{{count}} destinații',
  'quota.count_other': '{{count}} de destinații',
  'quota.paid_one':
    '{{total}} din {{count}} destinație folosite ({{perPack}} pentru fiecare pachet plătit)',
  'quota.paid_few':
    '{{total}} din {{count}} destinații folosite ({{perPack}} pentru fiecare pachet plătit)',
  'quota.paid_other':
    '{{total}} din {{count}} de destinații folosite ({{perPack}} pentru fiecare pachet plătit)',
  'quota.unknown': '{{destinations}} (limita: {{perPack}} pentru fiecare pachet plătit)',

  'list.title.all': '*Toate destinațiile de evenimente*',
  'list.title.fellBack': '*Nicio destinație nu publică încă în {{channel}}.* Iată-le pe toate.',
  'list.title.channel': '*Destinațiile de evenimente care publică în {{channel}}*',
  'list.thisConversation': 'această conversație',
  'list.empty.text':
    'Această organizație Enlivy nu are încă destinații de evenimente. Rulează `/enlivy subscribe` într-un canal ca să publici evenimentele acolo, sau `/enlivy webhook` ca să le trimiți la propriul tău URL.',
  'list.empty.title': ':inbox_tray: *Încă nu există destinații de evenimente.*',
  'list.empty.hint':
    '`/enlivy subscribe` publică evenimentele în acest canal  ·  `/enlivy webhook` le trimite la propriul tău URL',
  'list.group.here': '*În acest canal*',
  'list.group.elsewhere': '*În altă parte*',
  'list.page': 'Pagina {{page}} din {{pages}}',
  'list.loading': 'Se încarcă destinațiile…',
  'list.readOnly.hint':
    'Ca să testezi, să suspenzi, să editezi sau să ștergi una, rulează `/enlivy list` într-un canal.',
  'list.elsewhere_one': 'Încă {{count}} destinație publică în altă parte: `/enlivy list all`',
  'list.elsewhere_few': 'Încă {{count}} destinații publică în altă parte: `/enlivy list all`',
  'list.elsewhere_other': 'Încă {{count}} de destinații publică în altă parte: `/enlivy list all`',
  'list.nameState': '{{name}} ({{state}})',
  'list.text': 'Destinații de evenimente, pagina {{page}} din {{pages}}: {{names}}. {{quota}}.',
  'list.badOption': '`{{word}}` nu este o opțiune a listei.',
  'list.badOption.hint':
    '`/enlivy list` arată întâi destinațiile acestui canal; `/enlivy list all` le arată pe toate.',

  'receipt.resumed': '<@{{user}}> a reluat {{name}}. Evenimentele sunt livrate din nou.',
  'receipt.paused':
    '<@{{user}}> a suspendat {{name}}. Nu se livrează niciun eveniment până când este reluată.',
  'already.active': '{{name}} este deja activă.',
  'already.paused': '{{name}} este deja suspendată.',
  'already.activeBy': '{{name}} este deja activă (reluată de <@{{user}}>).',
  'already.pausedBy': '{{name}} este deja suspendată (suspendată de <@{{user}}>).',
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
    ':bulb: Slack nu a găsit canalul pentru aplicația Slack a Enlivy: canalul este privat și aplicația Enlivy nu este în el (invit-o), sau credențiala Slack a Enlivy este conectată la alt workspace Slack (vezi `/enlivy subscribe` pentru care).',
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

  'channel.notDm': 'Enlivy publică în canale, nu în mesaje directe sau de grup.',
  'channel.notDm.field': 'Alege un canal.',
  'channel.notDm.hint':
    'Rulează comanda într-un canal sau numește unul: `/enlivy subscribe invoice.paid #finance`.',
  'channel.invite.field':
    'Invită întâi aplicația: scrie `/invite @enlivy` în acel canal, apoi încearcă din nou.',
  'channel.invite.hint': 'Scrie `/invite @enlivy` în canal, apoi încearcă din nou.',
  'channel.cannotSee': 'Aplicația nu vede acel canal: este privat și aplicația nu este în el.',
  'channel.archived': 'Acel canal este arhivat.',
  'channel.archived.field': 'Alege un canal care nu este arhivat.',
  'channel.archived.hint': 'Alege alt canal.',
  'channel.notMember':
    'Aplicația nu este membră a acelui canal privat, deci nu poate publica acolo.',

  'resolve.noneHere': 'Spune care destinație: nicio destinație nu publică în acest canal.',
  'resolve.severalHere': 'Spune care destinație: mai multe publică în acest canal.',
  'resolve.which.hint':
    'Indică numele sau id-ul ei, de ex. `/enlivy pause "AR alerts"`. `/enlivy list all` arată toate destinațiile.',
  'resolve.notFound': 'Nicio destinație nu se numește „{{wanted}}” și nici nu începe așa.',
  'resolve.notFound.hint': '`/enlivy list all` arată toate destinațiile, cu id-ul lor.',
  'resolve.ambiguous_one': '„{{wanted}}” se potrivește cu {{count}} destinație.',
  'resolve.ambiguous_few': '„{{wanted}}” se potrivește cu {{count}} destinații.',
  'resolve.ambiguous_other': '„{{wanted}}” se potrivește cu {{count}} de destinații.',
  'resolve.ambiguous.hint': 'Scrie mai mult din nume sau folosește id-ul.',
  'resolve.blank':
    'Este nevoie de un nume: ghilimelele nu conțin niciunul, așa că nu s-a făcut nimic.',
  'resolve.blank.hint':
    'Scrie numele destinației între ghilimele, de ex. `/enlivy {{command}} "AR alerts"`; `/enlivy list all` arată toate numele.',
  'ask.test': 'Trimiți un eveniment de test către {{name}} (destinația acestui canal)?',
  'ask.cancelled': 'Anulat: nu s-a făcut nimic.',
  'ask.gone': '{{name}} nu mai există în Enlivy, așa că nu s-a făcut nimic.',
};
