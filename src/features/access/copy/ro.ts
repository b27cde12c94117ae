import type { Translation } from '../../../platform/i18n/index.js';
import type { AccessCopy } from './en.js';

export const accessRo: Translation<AccessCopy> = {
  'grant.note': 'acordat de <@{{by}}> pe {{date}}',
  'list.line': '• <@{{user}}> — *{{role}}* ({{note}})',
  'list.connected': '• <@{{user}}> — *{{role}}* (a conectat workspace-ul)',
  'list.connectedAlso':
    '• <@{{user}}> — *{{role}}* (a conectat workspace-ul; și {{grantedRole}}, {{note}})',
  'list.text': 'Roluri Enlivy acordate în acest workspace: {{number}}',
  'list.heading': '*Cine poate face modificări*',
  'list.none': '_Niciun rol acordat încă._',
  'list.hidden_one': '…și încă {{count}} rol acordat, neafișat.',
  'list.hidden_few': '…și încă {{count}} roluri acordate, neafișate.',
  'list.hidden_other': '…și încă {{count}} de roluri acordate, neafișate.',
  'list.rules':
    'Administratorii și proprietarii workspace-ului Slack sunt întotdeauna administratori. Toți ceilalți sunt cititori, iar persoanele din alte workspace-uri Slack (Slack Connect) sunt cititori indiferent ce li s-a acordat.',
  'list.usage':
    'Acordă: `/enlivy access grant @utilizator editor|admin`  ·  Retrage: `/enlivy access revoke @utilizator`',
  granted: '<@{{by}}> i-a acordat lui <@{{user}}> rolul Enlivy de *{{role}}* în acest workspace.',
  'revoked.viewer': '<@{{by}}> a retras rolul Enlivy acordat lui <@{{user}}>; acum este cititor.',
  'revoked.still':
    '<@{{by}}> a retras rolul Enlivy acordat lui <@{{user}}>; rămâne *{{role}}* prin Slack (administrator sau proprietar al workspace-ului, ori persoana care a conectat Enlivy).',
  noGrant:
    '<@{{user}}> nu are niciun rol Enlivy acordat, deci nu este nimic de retras. `/enlivy access` afișează rolurile acordate.',
  'refused.connected':
    '<@{{user}}> este deja administrator Enlivy, ca persoana care a conectat acest workspace, așa că nu s-a acordat nimic.',
  'refused.slack_admin':
    '<@{{user}}> este deja administrator Enlivy, ca administrator sau proprietar Slack al acestui workspace, așa că nu s-a acordat nimic.',
  'refused.external':
    '<@{{user}}> este din alt workspace Slack (Slack Connect), iar persoanele din alte workspace-uri pot fi aici doar cititori, așa că nu s-a acordat nimic.',
  'refused.hidden':
    '<@{{user}}> nu poate fi confirmat ca membru al acestui workspace: Slack nu îi arată aplicației profilul, iar astfel de persoane pot fi aici doar cititori, așa că nu s-a acordat nimic.',
  alreadyGranted:
    '<@{{user}}> are deja rolul Enlivy de *{{role}}* ({{note}}), așa că nu s-a schimbat nimic.',
  usage:
    'Folosește `/enlivy access`, `/enlivy access grant @utilizator editor|admin` sau `/enlivy access revoke @utilizator`.',
  'mention.missing': 'Lipsește utilizatorul.',
  'mention.bad': '`{{word}}` nu este o mențiune de utilizator.',
  'mention.hint': 'Menționează persoana cu @, de ex. `/enlivy access grant @ana editor`.',
  'role.missing': 'Spune ce rol să acord: `editor` sau `admin`.',
  'role.bad': 'Spune ce rol să acord: `editor` sau `admin`, nu `{{word}}`.',
  'verb.bad': '`{{word}}` nu este o acțiune de acces.',
  'command.usage': '/enlivy access [grant @utilizator editor|admin] [revoke @utilizator]',
  'command.summary': 'Vezi, acordă și retrage dreptul de a face modificări.',
  'command.working': 'Se încarcă rolurile…',
};
