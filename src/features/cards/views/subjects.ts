/**
 * What each subject's card shows. Field names are Enlivy's as far as the API and SDK show them,
 * with the likely alternatives after (the payload per event is not documented).
 */
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
  noun: string;
  /** The object's name on the card (`INV-0001`, a contract title…). */
  titleKeys: readonly string[];
  facts(data: Data, locale: string | undefined): Array<Fact | undefined>;
}

const fact = (label: string, value: string | undefined): Fact | undefined =>
  value === undefined ? undefined : { label, value };

const money = (data: Data, locale: string | undefined, keys = ['total', 'amount']) =>
  moneyText(pick(data, keys), pick(data, ['currency']), locale);

const PERSON = ['name', 'full_name', 'email'];
const who = (prefix: string) => PERSON.map((key) => `${prefix}.${key}`);

export const SUBJECTS: Record<string, SubjectSpec> = {
  /** Enlivy's own events about a destination, such as the generic test event. */
  destination: {
    emoji: ':satellite_antenna:',
    noun: 'Destination',
    titleKeys: ['destination_name', 'name', 'destination_id', 'id'],
    facts: (data) => [fact('Message', plainText(pick(data, ['message', 'description'])))],
  },
  invoice: {
    emoji: ':receipt:',
    noun: 'Invoice',
    titleKeys: ['formatted_number', 'number', 'title', 'id'],
    facts: (data, locale) => [
      fact(
        'Customer',
        plainText(
          pick(data, ['receiver_name', ...who('receiver_user'), 'customer_name', 'sender_name']),
        ),
      ),
      fact('Total', money(data, locale)),
      fact('Due', dateText(pick(data, ['due_at']))),
      fact('Status', statusText(pick(data, ['status']))),
      fact('Direction', directionText(pick(data, ['direction']))),
      fact('Paid', dateText(pick(data, ['paid_at']))),
    ],
  },
  contract: {
    emoji: ':page_with_curl:',
    noun: 'Contract',
    titleKeys: ['title', 'name', 'number', 'id'],
    facts: (data, locale) => [
      fact('Party', plainText(pick(data, ['receiver_name', ...who('receiver_user')]))),
      fact('Status', statusText(pick(data, ['status', 'contract_status.name']))),
      fact('Value', money(data, locale)),
      fact('Starts', dateText(pick(data, ['starts_at', 'start_date']))),
      fact('Ends', dateText(pick(data, ['ends_at', 'end_date', 'expires_at']))),
      fact('Signed', dateText(pick(data, ['signed_at', 'all_parties_signed_at']))),
    ],
  },
  contract_signature: {
    emoji: ':writing_hand:',
    noun: 'Contract signature',
    titleKeys: ['contract.title', 'contract_title', 'name', 'id'],
    facts: (data) => [
      fact('Signer', plainText(pick(data, ['signer_name', 'name', ...who('user'), 'email']))),
      fact('Status', statusText(pick(data, ['status']))),
      fact('Signed', dateText(pick(data, ['signed_at']))),
    ],
  },
  proposal: {
    emoji: ':memo:',
    noun: 'Proposal',
    titleKeys: ['title', 'name', 'number', 'id'],
    facts: (data, locale) => [
      fact('For', plainText(pick(data, ['receiver_name', ...who('receiver_user')]))),
      fact('Total', money(data, locale)),
      fact('Status', statusText(pick(data, ['status']))),
      fact('Expires', dateText(pick(data, ['expires_at', 'valid_until']))),
    ],
  },
  bank_transaction: {
    emoji: ':bank:',
    noun: 'Bank transaction',
    titleKeys: ['description', 'reference', 'name', 'id'],
    facts: (data, locale) => [
      fact('Amount', money(data, locale, ['amount', 'total'])),
      fact('Direction', directionText(pick(data, ['direction']))),
      fact('Counterparty', plainText(pick(data, ['counterparty_name', 'counterparty', 'name']))),
      fact('Booked', dateText(pick(data, ['booked_at', 'transaction_date', 'date']))),
      fact('Account', plainText(pick(data, ['bank_account.name', 'bank_account_name']))),
    ],
  },
  prospect: {
    emoji: ':dart:',
    noun: 'Prospect',
    titleKeys: ['name', 'company_name', 'email', 'id'],
    facts: (data) => [
      fact('Email', plainText(pick(data, ['email']))),
      fact('Status', statusText(pick(data, ['status', 'organization_prospect_status.name']))),
      fact('Assigned to', plainText(pick(data, who('assigned_organization_user')))),
      fact('Source', plainText(pick(data, ['source']))),
    ],
  },
  prospect_activity: {
    emoji: ':speech_balloon:',
    noun: 'Prospect activity',
    titleKeys: ['prospect_name', 'organization_prospect.name', 'title', 'id'],
    facts: (data) => [
      fact('Email', plainText(pick(data, ['prospect_email', 'organization_prospect.email']))),
      fact('Activity', plainText(pick(data, ['type', 'activity_type', 'title']))),
      fact('Note', plainText(pick(data, ['note', 'description', 'message']))),
    ],
  },
};

const SKIPPED = new Set(['id', 'object', 'organization_id', 'created_at', 'updated_at']);
const GENERIC_FACTS = 6;

/** Any other subject: its first few plain fields, as they are. */
export function genericSpec(subject: string): SubjectSpec {
  return {
    emoji: ':bell:',
    noun: subject.replace(/[._]/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    titleKeys: ['name', 'title', 'number', 'id'],
    facts: (data) =>
      Object.entries(data)
        .filter(
          ([key, value]) =>
            !SKIPPED.has(key) &&
            (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
        )
        .slice(0, GENERIC_FACTS)
        .map(([key, value]) =>
          fact(
            key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
            /_at$/.test(key) && typeof value === 'string'
              ? dateText(value)
              : plainText(typeof value === 'boolean' ? (value ? 'yes' : 'no') : (value as string)),
          ),
        ),
  };
}

export function subjectSpec(subject: string): SubjectSpec {
  return SUBJECTS[subject] ?? genericSpec(subject);
}
