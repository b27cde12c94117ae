/**

 * Worst-case inputs through every view builder that returns a Slack message or view, checked
 * against Slack's limits (issue 12, "Done when"): 255-character names mixing emoji and `& < >`,
 * all catalog events, 60 destinations, 2,000-character URLs, payloads of hundreds of KB.
 */

import type { HomeView, KnownBlock, ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { errorMessage, submissionNotRun } from '../../../src/core/error-views.js';
import { EVENT_NAMES } from '../../../src/enlivy/events.js';
import type { Delivery, Destination, Invoice, Page } from '../../../src/enlivy/index.js';
import type { SearchItem } from '../../../src/enlivy/schemas/search.js';
import {
  accessListMessage,
  alreadyGrantedMessage,
  grantRefusedMessage,
  noGrantMessage,
  roleGrantedReceipt,
  roleRevokedReceipt,
} from '../../../src/features/access/views/access.js';
import { envelopeSchema } from '../../../src/features/cards/envelope.js';
import { eventCard, threadReply } from '../../../src/features/cards/views/event-card.js';
import {
  connectedReceipt,
  connectLinkMessage,
  connectLinkModal,
  disconnectConfirmMessage,
  disconnectedMessage,
  disconnectedReceipt,
  installationProblemMessage,
  plainMessage,
  statusMessage,
} from '../../../src/features/connection/views/connection.js';
import { connectTokenModal } from '../../../src/features/connection/views/token-modal.js';
import { MAX_EVENT_FILTERS } from '../../../src/features/deliveries/filters.js';
import { initialState, type LogState } from '../../../src/features/deliveries/log-state.js';
import {
  inspectErrorView,
  inspectLoadingView,
  inspectView,
} from '../../../src/features/deliveries/views/inspect.js';
import {
  deliveryLogErrorView,
  deliveryLogLoadingView,
  deliveryLogView,
} from '../../../src/features/deliveries/views/log.js';
import { MAX_NAME_LENGTH } from '../../../src/features/destinations/form-values.js';
import { cardsCreatedReceipt } from '../../../src/features/destinations/views/cards-receipts.js';
import {
  editConfirmModal,
  editedReceipt,
  editSavedModal,
  nothingChangedModal,
} from '../../../src/features/destinations/views/edit.js';
import { destinationFormModal } from '../../../src/features/destinations/views/form.js';
import {
  homeDestinationsBlocks,
  homeDestinationsUnavailable,
} from '../../../src/features/destinations/views/home.js';
import {
  alreadyDeletedMessage,
  channelCancelledMessage,
  channelTestQuestion,
  deleteCancelledMessage,
  deleteConfirmMessage,
  deletedMessage,
  testAlreadyRunningMessage,
} from '../../../src/features/destinations/views/messages.js';
import { previewTemplate } from '../../../src/features/destinations/views/preview.js';
import {
  createdCardMessage,
  loadingModal,
  noSlackCredentialModal,
  problemModal,
  slackCreatedModal,
  subscribedReceipt,
  webhookCreatedModal,
  webhookReceipt,
  webhookSecretMessage,
} from '../../../src/features/destinations/views/results.js';
import { testMessage } from '../../../src/features/destinations/views/test.js';
import { type DueDigest, dueDigest } from '../../../src/features/due/digest.js';
import {
  dueListMessage,
  nothingDueMessage,
  readFailedMessage,
} from '../../../src/features/due/views/list.js';
import {
  dailySetReceipt,
  dailyStoppedMessage,
  dueHomeBlocks,
  runFailedMessage,
} from '../../../src/features/due/views/schedule.js';
import { commandWorkingMessage } from '../../../src/features/help/enlivy-command.js';
import { helpMessage, unknownCommandMessage } from '../../../src/features/help/views/help.js';
import { homeView } from '../../../src/features/help/views/home.js';
import {
  deleteInvoiceModal,
  invoiceDeletedCard,
  invoiceDeletedReceipt,
  problemModal as invoiceProblemModal,
  notDownloadableMessage,
  pdfNotSentMessage,
  pdfSentMessage,
} from '../../../src/features/invoices/views/invoices.js';
import { invoicePickList } from '../../../src/features/invoices/views/pick-list.js';
import { intentValue } from '../../../src/features/pausing/channel-ask.js';
import {
  channelActiveQuestion,
  channelDoneMessage,
  endedTimedReceipt,
} from '../../../src/features/pausing/views/messages.js';
import {
  noMatchesMessage,
  searchGuidanceMessage,
  searchResultsMessage,
} from '../../../src/features/search/views/search.js';
import {
  destinationListMessage,
  type ListEntry,
} from '../../../src/features/shared/destinations/views/list.js';
import {
  activeChangedReceipt,
  alreadyInStateMessage,
  channelGoneMessage,
  singleCardMessage,
} from '../../../src/features/shared/destinations/views/messages.js';
import { MAX_SEARCH_TEXT } from '../../../src/features/shared/invoices/values.js';
import { invoiceCard } from '../../../src/features/shared/invoices/views/card.js';
import {
  connectFirstHint,
  previewSettingMessage,
  previewSettingReceipt,
  previewSettingUnchanged,
} from '../../../src/features/unfurls/views/messages.js';
import { stepActiveChangedReceipt } from '../../../src/features/workflow-steps/views/messages.js';
import type { UserError } from '../../../src/platform/app-error.js';
import type { Translator } from '../../../src/platform/i18n/index.js';
import type { SubmissionNotRunReason } from '../../../src/platform/request-context.js';
import { modalNotice } from '../../../src/slack/blocks.js';
import type { SlackMessage } from '../../../src/slack/ui.js';
import type { Connection } from '../../../src/store/connection-store.js';
import type { DueSchedule } from '../../../src/store/due-store.js';
import type { DestinationNote } from '../../../src/store/notes-store.js';
import { appCommands } from '../../commands.js';
import {
  formatIssue,
  MESSAGE_BLOCKS_MAX,
  totalBlockText,
  VIEW_BLOCKS_MAX,
  validateMessageBlocks,
  validateView,
} from '../../fakes/slack/index.js';
import { en, ro } from '../../translators.js';

const commands = appCommands();

// --- Slack's limits -----------------------------------------------------------------------------
const TEXT_MAX = 40_000;
/** chat.update refuses longer text; messages updated in place must stay within it. */
const UPDATED_TEXT_MAX = 4_000;
/** The fake Slack's msg_blocks_too_long bound (chat.postMessage). */
const BLOCK_TEXT_MAX = 11_000;
const PRIVATE_METADATA_MAX = 3_000;
const OPTION_VALUE_MAX = 150;

// --- Worst-case inputs --------------------------------------------------------------------------
/** Surrogate pairs, ZWJ sequences, flags, a skin tone, `& < >`, mrkdwn marks and backticks. */
const NASTY = '👩‍👩‍👧‍👦 R&D <ops> 🇷🇴 *bold* _it_ ~s~ `tick` 👍🏽 &amp; <!here> ';

/** An invoice event whose every text field is long and full of marks. */
const NASTY_EVENT = envelopeSchema.parse({
  id: 'evt_1',
  type: 'invoice.paid',
  created_at: '2026-06-12T10:30:00Z',
  data: {
    id: 'org_inv_1',
    number: fill('👩‍👩‍👧‍👦 R&D <ops> ', 255),
    receiver_name: fill('👩‍👩‍👧‍👦 R&D <ops> *b* ', 3000),
    status: 'payment_partial',
    total: 123456789.99,
    currency: 'EUR',
    due_at: '2026-07-01',
    paid_at: '2026-07-02T10:00:00Z',
    direction: 'outbound',
    finalized_at: '2026-06-01T00:00:00Z',
  },
  organization_id: 'org_demo',
});

/** `length` UTF-16 units of `seed` repeated, cut on a code point (a whole emoji may be cut). */
function fill(seed: string, length: number): string {
  let out = '';
  for (const ch of seed.repeat(Math.ceil(length / seed.length) + 1)) {
    if (out.length + ch.length > length) break;
    out += ch;
  }
  return out;
}

const NAME = fill(NASTY, MAX_NAME_LENGTH);
const URL_2000 = `https://hooks.example.com/${fill('a&b<c>d/🙂', 2000 - 26)}`;
const HUGE_TEXT = fill(`${NASTY}\n`, 400_000);
const HUGE_PAYLOAD = {
  id: 'evt_1',
  type: 'invoice.paid',
  data: { lines: Array.from({ length: 3000 }, (_, i) => ({ i, title: fill(NASTY, 100) })) },
};
const USER = 'U0123456789';
const CHANNEL = 'C0123456789';
const ISO = '2026-11-20T10:30:00.000000Z';

/** 500 grants: more lines than one message may show. */
function manyGrants(t: typeof en) {
  const grants = Array.from({ length: 500 }, (_, i) => ({
    userId: `U${String(i).padStart(10, '0')}`,
    role: i % 2 ? ('admin' as const) : ('editor' as const),
    grantedBy: USER,
    grantedAt: ISO,
  }));
  return accessListMessage(grants, USER, t);
}
const SEARCH_QUERY = fill(NASTY, MAX_SEARCH_TEXT);

const ERROR: UserError = {
  title: fill(NASTY, 300),
  message: fill(NASTY, 5000),
  hint: fill(NASTY, 3000),
  reference: 'E-ABCDEF',
  fields: Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [`field_${i}_${fill(NASTY, 60)}`, fill(NASTY, 500)]),
  ),
};

const CONNECTION: Connection = {
  organizationId: 'org_0123456789',
  organizationName: NAME,
  apiBaseUrl: URL_2000,
  token: 'secret',
  connectedBy: USER,
  connectedAt: ISO,
  method: 'password',
  state: 'ok',
};

function delivery(n: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: `org_evt_dlv_${n}`,
    event: EVENT_NAMES[n % EVENT_NAMES.length] ?? 'invoice.paid',
    status: (['failed', 'success', 'anomaly', 'dropped', 'pending'] as const)[n % 5] ?? 'failed',
    request_payload: HUGE_PAYLOAD,
    response_status: 500,
    response_type: 'text/html',
    response: HUGE_TEXT,
    is_retry: n % 2 === 0,
    organization_event_destination_id: `org_evt_dst_${n}`,
    created_at: ISO,
    updated_at: null,
    ...overrides,
  };
}

function destination(
  n: number,
  type: 'webhook' | 'slack' = n % 2 === 0 ? 'webhook' : 'slack',
): Destination {
  return {
    id: `org_evt_dst_${n}_${'x'.repeat(40)}`,
    type,
    name: NAME,
    destination_url: type === 'webhook' ? URL_2000 : null,
    is_active: n % 3 !== 0,
    signing_secret: 'whsec_0123456789abcdef',
    config: type === 'slack' ? { channel: CHANNEL } : null,
    organization_api_credential_id: 'org_api_cred_1',
    created_at: ISO,
    updated_at: ISO,
    event_subscriptions: EVENT_NAMES.map((event, i) => ({
      id: `org_evt_sub_${n}_${i}`,
      event,
      include: ['invoice:line_items'],
      message: fill(NASTY, 3000),
    })) as unknown as Destination['event_subscriptions'],
    event_deliveries: [delivery(n)],
  };
}

const DESTINATIONS = Array.from({ length: 60 }, (_, i) => destination(i));
const WEBHOOK = destination(0, 'webhook');
const SLACK = destination(1, 'slack');
const NOTE: DestinationNote = { channelId: CHANNEL, createdBy: USER, createdAt: ISO };
const ALLOWANCE = { state: 'paid', cap: 25, used: 60 } as const;

const INVOICE: Invoice = {
  id: `org_inv_${'a'.repeat(120)}`,
  number: fill('9', 200),
  formatted_number: fill(NASTY, 200),
  status: fill('weird_status_', 200),
  title: fill(NASTY, 5000),
  currency: 'EUR',
  total: '123456789012345678901234567890.99',
  issued_at: ISO,
  due_at: ISO,
  paid_at: ISO,
  finalized_at: ISO,
  is_downloadable: true,
  direction: 'outbound',
  created_at: ISO,
  updated_at: ISO,
};

/** 200 invoices due, half to collect and half to pay, in 40 currencies (one not a code). */
const CURRENCIES = [
  ...Array.from({ length: 39 }, (_, i) => `X${String.fromCharCode(65 + (i % 26))}${i}`),
  'R&<>',
];
const DUE_INVOICES: Invoice[] = Array.from({ length: 200 }, (_, i) => ({
  ...INVOICE,
  id: `org_inv_${String(i).padStart(3, '0')}${'a'.repeat(117)}`,
  status: i % 3 === 0 ? 'payment_partial' : 'overdue',
  direction: i % 2 === 0 ? 'outbound' : 'inbound',
  currency: CURRENCIES[i % CURRENCIES.length] ?? 'EUR',
  due_at: `2026-${String(1 + (i % 11)).padStart(2, '0')}-15`,
  receiver_custom_identity_name: NAME,
  sender_custom_identity_name: NAME,
}));
function dueDigestOf(horizonDays = 60): DueDigest {
  return dueDigest(DUE_INVOICES, { today: '2026-11-20', horizonDays, groups: 'both' });
}
const DUE_SCHEDULE: DueSchedule = {
  channelId: CHANNEL,
  time: '09:00',
  zone: 'America/Argentina/ComodRivadavia',
  weekdays: true,
  groups: 'both',
  horizonDays: 60,
  by: USER,
  at: ISO,
};
const DUE_OPEN_URL = (id: string) => `https://app.enlivy.com/organizations/org_x/invoices/${id}`;

const SEARCH_ITEMS: SearchItem[] = Array.from({ length: 100 }, (_, i) => ({
  id: `org_inv_${i}_${'b'.repeat(100)}`,
  title: fill(NASTY, 5000),
  source: fill(NASTY, 500),
  direction: 'outbound',
  status: fill(NASTY, 200),
  meta: { issued_at: ISO, paid_at: ISO },
  ranking_score: 1 / (i + 1),
  entity: i % 2 === 0 ? 'organization_invoices' : fill('organization_things_', 200),
}));

/** The longest events the log filter keeps, as many as it keeps. */
const LONG_EVENTS = Array.from(
  { length: MAX_EVENT_FILTERS },
  (_, i) => `${fill(`s${i}x`, 31)}.${fill(`a${i}y`, 32)}`,
);

function logState(): LogState {
  return {
    ...initialState(
      {
        destinationId: DESTINATIONS[1]?.id,
        statuses: ['pending', 'success', 'failed', 'dropped', 'anomaly'],
        events: LONG_EVENTS,
        since: '2026-01-01',
        until: '2026-11-20T10:30:00Z',
      },
      'America/Argentina/ComodRivadavia',
    ),
    page: 99_999,
    generation: 999_999,
    asOf: '2026-11-20T10:30:00Z',
  };
}

const LOG_PAGE: Page<Delivery> = {
  items: Array.from({ length: 50 }, (_, i) => delivery(i)),
  page: 99_999,
  perPage: 50,
  total: 10_000_000,
  totalPages: 200_000,
  hasMore: true,
};

const EDIT_SUMMARY = {
  added: EVENT_NAMES.slice(0, 40),
  removed: EVENT_NAMES.slice(40),
  modified: EVENT_NAMES.slice(10, 50),
  unchanged: 77,
  rename: { from: NAME, to: [...NAME].reverse().join('') },
  active: false,
  urlHost: fill('host.example.', 253),
};

const FORM_VALUES = {
  name: NAME,
  channelId: CHANNEL,
  credentialId: 'org_api_cred_1',
  url: URL_2000,
  events: [...EVENT_NAMES],
  otherEvents: Array.from({ length: 60 }, (_, i) => `custom${i}.happened_${i}`).join(', '),
  includes: ['invoice:line_items', 'invoice:customer', 'payment:invoice'],
  message: fill(NASTY, 3000),
  active: true,
};
const FORM_ERRORS = {
  name: fill(NASTY, 3000),
  url: fill(NASTY, 3000),
  events: fill(NASTY, 3000),
  message: fill(NASTY, 3000),
};

// --- The builders -------------------------------------------------------------------------------
interface MessageCase {
  kind: 'message';
  build: () => SlackMessage;
  /** Updated in place with chat.update (or a response_url replace). */
  updated?: boolean;
}
interface ViewCase {
  kind: 'view';
  build: () => ModalView | HomeView;
}
type Case = MessageCase | ViewCase;

type TranslatedCase =
  | (Omit<MessageCase, 'build'> & { build: (t: Translator) => SlackMessage })
  | (Omit<ViewCase, 'build'> & { build: (t: Translator) => ModalView | HomeView });

/** Each case in English and in Romanian (about a fifth longer): both must fit Slack's limits. */
function bothLanguages(cases: Record<string, TranslatedCase>): Record<string, Case> {
  return Object.fromEntries(
    Object.entries(cases).flatMap(([name, c]) =>
      [
        [name, en],
        [`${name} (ro)`, ro],
      ].map(([label, t]) => [label, { ...c, build: () => c.build(t as Translator) } as Case]),
    ),
  );
}

const entries: ListEntry[] = DESTINATIONS.map((d, i) => ({
  destination: d,
  note: NOTE,
  lastDelivery: delivery(i),
  inChannel: i % 2 === 0,
  // Only the card just acted on carries a banner (a test outcome, a receipt line).
  ...(i === 0 ? { banner: fill(NASTY, 1000) } : {}),
}));

const CASES: Record<string, Case> = {
  // invoices due
  ...bothLanguages({
    dueListMessageFirstPage: {
      kind: 'message',
      build: (t) =>
        dueListMessage(
          {
            digest: dueDigestOf(),
            page: 1,
            reader: { kind: 'person', role: 'admin' },
            complete: false,
            readLimit: 1000,
            openUrl: DUE_OPEN_URL,
            note: fill(NASTY, 500),
          },
          t,
        ),
      updated: true,
    },
    dueListMessageLastPage: {
      kind: 'message',
      build: (t) =>
        dueListMessage(
          {
            digest: dueDigestOf(),
            page: 20,
            reader: { kind: 'channel' },
            complete: true,
            readLimit: 1000,
            openUrl: DUE_OPEN_URL,
          },
          t,
        ),
    },
    nothingDueMessage: {
      kind: 'message',
      build: (t) => nothingDueMessage({ horizonDays: 60, groups: 'pay' }, fill(NASTY, 500), t),
    },
    readFailedMessage: { kind: 'message', build: (t) => readFailedMessage(ERROR, 99, t) },
    dailySetReceipt: {
      kind: 'message',
      build: (t) =>
        dailySetReceipt(
          { userId: USER, schedule: DUE_SCHEDULE, replaced: DUE_SCHEDULE, nextAt: Date.parse(ISO) },
          t,
        ),
    },
    runFailedMessage: {
      kind: 'message',
      build: (t) => runFailedMessage(ERROR, Date.parse(ISO), t),
    },
    dailyStoppedMessage: {
      kind: 'message',
      build: (t) => dailyStoppedMessage('disconnected', DUE_SCHEDULE, t),
    },
    dueHome: {
      kind: 'view',
      build: (t) =>
        homeView(
          {
            commands: commands.list(),
            role: 'admin',
            connection: CONNECTION,
            sections: dueHomeBlocks(
              Array.from({ length: 200 }, () => DUE_SCHEDULE),
              'admin',
              t,
            ),
          },
          t,
        ),
    },
  }),
  // help and errors
  ...bothLanguages({
    helpMessage: {
      kind: 'message',
      build: (t) =>
        helpMessage({ commands, role: 'admin', connection: 'expired', storeProblem: 'E-STORE' }, t),
    },
    helpMessageTopic: {
      kind: 'message',
      build: (t) =>
        helpMessage({ commands, role: 'admin', connection: 'ok', topic: fill(NASTY, 3000) }, t),
    },
    unknownCommandMessage: {
      kind: 'message',
      build: (t) => unknownCommandMessage(fill(NASTY, 3000), 'deliveries', t),
    },
    submissionNotRunStore: {
      kind: 'view',
      build: (t) => notRunNotice('store', t),
    },
    submissionNotRunLate: {
      kind: 'view',
      build: (t) => notRunNotice('late', t),
    },
  }),
  errorMessage: { kind: 'message', build: () => errorMessage(ERROR), updated: true },
  // connection
  ...bothLanguages({
    connectLinkMessage: {
      kind: 'message',
      build: (t) => connectLinkMessage({ url: URL_2000, minutes: 10, oauth: true }, CONNECTION, t),
    },
    connectLinkModal: {
      kind: 'view',
      build: (t) =>
        connectLinkModal(
          connectLinkMessage(
            { url: URL_2000, minutes: 10 },
            { ...CONNECTION, method: 'token', state: 'expired' },
            t,
          ),
          t,
        ),
    },
    homeViewExpiredAdmin: {
      kind: 'view',
      build: (t) =>
        homeView(
          {
            commands: commands.list(),
            role: 'admin',
            connection: { ...CONNECTION, state: 'expired' },
          },
          t,
        ),
    },
    connectLinkMessageExpired: {
      kind: 'message',
      build: (t) =>
        connectLinkMessage(
          { url: URL_2000, minutes: 10 },
          { ...CONNECTION, method: 'token', state: 'expired' },
          t,
        ),
    },
    statusMessage: {
      kind: 'message',
      build: (t) => statusMessage(CONNECTION, { health: 'refused', httpStatus: 404 }, t),
    },
    statusMessageExpired: {
      kind: 'message',
      build: (t) =>
        statusMessage(
          { ...CONNECTION, state: 'expired', expiredAt: ISO },
          { health: 'expired' },
          t,
        ),
    },
    statusMessageOAuth: {
      kind: 'message',
      build: (t) =>
        statusMessage(
          {
            ...CONNECTION,
            method: 'oauth',
            oauth: {
              refreshToken: 'r',
              accessExpiresAt: ISO,
              renewAt: ISO,
              scopes: Array.from({ length: 50 }, (_, i) => fill(`scope_${i}_`, 60)),
            },
          },
          { health: 'renewing' },
          t,
        ),
    },
    disconnectConfirmMessage: {
      kind: 'message',
      build: (t) => disconnectConfirmMessage(CONNECTION, t),
      updated: true,
    },
    disconnectedReceipt: {
      kind: 'message',
      build: (t) => disconnectedReceipt(USER, NAME, true, t),
    },
    disconnectedMessage: {
      kind: 'message',
      build: (t) => disconnectedMessage(NAME, { kind: 'revoke_failed', reference: 'E-1' }, t),
      updated: true,
    },
    connectedReceipt: {
      kind: 'message',
      build: (t) =>
        connectedReceipt(
          USER,
          CONNECTION,
          {
            kind: 'organization',
            from: { organizationId: 'org_2', organizationName: NAME },
            tokenFate: { kind: 'revoke_failed', reference: 'E-ABCDEF', oauth: false },
          },
          t,
        ),
    },
    installationProblemMessage: {
      kind: 'message',
      build: (t) => installationProblemMessage('E-ABCDEF', t),
    },
    connectTokenModal: {
      kind: 'view',
      build: (t) =>
        connectTokenModal(
          {
            organizationId: fill('org_', 100),
            error: fill(NASTY, 3000),
            channelId: CHANNEL,
            current: CONNECTION,
          },
          t,
        ),
    },
    connectTokenModalExpired: {
      kind: 'view',
      build: (t) => connectTokenModal({ current: { ...CONNECTION, state: 'expired' } }, t),
    },
    connectTokenModalUnreadable: {
      kind: 'view',
      build: (t) => connectTokenModal({ current: 'unreadable' }, t),
    },
  }),
  plainMessage: { kind: 'message', build: () => plainMessage(fill(NASTY, 3000)) },
  modalNotice: {
    kind: 'view',
    build: () => modalNotice(fill(NASTY, 100), fill(NASTY, 3000), 'Închide'),
  },
  // cards and workflow steps
  ...bothLanguages({
    eventCard: {
      kind: 'message',
      build: (t) =>
        eventCard(NASTY_EVENT, { openUrl: `https://app.enlivy.com/${'u'.repeat(2000)}` }, t),
      updated: true,
    },
    eventThreadReply: { kind: 'message', build: (t) => threadReply(NASTY_EVENT, t) },
    cardsCreatedReceipt: {
      kind: 'message',
      build: (t) =>
        cardsCreatedReceipt(
          { userId: USER, channelId: CHANNEL, name: fill(NASTY, 255) },
          {
            events: EVENT_NAMES.length,
            filters: ['amount>=1000', 'currency:EUR'],
            noPaidPack: true,
          },
          t,
        ),
    },
    stepActiveChangedReceipt: {
      kind: 'message',
      build: (t) =>
        stepActiveChangedReceipt(
          {
            userId: USER,
            destination: { ...DESTINATIONS[0]!, name: fill(NASTY, 255) },
            active: false,
            workflow: {
              executionId: 'Fx1',
              workflowExecutionId: 'Wf1',
              step: 'set_destination_active',
              startedAt: ISO,
            },
          },
          t,
        ),
    },
  }),
  // access and home
  ...bothLanguages({
    accessListMessage: { kind: 'message', build: (t) => manyGrants(t) },
    roleGrantedReceipt: {
      kind: 'message',
      build: (t) => roleGrantedReceipt(USER, USER, 'admin', t),
    },
    roleRevokedReceipt: {
      kind: 'message',
      build: (t) => roleRevokedReceipt(USER, USER, 'viewer', t),
    },
    noGrantMessage: { kind: 'message', build: (t) => noGrantMessage(USER, t) },
    grantRefusedMessage: {
      kind: 'message',
      build: (t) => grantRefusedMessage(USER, 'external', t),
    },
    alreadyGrantedMessage: {
      kind: 'message',
      build: (t) =>
        alreadyGrantedMessage({ userId: USER, role: 'admin', grantedBy: USER, grantedAt: ISO }, t),
    },
    homeView: {
      kind: 'view',
      build: (t) =>
        homeView(
          {
            commands: commands.list(),
            role: 'admin',
            connection: CONNECTION,
            sections: homeDestinationsBlocks(
              {
                destinations: DESTINATIONS,
                notes: new Map(DESTINATIONS.map((d) => [d.id, NOTE])),
                counts: new Map(
                  DESTINATIONS.map((d) => [
                    d.id,
                    { success: 1e9, failed: 1e9, anomaly: 1e9, dropped: 1e9, pending: 1e9 },
                  ]),
                ),
                countedOnly: 5000,
                canEdit: true,
                buttons: { subscribe: true, deliveries: true },
                allowance: ALLOWANCE,
              },
              t,
            ),
          },
          t,
        ),
    },
    homeViewUnavailable: {
      kind: 'view',
      build: (t) =>
        homeView(
          {
            commands: commands.list(),
            role: 'viewer',
            connection: { ...CONNECTION, state: 'expired' },
            sections: homeDestinationsUnavailable(ERROR, t),
          },
          t,
        ),
    },
  }),
  // search
  ...bothLanguages({
    searchResultsMessage: {
      kind: 'message',
      build: (t) =>
        searchResultsMessage(
          {
            query: SEARCH_QUERY,
            items: SEARCH_ITEMS,
            page: 3,
            role: 'admin',
            limit: 100,
            notice: fill(NASTY, 3000),
            numbers: new Map(SEARCH_ITEMS.map((item) => [item.id, fill(NASTY, 200)])),
          },
          t,
        ),
      updated: true,
    },
    noMatchesMessage: {
      kind: 'message',
      build: (t) => noMatchesMessage(SEARCH_QUERY, fill(NASTY, 3000), t),
      updated: true,
    },
    searchGuidanceMessage: {
      kind: 'message',
      build: (t) => searchGuidanceMessage(SEARCH_QUERY, t),
    },
  }),
  // invoices
  ...bothLanguages({
    invoicePickList: {
      kind: 'message',
      build: (t) =>
        invoicePickList(
          fill(NASTY, 60),
          Array.from({ length: 40 }, (_, i) => ({
            ...INVOICE,
            id: `org_inv_${i}_${'a'.repeat(110)}`,
            receiver_user: { name: fill(NASTY, 3000) },
          })),
          t,
        ),
    },
    invoiceCard: {
      kind: 'message',
      build: (t) => invoiceCard(INVOICE, { role: 'admin' }, t),
      updated: true,
    },
    pdfSentMessage: { kind: 'message', build: (t) => pdfSentMessage(fill(NASTY, 200), t) },
    pdfNotSentMessage: {
      kind: 'message',
      build: (t) => pdfNotSentMessage(fill(NASTY, 200), { kind: 'too_large', capBytes: 1e9 }, t),
    },
    notDownloadableMessage: {
      kind: 'message',
      build: (t) => notDownloadableMessage(fill(NASTY, 200), fill(NASTY, 200), t),
    },
    invoiceDeletedCard: {
      kind: 'message',
      build: (t) => invoiceDeletedCard(fill(NASTY, 200), 'trashed', t),
      updated: true,
    },
    invoiceDeletedReceipt: {
      kind: 'message',
      build: (t) => invoiceDeletedReceipt(USER, fill(NASTY, 200), 'trashed', t),
    },
    invoiceProblemModal: {
      kind: 'view',
      build: (t) => invoiceProblemModal(fill(NASTY, 100), ERROR, t),
    },
  }),
  deleteInvoiceModal: {
    kind: 'view',
    build: () =>
      deleteInvoiceModal(
        INVOICE,
        {
          id: INVOICE.id,
          from: 'search',
          search: { q: SEARCH_QUERY, p: 100 },
          label: fill(NASTY, 200),
          responseUrl: `https://hooks.slack.com/${'r'.repeat(970)}`,
          channelId: CHANNEL,
        },
        ro,
      ),
  },
  // deliveries
  ...bothLanguages({
    inspectView: {
      kind: 'view',
      build: (t) =>
        inspectView(
          {
            delivery: delivery(1),
            destinationName: NAME,
            notice: { kind: 'error', text: fill(NASTY, 3000) },
          },
          t,
        ),
    },
    inspectViewSlackRefusal: {
      kind: 'view',
      build: (t) =>
        inspectView(
          {
            delivery: delivery(1, {
              status: 'failed',
              response_status: 200,
              response: JSON.stringify({ ok: false, error: 'channel_not_found' }),
            }),
            destinationName: NAME,
            slackChannel: fill(NASTY, 2000),
            enlivyBotUserId: 'U0123456789',
            notice: { kind: 'error', text: fill(NASTY, 3000) },
          },
          t,
        ),
    },
    inspectViewObjectResponse: {
      kind: 'view',
      build: (t) =>
        inspectView(
          {
            delivery: delivery(2, { response: HUGE_PAYLOAD, request_payload: HUGE_TEXT }),
            destinationName: undefined,
          },
          t,
        ),
    },
    workingMessagePauseHugeName: {
      kind: 'message',
      build: (t) => {
        const message = commandWorkingMessage(commands, `pause "${HUGE_TEXT}" for 2h`, t);
        if (message === undefined) throw new Error('pause has a working message');
        return message;
      },
    },
    endedTimedReceipt: {
      kind: 'message',
      build: (t) =>
        endedTimedReceipt(
          {
            id: 'tm_1',
            destinationId: 'dst_1',
            name: NAME,
            until: ISO,
            by: USER,
            at: ISO,
            asked: fill(NASTY, 200),
            receipt: { channel: 'C1', ts: '1.2' },
          },
          { kind: 'moved', by: USER, at: ISO, until: ISO },
          t,
        ),
    },
    inspectLoadingView: {
      kind: 'view',
      build: (t) => inspectLoadingView(`org_evt_dlv_${'z'.repeat(140)}`, t),
    },
    inspectErrorView: {
      kind: 'view',
      build: (t) => inspectErrorView(`org_evt_dlv_${'z'.repeat(140)}`, ERROR, t),
    },
    deliveryLogView: {
      kind: 'view',
      build: (t) =>
        deliveryLogView(
          {
            state: logState(),
            destinations: DESTINATIONS.map((d) => ({ id: d.id, name: NAME })),
            page: LOG_PAGE,
            filterProblem: fill(NASTY, 3000),
          },
          t,
        ),
    },
    deliveryLogLoadingView: { kind: 'view', build: (t) => deliveryLogLoadingView(logState(), t) },
    deliveryLogErrorView: {
      kind: 'view',
      build: (t) => deliveryLogErrorView(logState(), ERROR, 'retry', t),
    },
  }),
  // destinations
  ...bothLanguages({
    destinationListMessage: {
      kind: 'message',
      build: (t) =>
        destinationListMessage(
          {
            scope: 'all',
            page: 2,
            channelId: CHANNEL,
            entries,
            total: 60,
            elsewhere: 59,
            fellBack: true,
            canEdit: true,
            canDelete: true,
            allowance: ALLOWANCE,
          },
          t,
        ),
      updated: true,
    },
    destinationListChannel: {
      kind: 'message',
      build: (t) =>
        destinationListMessage(
          {
            scope: 'channel',
            page: 1,
            channelId: CHANNEL,
            entries,
            total: 60,
            elsewhere: 0,
            fellBack: false,
            canEdit: true,
            canDelete: true,
            allowance: { state: 'none', used: 60 },
          },
          t,
        ),
      updated: true,
    },
    singleCardMessage: {
      kind: 'message',
      build: (t) =>
        singleCardMessage(
          WEBHOOK,
          {
            note: NOTE,
            lastDelivery: delivery(3),
            canEdit: true,
            canDelete: true,
            banner: fill(NASTY, 3000),
          },
          t,
        ),
      updated: true,
    },
    singleCardMessageSlack: {
      kind: 'message',
      build: (t) =>
        singleCardMessage(
          SLACK,
          {
            note: NOTE,
            lastDelivery: delivery(4),
            canEdit: true,
            canDelete: true,
            channelLabel: `<#${CHANNEL}>`,
          },
          t,
        ),
      updated: true,
    },
    activeChangedReceipt: {
      kind: 'message',
      build: (t) => activeChangedReceipt(USER, WEBHOOK, false, t),
    },
    alreadyInStateMessage: {
      kind: 'message',
      build: (t) => alreadyInStateMessage(WEBHOOK, true, USER, t),
    },
    testAlreadyRunningMessage: {
      kind: 'message',
      build: (t) => testAlreadyRunningMessage(NAME, t),
    },
    deleteConfirmMessage: {
      kind: 'message',
      build: (t) => deleteConfirmMessage(WEBHOOK, 77, t),
      updated: true,
    },
    deleteCancelledMessage: {
      kind: 'message',
      build: (t) => deleteCancelledMessage(t),
      updated: true,
    },
    alreadyDeletedMessage: {
      kind: 'message',
      build: (t) => alreadyDeletedMessage(USER, t),
      updated: true,
    },
    deletedMessage: { kind: 'message', build: (t) => deletedMessage(USER, NAME, t), updated: true },
    channelTestQuestion: { kind: 'message', build: (t) => channelTestQuestion(WEBHOOK, t) },
    channelActiveQuestion: {
      kind: 'message',
      build: (t) => {
        const end = { until: new Date('2026-11-26T14:00:00.000Z'), asked: NAME, minutes: 43_199 };
        return channelActiveQuestion(
          { destination: WEBHOOK, active: false, end, value: intentValue(WEBHOOK, false, end) },
          t,
        );
      },
    },
    channelActiveQuestionUntil: {
      kind: 'message',
      build: (t) => {
        const end = { until: new Date('2026-11-26T14:00:00.000Z'), asked: NAME };
        return channelActiveQuestion(
          { destination: WEBHOOK, active: false, end, value: intentValue(WEBHOOK, false, end) },
          t,
        );
      },
    },
    channelCancelledMessage: {
      kind: 'message',
      build: (t) => channelCancelledMessage(t),
      updated: true,
    },
    channelGoneMessage: {
      kind: 'message',
      build: (t) => channelGoneMessage(NAME, t),
      updated: true,
    },
    channelDoneMessage: { kind: 'message', build: (t) => channelDoneMessage(t), updated: true },
  }),
  ...bothLanguages({
    testMessageFinal: {
      kind: 'message',
      build: (t) =>
        testMessage(
          SLACK,
          {
            kind: 'final',
            delivery: delivery(1, {
              response: { ok: false, error: 'not_in_channel', junk: HUGE_TEXT },
            }),
          },
          { deliveriesButton: true },
          t,
        ),
      updated: true,
    },
    testMessagePending: {
      kind: 'message',
      build: (t) =>
        testMessage(
          WEBHOOK,
          { kind: 'pending', delivery: delivery(5), waitedSeconds: 99999, stopped: true },
          { deliveriesButton: false },
          t,
        ),
      updated: true,
    },
    testMessageSending: {
      kind: 'message',
      build: (t) =>
        testMessage(
          WEBHOOK,
          { kind: 'sending', delivery: delivery(7) },
          { deliveriesButton: true },
          t,
        ),
      updated: true,
    },
  }),
  // destination forms: the subscribe, webhook and edit modals, their results and receipts
  ...bothLanguages({
    loadingModal: {
      kind: 'view',
      build: (t) => loadingModal(fill(NASTY, 100), fill(NASTY, 3000), t),
    },
    problemModal: { kind: 'view', build: (t) => problemModal(fill(NASTY, 100), ERROR, t) },
    noSlackCredentialModal: { kind: 'view', build: (t) => noSlackCredentialModal(NAME, t) },
    slackCreatedModal: {
      kind: 'view',
      build: (t) =>
        slackCreatedModal({ name: NAME, channelId: CHANNEL, eventCount: 77, cardAt: 'dm' }, t),
    },
    webhookCreatedModal: {
      kind: 'view',
      build: (t) =>
        webhookCreatedModal(
          {
            name: NAME,
            host: fill('host.example.', 253),
            eventCount: 77,
            secret: fill('whsec_', 3000),
          },
          t,
        ),
    },
    webhookCreatedModalSecretLost: {
      kind: 'view',
      build: (t) =>
        webhookCreatedModal(
          {
            name: NAME,
            host: fill('host.example.', 253),
            eventCount: 77,
            secret: undefined,
            secretLost: true,
          },
          t,
        ),
    },
    webhookSecretMessage: {
      kind: 'message',
      build: (t) =>
        webhookSecretMessage(
          {
            name: NAME,
            host: fill('host.example.', 253),
            secret: fill('whsec_', 3000),
            where: 'dm',
          },
          t,
        ),
    },
    subscribedReceipt: {
      kind: 'message',
      build: (t) =>
        subscribedReceipt(
          { userId: USER, channelId: CHANNEL, name: NAME, eventCount: 77 },
          { noPaidPack: true },
          t,
        ),
    },
    webhookReceipt: {
      kind: 'message',
      build: (t) =>
        webhookReceipt(
          { userId: USER, name: NAME, host: fill('host.example.', 253), eventCount: 77 },
          {},
          t,
        ),
    },
    createdCardMessage: {
      kind: 'message',
      build: (t) =>
        createdCardMessage(
          WEBHOOK,
          { note: NOTE, canEdit: true, canDelete: true, banner: fill(NASTY, 3000) },
          t,
        ),
    },
    destinationFormWebhookCreate: {
      kind: 'view',
      build: (t) =>
        destinationFormModal(
          {
            kind: 'webhook',
            mode: 'create',
            callbackId: 'destination_form',
            privateMetadata: fill('{"k":1}', 3000),
            values: FORM_VALUES,
            errors: FORM_ERRORS,
            banner: fill(NASTY, 3000),
            noPaidPack: true,
            preview: previewTemplate(fill(`${NASTY}{{invoice.number}} `, 3000), 'invoice.paid', t),
          },
          t,
        ),
    },
    destinationFormSlackCreate: {
      kind: 'view',
      build: (t) =>
        destinationFormModal(
          {
            kind: 'slack',
            mode: 'create',
            callbackId: 'destination_form',
            privateMetadata: '{}',
            values: FORM_VALUES,
            credentials: {
              mode: 'select',
              options: Array.from({ length: 200 }, (_, i) => ({
                id: `org_api_cred_${i}_${'c'.repeat(200)}`,
                label: fill(NASTY, 300),
              })),
              warning: fill(NASTY, 3000),
            },
            errors: FORM_ERRORS,
            cardsOffered: true,
          },
          t,
        ),
    },
    destinationFormSlackEdit: {
      kind: 'view',
      build: (t) =>
        destinationFormModal(
          {
            kind: 'slack',
            mode: 'edit',
            callbackId: 'destination_form',
            privateMetadata: '{}',
            values: FORM_VALUES,
            channelLabel: `<#${CHANNEL}>`,
            mixedMessages: true,
          },
          t,
        ),
    },
    editConfirmModal: {
      kind: 'view',
      build: (t) =>
        editConfirmModal(
          { name: NAME, summary: EDIT_SUMMARY, privateMetadata: fill('{}', 3000) },
          t,
        ),
    },
    editSavedModal: { kind: 'view', build: (t) => editSavedModal(NAME, EDIT_SUMMARY, t) },
    nothingChangedModal: { kind: 'view', build: (t) => nothingChangedModal(NAME, t) },
    editedReceipt: { kind: 'message', build: (t) => editedReceipt(USER, NAME, EDIT_SUMMARY, t) },
  }),
  // invoice link previews (the previews themselves: test/unit/unfurls/unfurls.test.ts)
  ...bothLanguages({
    connectFirstHint: { kind: 'message', build: (t) => connectFirstHint(t) },
    previewSettingMessage: {
      kind: 'message',
      build: (t) => previewSettingMessage({ kind: 'minimal', reason: 'unknown' }, t),
    },
    previewSettingReceipt: {
      kind: 'message',
      build: (t) => previewSettingReceipt(USER, 'on', true, t),
    },
    previewSettingUnchanged: { kind: 'message', build: (t) => previewSettingUnchanged('on', t) },
  }),
};

// --- Checks -------------------------------------------------------------------------------------
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every option and option group `value` anywhere in the tree. */
function optionValues(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) optionValues(v, out);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    // An option (a button, which also has text and value, allows 2,000 and is checked by the fake).
    if (typeof record.value === 'string' && 'text' in record && !('type' in record)) {
      out.push(record.value);
    }
    for (const v of Object.values(record)) optionValues(v, out);
  }
  return out;
}

function problems(c: Case): string[] {
  const out: string[] = [];
  const result = c.build();
  const json = JSON.stringify(result);
  if (LONE_SURROGATE.test(json)) out.push('has a lone UTF-16 surrogate');
  const tooLong = optionValues(result).filter((v) => v.length > OPTION_VALUE_MAX);
  if (tooLong.length > 0) out.push(`${tooLong.length} option values over ${OPTION_VALUE_MAX}`);
  if (c.kind === 'message') {
    const message = result as SlackMessage;
    const max = c.updated === true ? UPDATED_TEXT_MAX : TEXT_MAX;
    if (typeof message.text !== 'string' || message.text.trim() === '')
      out.push('no fallback text');
    else if (message.text.length > max) out.push(`text is ${message.text.length} > ${max}`);
    const blocks: KnownBlock[] = message.blocks ?? [];
    if (blocks.length > MESSAGE_BLOCKS_MAX) out.push(`${blocks.length} blocks`);
    const blockText = totalBlockText(blocks);
    if (blockText > BLOCK_TEXT_MAX) out.push(`block text is ${blockText} > ${BLOCK_TEXT_MAX}`);
    out.push(...validateMessageBlocks(message).map(formatIssue));
  } else {
    const view = result as ModalView | HomeView;
    if (view.blocks.length > VIEW_BLOCKS_MAX) out.push(`${view.blocks.length} blocks`);
    const metadata = view.private_metadata ?? '';
    if (metadata.length > PRIVATE_METADATA_MAX) out.push(`private_metadata is ${metadata.length}`);
    out.push(...validateView(view, { expectedType: view.type }).map(formatIssue));
  }
  return out;
}

describe('worst-case inputs stay within Slack limits', () => {
  it('has inputs as bad as promised', () => {
    expect(NAME.length).toBe(255);
    expect(EVENT_NAMES.length).toBe(77);
    expect(DESTINATIONS).toHaveLength(60);
    expect(URL_2000.length).toBe(2000);
    expect(JSON.stringify(HUGE_PAYLOAD).length).toBeGreaterThan(300_000);
    expect(dueDigestOf().rows).toHaveLength(200);
  });

  it.each(Object.entries(CASES))('%s', (_name, c) => {
    expect(problems(c)).toEqual([]);
  });
});

function notRunNotice(why: SubmissionNotRunReason, t: Translator) {
  const ack = submissionNotRun({ blocks: [] }, { reference: 'E-ABCDEF', why }, t);
  if (ack.response_action !== 'update') throw new Error('expected a replacing view');
  return ack.view;
}
