import { parseCommand } from '../../core/parse.js';

/**
 * The embedded interpreter: a question in words → what the app already does. It never guesses:
 * what it does not recognise is `unknown`, and the answer says what it can do.
 *
 * - `/enlivy` grammar for changes (`pause Accounting sync for 2 hours`, `resume …`, `test …`,
 *   `delete …`, with or without `/enlivy` before it, and the Romanian verbs): a confirmation
 *   button that runs that command, never the change itself.
 * - Common ways to ask the reads in English and Romanian: failed deliveries, the log, whether a
 *   destination is paused, the destinations, what is due, an invoice by number, a search, the
 *   connection.
 */
export type Intent =
  | { kind: 'change'; command: ChangeCommand; args: string[] }
  | { kind: 'read'; tool: string; input: Record<string, unknown> }
  | { kind: 'help' }
  | { kind: 'unknown' };

export type ChangeCommand = 'pause' | 'resume' | 'test' | 'delete';

/** The first word of a change, in both languages (without diacritics) → the subcommand. */
const CHANGE_WORDS: Readonly<Record<string, ChangeCommand>> = {
  pause: 'pause',
  pauza: 'pause',
  suspenda: 'pause',
  opreste: 'pause',
  resume: 'resume',
  reia: 'resume',
  reporneste: 'resume',
  porneste: 'resume',
  test: 'test',
  testeaza: 'test',
  delete: 'delete',
  sterge: 'delete',
};

/** Politeness before a command: `please pause …`, `te rog pune pe pauză …`. */
const POLITE = /^(?:please|pls|can you|could you|te rog(?: sa)?|poti sa|poti)\s+/;
/** `pune pe pauză X` / `pune X pe pauză`: Romanian for pause. */
const PUT_ON_PAUSE = /^pune(?:-l|-o)?\s+pe\s+pauza\s+/;

/** Lower case, no diacritics (ș, ț, ă, â, î), typographic apostrophes straightened. */
export function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .trim();
}

/** The question without the app's mention, a leading `/enlivy` or the closing punctuation. */
export function questionText(text: string): string {
  return text
    .replace(/<@[UW][A-Z0-9]+(?:\|[^>]*)?>/g, ' ')
    .replace(/^\s*\/?enlivy\b/i, ' ')
    .replace(/[?!.\s]+$/, '')
    .trim();
}

function changeIntent(question: string): Intent | undefined {
  let rest = question;
  let plain = normalized(rest);
  const polite = POLITE.exec(plain);
  if (polite) {
    rest = rest.slice(polite[0].length);
    plain = normalized(rest);
  }
  const putOnPause = PUT_ON_PAUSE.exec(plain);
  if (putOnPause)
    return {
      kind: 'change',
      command: 'pause',
      args: parseCommand(`x ${rest.slice(putOnPause[0].length)}`).args,
    };
  const parsed = parseCommand(rest);
  const command = CHANGE_WORDS[normalized(parsed.name)];
  if (command === undefined) return undefined;
  return { kind: 'change', command, args: parsed.args };
}

/** An invoice number as people write it: letters, a dash, then digits (`INV-2026-0004`). */
const INVOICE_NUMBER = /\b([A-Za-z]{2,10}[-/][A-Za-z0-9/-]*\d[A-Za-z0-9/-]*)\b/;

const FAILED = /\b(fail\w*|errors?)\b|esua\w*|esec\w*|nereusit\w*|erori\w*/;
const DUE =
  /\b(overdue|due|owed?|unpaid|late)\b|restant\w*|scaden\w*|neplatit\w*|de incasat|de plata/;
const PAUSED = /\b(paused|on pause|active|running|stopped)\b|pe pauza|oprit\w*|activ\w*/;
const WATCH = /\b(watch|watching|alerting)\b|supraveghe\w*/;
const DELIVERIES = /\b(deliver\w*|log)\b|livr\w*|jurnal\w*/;
const DESTINATIONS = /\b(destinations?|webhooks?|hooks?|list)\b|destinati\w*/;
const STATUS = /\b(status|stare|starea)\b|\b(connect\w*|organi[sz]ation)\b|conect\w*|organizati\w*/;
const HELP =
  /^(help|ajutor|hi|hello|hey|salut|buna(?: ziua)?|what can you do|ce poti face|ce stii sa faci)$/;

/** `is Accounting sync paused` / `este Accounting sync pe pauză` → `Accounting sync`. */
function pausedName(question: string): string | undefined {
  const english = /^(?:is|are)\s+(?:the\s+)?(.+?)\s+(?:paused|on pause|active|running|stopped)$/i;
  const romanian =
    /^(?:este|e)\s+(.+?)\s+(?:pe pauz[aă]|oprit[aă]?|activ[aă]?)$|^(.+?)\s+(?:este|e)\s+(?:pe pauz[aă]|oprit[aă]?|activ[aă]?)$/i;
  const found = english.exec(question) ?? romanian.exec(question);
  const name = (found?.[1] ?? found?.[2])?.trim();
  return name === undefined || name === '' ? undefined : name;
}

/** `… for Accounting sync` / `… pentru Accounting sync` → `Accounting sync`. */
function forName(question: string): string | undefined {
  return /\s(?:for|of|to|pentru|ale|catre|către)\s+(.+)$/i.exec(question)?.[1]?.trim();
}

function sinceDays(plain: string): number | undefined {
  const days = /\b(\d{1,2})\s*(?:days?|zile|d)\b/.exec(plain);
  if (days) return Math.min(90, Math.max(1, Number(days[1])));
  if (/\b(today|azi|astazi)\b/.test(plain)) return 1;
  if (/\b(this week|last week|saptamana)\b/.test(plain)) return 7;
  return undefined;
}

function deliveriesIntent(question: string, plain: string, failed: boolean): Intent {
  const since = sinceDays(plain);
  const destination = forName(question);
  const status = failed
    ? 'failed'
    : /\bdropped\b|abandon/.test(plain)
      ? 'dropped'
      : /\banomal/.test(plain)
        ? 'anomaly'
        : undefined;
  return {
    kind: 'read',
    tool: 'list_deliveries',
    input: {
      ...(status === undefined ? {} : { status }),
      ...(since === undefined ? {} : { sinceDays: since }),
      ...(destination === undefined || /^(the )?(last|today|azi)/i.test(destination)
        ? {}
        : { destination: destination.replace(/\s+(?:today|azi|astazi)$/i, '') }),
    },
  };
}

/** `search acme`, `find acme`, `caută acme`, `găsește acme`: Enlivy's global search. */
const SEARCH =
  /^(?:search|find|look\s+up|caut[aă]|g[aă]se[sșş]te)(?:\s+(?:for|dup[aă]))?\s+(.{3,})$/i;

function readIntent(question: string): Intent | undefined {
  const plain = normalized(question);
  if (HELP.test(plain)) return { kind: 'help' };
  const invoice = INVOICE_NUMBER.exec(question);
  if (invoice?.[1] && /\b(invoice|factur\w*|inv)\b/i.test(`${plain} ${invoice[1]}`))
    return { kind: 'read', tool: 'find_invoice', input: { number: invoice[1] } };
  const search = SEARCH.exec(question)?.[1]?.trim();
  if (search !== undefined && search.length >= 3)
    return { kind: 'read', tool: 'search_enlivy', input: { text: search } };
  if (WATCH.test(plain)) return { kind: 'read', tool: 'failure_watch', input: {} };
  if (FAILED.test(plain)) return deliveriesIntent(question, plain, true);
  if (DUE.test(plain)) {
    const group = /\b(collect|owe us|customers)\b|de incasat/.test(plain)
      ? 'collect'
      : /\b(to pay|bills?|suppliers)\b|de plata|de platit/.test(plain)
        ? 'pay'
        : undefined;
    return { kind: 'read', tool: 'invoices_due', input: group === undefined ? {} : { group } };
  }
  if (PAUSED.test(plain)) {
    const name = pausedName(question);
    return { kind: 'read', tool: 'list_destinations', input: name === undefined ? {} : { name } };
  }
  if (DELIVERIES.test(plain)) return deliveriesIntent(question, plain, false);
  if (DESTINATIONS.test(plain)) return { kind: 'read', tool: 'list_destinations', input: {} };
  if (STATUS.test(plain)) return { kind: 'read', tool: 'connection_status', input: {} };
  return undefined;
}

/** What the interpreter makes of a message: a change to confirm, a read, help, or nothing. */
export function interpret(text: string): Intent {
  const question = questionText(text);
  if (question === '') return { kind: 'help' };
  return changeIntent(question) ?? readIntent(question) ?? { kind: 'unknown' };
}
