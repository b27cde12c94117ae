import { subjectName } from '../../../core/copy/index.js';
/**
 * What each subject's card shows. Field names are Enlivy's as far as the API and SDK show them,
 * with the likely alternatives after (the payload per event is not documented).
 */
import type { Translator } from '../../../platform/i18n/index.js';
import { type CardsCopy, cardsSay } from '../copy/index.js';
import {
  type Data,
  dateText,
  directionText,
  moneyText,
  pick,
  plainText,
  statusText,
} from './facts.js';

export interface Fact {
  label: string;
  value: string;
}

export interface SubjectSpec {
  emoji: string;
  /** The subject's noun in the card's language. */
  noun(t: Translator): string;
  /** The object's name on the card (`INV-0001`, a contract title…). */
  titleKeys: readonly string[];
  facts(data: Data, t: Translator): Array<Fact | undefined>;
}

type FactLabel = Extract<keyof CardsCopy, `fact.${string}`>;

const fact = (t: Translator, label: FactLabel, value: string | undefined): Fact | undefined =>
  value === undefined ? undefined : { label: cardsSay(t)(label), value };

/** The subject's name in the card's language (the common catalog names every catalog subject). */
const noun = (subject: string) => (t: Translator) => subjectName(subject, t) ?? humanized(subject);

/** A subject Enlivy added since, named as its event spells it. */
const humanized = (subject: string) =>
  subject.replace(/[._]/g, ' ').replace(/^./, (c) => c.toUpperCase());

const money = (data: Data, t: Translator, keys = ['total', 'amount']) =>
  moneyText(pick(data, keys), pick(data, ['currency']), t);

const PERSON = ['name', 'full_name', 'email'];
const who = (prefix: string) => PERSON.map((key) => `${prefix}.${key}`);

export const SUBJECTS: Record<string, SubjectSpec> = {
  /** Enlivy's own events about a destination, such as the generic test event. */
  destination: {
    emoji: ':satellite_antenna:',
    noun: noun('destination'),
    titleKeys: ['destination_name', 'name', 'destination_id', 'id'],
    facts: (data, t) => [
      fact(t, 'fact.message', plainText(pick(data, ['message', 'description']))),
    ],
  },
  invoice: {
    emoji: ':receipt:',
    noun: noun('invoice'),
    titleKeys: ['formatted_number', 'number', 'title', 'id'],
    facts: (data, t) => [
      fact(
        t,
        'fact.customer',
        plainText(
          pick(data, ['receiver_name', ...who('receiver_user'), 'customer_name', 'sender_name']),
        ),
      ),
      fact(t, 'fact.total', money(data, t)),
      fact(t, 'fact.due', dateText(pick(data, ['due_at']), t)),
      fact(t, 'fact.status', statusText(pick(data, ['status']), t)),
      fact(t, 'fact.direction', directionText(pick(data, ['direction']), t)),
      fact(t, 'fact.paid', dateText(pick(data, ['paid_at']), t)),
    ],
  },
  contract: {
    emoji: ':page_with_curl:',
    noun: noun('contract'),
    titleKeys: ['title', 'name', 'number', 'id'],
    facts: (data, t) => [
      fact(t, 'fact.party', plainText(pick(data, ['receiver_name', ...who('receiver_user')]))),
      fact(t, 'fact.status', statusText(pick(data, ['status', 'contract_status.name']), t)),
      fact(t, 'fact.value', money(data, t)),
      fact(t, 'fact.starts', dateText(pick(data, ['starts_at', 'start_date']), t)),
      fact(t, 'fact.ends', dateText(pick(data, ['ends_at', 'end_date', 'expires_at']), t)),
      fact(t, 'fact.signed', dateText(pick(data, ['signed_at', 'all_parties_signed_at']), t)),
    ],
  },
  contract_signature: {
    emoji: ':writing_hand:',
    noun: noun('contract_signature'),
    titleKeys: ['contract.title', 'contract_title', 'name', 'id'],
    facts: (data, t) => [
      fact(
        t,
        'fact.signer',
        plainText(pick(data, ['signer_name', 'name', ...who('user'), 'email'])),
      ),
      fact(t, 'fact.status', statusText(pick(data, ['status']), t)),
      fact(t, 'fact.signed', dateText(pick(data, ['signed_at']), t)),
    ],
  },
  proposal: {
    emoji: ':memo:',
    noun: noun('proposal'),
    titleKeys: ['title', 'name', 'number', 'id'],
    facts: (data, t) => [
      fact(t, 'fact.for', plainText(pick(data, ['receiver_name', ...who('receiver_user')]))),
      fact(t, 'fact.total', money(data, t)),
      fact(t, 'fact.status', statusText(pick(data, ['status']), t)),
      fact(t, 'fact.expires', dateText(pick(data, ['expires_at', 'valid_until']), t)),
    ],
  },
  bank_transaction: {
    emoji: ':bank:',
    noun: noun('bank_transaction'),
    titleKeys: ['description', 'reference', 'name', 'id'],
    facts: (data, t) => [
      fact(t, 'fact.amount', money(data, t, ['amount', 'total'])),
      fact(t, 'fact.direction', directionText(pick(data, ['direction']), t)),
      fact(
        t,
        'fact.counterparty',
        plainText(pick(data, ['counterparty_name', 'counterparty', 'name'])),
      ),
      fact(t, 'fact.booked', dateText(pick(data, ['booked_at', 'transaction_date', 'date']), t)),
      fact(t, 'fact.account', plainText(pick(data, ['bank_account.name', 'bank_account_name']))),
    ],
  },
  prospect: {
    emoji: ':dart:',
    noun: noun('prospect'),
    titleKeys: ['name', 'company_name', 'email', 'id'],
    facts: (data, t) => [
      fact(t, 'fact.email', plainText(pick(data, ['email']))),
      fact(
        t,
        'fact.status',
        statusText(pick(data, ['status', 'organization_prospect_status.name']), t),
      ),
      fact(t, 'fact.assignedTo', plainText(pick(data, who('assigned_organization_user')))),
      fact(t, 'fact.source', plainText(pick(data, ['source']))),
    ],
  },
  prospect_activity: {
    emoji: ':speech_balloon:',
    noun: noun('prospect_activity'),
    titleKeys: ['prospect_name', 'organization_prospect.name', 'title', 'id'],
    facts: (data, t) => [
      fact(
        t,
        'fact.email',
        plainText(pick(data, ['prospect_email', 'organization_prospect.email'])),
      ),
      fact(t, 'fact.activity', plainText(pick(data, ['type', 'activity_type', 'title']))),
      fact(t, 'fact.note', plainText(pick(data, ['note', 'description', 'message']))),
    ],
  },
};

const SKIPPED = new Set(['id', 'object', 'organization_id', 'created_at', 'updated_at']);
const GENERIC_FACTS = 6;

/** Fields a generic card names in the card's language; any other shows Enlivy's field name. */
const GENERIC_LABELS: Record<string, FactLabel> = {
  name: 'fact.name',
  title: 'fact.title',
  number: 'fact.number',
  description: 'fact.description',
  status: 'fact.status',
  total: 'fact.total',
  amount: 'fact.amount',
  currency: 'fact.currency',
  direction: 'fact.direction',
  due_at: 'fact.due',
  paid_at: 'fact.paid',
  email: 'fact.email',
  note: 'fact.note',
  source: 'fact.source',
};

function genericFact(key: string, value: string | number | boolean, t: Translator) {
  const shown =
    typeof value === 'boolean'
      ? plainText(cardsSay(t)(value ? 'value.yes' : 'value.no'))
      : key === 'status'
        ? statusText(value, t)
        : key === 'direction'
          ? directionText(value, t)
          : /_at$/.test(key) && typeof value === 'string'
            ? dateText(value, t)
            : plainText(value);
  const label = GENERIC_LABELS[key];
  if (label !== undefined) return fact(t, label, shown);
  const named = key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return shown === undefined ? undefined : { label: named, value: shown };
}

/**
 * Any other subject: its first few plain fields, the usual ones labelled in the card's language,
 * the rest by Enlivy's field names (its data); a subject Enlivy added since is named as its
 * event spells it.
 */
export function genericSpec(subject: string): SubjectSpec {
  return {
    emoji: ':bell:',
    noun: noun(subject),
    titleKeys: ['name', 'title', 'number', 'id'],
    facts: (data, t) =>
      Object.entries(data)
        .filter(
          ([key, value]) =>
            !SKIPPED.has(key) &&
            (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
        )
        .slice(0, GENERIC_FACTS)
        .map(([key, value]) => genericFact(key, value as string | number | boolean, t)),
  };
}

export function subjectSpec(subject: string): SubjectSpec {
  return SUBJECTS[subject] ?? genericSpec(subject);
}
