/**
 * The trigger event catalog (contract §5.4, from the SDK's TriggerEvent enum: 77 names) and the
 * include names known per subject (§5.5), for building selects and validating input.
 */

const CRUD_ACTIONS = ['created', 'updated', 'deleted', 'restored'] as const;

function crud<S extends string>(subject: S) {
  return CRUD_ACTIONS.map((action) => `${subject}.${action}` as const);
}

/** Subjects in the order a user scans them: money first (named in `common`'s `subject.*`). */
export const EVENT_GROUPS = [
  { subject: 'invoice', events: [...crud('invoice'), 'invoice.paid'] },
  { subject: 'receipt', events: crud('receipt') },
  { subject: 'bank_account', events: crud('bank_account') },
  { subject: 'bank_transaction', events: crud('bank_transaction') },
  { subject: 'billing_schedule', events: crud('billing_schedule') },
  {
    subject: 'billing_scheduled_payment',
    events: ['billing_scheduled_payment.created', 'billing_scheduled_payment.updated'],
  },
  { subject: 'billing_package', events: crud('billing_package') },
  { subject: 'payslip', events: crud('payslip') },
  {
    subject: 'contract',
    events: [...crud('contract'), 'contract.all_parties_signed'],
  },
  {
    subject: 'contract_signature',
    events: crud('contract_signature'),
  },
  {
    subject: 'proposal',
    events: [
      ...crud('proposal'),
      'proposal.sent',
      'proposal.accepted',
      'proposal.rejected',
      'proposal.expired',
      'proposal.viewed',
    ],
  },
  { subject: 'prospect', events: crud('prospect') },
  { subject: 'prospect_activity', events: crud('prospect_activity') },
  { subject: 'project', events: crud('project') },
  {
    subject: 'project.member',
    events: ['project.member.created', 'project.member.updated', 'project.member.deleted'],
  },
  { subject: 'playbook', events: crud('playbook') },
  {
    subject: 'product',
    events: ['product.created', 'product.updated', 'product.deleted'],
  },
  { subject: 'user', events: crud('user') },
  {
    subject: 'network_exchange',
    events: ['network_exchange.created', 'network_exchange.updated'],
  },
] as const;

export type EventSubject = (typeof EVENT_GROUPS)[number]['subject'];
export type TriggerEventName = (typeof EVENT_GROUPS)[number]['events'][number];
/** A catalog name, or another `subject.action` the server may know (e.g. Helpdesk events). */
export type EventName = TriggerEventName | (string & {});

export const EVENT_NAMES: readonly TriggerEventName[] = EVENT_GROUPS.flatMap(
  (group) => group.events,
);

const EVENT_NAME_SET: ReadonlySet<string> = new Set(EVENT_NAMES);

const EVENT_NAME_PATTERN = /^[a-z0-9_]+(\.[a-z0-9_]+){1,2}$/;

/**
 * The longest event name accepted from people. The catalog's longest is 33 characters; the bound
 * keeps every name usable as a Slack option value (150) and 25 of them, with the rest of the
 * delivery log's state, inside a view's private_metadata (3,000).
 */
export const EVENT_NAME_MAX_LENGTH = 64;

/** `subject.action` or `subject.part.action`: lowercase a-z, 0-9 and `_` per segment. */
export function isEventName(value: string): boolean {
  return value.length <= EVENT_NAME_MAX_LENGTH && EVENT_NAME_PATTERN.test(value);
}

export function isCatalogEvent(value: string): value is TriggerEventName {
  return EVENT_NAME_SET.has(value);
}

/** The subject of an event name: everything before the last segment (`project.member`). */
export function eventSubject(eventName: string): string {
  const cut = eventName.lastIndexOf('.');
  return cut === -1 ? eventName : eventName.slice(0, cut);
}

export interface SubjectIncludes {
  names: readonly string[];
  /** True where the names were seen on subscriptions; otherwise the subject's REST includes. */
  confirmed: boolean;
}

export const INCLUDES_BY_SUBJECT: Readonly<Partial<Record<EventSubject, SubjectIncludes>>> = {
  invoice: { names: ['line_items', 'taxes', 'receiver_user', 'sender_user'], confirmed: true },
  contract: { names: ['parties', 'chapters'], confirmed: true },
  prospect_activity: { names: ['organization_prospect'], confirmed: true },
  receipt: {
    names: [
      'organization',
      'invoice',
      'bank_account',
      'sender_user',
      'receiver_user',
      'deleted_by_user',
      'tag_ids',
      'taxes',
      'contract',
    ],
    confirmed: false,
  },
  prospect: {
    names: [
      'organization_prospect_status',
      'linked_organization_user',
      'assigned_organization_user',
      'assigned_organization_project',
      'source_referrer_organization_user',
    ],
    confirmed: false,
  },
  user: { names: ['organization', 'user_role', 'deleted_by_user', 'tag_ids'], confirmed: false },
  payslip: {
    names: ['organization_payslip_schema', 'receiver_user', 'sender_user'],
    confirmed: false,
  },
  billing_schedule: {
    names: [
      'sender_user',
      'receiver_user',
      'contract',
      'billing_package',
      'subscription_term',
      'payments',
      'phases',
    ],
    confirmed: false,
  },
  bank_transaction: {
    names: ['bank_account', 'connection_entities', 'cost_type', 'tag_ids'],
    confirmed: false,
  },
  product: { names: ['tax_class', 'tag_ids'], confirmed: false },
};

/** Include names worth offering for an event; empty when none are known. */
export function includesForEvent(eventName: string): readonly string[] {
  const subject = eventSubject(eventName) as EventSubject;
  return INCLUDES_BY_SUBJECT[subject]?.names ?? [];
}
