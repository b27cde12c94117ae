import type { Translation } from '../../../platform/i18n/index.js';
import type { DueCopy } from './en.js';

export const dueRo: Translation<DueCopy> = {
  'command.usage':
    '/enlivy due [14d] [to-collect|to-pay] | due daily 09:00 [weekdays] [to-collect|to-pay] | due off',
  'command.summary':
    'Facturile restante și cele care ajung curând la scadență, de încasat și de plătit. Editori: `daily` le postează în acest canal în fiecare zi la ora aleasă, `off` oprește postarea.',
  'command.working': 'Se citesc facturile scadente…',

  'list.heading': ':date: *Facturi scadente* · {{horizon}}',
  'list.headingScoped': ':date: *Facturi scadente* · {{horizon}} · {{scope}}',
  horizon_one: 'restante și cu scadența în cel mult {{count}} zi',
  horizon_few: 'restante și cu scadența în cel mult {{count}} zile',
  horizon_other: 'restante și cu scadența în cel mult {{count}} de zile',
  'scope.both': 'de încasat și de plătit',
  'scope.collect': 'doar de încasat',
  'scope.pay': 'doar de plătit',
  'group.collect': 'De încasat',
  'group.pay': 'De plătit',
  'group.line_one': '*{{group}}* · {{count}} factură · total {{totals}}',
  'group.line_few': '*{{group}}* · {{count}} facturi · total {{totals}}',
  'group.line_other': '*{{group}}* · {{count}} de facturi · total {{totals}}',
  'group.moreCurrencies_one': 'încă {{count}} monedă',
  'group.moreCurrencies_few': 'încă {{count}} monede',
  'group.moreCurrencies_other': 'încă {{count}} de monede',
  'group.emptyCollect': 'Nimic de încasat nu este restant sau scadent atât de curând.',
  'group.emptyPay': 'Nimic de plătit nu este restant sau scadent atât de curând.',
  'row.noParty': 'fără nume de partener',
  'row.noTotal': 'fără total',
  'row.dateFormat': '{date_num}',
  'when.overdue_one': 'restantă de {{count}} zi',
  'when.overdue_few': 'restantă de {{count}} zile',
  'when.overdue_other': 'restantă de {{count}} de zile',
  'when.today': 'scadentă azi',
  'when.tomorrow': 'scadentă mâine',
  'when.weekday': 'scadentă {{weekday}}',
  'when.inDays_one': 'scadentă peste {{count}} zi',
  'when.inDays_few': 'scadentă peste {{count}} zile',
  'when.inDays_other': 'scadentă peste {{count}} de zile',
  'list.none_one':
    'Nicio factură nu este restantă sau scadentă în cel mult {{count}} zi ({{scope}}).',
  'list.none_few':
    'Nicio factură nu este restantă sau scadentă în cel mult {{count}} zile ({{scope}}).',
  'list.none_other':
    'Nicio factură nu este restantă sau scadentă în cel mult {{count}} de zile ({{scope}}).',
  'list.incomplete':
    ':warning: Enlivy are mai multe facturi neplătite cu aceeași stare decât cele {{count}} citite: lista poate omite unele. Lista de facturi din Enlivy le arată pe toate.',
  'list.asOf': 'La data de {{date}}',
  'list.footer': 'Pagina {{page}} din {{pages}} · facturile {{first}}–{{last}} din {{total}}',
  'list.text': 'Facturi scadente: {{collect}} de încasat, {{pay}} de plătit',
  'pager.previous': '← Înapoi',
  'pager.next': 'Înainte →',

  'read.failed': 'Facturile scadente nu au putut fi listate.',
  'read.failedPart_one':
    'Facturile scadente nu au putut fi listate: Enlivy nu a mai răspuns după {{count}} pagină din lista sa de facturi, iar în loc de o listă incompletă nu se afișează nimic.',
  'read.failedPart_few':
    'Facturile scadente nu au putut fi listate: Enlivy nu a mai răspuns după {{count}} pagini din lista sa de facturi, iar în loc de o listă incompletă nu se afișează nimic.',
  'read.failedPart_other':
    'Facturile scadente nu au putut fi listate: Enlivy nu a mai răspuns după {{count}} de pagini din lista sa de facturi, iar în loc de o listă incompletă nu se afișează nimic.',

  'days.every': 'în fiecare zi',
  'days.weekdays': 'în fiecare zi lucrătoare',
  'schedule.next':
    'Canalul acesta primește lista {{days}} la ora {{time}} ({{zone}}); următoarea: {{next}}.',
  'schedule.nextFormat': '{date_num}, ora {time}',
  'daily.set':
    '<@{{userId}}> a programat postarea facturilor scadente aici {{days}} la ora {{time}} ({{zone}}).',
  'daily.setDetail':
    'Lista cuprinde: {{scope}}, {{horizon}}. Prima postare: {{next}}. Într-o zi fără nimic scadent nu se postează nimic. `/enlivy due off` o oprește.',
  'daily.replaced':
    'Înlocuiește lista pe care canalul o primea {{days}} la ora {{time}} ({{zone}}).',
  'daily.off': '<@{{userId}}> a oprit lista zilnică a facturilor scadente din acest canal.',
  'daily.none': 'Canalul acesta nu primește o listă zilnică a facturilor scadente.',
  'daily.noneHint':
    'Programeaz-o cu `/enlivy due daily 09:00` în canalul care trebuie să o primească.',
  'daily.notChannel': 'Lista zilnică se postează într-un canal: rulează `/enlivy due daily` acolo.',
  'daily.archived': 'Canalul acesta este arhivat: aici nu se poate posta o listă zilnică.',
  'daily.notMember':
    'Enlivy for Slack nu este în acest canal privat. Invit-o cu `/invite @enlivy`, apoi încearcă din nou.',
  'daily.hint': 'De exemplu `/enlivy due daily 09:00 weekdays to-collect`.',

  'run.failed':
    ':warning: Lista de azi a facturilor scadente nu a putut fi întocmită: {{problem}} Următoarea: {{next}}.',
  'stopped.archived':
    'Lista zilnică a facturilor scadente din <#{{channel}}> s-a oprit: canalul a fost arhivat.',
  'stopped.notFound':
    'Lista zilnică a facturilor scadente din <#{{channel}}> s-a oprit: Slack nu mai găsește canalul.',
  'stopped.notInChannel':
    'Lista zilnică a facturilor scadente din <#{{channel}}> s-a oprit: Enlivy for Slack nu mai este în canal. Invit-o cu `/invite @enlivy`, apoi programează din nou lista cu `/enlivy due daily {{time}}`.',
  'stopped.disconnected':
    'Lista zilnică a facturilor scadente din <#{{channel}}> s-a oprit: acest workspace nu mai este conectat la Enlivy. După ce un administrator îl conectează din nou (`/enlivy connect`), programează din nou lista cu `/enlivy due daily {{time}}`.',
  'stopped.disconnectedHere':
    'Lista zilnică a facturilor scadente s-a oprit: acest workspace nu mai este conectat la Enlivy.',

  'home.title': '*Liste zilnice ale facturilor scadente*',
  'home.line':
    '<#{{channel}}> · {{days}} la ora {{time}} ({{zone}}) · {{scope}} · programată de <@{{userId}}>',
  'home.more_one': '…și încă {{count}} canal.',
  'home.more_few': '…și încă {{count}} canale.',
  'home.more_other': '…și încă {{count}} de canale.',
  'home.postNow': 'Postează acum',
  'postNow.nothing':
    'Nicio factură nu este restantă sau scadentă curând pentru lista din <#{{channel}}>: nu s-a postat nimic.',
  'postNow.gone': '<#{{channel}}> nu mai are o listă zilnică a facturilor scadente.',

  'bad.word': '`{{word}}` nu este ceva ce înțelege `/enlivy due`.',
  'bad.time': '`{{word}}` nu este o oră: scrie-o ca `09:00` (format de 24 de ore).',
  'bad.noTime': 'Spune la ce oră: `/enlivy due daily 09:00`.',
  'bad.horizon':
    '`{{word}}`: spune cât de departe să se uite, între 1 și 60 de zile, de exemplu `14d`.',
  'bad.hint':
    'De exemplu `/enlivy due`, `/enlivy due 14d to-pay`, `/enlivy due daily 09:00 weekdays`, `/enlivy due off`.',
};
