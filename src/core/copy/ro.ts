import type { Translation } from '../../platform/i18n/index.js';
import type { CommonCopy } from './en.js';

/** The common namespace in Romanian (comma-below ș ț; the words a command parses stay English). */
export const commonRo: Translation<CommonCopy> = {
  'command.help.usage': '/enlivy help [comandă]',
  'command.help.summary': 'Arată ce poți face aici.',
  'command.status.usage': '/enlivy status',
  'command.status.summary':
    'Ce organizație Enlivy folosește acest workspace, cine a conectat-o și cum, și dacă funcționează.',
  'command.connect.usage': '/enlivy connect [token]',
  'command.connect.summary':
    'Conectează acest workspace la o organizație Enlivy (pagină securizată sau un token API).',
  'command.disconnect.usage': '/enlivy disconnect',
  'command.disconnect.summary': 'Uită tokenul Enlivy salvat pentru acest workspace.',
  'command.access.usage': '/enlivy access [grant @utilizator editor|admin] [revoke @utilizator]',
  'command.access.summary': 'Vezi, acordă și retrage dreptul de a face modificări.',
  'command.deliveries.usage': '/enlivy deliveries [NUME] [status:…] [event:…] [since:…] [until:…]',
  'command.deliveries.summary':
    'Jurnalul livrărilor: filtrează după destinație, stare, eveniment și date (`2026-11-20`, `7d`, `24h`, `today`), pagină cu pagină, Inspect pentru una.',
  'command.invoice.usage': '/enlivy invoice NUMĂR|ID [pdf [here]]',
  'command.invoice.summary':
    'Fișa unei facturi cu Descarcă PDF și Șterge; `pdf` trimite PDF-ul în mesajele tale directe, `pdf here` îl publică în acest canal.',
  'command.search.usage': '/enlivy search TEXT',
  'command.search.summary':
    'Caută în Enlivy (numere de factură, clienți, titluri); facturile vin cu acțiuni.',
  'command.list.usage': '/enlivy list [all]',
  'command.list.summary':
    'Destinațiile de evenimente ca fișe (întâi ale acestui canal; `all` pentru toate) cu Test, Pauză/Reluare, Livrări, Editare și Ștergere.',
  'command.pause.usage': '/enlivy pause [NUME] [for 2h | until 18:00]',
  'command.pause.summary':
    'Oprește livrările către o destinație și îi păstrează setările; cu `for`/`until` este reluată automat atunci (în fusul tău orar). NUME este un id, un nume sau începutul lui; fără NUME, singura destinație a acestui canal. Administratori: `pause all [webhooks|slack|cards|failing|NUME, …]` pune pe pauză mai multe, după o confirmare.',
  'command.resume.usage': '/enlivy resume [NUME]',
  'command.resume.summary': 'Reia livrările către o destinație pusă pe pauză.',
  'command.test.usage': '/enlivy test [NUME] [eveniment]',
  'command.test.summary':
    'Trimite un eveniment de test către o destinație și urmărește livrarea: livrată, eșuată (cu răspunsul primit) sau încă în așteptare.',
  'command.delete.usage': '/enlivy delete NUME',
  'command.delete.summary':
    'Șterge o destinație, după un pas de confirmare care îi arată numele și numărul de evenimente.',
  'command.subscribe.usage': '/enlivy subscribe [eveniment …] [#canal]',
  'command.subscribe.summary':
    'Publică evenimente Enlivy într-un canal Slack. Singură: un formular (canal, evenimente, includeri, șablon de mesaj cu previzualizare). Cu evenimente: creată imediat pentru acest canal sau pentru cel numit.',
  'command.cards.usage': '/enlivy cards EVENIMENT… [#canal] [filtre]',
  'command.cards.summary':
    'Publică evenimentele ca fișe bogate (butoane, actualizările ulterioare în firul primei fișe). Filtre: `amount>=1000`, `direction:outgoing`, `status:overdue`, `currency:EUR`.',
  'command.webhook.usage': '/enlivy webhook',
  'command.webhook.summary':
    'Trimite evenimente Enlivy către un endpoint https. Secretul de semnare este arătat o singură dată, doar ție.',
  'command.edit.usage': '/enlivy edit [NUME]',
  'command.edit.summary':
    'Schimbă numele, evenimentele, includerile, mesajul sau starea unei destinații; arată ce se adaugă și ce se elimină înainte de salvare. Fără NUME, singura destinație a acestui canal.',
  'command.language.usage': '/enlivy language [ro|en|auto] | workspace ro|en',
  'command.language.summary':
    'Limba în care îți vorbește Enlivy for Slack (`auto`: limba ta din Slack); administratori: `workspace` o setează pentru mesajele din canale.',
  'command.watch.usage':
    '/enlivy watch [#canal | off | mute NUME [for 2h] | unmute NUME | threshold N MINUTE | digest on|off]',
  'command.watch.summary':
    'Alerte de eșec într-un canal: câte un mesaj pentru fiecare destinație care eșuează, cu Livrări, Trimite test, Pauză și Silențios; continuarea în firul lui; „recuperată” când livrările merg din nou. `digest on|off`: în fiecare zi la 09:00 (fusul orar al celui care l-a pornit), ultimele 24 de ore de livrări pe destinație.',

  'modal.close': 'Închide',
  'error.slackNotReached.title': 'Încă pornește',
  'error.slackNotReached.message':
    'Enlivy for Slack a pornit, dar nu a ajuns încă la Slack, așa că nu s-a executat nimic.',
  'error.slackNotReached.hint': 'Încearcă din nou peste un minut.',
  'error.storeUnreachable.title': 'Stocarea nu răspunde',
  'error.storeUnreachable.field':
    'Enlivy for Slack nu își poate accesa stocarea acum, așa că nu s-a făcut nimic. Trimite din nou peste un minut (ref {{reference}}).',
  'error.storeUnreachable.notice':
    'Enlivy for Slack nu își poate accesa stocarea acum, așa că nu s-a făcut nimic. Încearcă din nou peste un minut (ref {{reference}}).',
};
