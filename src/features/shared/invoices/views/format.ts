/**
 * How invoice facts read to a person: statuses in words, amounts and days in the reader's
 * language, search entities as nouns.
 */
import type { Translator } from '../../../../platform/i18n/index.js';
import { sharedInvoicesEn } from '../copy/en.js';
import { sharedInvoicesSay } from '../copy/index.js';

/** `snake_case` → "Snake case". */
export function humanize(word: string): string {
  const spaced = word.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Search entity → the subject it holds: `organization_bank_transactions` → `bank_transaction`. */
export function entitySubject(entity: string): string {
  return singular(entity.replace(/^organization_/, ''));
}

/** Search entity → Enlivy's noun: `organization_bank_transactions` → "Bank transaction". */
export function entityWords(entity: string): string {
  return humanize(entitySubject(entity));
}

export function isInvoiceEntity(entity: string): boolean {
  return entity === 'organization_invoices';
}

/** A five-cell bar for a score; scores above 1 are scaled against the best one shown. */
export function relevanceBar(score: number, best: number): string {
  const fraction = best > 1 ? score / best : score;
  const cells = Math.max(0, Math.min(5, Math.round(fraction * 5)));
  return `${'▰'.repeat(cells)}${'▱'.repeat(5 - cells)}`;
}

type PartyFields = {
  direction?: string | null;
  receiver_custom_identity_name?: string | null | undefined;
  sender_custom_identity_name?: string | null | undefined;
  receiver_user?: { name: string | null } | null | undefined;
  sender_user?: { name: string | null } | null | undefined;
};

/**
 * The other party's name: the customer of an outbound invoice, the supplier of an inbound bill.
 * Known only when Enlivy sent the `receiver_user` / `sender_user` includes or a custom identity.
 */
export function counterpartyName(invoice: PartyFields): string | undefined {
  const inbound = invoice.direction === 'inbound';
  const names = inbound
    ? [invoice.sender_custom_identity_name, invoice.sender_user?.name]
    : [invoice.receiver_custom_identity_name, invoice.receiver_user?.name];
  return names.find((name): name is string => typeof name === 'string' && name.trim() !== '');
}

/** Enlivy's invoice statuses the catalogs name (`status.<name>`); others are humanized. */
const KNOWN_STATUSES = new Set(
  Object.keys(sharedInvoicesEn)
    .filter((key) => key.startsWith('status.') && key !== 'status.unknown')
    .map((key) => key.slice('status.'.length)),
);

/** A status in the reader's language (an unknown one humanized, as Enlivy spelled it). */
export function statusText(status: string | null | undefined, t: Translator): string {
  const say = sharedInvoicesSay(t);
  if (status === null || status === undefined || status === '') return say('status.unknown');
  return KNOWN_STATUSES.has(status)
    ? say(`status.${status}` as Parameters<typeof say>[0])
    : humanize(status);
}

/** An amount with the translator's `Intl` (a currency that is not a code shown after the number). */
export function amountText(
  amount: number | string | null | undefined,
  currency: string | null | undefined,
  t: Translator,
): string | undefined {
  if (amount === null || amount === undefined || amount === '') return undefined;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return undefined;
  const plain = () => t.number(value, { minimumFractionDigits: 2 });
  if (!currency) return plain();
  try {
    return t.amount(value, currency);
  } catch {
    return `${plain()} ${currency}`;
  }
}

/** A calendar day in the reader's language, formatted in UTC (a date, not an instant). */
export function dayText(value: string | null | undefined, t: Translator): string {
  if (!value) return '—';
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  const ms = day === undefined ? Number.NaN : Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) return value;
  return t.date(new Date(ms), { dateStyle: 'medium', timeZone: 'UTC' });
}
