import type { Translation } from '../../../platform/i18n/index.js';
import type { WorkflowStepsCopy } from './en.js';

export const workflowStepsRo: Translation<WorkflowStepsCopy> = {
  'title.set_destination_active': 'Suspendă sau reia o destinație Enlivy',
  'title.send_test_event': 'Trimite un eveniment de test Enlivy',
  'title.get_invoice': 'Citește o factură Enlivy',
  'inputs.bad_one': 'Intrarea {{names}} a pasului lipsește sau nu este validă.',
  'inputs.bad_few': 'Intrările {{names}} ale pasului lipsesc sau nu sunt valide.',
  'inputs.bad_other': 'Intrările {{names}} ale pasului lipsesc sau nu sunt valide.',
  'inputs.name': '„{{name}}”',
  'inputs.hint': 'Deschide fluxul de lucru în Workflow Builder și completează intrările pasului.',
  'role.external':
    '„{{title}}” are nevoie de rolul de {{role}}. <@{{user}}> este dintr-un alt workspace Slack, iar persoanele din alte workspace-uri pot avea aici doar rolul de cititor.',
  'role.tooLow':
    '„{{title}}” are nevoie de rolul de {{role}}; <@{{user}}>, pentru care acționează acest pas, {{actual}}.',
  'role.is.viewer': 'are rolul de cititor',
  'role.is.editor': 'are rolul de editor',
  'role.is.admin': 'are rolul de administrator',
  'role.hint':
    'Un administrator Enlivy îl poate acorda cu /enlivy access grant @persoană {{role}}, sau fluxul de lucru poate acționa pentru cineva care îl are.',
  cutOff:
    'Enlivy for Slack a repornit înainte ca acest pas să se termine. Dacă modifica ceva în Enlivy, modificarea poate să fi fost aplicată sau nu: verifică cu /enlivy list (sau /enlivy deliveries) înainte de a rula din nou fluxul de lucru.',
  retired: 'Enlivy for Slack nu mai oferă acest pas. Scoate-l din fluxul de lucru.',
  resultsRefused:
    'Enlivy for Slack a terminat acest pas, dar Slack nu i-a acceptat rezultatele. Verifică rezultatul în Slack cu /enlivy înainte de a rula din nou fluxul de lucru.',
  'receipt.paused':
    ':double_vertical_bar: Un flux de lucru a suspendat *{{name}}* pentru <@{{user}}>. Nu se livrează niciun eveniment până când este reluată.',
  'receipt.resumed':
    ':arrow_forward: Un flux de lucru a reluat *{{name}}* pentru <@{{user}}>. Evenimentele sunt livrate din nou.',
  'receipt.run': 'Pasul „{{step}}” · {{time}} · ref `{{run}}`',
  'receipt.paused.text':
    'Un flux de lucru a suspendat {{name}} pentru <@{{user}}>. Nu se livrează niciun eveniment până când este reluată.',
  'receipt.resumed.text':
    'Un flux de lucru a reluat {{name}} pentru <@{{user}}>. Evenimentele sunt livrate din nou.',
  'test.busy': 'Un test pentru {{name}} rulează deja.',
  'test.busy.hint':
    'Nu s-a trimis un al doilea test. Rulează din nou fluxul de lucru după ce se termină (în cel mult 30 de secunde).',
  'invoice.notReference': '„{{typed}}” nu este nici număr de factură, nici id de factură.',
  'invoice.notReference.hint':
    'Dă numărul așa cum apare pe factură (de ex. INV-2026-0001) sau id-ul ei (org_inv_…).',
  'invoice.several_one': '{{count}} factură are numărul „{{number}}”.',
  'invoice.several_few': '{{count}} facturi au numărul „{{number}}”.',
  'invoice.several_other': '{{count}} de facturi au numărul „{{number}}”.',
  'invoice.several.hint': 'Dă pasului id-ul facturii (org_inv_…) în loc de număr.',
};
