import type { Translation } from '../../platform/i18n/index.js';
import type { CommonCopy } from './en.js';

/** The common namespace in Romanian (comma-below ș ț; the words a command parses stay English). */
export const commonRo: Translation<CommonCopy> = {
  'date.instant': '{date_short_pretty}, ora {time}',

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
  'error.tooSlow.title': 'A durat prea mult',
  'error.tooSlow.field':
    'Enlivy for Slack a avut nevoie de prea mult timp ca să preia asta, așa că nu s-a făcut nimic. Trimite din nou (ref {{reference}}).',
  'error.tooSlow.notice':
    'Enlivy for Slack a avut nevoie de prea mult timp ca să preia asta, așa că nu s-a făcut nimic. Încearcă din nou (ref {{reference}}).',

  'error.hint.keepsHappening':
    'Dacă se tot întâmplă, dă referința celui care rulează Enlivy for Slack pentru workspace-ul tău: cu ea găsește detaliile în jurnalul aplicației.',
  'error.hint.reconnect': 'Un administrator poate reconecta cu `/enlivy connect`.',
  'error.hint.tryAgain': 'Încearcă din nou.',
  'error.hint.tryAgainInAMinute': 'Încearcă din nou peste un minut.',
  'error.hint.inAFewSeconds': 'Încearcă din nou peste câteva secunde.',
  'error.hint.tryAgainInSeconds_one': 'Încearcă din nou peste {{count}} secundă.',
  'error.hint.tryAgainInSeconds_few': 'Încearcă din nou peste {{count}} secunde.',
  'error.hint.tryAgainInSeconds_other': 'Încearcă din nou peste {{count}} de secunde.',
  'error.restarted.title': 'Enlivy for Slack a repornit',
  'error.restarted.unchanged':
    'Enlivy for Slack a repornit în timp ce aceasta rula; nu s-a schimbat nimic — rulează din nou.',
  'error.restarted.mayHaveChanged':
    'Enlivy for Slack a repornit în timp ce aceasta rula; modificarea poate să fi fost aplicată în Enlivy sau nu.',
  'error.restarted.mayHaveChangedHint':
    'Verifică cu `/enlivy list` (sau `/enlivy invoice NUMĂR` pentru o factură) înainte să rulezi din nou.',
  'error.internal.title': 'Ceva n-a mers bine la noi',
  'error.internal.message': 'Aplicația nu a putut termina această cerere.',
  'error.notConnected.title': 'Neconectat la Enlivy',
  'error.notConnected.message': 'Acest workspace nu este încă conectat la o organizație Enlivy.',
  'error.notConnected.hint': 'Un administrator îl poate conecta cu `/enlivy connect`.',
  'error.notConnected.yet': 'Acest workspace nu este încă conectat la Enlivy.',
  'error.notConnected.anyMore': 'Acest workspace nu mai este conectat la Enlivy.',
  'error.expired.tokenRefused':
    'Enlivy nu mai acceptă tokenul cu care a fost conectat acest workspace.',
  'error.oauthExpired.message':
    'Enlivy nu mai acceptă autorizarea acestui workspace (a fost revocată în Enlivy sau a expirat).',
  'error.oauthExpired.hint':
    'Un administrator trebuie să reconecteze cu `/enlivy connect` (Continue with Enlivy).',
  'error.oauthUnconfigured.message':
    'Acest workspace a fost conectat cu Continue with Enlivy, dar aplicația nu mai are setările OAuth Enlivy, așa că tokenul lui nu poate fi reînnoit.',
  'role.viewer': 'cititor',
  'role.editor': 'editor',
  'role.admin': 'administrator',
  'error.forbiddenRole.this': 'Aceasta',
  'error.forbiddenRole.needs': '{{what}} cere rolul de {{role}}; tu ești {{current}}.',
  'error.forbiddenRole.hidden':
    '{{what}} cere rolul de {{role}}. Slack nu îi arată acestei aplicații profilul tău, așa că nu poate confirma că ești membru al acestui workspace, iar aici poți fi doar cititor.',
  'error.forbiddenRole.external':
    '{{what}} cere rolul de {{role}}. Ești dintr-un alt workspace Slack, iar persoanele din alte workspace-uri pot fi aici doar cititori.',
  'error.forbiddenRole.askMember':
    'Cere-i unui membru al acestui workspace care este administrator Enlivy să o facă în locul tău.',
  'error.invalidRecord.message': 'Aceasta nu numește o înregistrare Enlivy validă.',
  'error.invalidRecord.hint':
    'Nu s-a trimis nimic către Enlivy. Rulează comanda din nou ca să primești butoane noi.',
  'error.staleButton.message': 'Acest buton este dintr-o versiune mai veche a aplicației.',
  'error.staleDialog.message': 'Această fereastră este dintr-o versiune mai veche a aplicației.',
  'error.hint.runAgainFresh': 'Rulează din nou comanda ca să primești o versiune nouă.',
  'error.languagesBusy.message': 'Altcineva schimbă chiar acum setările de limbă.',
  'error.rolesBusy.message': 'Altcineva schimbă chiar acum rolurile.',
  'error.pausesBusy.message': 'Altcineva schimbă chiar acum pauzele programate.',
  'error.changing.message': 'Altcineva schimbă chiar acum acest lucru.',
  'error.changing.hint': 'Nu s-a schimbat nimic. Așteaptă puțin și încearcă din nou.',
  'error.outcomeUnknown.notYetApplied': 'Enlivy nu a aplicat-o până acum.',
  'error.expired.title': 'Conexiunea Enlivy a expirat',
  'error.expired.message': 'Enlivy nu mai acceptă tokenul acestui workspace.',
  'error.forbiddenRole.title': 'Nu ai voie',
  'error.forbiddenRole.message': 'Aceasta cere rolul de {{role}}.',
  'error.forbiddenRole.hintAnyRole':
    'Cere-i unui administrator al acestui workspace să o facă sau să îți acorde un rol.',
  'error.forbiddenRole.hint':
    'Cere-i unui administrator să ruleze /enlivy access grant <@{{user}}> {{role}} sau să o facă în locul tău.',
  'error.forbiddenRole.hintAskAdmin':
    'Cere-i unui administrator să îți acorde rolul de {{role}} sau să o facă în locul tău.',
  'error.badInput.title': 'Verifică ce ai introdus',
  'error.badInput.message': 'O parte din comandă sau din formular nu este validă.',
  'error.badInput.hint': 'Vezi `/enlivy help` pentru cum se scrie această comandă.',
  'error.notFound.title': 'Nu s-a găsit nimic',
  'error.notFound.message': 'Nimic nu se potrivește cu acel nume sau id.',
  'error.notFound.hint': 'Verifică numele sau id-ul; `/enlivy list all` arată toate destinațiile.',
  'error.ambiguous.title': 'La care te referi?',
  'error.ambiguous.message': 'Se potrivește cu mai multe.',
  'error.ambiguous.matches': 'Se potrivește cu: {{shown}}.',
  'error.ambiguous.matchesMore': 'Se potrivește cu: {{shown}} și încă {{rest}}.',
  'error.ambiguous.hint': 'Folosește numele complet sau id-ul.',
  'error.storeCorrupt.title': 'Setările salvate nu pot fi citite',
  'error.storeCorrupt.message': 'Setările salvate ale acestui workspace nu au putut fi citite.',
  'error.storeUnavailable.title': 'Stocarea nu răspunde',
  'error.storeUnavailable.message': 'Enlivy for Slack nu își poate accesa stocarea acum.',
  'error.storeUnavailable.hint':
    'Problema este la aplicație, nu la tine: încearcă din nou peste un minut.',
  'error.notChanged.title': 'Nu s-a schimbat nimic',
  'error.notChanged.hint': 'Poți încerca din nou fără grijă.',
  'error.outcomeUnknown.title': 'Rezultat necunoscut',
  'error.outcomeUnknown.hint': 'Verifică cu `/enlivy list` înainte să încerci din nou.',
  'error.busy.title': 'Prea ocupat acum',
  'error.busy.message':
    'Enlivy for Slack rulează multe cereri deodată, așa că aceasta nu a fost rulată.',
  'error.busy.hint': 'Nu s-a schimbat nimic. Rulează din nou peste un minut.',
  'error.renewalSlow.title': 'Enlivy reînnoiește greu tokenul',
  'error.renewalSlow.message':
    'Enlivy reînnoiește greu tokenul acestui workspace; aplicația încă așteaptă răspunsul.',
  'error.renewalSlow.hint': 'Încearcă din nou peste puțin timp.',
  'error.enlivyForbidden.title': 'Enlivy a refuzat',
  'error.enlivyForbidden.message': 'Enlivy nu permite aceasta pentru organizația conectată.',
  'error.enlivyForbidden.hint':
    'Verifică planul Enlivy și permisiunile contului conectat; un administrator poate reconecta cu alt cont prin `/enlivy connect`.',
  'error.enlivyNotFound.title': 'Înregistrarea nu există în Enlivy',
  'error.enlivyNotFound.message': 'Enlivy nu are această înregistrare; poate a fost ștearsă.',
  'error.enlivyNotFound.hint': 'Reîmprospătează cu `/enlivy list` și alege din nou.',
  'error.enlivyValidation.title': 'Enlivy a refuzat datele',
  'error.enlivyValidation.message': 'Unele câmpuri nu sunt valide.',
  'error.enlivyValidation.hint': 'Corectează câmpurile menționate și încearcă din nou.',
  'error.enlivyRateLimited.title': 'Enlivy este ocupat',
  'error.enlivyRateLimited.message':
    'Enlivy primește acum prea multe cereri de la această organizație.',
  'error.enlivyServer.title': 'Enlivy a răspuns cu o eroare (HTTP {{status}})',
  'error.enlivyServer.message':
    'Problema este la Enlivy, nu în ce ai făcut tu. Încearcă din nou peste un minut.',
  'error.enlivyHttp.title': 'Enlivy a refuzat cererea',
  'error.enlivyHttp.message': 'Enlivy a refuzat cererea.',
  'error.enlivyHttp.hint': 'Verifică ce ai cerut și încearcă din nou.',
  'error.enlivyUnreachable.title': 'Enlivy nu a putut fi contactat',
  'error.enlivyNetwork.message': 'Conexiunea la Enlivy a eșuat.',
  'error.enlivyTimeout.message': 'Enlivy nu a răspuns la timp.',
  'error.enlivyTimeout.messageSeconds':
    'Enlivy nu a răspuns în {{seconds, number(maximumFractionDigits: 1)}} s (timp expirat).',
  'error.enlivyUnexpected.title': 'Răspuns neașteptat de la Enlivy',
  'error.enlivySchema.message': 'Enlivy a răspuns într-un fel pe care aplicația nu îl înțelege.',
  'error.enlivySchema.hint': 'Dă referința administratorului care rulează această aplicație.',
  'error.enlivyContent.message': 'Enlivy a trimis altceva decât fișierul cerut de aplicație.',
  'error.enlivyContent.hint':
    'Încearcă din nou mai târziu; dacă se tot întâmplă, dă referința administratorului care rulează această aplicație.',
  'error.missingScope.title': 'Nepermis de conexiunea Enlivy',
  'error.missingScope.message':
    'Autorizarea Enlivy a acestui workspace nu îi dă aplicației dreptul de a {{purpose}} (`{{scope}}`).',
  'error.missingScope.hint':
    'Un administrator poate reconecta cu `/enlivy connect` (Continue with Enlivy) și poate acorda dreptul de a {{purpose}}.',
  'error.slackRefused.title': 'Slack a refuzat',
  'error.slackRefused.message': 'Slack a refuzat cererea (`{{code}}`).',
  'error.slackBusy.title': 'Slack este ocupat',
  'error.slackUnreachable.title': 'Slack nu a putut fi contactat',
  'error.slackUnreachable.message': 'Aplicația nu a putut contacta Slack.',
  'error.slackHttp.title': 'Slack a avut o problemă',
  'error.slackHttp.message': 'Slack a avut o problemă (HTTP {{status}}).',
  'error.slack.notInChannel.message': 'Aplicația nu este membră a acestui canal.',
  'error.slack.notInChannel.hint':
    'Invită aplicația în canal cu `/invite @enlivy`, apoi încearcă din nou.',
  'error.slack.channelNotFound.message':
    'Slack nu a găsit acel canal sau aplicația nu îl poate vedea.',
  'error.slack.channelNotFound.hint':
    'Pentru un canal privat, invită întâi aplicația cu `/invite @enlivy`; altfel alege alt canal.',
  'error.slack.isArchived.message': 'Acel canal este arhivat.',
  'error.slack.isArchived.hint': 'Dezarhivează-l sau alege alt canal.',
  'error.slack.missingScope.message': 'Aplicației îi lipsește o permisiune Slack necesară.',
  'error.slack.missingScope.hint':
    'Un administrator Slack poate reinstala aplicația ca s-o acorde.',
  'error.slack.notAuthed.message':
    'Slack nu mai acceptă tokenul aplicației pentru acest workspace.',
  'error.slack.notAuthed.hint': 'Un administrator Slack poate reinstala aplicația.',
  'error.slack.ratelimited.message': 'Slack limitează cât de repede poate acționa aplicația.',
  'error.slack.ratelimited.hint': 'Încearcă din nou peste un minut.',
  'error.slack.expiredTriggerId.message':
    'Slack a închis fereastra pentru deschiderea acestui dialog.',
  'error.slack.expiredTriggerId.hint': 'Rulează comanda sau apasă butonul din nou.',
  'error.slack.msgTooLong.message': 'Mesajul este mai lung decât permite Slack.',
  'error.slack.msgTooLong.hint': 'Restrânge-l (de exemplu cu filtre) și încearcă din nou.',
  'error.slack.userNotFound.message':
    'Slack nu a găsit acea persoană sau nu i-o arată acestei aplicații.',
  'error.slack.userNotFound.hint':
    'Verifică la cine te referi; persoanele din alte organizații pot fi ascunse aplicațiilor.',
  'error.slack.cantInviteSelf.message': 'Aplicația nu se poate invita singură în acel canal.',
  'error.slack.cantInviteSelf.hint': 'Invit-o cu `/invite @enlivy` din canal.',

  // Enlivy's event subjects (`invoice.paid` → Invoice), as cards, forms and the log name them.
  'subject.destination': 'Destinație',
  'subject.invoice': 'Factură',
  'subject.receipt': 'Chitanță',
  'subject.bank_account': 'Cont bancar',
  'subject.bank_transaction': 'Tranzacție bancară',
  'subject.billing_schedule': 'Program de facturare',
  'subject.billing_scheduled_payment': 'Plată programată',
  'subject.billing_package': 'Pachet de facturare',
  'subject.payslip': 'Fluturaș de salariu',
  'subject.contract': 'Contract',
  'subject.contract_signature': 'Semnătură de contract',
  'subject.proposal': 'Ofertă',
  'subject.prospect': 'Client potențial',
  'subject.prospect_activity': 'Activitate client potențial',
  'subject.project': 'Proiect',
  'subject.project.member': 'Membru de proiect',
  'subject.playbook': 'Playbook',
  'subject.product': 'Produs',
  'subject.user': 'Utilizator',
  'subject.network_exchange': 'Schimb în rețea',
  // What each OAuth scope lets the app do (the connect page, a missing-scope error).
  'scope.webhooks_manage': 'gestiona destinațiile de evenimente și a citi jurnalul lor de livrări',
  'scope.accounting_read': 'căuta și a consulta facturi',
  'scope.accounting_write': 'șterge facturi',
  'scope.other': 'folosi {{scope}}',
  'duration.seconds_one': '{{count}} secundă',
  'duration.seconds_few': '{{count}} secunde',
  'duration.seconds_other': '{{count}} de secunde',
  'duration.minutes_one': '{{count}} minut',
  'duration.minutes_few': '{{count}} minute',
  'duration.minutes_other': '{{count}} de minute',
  'duration.hours_one': '{{count}} oră',
  'duration.hours_few': '{{count}} ore',
  'duration.hours_other': '{{count}} de ore',
  'duration.days_one': '{{count}} zi',
  'duration.days_few': '{{count}} zile',
  'duration.days_other': '{{count}} de zile',
  'duration.pair': '{{larger}} și {{smaller}}',
  'duration.for': 'timp de {{duration}}',
};
