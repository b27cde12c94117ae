import type { Translation } from '../../../platform/i18n/index.js';
import type { PausingCopy } from './en.js';

export const pausingRo: Translation<PausingCopy> = {
  'receipt.paused':
    ':double_vertical_bar: <@{{user}}> a suspendat {{name}} {{until}}. Apoi se reia automat.',
  'receipt.pausedFor':
    ':double_vertical_bar: <@{{user}}> a suspendat {{name}} {{until}} ({{howLong}}). Apoi se reia automat.',
  'receipt.moved':
    ':double_vertical_bar: <@{{user}}> a mutat sfârșitul suspendării pentru {{name}}: suspendată {{until}} (era {{before}}). Apoi se reia automat.',
  'receipt.paused.text': '<@{{user}}> a suspendat {{name}} până la {{end}}.',
  'receipt.moved.text': '<@{{user}}> a mutat sfârșitul suspendării pentru {{name}} la {{end}}.',
  'button.resumeNow': 'Reia acum',
  'ended.when': 'la {time}, pe {date_short}',
  'ended.auto': ':arrow_forward: Reluată automat {{when}}.',
  'ended.resumed': ':arrow_forward: <@{{user}}> a reluat-o {{when}}.',
  'ended.untimed':
    ':double_vertical_bar: <@{{user}}> a lăsat-o suspendată până când cineva o reia ({{when}}).',
  'ended.moved':
    ':double_vertical_bar: <@{{user}}> a mutat sfârșitul suspendării {{when}}: acum suspendată {{until}}.',
  'ended.deleted': ':wastebasket: <@{{user}}> a șters-o {{when}}.',
  'ended.alreadyActive': ':arrow_forward: Fusese deja reluată.',
  'untimed.text': '<@{{user}}> lasă {{name}} suspendată până când cineva o reia.',
  'untimed.body':
    ':double_vertical_bar: <@{{user}}> lasă {{name}} suspendată până când cineva o reia (trebuia reluată {{until}}).',
  'pausedForGood.body':
    '{{name}} este deja suspendată până când cineva o reia, așa că nu s-a stabilit un sfârșit: altfel aplicația ar relua ce trebuia să rămână suspendat. Reia-o întâi dacă trebuie suspendată doar pentru o vreme.',
  'pausedForGood.bodyBy':
    '{{name}} este deja suspendată de <@{{by}}> până când cineva o reia, așa că nu s-a stabilit un sfârșit: altfel aplicația ar relua ce trebuia să rămână suspendat. Reia-o întâi dacă trebuie suspendată doar pentru o vreme.',
  'pausedForGood.text': '{{name}} este deja suspendată.',
  'pausedForGood.textBy': '{{name}} este deja suspendată de <@{{by}}>.',
  'resumedNow.text': '<@{{user}}> a reluat {{name}}.',
  'resumedNow.body':
    ':arrow_forward: <@{{user}}> a reluat {{name}} înainte de sfârșitul suspendării.',
  'auto.resumed':
    ':arrow_forward: {{name}} a fost reluată automat. Evenimentele sunt livrate din nou.',
  'auto.deleted':
    ':information_source: {{name}} a fost ștearsă între timp, deci nu era nimic de reluat.',
  'auto.edited':
    ':information_source: {{name}} rămâne suspendată: a fost modificată în Enlivy după suspendare, așa că a fost lăsată cum este. Reia-o cu {{command}} când este gata.',
  'auto.gaveUp': ':warning: {{name}} nu a putut fi reluată automat: {{message}} {{hint}}',
  'auto.origin': 'Suspendată de <@{{user}}>.',
  'auto.originFor': 'Suspendată de <@{{user}}> {{howLong}}.',
  'write.notPaused': '{{name}} nu a fost suspendată: Enlivy o arată încă activă.',
  'write.notResumed': '{{name}} nu a fost reluată: Enlivy o arată încă suspendată.',
  'write.unknownPaused':
    'Nu se știe dacă {{name}} a fost suspendată: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'write.unknownResumed':
    'Nu se știe dacă {{name}} a fost reluată: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'write.howToCheck': 'Verifică-i starea cu `/enlivy list` înainte să încerci din nou.',
  'ask.pause': 'Suspenzi {{name}} (destinația acestui canal)?',
  'ask.pauseFor':
    'Suspenzi {{name}} (destinația acestui canal) pentru {{duration}}, din momentul în care apeși butonul?',
  'ask.pauseUntil': 'Suspenzi {{name}} (destinația acestui canal) până la {{date}}?',
  'ask.resume': 'Reiei {{name}} (destinația acestui canal)?',
  'ask.done': 'Gata: confirmarea este în canal.',
  'menu.badChoice': 'Această opțiune nu este una oferită de aplicație.',
  'menu.badChoice.hint':
    'Folosește meniul de pe o fișă actuală sau `/enlivy pause NUME pentru 1h`.',
  'extend.asked': 'încă o oră',
  'menu.noDestination': 'Acest buton nu numește nicio destinație.',
  'bulk.none.title': 'Nicio destinație potrivită',
  'bulk.none': 'Nicio destinație nu se potrivește cu `{{scope}}`.',
  'bulk.noneHint':
    'Încearcă `/enlivy pause all`, `all webhooks`, `all slack`, `all cards`, `all failing` sau nume despărțite prin virgule.',
  'bulk.more': '…și altele; `/enlivy list all` le arată pe toate.',
  'bulk.count_one': '{{count}} destinație',
  'bulk.count_few': '{{count}} destinații',
  'bulk.count_other': '{{count}} de destinații',
  'bulk.untilResumed': 'până când cineva le reia',
  'bulk.untilTime': 'până la {{date}}, apoi reluate automat',
  'bulk.untilTimeFor': 'până la {{date}} ({{howLong}}), apoi reluate automat',
  'bulk.confirm.head': ':double_vertical_bar: *Suspenzi {{many}}* {{end}}?',
  'bulk.confirm.headWhich': ':double_vertical_bar: *Suspenzi {{many}}* ({{which}}) {{end}}?',
  'bulk.which.webhooks': 'toate webhook-urile',
  'bulk.which.slack': 'toate destinațiile Slack',
  'bulk.which.cards': 'toate destinațiile care postează fișe în Slack',
  'bulk.which.failing': 'cele a căror ultimă livrare a eșuat',
  'bulk.confirm.already':
    'Deja suspendate, lăsate cum sunt și nu fac parte din *Reia-le*: {{names}}',
  'bulk.confirm.button': 'Suspendă {{many}}',
  'bulk.confirm.cancel': 'Anulează',
  'bulk.confirm.text': 'Suspenzi {{many}}?',
  'bulk.nothing':
    'Nimic de suspendat: fiecare destinație din `{{scope}}` ({{many}}) este deja suspendată.',
  'bulk.cancelled': 'Anulat: nu s-a suspendat nimic.',
  'bulk.settled.cancelled': 'Această suspendare în bloc a fost anulată; nu s-a suspendat nimic.',
  'bulk.settled.ran': 'Această suspendare în bloc a rulat deja; confirmarea ei este în canal.',
  'bulk.settled.done': 'Gata: confirmarea este în canal.',
  'bulk.unknownBatch': 'Această suspendare în bloc nu mai este cunoscută (are peste o lună).',
  'bulk.unknownBatch.hint':
    'Folosește `/enlivy list all` ca să vezi și să modifici fiecare destinație.',
  'bulk.line.paused': ':white_check_mark: {{name}}: suspendată',
  'bulk.line.resumed': ':white_check_mark: {{name}}: reluată',
  'bulk.line.alreadyPaused': ':heavy_minus_sign: {{name}}: deja suspendată, lăsată cum este',
  'bulk.line.alreadyActive': ':heavy_minus_sign: {{name}}: deja activă, lăsată cum este',
  'bulk.line.deleted': ':heavy_minus_sign: {{name}}: ștearsă între timp, nimic de făcut',
  'bulk.line.notPaused': ':x: {{name}}: nu a fost suspendată. {{problem}}',
  'bulk.line.notResumed': ':x: {{name}}: nu a fost reluată. {{problem}}',
  'bulk.line.unknownPaused':
    ':grey_question: {{name}}: nu se știe dacă a fost suspendată. {{problem}}',
  'bulk.line.unknownResumed':
    ':grey_question: {{name}}: nu se știe dacă a fost reluată. {{problem}}',
  'bulk.receipt.head': ':double_vertical_bar: <@{{user}}> a suspendat {{many}} {{end}}:',
  'bulk.receipt.headWhich':
    ':double_vertical_bar: <@{{user}}> a suspendat {{many}} ({{which}}) {{end}}:',
  'bulk.receipt.text': '<@{{user}}> a suspendat {{many}}.',
  'bulk.receipt.resumeThese': 'Reia-le',
  'bulk.resumed.head':
    ':arrow_forward: <@{{user}}> a reluat {{many}} din suspendarea făcută de <@{{by}}>:',
  'bulk.resumed.headWhich':
    ':arrow_forward: <@{{user}}> a reluat {{many}} din suspendarea făcută de <@{{by}}> ({{which}}):',
  'bulk.resumed.text': '<@{{user}}> a reluat {{many}} din suspendarea făcută de <@{{by}}>.',
  'bulk.alreadyResumed': 'Aceste destinații au fost deja reluate.',
  'bulk.alreadyResumedBy': 'Aceste destinații au fost deja reluate de <@{{by}}>.',
  'command.pause.usage': '/enlivy pause [NUME] [pentru 2h | până la 18:00]',
  'command.pause.summary':
    'Oprește livrările către o destinație și îi păstrează setările; cu `pentru`/`până la` (sau `for`/`until`) este reluată automat atunci (în fusul tău orar). NUME este un id, un nume sau începutul lui; fără NUME, întreabă întâi dacă să suspende singura destinație a acestui canal. Administratori: `pause all [webhooks|slack|cards|failing|NUME, …]` suspendă mai multe, după o confirmare.',
  'command.resume.usage': '/enlivy resume [NUME]',
  'command.resume.summary': 'Reia livrările către o destinație suspendată.',
  'command.pause.working': 'Se suspendă destinația…',
  'command.pause.working.named': 'Se suspendă {{name}}…',
  'command.pause.working.all': 'Se caută destinațiile de suspendat…',
  'command.resume.working': 'Se reia destinația…',
  'command.resume.working.named': 'Se reia {{name}}…',
};
