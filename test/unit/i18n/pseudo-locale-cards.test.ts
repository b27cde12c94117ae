import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { EVENT_NAMES } from '../../../src/enlivy/events.js';
import { noSecretError } from '../../../src/features/cards/create.js';
import { cardsUnreachableReason } from '../../../src/features/cards/reachability.js';
import { eventCard, threadReply } from '../../../src/features/cards/views/event-card.js';
import { cardsCreatedReceipt } from '../../../src/features/destinations/views/cards-receipts.js';
import { parseFilter } from '../../../src/features/shared/cards/filters.js';
import {
  cardsRefusedAlert,
  cardsRefusedLine,
} from '../../../src/features/shared/cards/views/refusal.js';
import { loadConfig } from '../../../src/platform/config.js';
import { itShowsOnlyCatalogText, ro, xx } from '../../translators.js';
import { envelope } from '../cards/fixtures.js';

/** The cards feature's messages in the pseudo-locale `xx`: no word may bypass the catalogs. */
const invoice = {
  id: 'org_inv_1',
  number: 'INV-1',
  status: 'overdue',
  total: '1250.5',
  currency: 'EUR',
  due_at: '2026-07-01',
  paid_at: '2026-07-02T10:00:00Z',
  direction: 'inbound',
  receiver_name: 'Acme Ltd',
  finalized_at: '2026-06-01T00:00:00Z',
};

/** Every field any subject's card reads, with values that are data (names in code, known words). */
const everything = {
  ...invoice,
  title: 'T-1',
  contract_title: 'T-1',
  starts_at: '2026-07-01',
  ends_at: '2026-08-01',
  signed_at: '2026-07-01T10:00:00Z',
  signer_name: 'Ana',
  expires_at: '2026-07-01',
  booked_at: '2026-07-01',
  counterparty_name: 'Acme',
  bank_account_name: 'Main',
  email: 'ana@example.com',
  source: 'web',
  type: 'call',
  note: 'hello',
  message: 'hello',
  destination_name: 'Billing hook',
};

const config = (env: Record<string, string>) =>
  loadConfig({
    SLACK_SIGNING_SECRET: '0123456789abcdef0123456789abcdef',
    SLACK_BOT_TOKEN: 'xoxb-1',
    ...env,
  });

const refusal = (word: string) => {
  const parsed = parseFilter(word, xx);
  if (!('problem' in parsed)) throw new Error(`${word} parsed`);
  return [{ text: parsed.problem }];
};

/** The fields a subject without its own card names in the card's language. */
const generic = {
  id: 'x_1',
  name: 'Acme',
  number: 'R-1',
  status: 'paid',
  total: 12.5,
  currency: 'EUR',
  direction: 'outbound',
  due_at: '2026-07-01',
};
const hasOwnCard = (type: string) =>
  /^(invoice|contract|contract_signature|proposal|bank_transaction|prospect|prospect_activity)\./.test(
    type,
  );

const VIEWS: Record<string, () => unknown> = {
  ...Object.fromEntries(
    EVENT_NAMES.flatMap((type) => {
      const data = hasOwnCard(type) ? everything : generic;
      return [
        [`card ${type}`, () => eventCard(envelope(type, data), { openUrl: 'https://x' }, xx)],
        [`reply ${type}`, () => threadReply(envelope(type, data), xx)],
      ];
    }),
  ),
  'destination test event': () =>
    eventCard(envelope('destination.test', { message: 'hi', destination_name: 'Hook' }), {}, xx),
  'a subject with no card of its own: yes/no, and a field named as Enlivy names it': () =>
    eventCard(envelope('payslip.created', { id: 'ps_1', ok: true, approved: false }), {}, xx),
  'receipt, one event': () =>
    cardsCreatedReceipt('U1', 'C1', 'Hook', { events: 1, filters: [] }, xx),
  'receipt, filters, no paid pack': () =>
    cardsCreatedReceipt(
      'U1',
      'C1',
      'Hook',
      { events: 3, filters: ['amount>=1000'], noPaidPack: true },
      xx,
    ),
  'filter refusals': () => [
    ...refusal('amount=>5'),
    ...refusal('direction:sideways'),
    ...refusal('currency:EURO'),
  ],
  'unreachable reasons': () =>
    [
      config({ PUBLIC_URL: 'https://10.0.0.7:3000' }),
      config({ PUBLIC_URL: 'http://slack.example.com' }),
      config({ PUBLIC_URL: 'https://slack.example.com', SLACK_APP_TOKEN: 'xapp-1' }),
    ].map((c) => ({ text: cardsUnreachableReason(c, xx) ?? '' })),
  'a card Slack refused: the watch alert and the Home line, known and unknown codes': () =>
    ['channel_not_found', 'is_archived', 'team_access_not_granted'].flatMap((slackError) => {
      const refused = { slackError, channelId: 'C1', at: '2026-07-01T10:00:00Z' };
      return [cardsRefusedAlert(refused, xx), { text: cardsRefusedLine(refused, xx) }];
    }),
  'no secret': () =>
    [true, false].flatMap((lost) => {
      const told = toUserError(noSecretError({ id: 'dst_1', name: 'Hook' }, lost, xx), 'E-1', xx);
      return [{ text: told.title }, { text: told.message }, { text: told.hint }];
    }),
};

/** Data in the fixtures: names, ids, Enlivy's field names and the words the parser reads. */
const DATA = new Set([
  'INV',
  'Acme',
  'Ltd',
  'Hook',
  'Billing',
  'hook',
  'dst',
  'Approved',
  'Ana',
  'ana',
  'example',
  'com',
  'EUR',
  'org',
  'inv',
  'Main',
  'call',
  'hello',
  'web',
  'ref',
  'sideways',
  'EURO',
]);

describe('pseudo-locale: cards messages have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('counts events with Romanian plural forms', () => {
    const count = (n: number) =>
      cardsCreatedReceipt('U1', 'C1', 'H', { events: n, filters: [] }, ro);
    expect(count(1).text).toContain('pentru 1 eveniment (');
    expect(count(3).text).toContain('pentru 3 evenimente (');
    expect(count(20).text).toContain('pentru 20 de evenimente (');
  });
});
