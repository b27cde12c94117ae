/**
 * The seeded data set, with stable ids that tests and people trying the app can rely on.
 * Deliveries are dated relative to the clock at start; invoices INV-… have fixed dates, the
 * demo's open invoices and bills (`seed-due.ts`) are due relative to the clock at start.
 */
import { isoTimestamp } from './ids.js';
import { seedDueInvoices } from './seed-due.js';
import type { SimulatorState } from './state.js';
import type { DeliveryStatus, DestinationRecord } from './types.js';

export const SEED = {
  account: {
    id: 'usr_demo',
    email: 'demo@example.com',
    password: 'demo-password',
    name: 'Demo User',
  },
  otherAccount: {
    id: 'usr_other',
    email: 'other@example.com',
    password: 'other-password',
    name: 'Other User',
  },
  /** Pre-issued API token of the demo account (`<n>|<40 chars>`). */
  apiToken: '1|demoSimulatorApiToken0000000000000000001',
  /** Pre-issued API token of the other account. */
  otherApiToken: '2|otherSimulatorApiToken000000000000000002',
  organizations: {
    /** Demo Trading Ltd: one paid pack; the demo account is a member. */
    demo: 'org_demo',
    /** Demo Freelance: no paid pack; the demo account is a member. */
    free: 'org_free',
    /** Other Company Ltd: one paid pack; only the other account is a member. */
    other: 'org_other',
  },
  organizationNames: {
    demo: 'Demo Trading Ltd',
    free: 'Demo Freelance',
    other: 'Other Company Ltd',
  },
  credentials: {
    /** org_demo's Slack credential (`service: 'slack'`). */
    slack: 'org_api_cred_demo_slack',
    /** org_demo's non-Slack credential (`service: 'stripe'`). */
    stripe: 'org_api_cred_demo_stripe',
    /** org_other's Slack credential. */
    otherSlack: 'org_api_cred_other_slack',
  },
  /** Bot token chat.postMessage is called with for org_demo (change with setSlackCredentialToken). */
  slackBotToken: 'xoxb-simulator-demo-bot-token',
  /** `config.channel` of the seeded Slack destination. */
  slackChannel: '#finance',
  destinations: {
    /** Slack, channel #finance, active: invoice.paid (with a message template), invoice.created. */
    slack: 'org_evt_dst_demo_slack',
    /** Webhook to https://hooks.example.test/enlivy, active: invoice.created, invoice.paid, contract.updated. */
    webhook: 'org_evt_dst_demo_webhook',
    /** Webhook, paused: invoice.paid. */
    paused: 'org_evt_dst_demo_paused',
    /** org_free's webhook (its organization has no pack, so tests are refused). */
    free: 'org_evt_dst_free_webhook',
    /** org_other's webhook. */
    other: 'org_evt_dst_other_webhook',
  },
  webhookUrl: 'https://hooks.example.test/enlivy',
  pausedWebhookUrl: 'https://hooks.example.test/paused',
  /** Signing secret of the seeded active webhook (the API never shows it after create). */
  webhookSigningSecret: 'whsec_demoSigningSecretForTheSimulator0001',
  slackMessageTemplate: 'Invoice {{data.number}} was paid: {{data.total}} {{data.currency}}',
  invoices: {
    /** INV-2026-0001, Acme Supplies Ltd, paid, finalized (downloadable). */
    paid: 'org_inv_demo_0001',
    /** INV-2026-0002, Acme Supplies Ltd consulting retainer, sent, finalized. */
    sent: 'org_inv_demo_0002',
    /** INV-2026-0003, draft: `finalized_at: null`, `is_downloadable: false`. */
    draft: 'org_inv_demo_0003',
    /** INV-2026-0004, Globex Corporation, overdue, finalized. */
    overdue: 'org_inv_demo_0004',
    /** INV-2025-0117, Acme Supplies Ltd annual maintenance, paid, finalized. */
    older: 'org_inv_demo_0005',
    /** BILL-7781, inbound bill from Initech Hosting, paid. */
    inbound: 'org_inv_demo_0006',
    /** org_other's invoice. */
    other: 'org_inv_other_0001',
  },
  /** Seeded deliveries of org_demo, oldest first. */
  deliveries: [
    'org_evt_dlv_demo_0001',
    'org_evt_dlv_demo_0002',
    'org_evt_dlv_demo_0003',
    'org_evt_dlv_demo_0004',
    'org_evt_dlv_demo_0005',
    'org_evt_dlv_demo_0006',
    'org_evt_dlv_demo_0007',
    'org_evt_dlv_demo_0008',
  ],
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function seedInvoices(state: SimulatorState): void {
  const org = SEED.organizations.demo;
  const invoice = (
    id: string,
    number: string,
    counterparty: string,
    detail: string | null,
    fields: Parameters<SimulatorState['addInvoice']>[0],
  ) =>
    state.addInvoice({
      id,
      number,
      formatted_number: number,
      title: [number, counterparty, detail].filter(Boolean).join(' · '),
      counterparty,
      ...fields,
    });

  invoice(SEED.invoices.older, 'INV-2025-0117', 'Acme Supplies Ltd', 'Annual maintenance', {
    organization_id: org,
    status: 'paid',
    sub_total: 4800,
    tax_total: 960,
    total: 5760,
    issued_at: '2025-12-01',
    due_at: '2025-12-31',
    paid_at: '2025-12-20',
    finalized_at: '2025-12-01T09:00:00.000000Z',
    created_at: '2025-12-01T09:00:00.000000Z',
    updated_at: '2025-12-20T10:00:00.000000Z',
  });
  invoice(SEED.invoices.overdue, 'INV-2026-0004', 'Globex Corporation', null, {
    organization_id: org,
    status: 'overdue',
    sub_total: 400,
    tax_total: 80,
    total: 480,
    issued_at: '2026-09-15',
    due_at: '2026-10-15',
    finalized_at: '2026-09-15T09:00:00.000000Z',
    created_at: '2026-09-15T09:00:00.000000Z',
    updated_at: '2026-10-16T00:00:00.000000Z',
  });
  invoice(SEED.invoices.paid, 'INV-2026-0001', 'Acme Supplies Ltd', null, {
    organization_id: org,
    status: 'paid',
    sub_total: 1000,
    tax_total: 250,
    total: 1250,
    issued_at: '2026-10-01',
    due_at: '2026-10-31',
    paid_at: '2026-10-15',
    finalized_at: '2026-10-01T09:00:00.000000Z',
    created_at: '2026-10-01T09:00:00.000000Z',
    updated_at: '2026-10-15T12:00:00.000000Z',
  });
  invoice(SEED.invoices.inbound, 'BILL-7781', 'Initech Hosting', 'Server rental', {
    organization_id: org,
    status: 'paid',
    source: 'import',
    direction: 'inbound',
    sub_total: 200,
    tax_total: 40,
    total: 240,
    issued_at: '2026-10-05',
    due_at: '2026-10-19',
    paid_at: '2026-10-10',
    finalized_at: '2026-10-05T09:00:00.000000Z',
    created_at: '2026-10-05T09:00:00.000000Z',
    updated_at: '2026-10-10T09:00:00.000000Z',
  });
  invoice(SEED.invoices.sent, 'INV-2026-0002', 'Acme Supplies Ltd', 'Consulting retainer', {
    organization_id: org,
    status: 'sent_email',
    sub_total: 2400,
    tax_total: 600,
    total: 3000,
    issued_at: '2026-10-20',
    due_at: '2026-11-19',
    finalized_at: '2026-10-20T09:00:00.000000Z',
    created_at: '2026-10-20T09:00:00.000000Z',
    updated_at: '2026-10-20T09:00:00.000000Z',
  });
  invoice(SEED.invoices.draft, 'INV-2026-0003', 'Acme Industries GmbH', null, {
    organization_id: org,
    status: 'draft',
    sub_total: 750,
    tax_total: 142.5,
    total: 892.5,
    issued_at: null,
    due_at: null,
    finalized_at: null,
    is_downloadable: false,
    created_at: '2026-11-02T09:00:00.000000Z',
    updated_at: '2026-11-02T09:00:00.000000Z',
  });
  invoice(SEED.invoices.other, 'OTH-0001', 'Someone Else Ltd', null, {
    organization_id: SEED.organizations.other,
    status: 'paid',
    issued_at: '2026-10-01',
    paid_at: '2026-10-02',
    finalized_at: '2026-10-01T09:00:00.000000Z',
    created_at: '2026-10-01T09:00:00.000000Z',
    updated_at: '2026-10-02T09:00:00.000000Z',
  });
}

function seedDestinations(state: SimulatorState, createdAt: string) {
  const org = SEED.organizations.demo;
  const paused = state.addDestination({
    id: SEED.destinations.paused,
    organization_id: org,
    type: 'webhook',
    name: 'Old ERP hook',
    destination_url: SEED.pausedWebhookUrl,
    is_active: false,
    secret: 'whsec_demoPausedSecretForTheSimulator00002',
    events: [{ event: 'invoice.paid' }],
    created_at: createdAt,
    updated_at: createdAt,
  });
  const webhook = state.addDestination({
    id: SEED.destinations.webhook,
    organization_id: org,
    type: 'webhook',
    name: 'Accounting sync',
    destination_url: SEED.webhookUrl,
    secret: SEED.webhookSigningSecret,
    events: [
      { event: 'invoice.created', includes: ['line_items', 'taxes'] },
      { event: 'invoice.paid' },
      { event: 'contract.updated' },
    ],
    created_at: createdAt,
    updated_at: createdAt,
  });
  const slack = state.addDestination({
    id: SEED.destinations.slack,
    organization_id: org,
    type: 'slack',
    name: 'Finance alerts',
    config: { channel: SEED.slackChannel },
    organization_api_credential_id: SEED.credentials.slack,
    events: [
      { event: 'invoice.paid', config: { message: SEED.slackMessageTemplate } },
      { event: 'invoice.created' },
    ],
    created_at: createdAt,
    updated_at: createdAt,
  });
  state.addDestination({
    id: SEED.destinations.free,
    organization_id: SEED.organizations.free,
    type: 'webhook',
    name: 'Freelance hook',
    destination_url: 'https://hooks.example.test/free',
    events: [{ event: 'invoice.created' }],
    created_at: createdAt,
    updated_at: createdAt,
  });
  state.addDestination({
    id: SEED.destinations.other,
    organization_id: SEED.organizations.other,
    type: 'webhook',
    name: 'Other hook',
    destination_url: 'https://hooks.example.test/other',
    events: [{ event: 'invoice.paid' }],
    created_at: createdAt,
    updated_at: createdAt,
  });
  return { slack, webhook, paused };
}

interface SeedDelivery {
  destination: DestinationRecord;
  event: string;
  status: DeliveryStatus;
  at: number;
  retry?: boolean;
  responseStatus?: number | null;
  responseType?: string | null;
  response?: string | null;
  invoice: { id: string; number: string; total: number; status: string };
}

function seedDeliveries(
  state: SimulatorState,
  now: number,
  destinations: ReturnType<typeof seedDestinations>,
): void {
  const { slack, webhook, paused } = destinations;
  const inv1 = { id: SEED.invoices.paid, number: 'INV-2026-0001', total: 1250, status: 'paid' };
  const inv2 = {
    id: SEED.invoices.sent,
    number: 'INV-2026-0002',
    total: 3000,
    status: 'sent_email',
  };
  const inv4 = {
    id: SEED.invoices.overdue,
    number: 'INV-2026-0004',
    total: 480,
    status: 'overdue',
  };
  const slackOk = (ts: string) => `{"ok":true,"channel":"C0FINANCE1","ts":"${ts}"}`;
  const rows: SeedDelivery[] = [
    {
      destination: slack,
      event: 'invoice.paid',
      status: 'success',
      at: now - 4 * DAY,
      responseStatus: 200,
      responseType: 'application/json',
      response: slackOk('1700000000.000100'),
      invoice: inv1,
    },
    {
      destination: webhook,
      event: 'invoice.created',
      status: 'success',
      at: now - 3 * DAY,
      responseStatus: 200,
      responseType: 'application/json',
      response: '{"received":true}',
      invoice: inv2,
    },
    {
      destination: webhook,
      event: 'invoice.created',
      status: 'failed',
      at: now - 2 * DAY,
      responseStatus: 503,
      responseType: 'text/plain',
      response: 'Service Unavailable',
      invoice: inv4,
    },
    {
      destination: webhook,
      event: 'invoice.created',
      status: 'success',
      at: now - 2 * DAY + 30_000,
      retry: true,
      responseStatus: 200,
      responseType: 'application/json',
      response: '{"received":true}',
      invoice: inv4,
    },
    {
      destination: webhook,
      event: 'contract.updated',
      status: 'anomaly',
      at: now - DAY,
      responseStatus: 302,
      responseType: 'text/html',
      response: '<html><body>Moved</body></html>',
      invoice: inv2,
    },
    {
      destination: paused,
      event: 'invoice.paid',
      status: 'dropped',
      at: now - DAY + HOUR,
      invoice: inv1,
    },
    {
      destination: slack,
      event: 'invoice.created',
      status: 'failed',
      at: now - 6 * HOUR,
      responseStatus: 200,
      responseType: 'application/json',
      response: 'not_in_channel',
      invoice: inv2,
    },
    {
      destination: webhook,
      event: 'invoice.paid',
      status: 'success',
      at: now - HOUR,
      responseStatus: 204,
      responseType: null,
      response: '',
      invoice: inv1,
    },
  ];

  rows.forEach((row, index) => {
    const data = {
      id: row.invoice.id,
      object: 'invoice',
      number: row.invoice.number,
      total: row.invoice.total,
      currency: 'EUR',
      status: row.invoice.status,
    };
    const envelope = {
      id: `evt_demo${String(index + 1).padStart(12, '0')}`,
      type: row.event,
      created_at: new Date(row.at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      data,
      organization_id: SEED.organizations.demo,
    };
    const payload =
      row.destination.data.type === 'slack'
        ? {
            channel: SEED.slackChannel,
            text:
              row.event === 'invoice.paid'
                ? `Invoice ${data.number} was paid: ${data.total} EUR`
                : `${row.event}: Invoice ${data.number} · ${data.total.toFixed(2)} EUR · ${data.status}`,
          }
        : envelope;
    const timestamp = isoTimestamp(row.at);
    state.addDelivery({
      id: SEED.deliveries[index] ?? `org_evt_dlv_demo_${index + 1}`,
      organization_id: SEED.organizations.demo,
      organization_event_destination_id: row.destination.data.id,
      event: row.event,
      status: row.status,
      request_payload: payload,
      response_status: row.responseStatus ?? null,
      response_type: row.responseType ?? null,
      response: row.response ?? null,
      is_retry: row.retry ?? false,
      attempt: row.retry ? 2 : 1,
      created_at: timestamp,
      updated_at: timestamp,
    });
  });
}

/** Fills an empty state with the seed. `now` is the simulated time at start. */
export function applySeed(state: SimulatorState, now: number): void {
  const demo = state.addAccount(SEED.account);
  const other = state.addAccount(SEED.otherAccount);
  state.issueToken(demo.id, SEED.apiToken);
  state.issueToken(other.id, SEED.otherApiToken);

  const createdAt = isoTimestamp(now - 30 * DAY);
  for (const [key, paidPacks, members] of [
    ['demo', 1, [demo.id]],
    ['free', 0, [demo.id]],
    ['other', 1, [other.id]],
  ] as const) {
    const organization = state.addOrganization({
      id: SEED.organizations[key],
      name: SEED.organizationNames[key],
      paidPacks,
      memberAccountIds: [...members],
    });
    organization.data.created_at = createdAt;
    organization.data.updated_at = createdAt;
  }

  const credentialTimes = { created_at: createdAt, updated_at: createdAt };
  state.addCredential({
    id: SEED.credentials.stripe,
    organization_id: SEED.organizations.demo,
    name: 'Stripe',
    service: 'stripe',
    account_identifier: 'acct_demo',
    supports: ['payments'],
    ...credentialTimes,
  });
  state.addCredential({
    id: SEED.credentials.slack,
    organization_id: SEED.organizations.demo,
    name: 'Slack (Demo workspace)',
    service: 'slack',
    account_identifier: 'T0DEMO0001',
    site_url: 'https://demo-workspace.slack.com',
    supports: ['event_destinations'],
    botToken: SEED.slackBotToken,
    ...credentialTimes,
  });
  state.addCredential({
    id: SEED.credentials.otherSlack,
    organization_id: SEED.organizations.other,
    name: 'Slack (Other workspace)',
    service: 'slack',
    account_identifier: 'T0OTHER001',
    supports: ['event_destinations'],
    botToken: 'xoxb-simulator-other-bot-token',
    ...credentialTimes,
  });

  seedInvoices(state);
  seedDueInvoices(state, SEED.organizations.demo, now);
  const destinations = seedDestinations(state, createdAt);
  seedDeliveries(state, now, destinations);
}
