import type { Translation } from '../../../../platform/i18n/index.js';
import type { SharedDestinationsCopy } from './en.js';

export const sharedDestinationsRo: Translation<SharedDestinationsCopy> = {
  noPaidPack:
    'Această organizație Enlivy nu are un pachet plătit: nu se livrează nimic până nu are unul.',
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
  'list.readOnly.hint':
    'Ca să testezi, să suspenzi, să editezi sau să ștergi una, rulează `/enlivy list` într-un canal.',
  'list.elsewhere_one': 'Încă {{count}} destinație publică în altă parte: `/enlivy list all`',
  'list.elsewhere_few': 'Încă {{count}} destinații publică în altă parte: `/enlivy list all`',
  'list.elsewhere_other': 'Încă {{count}} de destinații publică în altă parte: `/enlivy list all`',
  'list.nameState': '{{name}} ({{state}})',
  'list.text': 'Destinații de evenimente, pagina {{page}} din {{pages}}: {{names}}. {{quota}}.',
  'receipt.resumed': '<@{{user}}> a reluat {{name}}. Evenimentele sunt livrate din nou.',
  'receipt.paused':
    '<@{{user}}> a suspendat {{name}}. Nu se livrează niciun eveniment până când este reluată.',
  'already.active': '{{name}} este deja activă.',
  'already.paused': '{{name}} este deja suspendată.',
  'already.activeBy': '{{name}} este deja activă (reluată de <@{{user}}>).',
  'already.pausedBy': '{{name}} este deja suspendată (suspendată de <@{{user}}>).',
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
  'resolve.notFound.title': 'Destinația nu a fost găsită',
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
  'ask.gone': '{{name}} nu mai există în Enlivy, așa că nu s-a făcut nimic.',
  createAnswerLost:
    'Enlivy dă secretul de semnare al unui webhook o singură dată, în răspunsul la creare, iar acel răspuns s-a pierdut pe drum; webhookul a fost găsit apoi în lista Enlivy, care nu include niciodată secretul. Enlivy nu îl poate arăta sau regenera mai târziu',
  'create.notChanged': '*{{name}}* nu a fost creată: Enlivy nu o listează.',
  'create.unknown':
    'Nu se știe dacă *{{name}}* a fost creată: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'create.howToCheck': 'Verifică cu `/enlivy list all` înainte să o creezi din nou.',
};
