import type { Translator } from '../../../platform/i18n/index.js';
import { searchEntityText } from '../../search/index.js';
import { statusInText } from '../../shared/deliveries/views/status.js';
import { amountText, dayText, statusText } from '../../shared/invoices/views/format.js';
import { askSay } from '../copy/index.js';
import type { DeliveriesInput, DestinationFact, ReadAnswer } from '../read-answers.js';
import { markdownLiteral as lit } from './safe-text.js';

/** Where and when the reader is: times are shown in their zone. */
export interface Reader {
  t: Translator;
  zone: string;
}

function when(at: string, reader: Reader): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return lit(at);
  return reader.t.date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: reader.zone });
}

/** "failed", in the reader's language (a status Enlivy added since, as it is). */
const deliveryStatus = (status: string, t: Translator): string => statusInText(status, t);

function destinationState(fact: DestinationFact, reader: Reader): string {
  const say = askSay(reader.t);
  if (fact.active) return say('state.active');
  return fact.pausedUntil === undefined
    ? say('state.paused')
    : say('state.pausedUntil', { until: when(fact.pausedUntil, reader) });
}

function destinationsText(
  answer: Extract<ReadAnswer, { kind: 'destinations' }>,
  reader: Reader,
): string {
  const say = askSay(reader.t);
  const [only] = answer.destinations;
  const last = (fact: DestinationFact, key: 'destinations.last' | 'destinations.lastShort') =>
    fact.lastDelivery === undefined
      ? ''
      : say(key, {
          status: deliveryStatus(fact.lastDelivery.status, reader.t),
          when: when(fact.lastDelivery.at, reader),
        });
  const values = (fact: DestinationFact) => ({
    name: `**${lit(fact.name ?? fact.id)}**`,
    type: lit(fact.type),
    state: destinationState(fact, reader),
  });
  if (answer.asked !== undefined && only !== undefined)
    return say('destinations.one', { ...values(only), last: last(only, 'destinations.last') });
  if (only === undefined) return say('destinations.none');
  return [
    say('destinations.heading', { count: answer.destinations.length }),
    ...answer.destinations.map((fact) =>
      say('destinations.line', { ...values(fact), last: last(fact, 'destinations.lastShort') }),
    ),
  ].join('\n');
}

function filtersText(filters: DeliveriesInput, t: Translator): string {
  const say = askSay(t);
  return [
    filters.status === undefined
      ? ''
      : say('filter.status', { status: deliveryStatus(filters.status, t) }),
    filters.destination === undefined
      ? ''
      : say('filter.destination', { destination: `**${lit(filters.destination)}**` }),
    filters.event === undefined ? '' : say('filter.event', { event: lit(filters.event) }),
    filters.sinceDays === undefined ? '' : say('filter.since', { count: filters.sinceDays }),
  ].join('');
}

function deliveriesText(
  answer: Extract<ReadAnswer, { kind: 'deliveries' }>,
  reader: Reader,
): string {
  const say = askSay(reader.t);
  const filters = filtersText(answer.filters, reader.t);
  if (answer.deliveries.length === 0) return say('deliveries.none', { filters });
  return [
    say('deliveries.heading', { count: answer.deliveries.length, filters }),
    ...answer.deliveries.map((row) =>
      say('deliveries.line', {
        when: when(row.at, reader),
        destination: `**${lit(row.destination)}**`,
        event: row.event.replace(/`/g, "'"),
        status: deliveryStatus(row.status, reader.t),
        http: row.httpStatus === null ? '' : say('deliveries.http', { code: row.httpStatus }),
      }),
    ),
    ...(answer.more ? [say('deliveries.more')] : []),
  ].join('\n');
}

function dueText(answer: Extract<ReadAnswer, { kind: 'due' }>, reader: Reader): string {
  const say = askSay(reader.t);
  if (answer.rows.length === 0) return say('due.none', { count: answer.withinDays });
  const late = (days: number) =>
    days > 0
      ? say('due.late', { count: days })
      : days === 0
        ? say('due.today')
        : say('due.in', { count: -days });
  return [
    say('due.heading', { count: answer.rows.length }),
    ...answer.rows.map((row) =>
      say('due.line', {
        number: `**${lit(row.number)}**`,
        party: row.party === null ? say('due.noParty') : lit(row.party),
        total: amountText(row.total, row.currency, reader.t) ?? '—',
        when: late(row.daysLate),
        group: say(row.group === 'pay' ? 'due.pay' : 'due.collect'),
      }),
    ),
    ...(answer.complete ? [] : [say('due.incomplete')]),
  ].join('\n');
}

function invoiceText(answer: Extract<ReadAnswer, { kind: 'invoice' }>, reader: Reader): string {
  const say = askSay(reader.t);
  if (answer.invoices.length === 0) return say('invoice.none', { number: lit(answer.asked) });
  return answer.invoices
    .map((invoice) =>
      say('invoice.line', {
        number: `**${lit(invoice.number)}**`,
        status: statusText(invoice.status, reader.t),
        party: invoice.party === null ? say('due.noParty') : lit(invoice.party),
        total: amountText(invoice.total, invoice.currency, reader.t) ?? '—',
        due: dayText(invoice.dueOn, reader.t),
      }),
    )
    .join('\n');
}

function searchText(answer: Extract<ReadAnswer, { kind: 'search' }>, reader: Reader): string {
  const say = askSay(reader.t);
  const query = say('search.quoted', { query: lit(answer.asked) });
  if (answer.results.length === 0) return say('search.none', { query });
  return [
    say('search.heading', { count: answer.total, query }),
    ...answer.results.map((result) =>
      say('search.line', {
        what: searchEntityText(result.entity, reader.t),
        name: `**${lit(result.number ?? result.title ?? '—')}**`,
        title:
          result.number === null || result.title === null
            ? ''
            : say('search.title', { title: lit(result.title) }),
        status:
          result.status === null
            ? ''
            : say('search.status', { status: lit(statusText(result.status, reader.t)) }),
      }),
    ),
    ...(answer.more ? [say('search.more')] : []),
  ].join('\n');
}

function statusAnswerText(answer: Extract<ReadAnswer, { kind: 'status' }>, reader: Reader): string {
  const say = askSay(reader.t);
  if (!answer.connected) return say('status.notConnected');
  const line = say('status.connected', {
    organization: `**${lit(answer.organizationName ?? '')}**`,
    organizationId: (answer.organizationId ?? '').replace(/`/g, ''),
    by: answer.connectedBy ?? '',
    when: answer.connectedAt === undefined ? '—' : when(answer.connectedAt, reader),
  });
  return answer.state === 'expired' ? `${line} ${say('status.expired')}` : line;
}

function watchText(answer: Extract<ReadAnswer, { kind: 'watch' }>, reader: Reader): string {
  const say = askSay(reader.t);
  if (!answer.on || answer.channelId === undefined) return say('watch.off');
  const threshold = answer.threshold ?? { failedAttempts: 1, windowMinutes: 1 };
  return [
    say('watch.on', {
      channel: `<#${answer.channelId.replace(/[^A-Z0-9]/g, '')}>`,
      attempts: threshold.failedAttempts,
      minutes: threshold.windowMinutes,
    }),
    ...(answer.stopped ? [say('watch.stopped')] : []),
    ...(answer.mutes ?? []).map((mute) =>
      say('watch.muted', {
        destination: `**${lit(mute.destination)}**`,
        until: when(mute.until, reader),
      }),
    ),
  ].join('\n');
}

/** A read's answer in the reader's language, as markdown for a streamed reply. */
export function answerText(answer: ReadAnswer, reader: Reader): string {
  switch (answer.kind) {
    case 'destinations':
      return destinationsText(answer, reader);
    case 'deliveries':
      return deliveriesText(answer, reader);
    case 'due':
      return dueText(answer, reader);
    case 'invoice':
      return invoiceText(answer, reader);
    case 'search':
      return searchText(answer, reader);
    case 'status':
      return statusAnswerText(answer, reader);
    case 'watch':
      return watchText(answer, reader);
  }
}

/** What the interpreter can do, with examples: its answer to help and to what it did not understand. */
export function helpText(t: Translator, understood: boolean): string {
  const say = askSay(t);
  return [
    ...(understood ? [] : [say('unknown.intro')]),
    say('help.intro'),
    say('help.examples'),
  ].join('\n');
}
