import type { Translation } from '../../../platform/i18n/index.js';
import type { HelpCopy } from './en.js';

export const helpRo: Translation<HelpCopy> = {
  'command.example': '_ex._ {{examples}}',
  'topic.allowed': 'Poți rula această comandă (ești {{role}}).',
  'topic.needsRole':
    'Aceasta cere rolul de *{{required}}*; tu ești *{{role}}*. Cere-i unui administrator al workspace-ului.',
  'list.heading': '*Enlivy for Slack* — ce poți face aici (ești *{{role}}*):',
  'list.adminHeading': '*Comenzi pentru administratori*',
  'list.storeProblem':
    'Enlivy for Slack nu își poate accesa stocarea acum, așa că rolul tău și conexiunea Enlivy nu au putut fi citite: lista arată ce poate rula oricine (ref {{reference}}).',
  'list.expired.admin':
    'Conexiunea Enlivy a acestui workspace a expirat (Enlivy nu îi mai acceptă tokenul): reconectează cu `/enlivy connect`.',
  'list.expired.member':
    'Conexiunea Enlivy a acestui workspace a expirat (Enlivy nu îi mai acceptă tokenul): cere-i unui administrator al workspace-ului să ruleze `/enlivy connect`.',
  'list.none.admin':
    'Acest workspace nu este încă conectat la Enlivy: începe cu `/enlivy connect`.',
  'list.none.member':
    'Acest workspace nu este încă conectat la Enlivy: cere-i unui administrator al workspace-ului să ruleze `/enlivy connect`.',
  'list.hidden_one': 'Încă {{count}} comandă cere un rol mai înalt.',
  'list.hidden_few': 'Încă {{count}} comenzi cer un rol mai înalt.',
  'list.hidden_other': 'Încă {{count}} de comenzi cer un rol mai înalt.',
  'list.text': 'Comenzi Enlivy pe care le poți rula: {{names}}',
  'unknownTopic.text': 'Nu există subiectul de ajutor {{topic}}.',
  'unknownTopic.guess': 'Te referi la {{guess}}?',
  'unknownTopic.topics': '*Subiecte:* {{topics}}',
  'unknownTopic.topicsText': 'Subiecte: {{topics}}.',
  'unknownTopic.hint':
    '`/enlivy help SUBIECT` explică o comandă; `/enlivy help` arată tot ce poți rula.',
  'unknownCommand.text': 'Nu cunosc {{word}}.',
  'unknownCommand.guess': 'Te referi la {{suggestion}}?',
  'unknownCommand.hint': 'Scrie `/enlivy help` ca să vezi ce poți rula.',
  'home.header': 'Enlivy for Slack',
  'home.notConnected.admin':
    ':electric_plug: *Neconectat.* Rulează `/enlivy connect` în orice canal ca să conectezi acest workspace la organizația ta Enlivy.',
  'home.notConnected.member':
    ':electric_plug: *Neconectat.* Cere-i unui administrator al workspace-ului să ruleze `/enlivy connect`.',
  'home.expired.admin':
    ':red_circle: *{{organization}}*: Enlivy nu mai acceptă tokenul acestui workspace, așa că nimic nu mai ajunge la Enlivy până nu reconectezi.',
  'home.expired.member':
    ':red_circle: *{{organization}}*: Enlivy nu mai acceptă tokenul acestui workspace. Doar un administrator al workspace-ului îl poate reconecta: <@{{user}}>, care l-a conectat, sau alt administrator.',
  'home.reconnect': 'Reconectează',
  'home.connected':
    ':large_green_circle: Conectat la *{{organization}}* (`{{organizationId}}`) de <@{{user}}> pe {{date}}.',
  'home.commands': '*Comenzi pe care le poți rula* (ești *{{role}}*)',
  'home.footer': 'Scrie `/enlivy help` în orice canal pentru exemple.',
  'command.usage': '/enlivy help [comandă]',
  'command.summary': 'Arată ce poți face aici.',
  'command.working': 'Se încarcă ajutorul…',
};
