import type { Translation } from '../../../platform/i18n/index.js';
import type { WatchCopy } from './en.js';

export const watchRo: Translation<WatchCopy> = {
  failures_one: '{{count}} eșec',
  failures_few: '{{count}} eșecuri',
  failures_other: '{{count}} de eșecuri',
  'count.pending_one': '{{count}} în așteptare',
  'count.pending_few': '{{count}} în așteptare',
  'count.pending_other': '{{count}} în așteptare',
  'count.success_one': '{{count}} reușită',
  'count.success_few': '{{count}} reușite',
  'count.success_other': '{{count}} reușite',
  'count.failed_one': '{{count}} eșuată',
  'count.failed_few': '{{count}} eșuate',
  'count.failed_other': '{{count}} eșuate',
  'count.dropped_one': '{{count}} abandonată',
  'count.dropped_few': '{{count}} abandonate',
  'count.dropped_other': '{{count}} abandonate',
  'count.anomaly_one': '{{count}} anomalie',
  'count.anomaly_few': '{{count}} anomalii',
  'count.anomaly_other': '{{count}} de anomalii',
  'incident.slackAnswered': 'Slack a răspuns `{{code}}`',
  'incident.answer': '{{http}}, răspuns `{{excerpt}}`',
  'incident.latest': 'Ultima: `{{event}}` — {{status}} ({{answer}})',
  'incident.open_one':
    ':rotating_light: Livrările către {{name}} eșuează: *{{count}} livrare eșuată* din {{since}}{{split}}.',
  'incident.open_few':
    ':rotating_light: Livrările către {{name}} eșuează: *{{count}} livrări eșuate* din {{since}}{{split}}.',
  'incident.open_other':
    ':rotating_light: Livrările către {{name}} eșuează: *{{count}} de livrări eșuate* din {{since}}{{split}}.',
  'incident.createdBy': 'Creată de <@{{user}}>.',
  'incident.recovered': ':white_check_mark: {{name}} și-a revenit după {{failures}} ({{took}}).',
  'incident.closed.paused':
    ':white_circle: {{name}} a fost suspendată; alerta se închide după {{failures}}.',
  'incident.closed.deleted':
    ':white_circle: {{name}} a fost ștearsă; alerta se închide după {{failures}}.',
  'incident.button.deliveries': 'Livrări',
  'incident.button.test': 'Trimite test',
  'incident.button.pause': 'Suspendă',
  'incident.button.mute': 'Fără alerte 1 h',
  'incident.button.pauseFailing': 'Suspendă toate cele care eșuează',
  'incident.update_one': 'Încă {{count}} livrare eșuată ({{failures}} în total). {{latest}}',
  'incident.update_few': 'Încă {{count}} livrări eșuate ({{failures}} în total). {{latest}}',
  'incident.update_other': 'Încă {{count}} de livrări eșuate ({{failures}} în total). {{latest}}',
  'incident.endReply.recovered':
    ':white_check_mark: O livrare a reușit la {{at}}: și-a revenit după {{failures}} ({{took}}).',
  'incident.endReply.paused':
    ':white_circle: Destinația a fost suspendată, așa că alerta se închide.',
  'incident.endReply.deleted':
    ':white_circle: Destinația a fost ștearsă, așa că alerta se închide.',
  'incident.testFrom': 'Test trimis din această alertă de <@{{user}}>.',
  'digest.heading': 'Livrări Enlivy, ultimele 24 de ore (rezumatul din {{date}})',
  'digest.empty': ':bar_chart: {{heading}}: nicio livrare.',
  'digest.failing': ' — eșuează: {{events}}',
  'digest.more_one': '…și încă {{count}} destinație.',
  'digest.more_few': '…și încă {{count}} destinații.',
  'digest.more_other': '…și încă {{count}} de destinații.',
  'digest.incomplete': 'O zi aglomerată: sunt numărate doar primele {{max}} de livrări.',
  'settings.how':
    'Schimb-o cu `/enlivy watch #canal`, oprește-o cu `/enlivy watch off`, oprește alertele unei destinații cu `/enlivy watch mute NUME [pentru 2h]`.',
  'settings.threshold_one':
    'O alertă se deschide la orice anomalie sau livrare abandonată, ori imediat ce eșuează {{count}} încercare în {{minutes}} min (`/enlivy watch threshold N M` schimbă pragul).',
  'settings.threshold_few':
    'O alertă se deschide la orice anomalie sau livrare abandonată, ori imediat ce eșuează {{count}} încercări în {{minutes}} min (`/enlivy watch threshold N M` schimbă pragul).',
  'settings.threshold_other':
    'O alertă se deschide la orice anomalie sau livrare abandonată, ori imediat ce eșuează {{count}} de încercări în {{minutes}} min (`/enlivy watch threshold N M` schimbă pragul).',
  'settings.muted': ':no_bell: {{name}} fără alerte până la {{until}}',
  'settings.paused':
    ':double_vertical_bar: Urmărirea eșecurilor pentru <#{{channel}}> este *suspendată*: {{reason}} Rulează `/enlivy watch #canal` ca s-o pornești din nou.',
  'settings.on':
    ':eyes: Alertele de eșec merg în <#{{channel}}> (setat de <@{{user}}> pe {{date}}).',
  'settings.off':
    'Urmărirea eșecurilor este oprită: nimeni nu află în Slack când livrările eșuează. Rulează `/enlivy watch` într-un canal (sau `/enlivy watch #canal`) ca să trimiți alertele acolo.',
  'settings.digestOn': 'Rezumat zilnic la 09:00 ({{tz}}); `/enlivy watch digest off` îl oprește.',
  'settings.digestOff': 'Fără rezumat zilnic (`/enlivy watch digest on` publică unul la 09:00).',
  'settings.noAlerts': 'Nicio alertă deschisă.',
  'settings.openAlerts_one': '{{count}} alertă deschisă: {{names}}.',
  'settings.openAlerts_few': '{{count}} alerte deschise: {{names}}.',
  'settings.openAlerts_other': '{{count}} de alerte deschise: {{names}}.',
  'kept.digest': 'rezumatul zilnic la 09:00 ({{tz}})',
  'kept.threshold_one': 'pragul de {{count}} încercare eșuată în {{minutes}} min',
  'kept.threshold_few': 'pragul de {{count}} încercări eșuate în {{minutes}} min',
  'kept.threshold_other': 'pragul de {{count}} de încercări eșuate în {{minutes}} min',
  'kept.mutes_one': '{{count}} destinație fără alerte',
  'kept.mutes_few': '{{count}} destinații fără alerte',
  'kept.mutes_other': '{{count}} de destinații fără alerte',
  'kept.line': 'Păstrate: {{parts}}.',
  'receipt.on.moved':
    ':eyes: <@{{user}}> a mutat urmărirea eșecurilor din <#{{from}}>: când livrările acestei organizații Enlivy eșuează, o alertă merge în <#{{channel}}>, câte una pentru fiecare destinație cu probleme, cu firul ei pentru ce urmează.',
  'receipt.on.restarted':
    ':eyes: <@{{user}}> a repornit urmărirea eșecurilor: când livrările acestei organizații Enlivy eșuează, o alertă merge în <#{{channel}}>, câte una pentru fiecare destinație cu probleme, cu firul ei pentru ce urmează.',
  'receipt.on.new':
    ':eyes: <@{{user}}> a pornit urmărirea eșecurilor: când livrările acestei organizații Enlivy eșuează, o alertă merge în <#{{channel}}>, câte una pentru fiecare destinație cu probleme, cu firul ei pentru ce urmează.',
  'receipt.off':
    ':zzz: <@{{user}}> a oprit urmărirea eșecurilor; alertele nu mai merg în <#{{channel}}>.',
  alreadyOff: 'Urmărirea eșecurilor este deja oprită.',
  'receipt.mute':
    ':no_bell: <@{{user}}> a oprit alertele de eșec pentru {{name}} până la {{until}}.',
  'receipt.unmute': ':bell: <@{{user}}> a repornit alertele de eșec pentru {{name}}.',
  'receipt.digestOff': '<@{{user}}> a oprit rezumatul zilnic al livrărilor.',
  'receipt.digestOn':
    ':bar_chart: <@{{user}}> a pornit rezumatul zilnic al livrărilor: în fiecare zi la 09:00 ({{tz}}), livrările din ultimele 24 de ore pe fiecare destinație, cele cu eșecuri primele.',
  'receipt.threshold': '<@{{user}}> a schimbat momentul în care se deschid alertele. {{line}}',
  pausedDm:
    ':double_vertical_bar: Urmărirea eșecurilor Enlivy pentru <#{{channel}}> este suspendată: {{reason}} Rulează `/enlivy watch #canal` într-un canal în care aplicația poate publica, ca s-o pornești din nou.',
  expired:
    ':red_circle: Urmărirea eșecurilor nu poate citi jurnalul livrărilor: conexiunea Enlivy a acestui workspace a expirat. Un administrator trebuie să ruleze `/enlivy connect`; alertele reîncep singure după aceea.',
  'home.off':
    ':eyes: *Urmărirea eșecurilor:* oprită. `/enlivy watch` într-un canal trimite alertele acolo.',
  'home.state': '*Urmărirea eșecurilor:* {{state}}',
  'home.openHeading': '*Alerte deschise*',
  'home.incident': '• {{name}}: {{failures}} din {{since}}',
  'gone.archived': 'canalul a fost arhivat.',
  'gone.notFound': 'aplicația a fost scoasă din canal sau nu îl mai poate vedea.',
  'gone.notInChannel': 'aplicația a fost scoasă din canal.',
  'gone.restricted': 'Slack nu mai lasă aplicația să publice în canal.',
  'error.usage':
    'Folosește `/enlivy watch [#canal]`, `/enlivy watch off`, `/enlivy watch mute NUME [pentru 2h]`, `/enlivy watch unmute NUME`, `/enlivy watch threshold N MINUTE` sau `/enlivy watch digest on|off`.',
  'error.unknownWord': '`{{word}}` nu este ceva ce `/enlivy watch` cunoaște.',
  'error.off': 'Urmărirea eșecurilor este oprită, așa că nu e nimic de schimbat.',
  'error.offHint': 'Pornește-o întâi cu `/enlivy watch` în canalul pentru alerte.',
  'error.muteTooLong': 'Alertele pot fi oprite cel mult {{days}} de zile.',
  'error.muteTooLongHint':
    'Oprește-le pentru {{days}} de zile sau mai puțin (`pentru {{days}}z`) și oprește-le din nou atunci dacă încă eșuează.',
  'error.muteWhich': 'Spune pentru ce destinație oprești alertele.',
  'error.muteWhichHint': 'De exemplu `/enlivy watch mute "AR alerts" pentru 2h`.',
  'error.unmuteWhich': 'Spune pentru ce destinație repornești alertele.',
  'error.unmuteWhichHint': 'De exemplu `/enlivy watch unmute "AR alerts"`.',
  'error.threshold': 'Pragul cere un număr de încercări eșuate (1–5) și de minute (1–60).',
  'error.thresholdHint':
    'De exemplu `/enlivy watch threshold 3 10` (implicit: a 3-a încercare eșuată în 10 min). Enlivy încearcă o livrare de 5 ori în aproximativ {{duration}}.',
  'error.digest': 'Spune `on` sau `off`.',
  'error.digestHint':
    '`/enlivy watch digest on` publică livrările din ultimele 24 de ore în fiecare zi la 09:00.',
  'command.usage':
    '/enlivy watch [#canal | off | mute NUME [pentru 2h] | unmute NUME | threshold N MINUTE | digest on|off]',
  'command.summary':
    'Alerte de eșec într-un canal: câte un mesaj pentru fiecare destinație care eșuează, cu Livrări, Trimite test, Suspendă și Fără alerte 1 h; continuarea în firul lui; „și-a revenit” când livrările merg din nou. `digest on|off`: în fiecare zi la 09:00 (fusul orar al celui care l-a pornit), ultimele 24 de ore de livrări pe destinație.',
  'command.working': 'Se încarcă urmărirea eșecurilor…',
};
