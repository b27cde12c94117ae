/**
 * Per-destination filters of a cards destination, which Enlivy's own subscriptions do not have:
 * `amount>=1000` (also `>`, `<=`, `<`, `=`), `direction:outgoing` (or `incoming`; Enlivy's
 * `outbound`/`inbound` too), `status:overdue`, `currency:EUR`; a comma gives alternatives
 * (`status:overdue,pending`). All filters must match. An event whose data has no such field
 * (a prospect has no amount) is not filtered by it: filters narrow the subjects they speak of.
 */
import type { Translator } from '../../../platform/i18n/index.js';
import { sharedCardsSay } from './copy/index.js';

export type CardFilter =
  | { kind: 'amount'; op: '>=' | '>' | '<=' | '<' | '='; value: number }
  | { kind: 'direction' | 'status' | 'currency'; values: string[] };

const AMOUNT = /^amount(>=|<=|>|<|=)(-?\d+(?:\.\d+)?)$/i;
const KEYED = /^(direction|status|currency):([^\s:]+)$/i;

const DIRECTION_WORDS: Record<string, string> = {
  outgoing: 'outbound',
  outbound: 'outbound',
  incoming: 'inbound',
  inbound: 'inbound',
};

/** True for words that look like a filter (so a typo is reported, not read as an event). */
export function looksLikeFilter(word: string): boolean {
  return /^(amount|direction|status|currency)\b/i.test(word);
}

type FilterProblem =
  | { key: 'filter.notFilter'; values: { word: string } }
  | { key: 'filter.direction'; values: { value: string } }
  | { key: 'filter.currency'; values?: undefined };

/** One word → a filter, or the reason it is not one (in `t`'s language). */
export function parseFilter(word: string, t: Translator): CardFilter | { problem: string } {
  const read = readFilter(word);
  if (!('problem' in read)) return read;
  return { problem: sharedCardsSay(t)(read.problem.key, read.problem.values) };
}

export function isFilter<P>(parsed: CardFilter | { problem: P }): parsed is CardFilter {
  return !('problem' in parsed);
}

/** Filter words → filters; words that do not parse are skipped. */
export function parseFilters(words: readonly string[]): CardFilter[] {
  return words.map(readFilter).filter(isFilter);
}

function readFilter(word: string): CardFilter | { problem: FilterProblem } {
  const amount = AMOUNT.exec(word);
  if (amount) {
    return { kind: 'amount', op: amount[1] as '>=', value: Number(amount[2]) };
  }
  const keyed = KEYED.exec(word);
  if (!keyed) {
    return { problem: { key: 'filter.notFilter', values: { word: word.replaceAll('`', '') } } };
  }
  const kind = keyed[1]!.toLowerCase() as 'direction' | 'status' | 'currency';
  const values = keyed[2]!
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (kind === 'direction') {
    const unknown = values.find((v) => DIRECTION_WORDS[v.toLowerCase()] === undefined);
    if (unknown !== undefined) {
      return {
        problem: { key: 'filter.direction', values: { value: unknown.replaceAll('`', '') } },
      };
    }
    return { kind, values: values.map((v) => DIRECTION_WORDS[v.toLowerCase()]!) };
  }
  if (kind === 'currency' && values.some((v) => !/^[A-Za-z]{3}$/.test(v))) {
    return { problem: { key: 'filter.currency' } };
  }
  return {
    kind,
    values: values.map((v) => (kind === 'currency' ? v.toUpperCase() : v.toLowerCase())),
  };
}

/** The canonical word for a filter (what is stored and shown). */
export function filterWord(filter: CardFilter): string {
  if (filter.kind === 'amount') return `amount${filter.op}${filter.value}`;
  const shown =
    filter.kind === 'direction'
      ? filter.values.map((v) => (v === 'outbound' ? 'outgoing' : 'incoming'))
      : filter.values;
  return `${filter.kind}:${shown.join(',')}`;
}

function amountOf(data: Record<string, unknown>): number | undefined {
  for (const key of ['total', 'amount', 'value']) {
    const raw = data[key];
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
    if (raw !== null && raw !== '' && Number.isFinite(value)) return value;
  }
  return undefined;
}

function textOf(data: Record<string, unknown>, key: string): string | undefined {
  const raw = data[key];
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}

function compare(value: number, op: '>=' | '>' | '<=' | '<' | '=', bound: number): boolean {
  switch (op) {
    case '>=':
      return value >= bound;
    case '>':
      return value > bound;
    case '<=':
      return value <= bound;
    case '<':
      return value < bound;
    default:
      return value === bound;
  }
}

/** The first filter the event's data fails, or undefined when it passes them all. */
export function failedFilter(
  filters: readonly CardFilter[],
  data: Record<string, unknown>,
): CardFilter | undefined {
  return filters.find((filter) => {
    if (filter.kind === 'amount') {
      const value = amountOf(data);
      return value !== undefined && !compare(value, filter.op, filter.value);
    }
    const raw = textOf(data, filter.kind);
    if (raw === undefined) return false;
    const value = filter.kind === 'currency' ? raw.toUpperCase() : raw.toLowerCase();
    return !filter.values.includes(value);
  });
}
