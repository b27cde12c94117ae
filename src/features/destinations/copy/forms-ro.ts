import type { Translation } from '../../../platform/i18n/index.js';
import type { DestinationFormsCopy } from './forms-en.js';

export const destinationFormsRo: Translation<DestinationFormsCopy> = {
  'title.newSlack': 'Destinație Slack nouă',
  'title.newWebhook': 'Webhook nou',
  'title.edit': 'Editează destinația',
  'button.create': 'Creează',
  'button.save': 'Salvează',
  'button.cancel': 'Anulează',

  'form.name.label': 'Nume',
  'form.name.placeholderSlack': 'alerte #finance',
  'form.name.placeholderWebhook': 'Sincronizare contabilitate',
  'form.channel.label': 'Canal',
  'form.channel.placeholder': 'Alege un canal',
  'form.channel.hint': 'Pentru un canal privat, invită întâi aplicația: /invite @enlivy',
  'form.postsTo': 'Publică în {{channel}}',
  'form.url.label': 'URL',
  'form.url.placeholder': 'https://example.com/enlivy/events',
  'form.url.hint':
    'Enlivy trimite aici (POST) fiecare eveniment ca JSON, semnat cu un secret arătat o singură dată după salvare.',
  'form.cards': ':card_index: Fișe în Slack',
  'form.cardsTo': ':card_index: Fișe în Slack în {{channel}}',
  'form.filters.label': 'Filtre',
  'form.filters.placeholder': 'amount>=1000 direction:outgoing',
  'form.filters.hint':
    'Se publică doar evenimentele care se potrivesc cu toate acestea: amount>=1000, direction:outgoing sau incoming, status:overdue, currency:EUR (virgule pentru variante).',
  'form.style.label': 'Cum se publică',
  'form.style.enlivy': 'Mesajele Enlivy',
  'form.style.enlivy.description': 'Enlivy publică un rând de text, cu șablonul tău de mesaj.',
  'form.style.cards': 'Fișe în Slack',
  'form.style.cards.description':
    'Publicate de aplicație, cu butoane; actualizările merg în firul lor.',
  'form.styleFilters.hint':
    'Fișele se publică doar pentru evenimentele care se potrivesc cu toate acestea: amount>=1000, direction:outgoing sau incoming, status:overdue, currency:EUR.',
  'form.credential.textLabel': 'Id-ul conexiunii Slack',
  'form.credential.textPlaceholder': 'org_api_cred_…',
  'form.credential.typedNote':
    'Enlivy nu a listat acum conexiunile Slack ale organizației. Lipește id-ul conexiunii ei Slack (Enlivy → Settings → Integrations).',
  'form.credential.label': 'Conexiunea Slack',
  'form.credential.placeholder': 'Conexiunea Slack cu care publică Enlivy',
  'form.credential.hint':
    'Enlivy publică prin aplicația Slack conectată la organizația ta în Enlivy.',
  'form.credential.hintWarning':
    'Enlivy publică prin aplicația Slack conectată la organizația ta în Enlivy. ⚠ {{warning}}',
  'form.events.label': 'Evenimente',
  'form.events.placeholder': 'invoice.paid, contract.updated …',
  'form.events.hint': 'Alege cel puțin unul: o destinație fără evenimente nu livrează nimic.',
  'form.events.otherGroup': 'Alte evenimente',
  'form.otherEvents.label': 'Evenimente care nu sunt în listă',
  'form.otherEvents.placeholder': 'helpdesk.conversation_assigned, …',
  'form.otherEvents.hint':
    'Se adaugă celor alese mai sus: nume de forma subiect.acțiune, separate prin virgule sau spații.',
  'form.includes.label': 'Include date asociate',
  'form.includes.placeholder': 'invoice · line_items …',
  'form.includes.hintCreate':
    'Se aplică fiecărui eveniment ales al acelui subiect; subiectele pentru care nu ai ales niciun eveniment sunt ignorate.',
  'form.includes.hintEdit':
    'Se aplică fiecărui eveniment ales al acelui subiect. Subiectele ale căror alegeri le lași neschimbate își păstrează datele asociate incluse în fiecare abonament.',
  'form.message.label': 'Șablon de mesaj',
  'form.message.placeholder': 'Factura {{number}} a fost plătită: {{total}} {{currency}}',
  'form.message.hint':
    'Substituenți: {{placeholders}}; orice câmp al evenimentului, de ex. {{example}}. Gol: rândul implicit al Enlivy.',
  'form.message.hintMixed':
    'Abonamentele au șabloane diferite: lasă câmpul gol ca fiecare să-și păstreze șablonul sau scrie unul care să fie folosit pentru toate. {{hint}}',
  'form.preview.button': 'Previzualizează mesajul',
  'form.preview.head': '*Previzualizare* pentru `{{event}}` cu date de exemplu:',
  'form.preview.empty': '_(gol: Enlivy publică rândul său implicit pentru eveniment)_',
  'form.preview.unknown': ':warning: Exemplul nu are nicio valoare pentru {{names}} (apar goale).',
  'sample.customer': 'Client Exemplu SRL',
  'sample.contract': 'Contract de servicii exemplu',
  'sample.other': '{{subject}} exemplu',
  'form.active.label': 'Stare',
  'form.active.option': 'Activă: livrează evenimentele imediat',
  'form.active.hint': 'Debifează ca să rămână suspendată până o reiei.',

  'check.name.empty': 'Dă-i destinației un nume.',
  'check.tooLong': 'Cel mult {{max}} de caractere (acesta are {{length}}).',
  'check.channel': 'Alege canalul în care să publice.',
  'check.credential': 'Lipește id-ul conexiunii Slack din Enlivy (org_api_cred_…).',
  'check.otherEvents':
    'Nu sunt nume de evenimente: {{words}}. Scrie-le ca subiect.acțiune, de ex. invoice.paid.',
  'check.events': 'Alege cel puțin un eveniment.',
  'check.url.empty': 'Introdu URL-ul https la care Enlivy să trimită evenimentele.',
  'check.url.tooLong': 'Cel mult {{max}} de caractere.',
  'check.url.invalid':
    'Acesta nu este un URL valid; ar trebui să arate ca https://example.com/enlivy.',
  'check.url.https': 'Folosește un URL https://: Enlivy trimite doar prin https.',
  'check.url.host': 'URL-ului îi lipsește numele gazdei.',
  'check.url.credentials':
    'Nu pune nume de utilizator și parole în URL; verifică în schimb antetul Signature.',
  'form.expired': 'Formularul este prea vechi pentru a fi salvat: starea lui salvată a expirat.',
  'form.expired.hint': 'Închide-l și deschide-l din nou.',

  'credential.here': '{{name}} · acest workspace Slack',
  'credential.elsewhere': '{{name}} · alt workspace Slack ({{account}})',
  'credential.elsewhereWarning_one':
    'O conexiune Slack publică în alt workspace Slack: canalele acestui workspace nu există acolo, așa că Enlivy nu ar putea publica. Ca să publici aici, conectează aplicația Slack a Enlivy la acest workspace, în Enlivy (Settings → Integrations → Slack).',
  'credential.elsewhereWarning_few':
    '{{count}} conexiuni Slack publică în alt workspace Slack: canalele acestui workspace nu există acolo, așa că Enlivy nu ar putea publica. Ca să publici aici, conectează aplicația Slack a Enlivy la acest workspace, în Enlivy (Settings → Integrations → Slack).',
  'credential.elsewhereWarning_other':
    '{{count}} de conexiuni Slack publică în alt workspace Slack: canalele acestui workspace nu există acolo, așa că Enlivy nu ar putea publica. Ca să publici aici, conectează aplicația Slack a Enlivy la acest workspace, în Enlivy (Settings → Integrations → Slack).',

  'problem.limit_one':
    'Această organizație are deja {{limit}} de destinații, limita pentru un pachet plătit. Șterge una (`/enlivy delete NUME`) sau adaugă un pachet în Enlivy, apoi încearcă din nou.',
  'problem.limit_few':
    'Această organizație are deja {{limit}} de destinații, limita pentru {{count}} pachete plătite. Șterge una (`/enlivy delete NUME`) sau adaugă un pachet în Enlivy, apoi încearcă din nou.',
  'problem.limit_other':
    'Această organizație are deja {{limit}} de destinații, limita pentru {{count}} de pachete plătite. Șterge una (`/enlivy delete NUME`) sau adaugă un pachet în Enlivy, apoi încearcă din nou.',
  'problem.paidPack':
    'Trimiterea evenimentelor necesită un pachet plătit. Adaugă unul în Enlivy (Billing), apoi încearcă din nou.',
  'problem.refused': 'Enlivy a refuzat unele câmpuri; vezi notele de sub ele.',
  'problem.nothingChanged': 'Nu s-a schimbat nimic.',
  'unknownEvent.guess': '`{{name}}` (te referi la `{{guess}}`?)',

  'loading.default': 'Se încarcă din Enlivy…',
  'loading.creating': 'Se creează destinația în Enlivy…',
  'loading.saving': 'Se salvează destinația în Enlivy…',
  theEndpoint: 'endpoint',

  'noCredential.head':
    ':electric_plug: *{{organization}} nu are nicio conexiune Slack în Enlivy*, așa că Enlivy nu are cu ce publica în Slack.',
  'noCredential.how':
    'În Enlivy, deschide *Settings → Integrations → Slack* și conectează Slack la organizație. Apoi rulează din nou `/enlivy subscribe`.',
  'noCredential.webhook':
    'Între timp, `/enlivy webhook` trimite evenimente către orice endpoint https.',

  'created.title': 'Destinație creată',
  'created.slack': ':white_check_mark: {{name}} publică acum {{events}} în <#{{channel}}>.',
  'created.cardAt.channel': 'Fișa ei, cu un buton *Trimite test*, este în canal (doar tu o vezi).',
  'created.cardAt.dm':
    'Fișa ei, cu un buton *Trimite test*, este în mesajele tale directe cu aplicația.',
  'created.cardAt.nowhere': '`/enlivy list` în canal îi arată fișa, cu un buton *Trimite test*.',
  'created.card.text': 'Am creat {{name}}. Trimite un eveniment de test ca să verifici că merge.',
  'created.card.head': ':sparkles: *Creată.* Trimite acum un test ca să verifici că ajunge.',
  'webhookCreated.title': 'Webhook creat',
  'webhookCreated.body': ':white_check_mark: {{name}} va trimite (POST) {{events}} la `{{host}}`.',
  'webhookCreated.noSecret':
    ':warning: Enlivy nu a returnat un secret de semnare. Întreabă administratorul Enlivy cum sunt semnate livrările către acest endpoint.',
  'secret.head': '*Secretul de semnare*: copiază-l acum, {{howLong}}.',
  'secret.howLong.modal': 'este arătat doar acum și nu este păstrat nicăieri în Slack',
  'secret.howLong.ephemeral': 'doar tu vezi acest mesaj, iar el dispare când Slack se reîncarcă',
  'secret.howLong.dm':
    'acest mesaj direct dintre tine și aplicație este singurul loc din Slack unde este păstrat, așa că păstrează-l pentru tine',
  'secret.verify':
    '*Verificarea unei livrări:* fiecare cerere are un antet `Signature`: HMAC-SHA256 al corpului brut al cererii, în hex cu litere mici, cu acest secret drept cheie. Calculează-l peste exact octeții primiți (înainte de a interpreta JSON-ul) și compară în timp constant, de ex. cu `crypto.timingSafeEqual` în Node sau `hash_equals` în PHP.',
  'secret.text': 'Secretul de semnare al webhookului {{name}}, doar pentru tine.',
  'secret.intro':
    ':key: {{name}} (care trimite la `{{host}}`) este creat, dar fereastra lui se închisese înainte să poată arăta secretul de semnare, așa că îl ai aici, doar pentru tine.',
  secretLost:
    ':warning: {{name}} *a fost creat, dar secretul lui de semnare nu ți-a putut fi arătat.* {{why}}, așa că nimeni nu poate verifica antetul `Signature` al livrărilor lui. Ca să ai un secret: cere unui administrator să șteargă acest webhook (butonul de ștergere de pe fișa lui sau `/enlivy delete {{quoted}}`), apoi creează-l din nou cu `/enlivy webhook`: noul secret este arătat o singură dată, doar ție.',
  secretNotShown:
    ':warning: *Secretul de semnare nu ți-a putut fi arătat*: fereastra se închisese înainte de crearea webhookului, iar Slack nu a primit nici un mesaj privat. Nu mai poate fi arătat: creează din nou webhookul ca să primești un secret nou și cere ștergerea acestuia (un administrator poate, de pe fișa lui).',
  'receipt.subscribed': '<@{{user}}> a abonat <#{{channel}}> la {{events}} ({{name}}).',
  'receipt.webhook': '<@{{user}}> a creat webhookul {{name}} către `{{host}}` pentru {{events}}.',

  'subscribe.defaultName': 'alerte #{{channel}}',
  'subscribe.credentialsUnreadable': 'Enlivy nu a listat conexiunile Slack ale organizației.',
  'subscribe.useForm': 'Rulează `/enlivy subscribe` fără evenimente ca s-o alegi în formular.',
  'subscribe.noCredential': 'Această organizație nu are nicio conexiune Slack în Enlivy.',
  'subscribe.noCredential.hint':
    'În Enlivy, deschide Settings → Integrations → Slack și conectează Slack, apoi încearcă din nou.',
  'subscribe.manyCredentials_one':
    'Această organizație are {{count}} conexiune Slack; spune pe care o folosești.',
  'subscribe.manyCredentials_few':
    'Această organizație are {{count}} conexiuni Slack; spune pe care o folosești.',
  'subscribe.manyCredentials_other':
    'Această organizație are {{count}} de conexiuni Slack; spune pe care o folosești.',
  'subscribe.unknownEvents': 'Evenimente necunoscute: {{events}}.',
  'subscribe.unknownEvents.hint':
    'Numele de evenimente arată ca `invoice.paid`. `/enlivy subscribe` singur deschide un formular care le listează pe toate.',
  'subscribe.unlinked':
    'Slack nu a transformat `{{typed}}` într-un link de canal, așa că nu există un canal în care să se publice.',
  'subscribe.unlinked.hint':
    'Scrie `#` și alege canalul din lista pe care o arată Slack (devine albastru), de ex. `/enlivy subscribe invoice.paid #finance`.',
  'subscribe.oneChannel': 'Dă un singur canal: o destinație publică într-un singur canal.',
  'subscribe.example': 'De exemplu `/enlivy subscribe invoice.paid #finance`.',
  'subscribe.whichChannel': 'Spune în ce canal să publice.',
  'subscribe.already_one':
    ':information_source: <#{{channel}}> primește deja acest eveniment de la această destinație, așa că nu s-a creat nimic nou.',
  'subscribe.already_few':
    ':information_source: <#{{channel}}> primește deja aceste evenimente de la această destinație, așa că nu s-a creat nimic nou.',
  'subscribe.already_other':
    ':information_source: <#{{channel}}> primește deja aceste evenimente de la această destinație, așa că nu s-a creat nimic nou.',
  'subscribe.refused': 'Enlivy a refuzat destinația.',
  'subscribe.refused.hint':
    'Corectează și încearcă din nou sau folosește `/enlivy subscribe` singur pentru formular.',

  'edit.more': '{{names}} și încă {{count}}',
  'edit.adding': '*Se adaugă:* {{names}}',
  'edit.removing': '*Se elimină:* {{names}}',
  'edit.modifying': '*Se schimbă datele asociate incluse sau mesajul:* {{names}}',
  'edit.unchanged': '*Neschimbate:* {{count}}',
  'edit.rename': '*Nume:* {{from}} → {{to}}',
  'edit.state.active': '*Stare:* activă (livrarea se reia)',
  'edit.state.paused': '*Stare:* suspendată (livrarea se oprește)',
  'edit.url': '*URL:* trimite acum la `{{host}}`',
  'edit.filters': '*Filtre:* {{filters}}',
  'edit.filters.none': 'niciunul (se publică orice eveniment)',
  'edit.confirm.title': 'Verifică modificările',
  'edit.confirm.question': 'Salvezi aceste modificări la {{name}}?',
  'edit.confirm.note':
    'Abonamentele pe care nu le-ai atins își păstrează datele asociate incluse și șablonul de mesaj.',
  'edit.confirm.back': 'Înapoi la formular',
  'edit.saved.title': 'Destinație salvată',
  'edit.saved.body': ':white_check_mark: Am salvat {{name}}.',
  'edit.nothing.title': 'Nimic schimbat',
  'edit.nothing.body':
    'Nu s-a schimbat nimic: {{name}} este cum era, așa că nu s-a trimis nimic la Enlivy.',
  'edit.receipt': '<@{{user}}> a editat {{name}}: {{changes}}',
  'edit.receipt.added_one': '+{{count}} eveniment',
  'edit.receipt.added_few': '+{{count}} evenimente',
  'edit.receipt.added_other': '+{{count}} de evenimente',
  'edit.receipt.removed_one': '−{{count}} eveniment',
  'edit.receipt.removed_few': '−{{count}} evenimente',
  'edit.receipt.removed_other': '−{{count}} de evenimente',
  'edit.receipt.modified_one': '{{count}} eveniment reconfigurat',
  'edit.receipt.modified_few': '{{count}} evenimente reconfigurate',
  'edit.receipt.modified_other': '{{count}} de evenimente reconfigurate',
  'edit.receipt.renamed': 'redenumită din {{name}}',
  'edit.receipt.resumed': 'reluată',
  'edit.receipt.paused': 'suspendată',
  'edit.receipt.url': 'trimite acum la `{{host}}`',
  'edit.notChanged': '*{{name}}* nu a fost salvată: Enlivy o arată în continuare ca înainte.',
  'edit.unknown':
    'Nu se știe dacă *{{name}}* a fost salvată: Enlivy nu a răspuns clar și nu a mai putut fi întrebat.',
  'edit.howToCheck':
    'Verific-o cu `/enlivy list` (sau deschide din nou Editează) înainte să salvezi din nou.',
  'edit.filtersNotStored':
    'Enlivy a salvat restul modificărilor, dar filtrele noi nu au putut fi păstrate, așa că se aplică în continuare cele vechi. {{message}}',
};
