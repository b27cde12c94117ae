import type { Translation } from '../../../platform/i18n/index.js';
import type { AskCopy } from './en.js';

export const askRo: Translation<AskCopy> = {
  'command.usage': '/enlivy ask [on|off]',
  'command.summary':
    'Întreabă Enlivy în cuvinte, în fila Mesaje a aplicației sau menționând @enlivy. Administratori: `on` și `off` pornesc sau opresc funcția pentru spațiul de lucru.',
  'command.working': 'Se citește setarea Ask Enlivy…',
  'setting.on':
    'Ask Enlivy este *pornit* în acest spațiu de lucru: oricine îl poate întreba în fila Mesaje a aplicației sau menționând @enlivy.',
  'setting.off':
    'Ask Enlivy este *oprit* în acest spațiu de lucru. Un administrator îl pornește cu `/enlivy ask on`.',
  'setting.turnedOn': '<@{{userId}}> a pornit Ask Enlivy pentru acest spațiu de lucru.',
  'setting.turnedOff': '<@{{userId}}> a oprit Ask Enlivy pentru acest spațiu de lucru.',
  'setting.model':
    'Întrebările primesc răspuns de la modelul {{model}}, doar cu ce are voie să vadă cine întreabă.',
  'setting.interpreter':
    'Întrebările primesc răspuns de la interpretorul încorporat: nu e configurat niciun model, nimic nu pleacă din aplicație.',

  'setting.invalid': '`{{word}}` nu este o setare a Ask Enlivy.',
  'setting.invalid.hint':
    'Scrie `/enlivy ask on`, `/enlivy ask off` sau `/enlivy ask` ca să vezi setarea.',

  'thread.status': 'citește din Enlivy…',
  'prompts.title': 'Întreabă despre organizația ta din Enlivy',
  'prompt.failed.title': 'Livrări eșuate',
  'prompt.failed.message': 'Ce livrări au eșuat?',
  'prompt.due.title': 'Facturi restante',
  'prompt.due.message': 'Ce facturi sunt restante?',
  'prompt.destinations.title': 'Destinații',
  'prompt.destinations.message': 'Arată destinațiile',
  'prompt.status.title': 'Conexiunea',
  'prompt.status.message': 'Stare',

  'help.intro':
    'Răspund la întrebări despre organizația Enlivy conectată la acest spațiu de lucru, doar cu ce ai voie să vezi, și pregătesc modificări pe care le confirmi tu. De exemplu:',
  'help.examples':
    '• Ce livrări au eșuat?\n• Este Accounting sync pe pauză?\n• Ce facturi sunt restante?\n• Caută factura INV-2026-0004\n• Caută acme\n• Este pornită supravegherea eșecurilor?\n• Stare\n• pause Accounting sync pentru 2 ore (orice înțelege `/enlivy`: pause, resume, test, delete)',
  'unknown.intro': 'Nu am înțeles întrebarea, așa că nu încerc să ghicesc.',
  'off.answer':
    'Ask Enlivy este oprit în acest spațiu de lucru. Un administrator îl poate porni cu `/enlivy ask on`; `/enlivy help` arată comenzile.',
  'rateLimited.answer':
    'Ai pus {{count}} întrebări în ultimul minut, cât pot să răspund. Întreabă din nou peste un minut.',
  'storeDown.answer':
    'Nu pot păstra conversația acum (stocarea aplicației nu răspunde), așa că nu am răspuns. Încearcă din nou peste câteva minute.',

  'confirm.text':
    'Butonul rulează `/enlivy {{command}}` în numele tău, cu rolul tău, exact ca și comanda. Nimic nu se schimbă în Enlivy până nu apeși *Rulează*.',
  'confirm.button': 'Rulează',
  'confirm.done': 'Gata: `/enlivy {{command}}` a rulat în numele tău. Confirmarea e mai jos.',
  'confirm.expired':
    'Butonul acesta nu mai conține o comandă pe care s-o pot citi. Întreabă din nou sau scrie comanda cu `/enlivy`.',
  'feedback.good': 'Răspuns bun',
  'feedback.bad': 'Răspuns slab',
  'feedback.thanks': 'Mulțumesc: am notat părerea ta.',
  'channel.privateRead':
    'La asta răspund doar într-un mesaj direct: într-un canal l-ar citi toată lumea. Întreabă-mă în fila Mesaje a aplicației.',

  'model.failed':
    'Modelul ({{model}}) nu a răspuns la timp sau a dat greș, așa că iată ce înțelege interpretorul încorporat din întrebarea ta:',
  'model.language': 'Răspunde în limba română.',

  'destinations.none': 'Organizația nu are încă nicio destinație de evenimente.',
  'destinations.heading_one': '{{count}} destinație:',
  'destinations.heading_few': '{{count}} destinații:',
  'destinations.heading_other': '{{count}} de destinații:',
  'destinations.line': '• {{name}} ({{type}}): {{state}}{{last}}',
  'destinations.one': '{{name}} ({{type}}) este {{state}}.{{last}}',
  'state.active': 'activă',
  'state.paused': 'pe pauză',
  'state.pausedUntil': 'pe pauză până la {{until}}',
  'destinations.last': ' Cea mai recentă livrare: {{status}}, {{when}}.',
  'destinations.lastShort': ' · cea mai recentă livrare {{status}}, {{when}}',

  'deliveries.none': 'Nicio livrare{{filters}}.',
  'deliveries.heading_one': '{{count}} livrare{{filters}}:',
  'deliveries.heading_few': '{{count}} livrări{{filters}}, cele mai noi întâi:',
  'deliveries.heading_other': '{{count}} de livrări{{filters}}, cele mai noi întâi:',
  'deliveries.line': '• {{when}} · {{destination}} · `{{event}}` · {{status}}{{http}}',
  'deliveries.http': ' (HTTP {{code}})',
  'deliveries.more':
    'Mai sunt și altele, mai vechi: `/enlivy deliveries` deschide tot jurnalul, cu filtre.',
  'filter.status': ' cu starea {{status}}',
  'filter.destination': ' pentru {{destination}}',
  'filter.event': ' pentru `{{event}}`',
  'filter.since_one': ' din ultima zi',
  'filter.since_few': ' din ultimele {{count}} zile',
  'filter.since_other': ' din ultimele {{count}} de zile',

  'due.none_one': 'Nicio factură nu e restantă și niciuna nu ajunge la scadență în {{count}} zi.',
  'due.none_few': 'Nicio factură nu e restantă și niciuna nu ajunge la scadență în {{count}} zile.',
  'due.none_other':
    'Nicio factură nu e restantă și niciuna nu ajunge la scadență în {{count}} de zile.',
  'due.heading_one': '{{count}} factură restantă sau cu scadența aproape:',
  'due.heading_few': '{{count}} facturi restante sau cu scadența aproape:',
  'due.heading_other': '{{count}} de facturi restante sau cu scadența aproape:',
  'due.line': '• {{number}} · {{party}} · {{total}} · {{when}} · {{group}}',
  'due.late_one': 'restantă de {{count}} zi',
  'due.late_few': 'restantă de {{count}} zile',
  'due.late_other': 'restantă de {{count}} de zile',
  'due.today': 'scadentă azi',
  'due.in_one': 'scadentă în {{count}} zi',
  'due.in_few': 'scadentă în {{count}} zile',
  'due.in_other': 'scadentă în {{count}} de zile',
  'due.collect': 'de încasat',
  'due.pay': 'de plătit',
  'due.incomplete': 'Sunt mai multe decât am citit: `/enlivy due` le arată pe toate.',
  'due.noParty': 'fără partener',

  'invoice.none': 'Nicio factură nu are numărul {{number}}.',
  'invoice.line': '• {{number}} · {{status}} · {{party}} · {{total}} · scadentă {{due}}',

  'search.quoted': '„{{query}}”',
  'search.none': 'Nu am găsit nimic în Enlivy pentru {{query}}.',
  'search.heading_one': '{{count}} rezultat pentru {{query}}:',
  'search.heading_few': '{{count}} rezultate pentru {{query}}, cele mai potrivite întâi:',
  'search.heading_other': '{{count}} de rezultate pentru {{query}}, cele mai potrivite întâi:',
  'search.line': '• {{what}} {{name}}{{title}}{{status}}',
  'search.title': ' · {{title}}',
  'search.status': ' · {{status}}',
  'search.more':
    'Acestea sunt cele mai potrivite: `/enlivy search` le arată pe toate, pe pagini, cu acțiunile lor.',

  'watch.off':
    'Supravegherea eșecurilor este oprită: niciun canal nu e anunțat despre livrările eșuate. Un editor o pornește cu `/enlivy watch #canal`.',
  'watch.on':
    'Supravegherea eșecurilor anunță în {{channel}} când o destinație eșuează de {{attempts}} ori în {{minutes}} minute.',
  'watch.stopped': 'S-a oprit singură și așteaptă un editor: `/enlivy watch` spune de ce.',
  'watch.muted': '• {{destination}} nu e anunțată până la {{until}}.',

  'status.notConnected':
    'Acest spațiu de lucru nu e încă conectat la Enlivy. Un administrator îl conectează cu `/enlivy connect`.',
  'status.connected':
    'Conectat la {{organization}} (`{{organizationId}}`) de <@{{by}}> pe {{when}}.',
  'status.expired':
    'Enlivy nu mai acceptă tokenul: un administrator reconectează cu `/enlivy connect`.',
};
