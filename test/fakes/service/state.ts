/**
 * In-memory state of the simulator, with helpers for tests to read and insert records.
 * Helpers skip API validation on purpose (a test may need a record the API would refuse).
 */
import { ID_PREFIX, isoTimestamp, newId, randomSecret } from './ids.js';
import type {
  AccountRecord,
  CredentialData,
  CredentialRecord,
  DeliveryData,
  DeliveryRecord,
  DestinationData,
  DestinationRecord,
  InvoiceData,
  InvoiceRecord,
  OrganizationData,
  OrganizationRecord,
  SubscriptionConfig,
  SubscriptionData,
  SubscriptionRecord,
  TokenRecord,
} from './types.js';

export interface SubscriptionInput {
  event: string;
  includes?: string[] | null;
  config?: SubscriptionConfig | null;
}

export type NewDestination = Partial<Omit<DestinationData, 'signing_secret'>> &
  Pick<DestinationData, 'organization_id' | 'type' | 'name'> & {
    /** Subscriptions to create with it. */
    events?: SubscriptionInput[];
    /** Signing secret for a webhook; generated when omitted. */
    secret?: string | null;
  };

export type NewDelivery = Partial<DeliveryData> &
  Pick<DeliveryData, 'organization_event_destination_id' | 'event'> & { attempt?: number };

export type NewInvoice = Partial<InvoiceData> &
  Pick<InvoiceData, 'organization_id'> & {
    counterparty?: string;
  };

export type NewCredential = Partial<CredentialData> &
  Pick<CredentialData, 'organization_id'> & {
    botToken?: string | null;
  };

/** Newest first: created_at descending, then insertion order descending. */
function newestFirst<T extends { data: { created_at: string }; seq: number }>(a: T, b: T): number {
  if (a.data.created_at !== b.data.created_at)
    return a.data.created_at < b.data.created_at ? 1 : -1;
  return b.seq - a.seq;
}

export class SimulatorState {
  readonly accounts = new Map<string, AccountRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly organizations = new Map<string, OrganizationRecord>();
  readonly credentials = new Map<string, CredentialRecord>();
  readonly destinations = new Map<string, DestinationRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly deliveries = new Map<string, DeliveryRecord>();
  readonly invoices = new Map<string, InvoiceRecord>();

  private seq = 0;
  private nextTokenId = 1;

  /** `now` is the simulated clock, in ms. */
  constructor(readonly now: () => number) {}

  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  timestamp(): string {
    return isoTimestamp(this.now());
  }

  // ── accounts and tokens ────────────────────────────────────────────────────────────────

  addAccount(input: {
    email: string;
    password: string;
    name?: string;
    id?: string;
  }): AccountRecord {
    const account: AccountRecord = {
      id: input.id ?? newId(ID_PREFIX.user),
      email: input.email.toLowerCase(),
      password: input.password,
      name: input.name ?? input.email.split('@')[0] ?? input.email,
    };
    this.accounts.set(account.id, account);
    return account;
  }

  accountByEmail(email: string): AccountRecord | undefined {
    const wanted = email.toLowerCase();
    for (const account of this.accounts.values()) if (account.email === wanted) return account;
    return undefined;
  }

  /** Issues `<n>|<40 chars>`, or stores the given token value (for stable seed tokens). */
  issueToken(accountId: string, value?: string): string {
    if (!this.accounts.has(accountId)) throw new Error(`unknown account ${accountId}`);
    const id = this.nextTokenId++;
    const token = value ?? `${id}|${randomSecret(40)}`;
    this.tokens.set(token, { id, token, accountId, createdAt: this.timestamp() });
    return token;
  }

  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  accountForToken(token: string): AccountRecord | undefined {
    const record = this.tokens.get(token);
    return record ? this.accounts.get(record.accountId) : undefined;
  }

  // ── organizations and credentials ──────────────────────────────────────────────────────

  addOrganization(input: {
    id?: string;
    name: string;
    paidPacks?: number;
    memberAccountIds?: string[];
    ownerAccountId?: string;
  }): OrganizationRecord {
    const now = this.timestamp();
    const members = input.memberAccountIds ?? [];
    const data: OrganizationData = {
      id: input.id ?? newId(ID_PREFIX.organization),
      object: 'organization',
      user_id: input.ownerAccountId ?? members[0] ?? '',
      organization_id: null,
      environment: 'live',
      name: input.name,
      slug: input.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      type: 'company',
      country_code: 'GB',
      timezone: 'Europe/London',
      locale: 'en',
      locale_list: ['en'],
      currency: 'EUR',
      currency_list: ['EUR', 'GBP'],
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    const record: OrganizationRecord = {
      data,
      paidPacks: input.paidPacks ?? 0,
      memberAccountIds: [...members],
    };
    this.organizations.set(data.id, record);
    return record;
  }

  isMember(accountId: string, organizationId: string): boolean {
    return this.organizations.get(organizationId)?.memberAccountIds.includes(accountId) ?? false;
  }

  organizationsOf(accountId: string): OrganizationRecord[] {
    return [...this.organizations.values()].filter((org) =>
      org.memberAccountIds.includes(accountId),
    );
  }

  addCredential(input: NewCredential): CredentialRecord {
    const now = this.timestamp();
    const { botToken, ...fields } = input;
    const service = fields.service ?? null;
    const data: CredentialData = {
      id: newId(ID_PREFIX.credential),
      object: 'api_credential',
      name: service === 'slack' ? 'Slack' : (service ?? 'Credential'),
      service,
      has_credentials: true,
      settings: null,
      account_identifier: null,
      site_url: null,
      supports: [],
      created_at: now,
      updated_at: now,
      ...fields,
    };
    const record: CredentialRecord = {
      data,
      botToken: botToken ?? (service === 'slack' ? `xoxb-simulator-${randomSecret(24)}` : null),
      seq: this.nextSeq(),
    };
    this.credentials.set(data.id, record);
    return record;
  }

  organizationCredentials(organizationId: string): CredentialRecord[] {
    return [...this.credentials.values()]
      .filter((cred) => cred.data.organization_id === organizationId)
      .sort(newestFirst);
  }

  /** The organization's Slack credential (the oldest one when there are several). */
  slackCredential(organizationId: string): CredentialRecord | undefined {
    return this.organizationCredentials(organizationId)
      .filter((cred) => cred.data.service === 'slack')
      .at(-1);
  }

  /**
   * Sets the bot token of the organization's Slack credential, creating the credential
   * (`service: 'slack'`) when the organization has none.
   */
  /** `slackTeamId`: the Slack workspace the credential is connected to (its account_identifier). */
  setSlackToken(organizationId: string, botToken: string, slackTeamId?: string): CredentialRecord {
    if (!this.organizations.has(organizationId)) {
      throw new Error(`unknown organization ${organizationId}`);
    }
    const existing = this.slackCredential(organizationId);
    if (existing) {
      existing.botToken = botToken;
      if (slackTeamId !== undefined) existing.data.account_identifier = slackTeamId;
      return existing;
    }
    return this.addCredential({
      organization_id: organizationId,
      service: 'slack',
      botToken,
      ...(slackTeamId !== undefined ? { account_identifier: slackTeamId } : {}),
    });
  }

  // ── destinations and subscriptions ────────────────────────────────────────────────────

  addDestination(input: NewDestination): DestinationRecord {
    const now = this.timestamp();
    const { events, secret, ...fields } = input;
    const createdAt = fields.created_at ?? now;
    const data: DestinationData = {
      id: fields.id ?? newId(ID_PREFIX.destination),
      object: 'event_destination',
      organization_id: fields.organization_id,
      type: fields.type,
      name: fields.name,
      destination_url: fields.destination_url ?? null,
      is_active: fields.is_active ?? true,
      signing_secret: null,
      config: fields.config ?? null,
      organization_api_credential_id: fields.organization_api_credential_id ?? null,
      created_at: createdAt,
      updated_at: fields.updated_at ?? createdAt,
      deleted_at: fields.deleted_at ?? null,
      deleted_by_user_id: fields.deleted_by_user_id ?? null,
    };
    const record: DestinationRecord = {
      data,
      secret:
        secret !== undefined
          ? secret
          : data.type === 'webhook'
            ? `whsec_${randomSecret(32)}`
            : null,
      seq: this.nextSeq(),
    };
    this.destinations.set(data.id, record);
    for (const event of events ?? []) this.addSubscription(record, event, createdAt);
    return record;
  }

  /** A destination that is not deleted. */
  liveDestination(organizationId: string, id: string): DestinationRecord | undefined {
    const record = this.destinations.get(id);
    if (!record || record.data.organization_id !== organizationId || record.data.deleted_at) {
      return undefined;
    }
    return record;
  }

  organizationDestinations(
    organizationId: string,
    options: { withDeleted?: boolean } = {},
  ): DestinationRecord[] {
    return [...this.destinations.values()]
      .filter(
        (d) =>
          d.data.organization_id === organizationId &&
          (options.withDeleted === true || d.data.deleted_at === null),
      )
      .sort(newestFirst);
  }

  addSubscription(
    destination: DestinationRecord,
    input: SubscriptionInput,
    createdAt?: string,
  ): SubscriptionRecord {
    const now = createdAt ?? this.timestamp();
    const data: SubscriptionData = {
      id: newId(ID_PREFIX.subscription),
      object: 'event_subscription',
      organization_id: destination.data.organization_id,
      organization_event_destination_id: destination.data.id,
      event: input.event,
      includes: input.includes ?? null,
      config: input.config ?? null,
      created_at: now,
      updated_at: now,
    };
    const record: SubscriptionRecord = { data, seq: this.nextSeq() };
    this.subscriptions.set(data.id, record);
    return record;
  }

  /** PUT semantics: the given list becomes the whole set. */
  replaceSubscriptions(destination: DestinationRecord, inputs: SubscriptionInput[]): void {
    for (const sub of this.destinationSubscriptions(destination.data.id)) {
      this.subscriptions.delete(sub.data.id);
    }
    for (const input of inputs) this.addSubscription(destination, input);
  }

  /** Subscriptions of one destination, in the order they were given. */
  destinationSubscriptions(destinationId: string): SubscriptionRecord[] {
    return [...this.subscriptions.values()]
      .filter((sub) => sub.data.organization_event_destination_id === destinationId)
      .sort((a, b) => a.seq - b.seq);
  }

  /** Subscriptions of the organization's live destinations, newest first. */
  organizationSubscriptions(organizationId: string): SubscriptionRecord[] {
    const live = new Set(this.organizationDestinations(organizationId).map((d) => d.data.id));
    return [...this.subscriptions.values()]
      .filter((sub) => live.has(sub.data.organization_event_destination_id))
      .sort(newestFirst);
  }

  // ── deliveries ──────────────────────────────────────────────────────────────────────────

  addDelivery(input: NewDelivery): DeliveryRecord {
    const { attempt, ...fields } = input;
    const destination = this.destinations.get(fields.organization_event_destination_id);
    const createdAt = fields.created_at ?? this.timestamp();
    const isRetry = fields.is_retry ?? (attempt ?? 1) > 1;
    const data: DeliveryData = {
      id: fields.id ?? newId(ID_PREFIX.delivery),
      object: 'event_delivery',
      organization_id: fields.organization_id ?? destination?.data.organization_id ?? '',
      organization_event_destination_id: fields.organization_event_destination_id,
      event: fields.event,
      status: fields.status ?? 'pending',
      request_payload: fields.request_payload ?? null,
      response_status: fields.response_status ?? null,
      response_type: fields.response_type ?? null,
      response: fields.response ?? null,
      is_retry: isRetry,
      created_at: createdAt,
      updated_at: fields.updated_at ?? createdAt,
    };
    const record: DeliveryRecord = {
      data,
      attempt: attempt ?? (data.is_retry ? 2 : 1),
      seq: this.nextSeq(),
    };
    this.deliveries.set(data.id, record);
    return record;
  }

  organizationDeliveries(organizationId: string): DeliveryRecord[] {
    return [...this.deliveries.values()]
      .filter((d) => d.data.organization_id === organizationId)
      .sort(newestFirst);
  }

  destinationDeliveries(destinationId: string): DeliveryRecord[] {
    return [...this.deliveries.values()]
      .filter((d) => d.data.organization_event_destination_id === destinationId)
      .sort(newestFirst);
  }

  // ── invoices ────────────────────────────────────────────────────────────────────────────

  addInvoice(input: NewInvoice): InvoiceRecord {
    const now = this.timestamp();
    const { counterparty, ...fields } = input;
    const number = fields.number ?? `INV-${String(this.invoices.size + 1).padStart(4, '0')}`;
    const data: InvoiceData = {
      id: newId(ID_PREFIX.invoice),
      object: 'invoice',
      number,
      formatted_number: number,
      title: `${number} · ${counterparty ?? 'Customer'}`,
      status: 'pending',
      source: 'manual',
      type: 'standard',
      direction: 'outbound',
      currency: 'EUR',
      sub_total: 100,
      discount: 0,
      tax_total: 20,
      total: 120,
      issued_at: now.slice(0, 10),
      due_at: null,
      paid_at: null,
      finalized_at: now,
      is_downloadable: true,
      file_extension: 'pdf',
      is_tax_charged: true,
      payment_method: 'bank_transfer',
      delivery_method: 'email',
      organization_sender_user_id: null,
      organization_receiver_user_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      ...fields,
    };
    const record: InvoiceRecord = {
      data,
      counterparty: counterparty ?? 'Customer',
      seq: this.nextSeq(),
    };
    this.invoices.set(data.id, record);
    return record;
  }

  organizationInvoices(organizationId: string): InvoiceRecord[] {
    return [...this.invoices.values()]
      .filter((inv) => inv.data.organization_id === organizationId)
      .sort(newestFirst);
  }

  /** Counts for `GET /__control/state`. */
  summary(): Record<string, unknown> {
    const byStatus: Record<string, number> = {};
    for (const delivery of this.deliveries.values()) {
      byStatus[delivery.data.status] = (byStatus[delivery.data.status] ?? 0) + 1;
    }
    return {
      accounts: this.accounts.size,
      tokens: this.tokens.size,
      organizations: [...this.organizations.values()].map((org) => ({
        id: org.data.id,
        name: org.data.name,
        paid_packs: org.paidPacks,
        destinations: this.organizationDestinations(org.data.id).length,
        invoices: this.organizationInvoices(org.data.id).length,
      })),
      destinations: this.destinations.size,
      subscriptions: this.subscriptions.size,
      deliveries: { total: this.deliveries.size, by_status: byStatus },
      invoices: this.invoices.size,
    };
  }
}
