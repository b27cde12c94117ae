import type { Translation } from '../../../platform/i18n/index.js';
import type { ConnectionCopy } from './en.js';

export const connectionRo: Translation<ConnectionCopy> = {
  'date.on': '{date_short}, ora {time}',
  'date.renews': '{date_short_pretty}, ora {time_secs}',

  'method.password.how': 'e-mail și parolă',
  'method.token.how': 'un token API',
  'method.oauth.how': 'Continuă cu Enlivy',
  'method.password.label': 'autentificare cu parolă',
  'method.token.label': 'token API',
  'method.oauth.label': 'OAuth (Continuă cu Enlivy)',
  summary:
    '*{{organization}}* (`{{organizationId}}`), conectată de <@{{user}}> pe {{date}} prin {{how}}',

  'retirement.password':
    'Tokenul ei, obținut de aplicație la autentificare, va fi revocat în Enlivy.',
  'retirement.oauth': 'Autorizarea ei Enlivy (Continuă cu Enlivy) va fi revocată în Enlivy.',
  'retirement.token':
    'Tokenul ei API va fi doar uitat aici; funcționează în continuare în Enlivy până când cineva îl șterge acolo.',
  'retirement.refused': 'Enlivy nu îi mai acceptă tokenul API, așa că nu mai e nimic de revocat.',
  'fate.revoked.oauth': 'Autorizarea ei Enlivy (Continuă cu Enlivy) a fost revocată în Enlivy.',
  'fate.revoked.password':
    'Tokenul ei, obținut de aplicație la autentificare, a fost revocat în Enlivy.',
  'fate.forgotten':
    'Tokenul ei API a fost doar uitat aici; funcționează în continuare în Enlivy până când cineva îl șterge acolo.',
  'fate.revokeFailed.oauth':
    'Autorizarea ei Enlivy nu a putut fi revocată în Enlivy acum (ref {{reference}}); elimină accesul aplicației din Enlivy.',
  'fate.revokeFailed.password':
    'Tokenul ei, obținut de aplicație la autentificare, nu a putut fi revocat în Enlivy acum (ref {{reference}}); revocă-l în Enlivy, altfel rămâne valabil până expiră.',
  'fate.kept': 'Folosește același token ca înainte.',
  'fate.refused': 'Enlivy nu îi mai accepta deja vechiul token.',

  'link.expired':
    ':warning: Conexiunea acestui workspace la {{summary}} nu mai funcționează: Enlivy nu îi mai acceptă tokenul. O nouă conectare o înlocuiește.',
  'link.connected':
    ':warning: Acest workspace este conectat la {{summary}}. Pagina îți cere confirmarea înainte ca o nouă conexiune să o înlocuiască. {{retirement}}',
  link_one:
    'Deschide acest link de unică folosință pentru a conecta Enlivy (valabil {{count}} minut): {{url}}',
  link_few:
    'Deschide acest link de unică folosință pentru a conecta Enlivy (valabil {{count}} minute): {{url}}',
  link_other:
    'Deschide acest link de unică folosință pentru a conecta Enlivy (valabil {{count}} de minute): {{url}}',
  'link.intro.oauth':
    '*Conectează acest workspace la Enlivy*\nPe o pagină securizată, alege *Continuă cu Enlivy* și aprobă pe pagina Enlivy (aplicația nu îți vede niciodată parola) sau autentifică-te ori lipește un token API.',
  'link.intro.password':
    '*Conectează acest workspace la Enlivy*\nAutentifică-te cu e-mailul și parola Enlivy sau lipește un token API, pe o pagină securizată. Parola este folosită o singură dată pentru a obține un token și nu este salvată niciodată.',
  'link.button': 'Deschide pagina de conectare',
  'link.modalTitle': 'Reconectează Enlivy',
  'link.note_one':
    'Linkul funcționează o dată, timp de {{count}} minut. Nu-l trimite mai departe: oricine îl deschide conectează acest workspace.  ·  Preferi un token în Slack? `/enlivy connect token`',
  'link.note_few':
    'Linkul funcționează o dată, timp de {{count}} minute. Nu-l trimite mai departe: oricine îl deschide conectează acest workspace.  ·  Preferi un token în Slack? `/enlivy connect token`',
  'link.note_other':
    'Linkul funcționează o dată, timp de {{count}} de minute. Nu-l trimite mai departe: oricine îl deschide conectează acest workspace.  ·  Preferi un token în Slack? `/enlivy connect token`',
  'connect.badOption': '`/enlivy connect {{mode}}` nu este o opțiune de conectare.',
  'connect.badOptionHint':
    'Folosește `/enlivy connect` pentru pagina securizată sau `/enlivy connect token` pentru a lipi un token API.',

  'health.ok': ':large_green_circle: tokenul funcționează',
  'health.expired':
    ':red_circle: token expirat sau revocat: un administrator trebuie să ruleze `/enlivy connect`',
  'health.serverError':
    ':large_yellow_circle: Enlivy a răspuns cu o eroare (HTTP {{status}}), așa că tokenul nu a putut fi verificat. Încearcă din nou peste un minut',
  'health.timeout':
    ':large_yellow_circle: Enlivy nu a răspuns la timp, așa că tokenul nu a fost verificat. Încearcă din nou peste un minut',
  'health.unreachable':
    ':large_yellow_circle: aplicația nu s-a putut conecta la Enlivy, așa că tokenul nu a fost verificat. Încearcă din nou peste un minut',
  'health.rateLimited':
    ':large_yellow_circle: Enlivy este ocupat (prea multe cereri), așa că tokenul nu a fost verificat. Încearcă din nou peste un minut',
  'health.refused':
    ':red_circle: Enlivy a refuzat să deschidă organizația cu acest token (HTTP {{status}}): contul conectat poate să fi pierdut accesul la ea sau organizația nu mai există. Un administrator o poate reconecta cu `/enlivy connect`',
  'health.unexpected':
    ':large_yellow_circle: Enlivy a răspuns într-un fel pe care aplicația nu îl înțelege, așa că tokenul nu a fost verificat',
  'health.renewing':
    ':large_yellow_circle: Enlivy reînnoiește greu tokenul; aplicația încă îi așteaptă răspunsul. Încearcă din nou peste puțin timp',
  'health.notChecked': 'neverificat',
  'state.ok': 'funcționează',
  'state.expired': 'expirat',
  'state.serverError': 'Enlivy a răspuns cu o eroare',
  'state.timeout': 'Enlivy nu a răspuns',
  'state.unreachable': 'Enlivy inaccesibil',
  'state.rateLimited': 'Enlivy ocupat',
  'state.refused': 'organizație refuzată',
  'state.unexpected': 'răspuns neașteptat',
  'state.renewing': 'se reînnoiește',
  'state.notChecked': 'neverificat',
  'status.none':
    'Acest workspace nu este conectat la Enlivy. Un administrator al workspace-ului îl poate conecta cu `/enlivy connect`.',
  'status.organization': '*Organizație:* {{organization}} (`{{organizationId}}`)',
  'status.connectedBy': '*Conectată de:* <@{{user}}> pe {{date}}',
  'status.method': '*Metodă:* {{method}}',
  'status.health': '*Stare:* {{health}}',
  'status.scopes': '*Permisiuni acordate:* {{scopes}}',
  'status.noScopes': 'niciuna',
  'status.tokenExpired':
    '*Token de acces:* expirat, iar Enlivy nu îl mai reînnoiește. Un administrator trebuie să ruleze `/enlivy connect` și să aleagă din nou *Continuă cu Enlivy*.',
  'status.tokenRenews': '*Token de acces:* se reînnoiește automat {{date}}',
  'status.text': 'Conectat la {{organization}} ({{organizationId}}); {{state}}',

  'disconnect.notConnected':
    'Acest workspace nu este conectat la Enlivy, deci nu este nimic de deconectat.',
  'disconnect.text': 'Deconectezi {{organization}}? {{note}}',
  'disconnect.body':
    '*Deconectezi {{organization}}?*\n{{note}} Destinațiile din Enlivy continuă livrările; nimeni de aici nu le poate gestiona până când un administrator conectează din nou.',
  'disconnect.confirm': 'Deconectează',
  'disconnect.cancel': 'Anulează',
  'disconnect.kept': 'Conexiunea Enlivy a fost păstrată.',
  'disconnect.already': 'Acest workspace era deja deconectat.',
  'disconnect.changed':
    'Conexiunea s-a schimbat după afișarea acestei întrebări (acum este *{{organization}}*). Nu s-a deconectat nimic; rulează din nou `/enlivy disconnect` dacă încă vrei.',
  'disconnected.receipt':
    '<@{{user}}> a deconectat acest workspace de la Enlivy ({{organization}}).',
  'disconnected.watch':
    'Supravegherea eșecurilor nu trimite alerte până când un administrator conectează din nou cu `/enlivy connect`.',
  'disconnected.message': 'Deconectat de la {{organization}}. {{fate}}',

  'connected.receipt':
    '<@{{user}}> a conectat acest workspace la organizația Enlivy {{organization}}.',
  'connected.replacing':
    '<@{{user}}> a conectat acest workspace la organizația Enlivy {{organization}}, înlocuind {{old}} (`{{oldId}}`). {{fate}}',
  'connected.newToken':
    '<@{{user}}> a reconectat acest workspace la organizația Enlivy {{organization}} cu un token nou. {{fate}}',
  'connected.restored':
    '<@{{user}}> a reconectat acest workspace la organizația Enlivy {{organization}} cu același token, pe care Enlivy îl acceptă din nou.',
  'connected.unchanged':
    '<@{{user}}> a introdus tokenul pe care acest workspace îl folosește deja pentru organizația Enlivy {{organization}}, așa că nu s-a schimbat nimic.',
  'connected.help': 'Tastează `/enlivy help` ca să vezi ce poți face.',

  'modal.title': 'Conectare Enlivy',
  'modal.submit': 'Conectează',
  'modal.cancel': 'Anulează',
  'modal.expired':
    ':warning: Conexiunea acestui workspace la {{summary}} nu mai funcționează: Enlivy nu îi mai acceptă tokenul. Conectarea o înlocuiește.',
  'modal.unreadable':
    ':warning: Conexiunea salvată a acestui workspace nu a putut fi citită; conectarea o înlocuiește.',
  'modal.connected': ':warning: Acest workspace este conectat la {{summary}}. {{retirement}}',
  'modal.replaceLabel': 'Înlocuiește conexiunea actuală',
  'modal.replaceUnreadable': 'Înlocuiește conexiunea care nu a putut fi citită',
  'modal.replaceNamed': 'Înlocuiește conexiunea la {{organization}}',
  'modal.tokenIntro':
    '*Aplicația lucrează în Enlivy cu acest token*: afișează și modifică destinațiile de evenimente ale organizației și îi citește livrările și facturile pentru oamenii de aici, în limita rolului fiecăruia.\nCreează unul în Enlivy, în profilul tău → API tokens (arată ca `12|AbC…`). Aplicația îl păstrează criptat și nu îl mai afișează niciodată.',
  'modal.tokenLabel': 'Token API',
  'modal.orgLabel': 'Id-ul organizației',
  'modal.orgHint': 'Începe cu org_ — apare în Enlivy la Settings → Organization.',
  'modal.error': ':warning: {{error}}',
  'modal.badToken': 'Lipește tot tokenul, fără spații.',
  'modal.badOrg': 'Un id de organizație arată ca org_… (litere, cifre, _ și -).',
  'modal.checking': ':hourglass_flowing_sand: Se verifică tokenul cu Enlivy…',
  'modal.connectedTitle': 'Conectat',
  'modal.connected.done':
    ':white_check_mark: {{receipt}} Tastează `/enlivy help` ca să vezi ce poți face.',

  installationProblem:
    'Instalarea aplicației Enlivy pentru acest workspace lipsește sau nu poate fi citită, deci aplicația nu poate acționa aici. Un administrator Slack trebuie să reinstaleze aplicația.',
  installationProblemRef:
    'Instalarea aplicației Enlivy pentru acest workspace lipsește sau nu poate fi citită, deci aplicația nu poate acționa aici. Un administrator Slack trebuie să reinstaleze aplicația (ref {{reference}}).',

  'replace.unreadable': 'o conexiune care nu a putut fi citită',
  'replace.named': '„{{organization}}”',
  'replace.confirm':
    'Acest workspace este deja conectat la {{what}}. Confirmă că vrei să o înlocuiești.',
  'replace.changed':
    'Conexiunea s-a schimbat cât timp formularul a fost deschis: acum este {{what}}. Nu s-a înlocuit nimic; confirmă din nou ca să o înlocuiești.',
  'refused.token': 'Enlivy nu a acceptat acest token.',
  'refused.tokenHint': 'Verifică dacă ai copiat tot tokenul și că nu a fost revocat.',
  'refused.organization': 'Acest cont nu poate deschide organizația {{organizationId}}.',
  'refused.organizationHint':
    'Verifică id-ul organizației (începe cu org_) și că acest cont este membru al ei.',
  'refused.password': 'Enlivy nu a acceptat acest e-mail și această parolă.',
  'refused.passwordHint': 'Verifică-le și încearcă din nou sau conectează-te cu un token API.',
  'missing.organization': 'Introdu id-ul organizației (începe cu org_).',
  'missing.token': 'Lipește un token API.',
  'missing.email': 'Introdu e-mailul.',
  'missing.password': 'Introdu parola.',

  'page.who': 'Workspace Slack <strong>{{workspace}}</strong>',
  'page.whoRequested':
    'Workspace Slack <strong>{{workspace}}</strong> · cerut de <strong>@{{user}}</strong>',
  'page.titleSuffix': '{{title}} · Enlivy for Slack',
  'page.title': 'Conectare Enlivy',
  'landing.lead_one':
    'Această pagină conectează un workspace Slack la o organizație Enlivy. Linkul funcționează o singură dată și încă {{count}} minut; se consumă când continui.',
  'landing.lead_few':
    'Această pagină conectează un workspace Slack la o organizație Enlivy. Linkul funcționează o singură dată și încă {{count}} minute; se consumă când continui.',
  'landing.lead_other':
    'Această pagină conectează un workspace Slack la o organizație Enlivy. Linkul funcționează o singură dată și încă {{count}} de minute; se consumă când continui.',
  'landing.note': 'Continuă doar dacă ai cerut acest link în propriul workspace Slack.',
  'landing.continue': 'Continuă',
  'current.unreadable': 'o conexiune a cărei înregistrare salvată nu a putut fi citită',
  'current.named': '<strong>{{organization}}</strong> (<code>{{organizationId}}</code>)',
  'current.namedOn':
    '<strong>{{organization}}</strong> (<code>{{organizationId}}</code>), conectată pe {{date}}',
  'current.expired':
    'Conexiunea acestui workspace la {{what}} a expirat. Conectarea de aici o înlocuiește.',
  'current.connected':
    'Acest workspace este conectat acum la {{what}}. Conectarea de aici o înlocuiește.',
  'replaceBox.named': 'Înlocuiește conexiunea la {{organization}}',
  'replaceBox.unreadable': 'Înlocuiește conexiunea actuală',
  'form.lead_one':
    'Conectează acest workspace Slack la o organizație Enlivy. Toți cei din el care au rolul potrivit vor gestiona din Slack destinațiile de evenimente și facturile acelei organizații. Această pagină mai funcționează {{count}} minut.',
  'form.lead_few':
    'Conectează acest workspace Slack la o organizație Enlivy. Toți cei din el care au rolul potrivit vor gestiona din Slack destinațiile de evenimente și facturile acelei organizații. Această pagină mai funcționează {{count}} minute.',
  'form.lead_other':
    'Conectează acest workspace Slack la o organizație Enlivy. Toți cei din el care au rolul potrivit vor gestiona din Slack destinațiile de evenimente și facturile acelei organizații. Această pagină mai funcționează {{count}} de minute.',
  'form.orgLabel': 'Id-ul organizației',
  'form.passwordLegend': 'Autentifică-te cu contul Enlivy',
  'form.email': 'E-mail',
  'form.password': 'Parolă',
  'form.remember': 'Păstrează-mă autentificat (un token cu durată mai lungă)',
  'form.signIn': 'Autentificare și conectare',
  'form.tokenLegend': '…sau folosește un token API',
  'form.tokenLabel': 'Token API',
  'form.tokenButton': 'Conectează cu token',
  'form.note':
    'Parola este trimisă o singură dată la Enlivy pentru a obține un token și nu este salvată niciodată. Tokenul este păstrat criptat.',
  'oauth.legend': 'Recomandat',
  'oauth.intro':
    'Aprobă pe pagina Enlivy: aplicația nu îți vede niciodată parola și primește doar acest acces:',
  'oauth.scope': '<code>{{scope}}</code>: pentru a {{purpose}}',
  'oauth.note': 'Tot acolo alegi ce organizație folosește acest workspace.',
  'oauth.button': 'Continuă cu Enlivy',
  'install.done.title': 'Enlivy este instalat',
  'install.done.lead': 'Aplicația este în workspace-ul tău.',
  'install.done.next':
    'Mai departe, un administrator al workspace-ului rulează <code>/enlivy connect</code> în orice canal ca să lege organizația ta Enlivy.',
  'install.again': 'Începe din nou instalarea',
  'install.cancelled.title': 'Instalare anulată',
  'install.cancelled.lead':
    'Ai anulat instalarea, așa că nu s-a adăugat nimic în workspace-ul tău Slack.',
  'install.cancelled.note': 'Poți închide această filă dacă nu voiai să instalezi Enlivy.',
  'install.failed.title': 'Instalarea nu s-a încheiat',
  'install.failed.lead': 'Slack nu a finalizat instalarea.',
  'install.failed.note':
    'Dacă tot nu merge, întreabă administratorul Slack dacă în acest workspace se pot instala aplicații.',

  'done.title': 'Conectat',
  'done.lead':
    'Acest workspace Slack folosește acum organizația Enlivy <strong>{{organization}}</strong>.',
  'done.replaced': 'A înlocuit conexiunea la {{organization}} ({{organizationId}}). {{fate}}',
  'done.newToken': 'Folosește acum tokenul nou. {{fate}}',
  'done.restored': 'Folosește același token ca înainte, pe care Enlivy îl acceptă din nou.',
  'done.unchanged': 'Este tokenul pe care îl folosea deja, așa că nu s-a schimbat nimic.',
  'done.back': 'Înapoi în Slack',
  'done.note':
    'Poți închide această filă. Tastează <code>/enlivy help</code> în Slack ca să vezi ce poți face.',
  'crash.title': 'Eroare',
  'crash.text':
    'Ceva nu a mers (ref {{reference}}). Rulează /enlivy connect în Slack ca să încerci din nou.',

  'problem.invalidLink': 'Linkul nu mai este valabil',
  'problem.newLink': 'Rulează <code>/enlivy connect</code> în Slack ca să primești un link nou.',
  'problem.startAgain': 'Rulează <code>/enlivy connect</code> în Slack ca să începi din nou.',
  'problem.expired.text': 'Acest link de conectare a expirat (linkurile funcționează 10 minute).',
  'problem.invalid.text': 'Acest link de conectare nu este valid.',
  'problem.used.text':
    'Acest link de conectare a fost deja deschis, în altă filă sau alt browser (un link se deschide o singură dată).',
  'problem.used.next':
    'Continuă în fila în care a fost deschis sau rulează <code>/enlivy connect</code> în Slack ca să primești un link nou.',
  'problem.closed.title': 'Pagina nu mai este deschisă',
  'problem.closed.text':
    'Această pagină de conectare a fost deja folosită, în această filă sau în alta, ori cele 10 minute ale ei au trecut.',
  'problem.busy.title': 'Pagină în uz',
  'problem.busy.text':
    'Această pagină de conectare este trimisă chiar acum din altă filă sau fereastră.',
  'problem.busy.next':
    'Așteaptă ca acea filă să termine, apoi <a href="/connect">reîncarcă pagina</a>.',
  'problem.stale.title': 'Formular depășit',
  'problem.stale.text':
    'Acest formular nu provine din pagina de conectare deschisă acum, deci nu s-a trimis nimic la Enlivy.',
  'problem.stale.next': 'Pagina este încă deschisă: <a href="/connect">afișeaz-o din nou</a>.',
  'problem.oauth_invalid.title': 'Autentificare nerecunoscută',
  'problem.oauth_invalid.text':
    'Acest răspuns de la Enlivy nu aparține unei pagini de conectare deschise de această aplicație (starea lui este necunoscută sau a fost modificată), deci nu s-a conectat și nu s-a salvat nimic.',
  'problem.oauth_used.title': 'Autentificare deja folosită',
  'problem.oauth_used.text':
    'Acest răspuns de la Enlivy a fost deja folosit (fiecare funcționează o singură dată), deci nu s-a mai conectat și nu s-a mai salvat nimic.',
  'problem.oauth_used.next':
    'Verifică în Slack cu <code>/enlivy status</code> sau rulează <code>/enlivy connect</code> ca să începi din nou.',
  'problem.oauth_elsewhere.title': 'Autentificare începută în altă parte',
  'problem.oauth_elsewhere.text':
    'Această autentificare cu Enlivy a fost începută în alt browser (sau acest browser și-a pierdut cookie-ul), deci nu s-a conectat și nu s-a salvat nimic.',
  'problem.oauth_elsewhere.next':
    'Termin-o în browserul în care ai apăsat Continuă cu Enlivy sau rulează <code>/enlivy connect</code> ca să începi din nou.',
  'problem.malformed.title': 'Cerere greșită',
  'problem.malformed.text':
    'Cererea a fost greșit formată (un cookie sau un câmp pe care această pagină nu îl trimite), deci nu s-a întâmplat nimic.',

  'oauth.notSetUp': 'Continuă cu Enlivy nu este configurat pentru această aplicație.',
  'oauth.notSetUpHint': 'Autentifică-te cu e-mail și parolă sau folosește un token API.',
  'oauth.refused':
    'Enlivy a refuzat această autentificare ({{reason}}), deci nu s-a conectat și nu s-a salvat nimic.',
  'oauth.tryAgain': 'Apasă Continuă cu Enlivy ca să încerci din nou.',
  'oauth.denied': 'Ai apăsat Deny pe pagina Enlivy, deci nu s-a conectat și nu s-a salvat nimic.',
  'oauth.deniedHint':
    'Dacă te răzgândești, apasă din nou Continuă cu Enlivy sau conectează-te altfel, mai jos.',
  'oauth.notGiven': 'Enlivy nu a dat acces ({{error}}); nu s-a salvat nimic.',
  'oauth.notGivenHint':
    'Apasă Continuă cu Enlivy ca să încerci din nou sau conectează-te altfel, mai jos.',
  'oauth.noCode': 'Enlivy nu a trimis înapoi niciun cod de autentificare; nu s-a salvat nimic.',
  'oauth.noOrganization':
    'Accesul aprobat în Enlivy nu cuprinde nicio organizație, deci nu este nimic de conectat; nu s-a salvat nimic.',
  'oauth.noOrganizationHint':
    'Apasă din nou Continuă cu Enlivy și bifează pe pagina Enlivy organizația pe care trebuie să o folosească acest workspace.',
  'oauth.notListed': 'Alege una dintre organizațiile din listă; nu s-a salvat nimic.',
  'oauth.startAgain': 'Apasă Continuă cu Enlivy ca să începi din nou.',

  'picker.title': 'Alege organizația',
  'picker.lead_one':
    'Ai dat aplicației acces la {{count}} organizație Enlivy. Alege-o pe cea pe care o va folosi acest workspace Slack.',
  'picker.lead_few':
    'Ai dat aplicației acces la {{count}} organizații Enlivy. Alege-o pe cea pe care o va folosi acest workspace Slack.',
  'picker.lead_other':
    'Ai dat aplicației acces la {{count}} de organizații Enlivy. Alege-o pe cea pe care o va folosi acest workspace Slack.',
  'picker.legend': 'Organizație',
  'picker.connect': 'Conectează această organizație',
  'picker.cancel': 'Anulează',
  'picker.note_one':
    'Această alegere mai funcționează {{count}} minut. Anularea sau o alegere nefăcută retrage accesul pe care l-ai dat aplicației în Enlivy.',
  'picker.note_few':
    'Această alegere mai funcționează {{count}} minute. Anularea sau o alegere nefăcută retrage accesul pe care l-ai dat aplicației în Enlivy.',
  'picker.note_other':
    'Această alegere mai funcționează {{count}} de minute. Anularea sau o alegere nefăcută retrage accesul pe care l-ai dat aplicației în Enlivy.',
  'withdrawn.title': 'Nu s-a conectat nimic',
  'withdrawn.cancelled':
    'Ai anulat alegerea organizației, deci nu s-a conectat și nu s-a salvat nimic.',
  'withdrawn.expired':
    'Această alegere a organizației a expirat (funcționează 10 minute), deci nu s-a conectat și nu s-a salvat nimic.',
  'withdrawn.revoked': 'Accesul pe care l-ai dat aplicației în Enlivy a fost retras.',
  'withdrawn.notRevoked':
    'Accesul pe care l-ai dat aplicației în Enlivy nu a putut fi retras acum (referință <code>{{reference}}</code>); cere unui administrator Enlivy să îl revoce.',
  'withdrawn.again': 'Rulează <code>/enlivy connect</code> în Slack ca să începi din nou.',
  'command.status.usage': '/enlivy status',
  'command.status.summary':
    'Ce organizație Enlivy folosește acest workspace, cine a conectat-o și cum, și dacă funcționează.',
  'command.status.working': 'Se verifică conexiunea cu Enlivy…',
  'command.connect.usage': '/enlivy connect [token]',
  'command.connect.summary':
    'Conectează acest workspace la o organizație Enlivy (pagină securizată sau un token API).',
  'command.connect.working': 'Se pregătește un link de conectare…',
  'command.disconnect.usage': '/enlivy disconnect',
  'command.disconnect.summary': 'Uită tokenul Enlivy salvat pentru acest workspace.',
  'command.disconnect.working': 'Se citește conexiunea…',
};
