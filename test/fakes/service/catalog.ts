/**
 * The trigger-event catalog (contract §5.4, 77 names) and the include names a subscription may
 * ask for, per subject (contract §5.5). Copied here on purpose: the simulator never imports the
 * app's own copy, so a mistake in one does not hide in the other.
 */

const SUBJECTS_WITH_CRUD = [
  'bank_account',
  'bank_transaction',
  'invoice',
  'payslip',
  'receipt',
  'user',
  'contract',
  'billing_schedule',
  'playbook',
  'project',
  'prospect',
  'prospect_activity',
  'billing_package',
  'proposal',
  'contract_signature',
] as const;

const CRUD_ACTIONS = ['created', 'updated', 'deleted', 'restored'] as const;

const EXTRA_EVENTS = [
  'invoice.paid',
  'contract.all_parties_signed',
  'network_exchange.created',
  'network_exchange.updated',
  'billing_scheduled_payment.created',
  'billing_scheduled_payment.updated',
  'project.member.created',
  'project.member.updated',
  'project.member.deleted',
  'proposal.sent',
  'proposal.accepted',
  'proposal.rejected',
  'proposal.expired',
  'proposal.viewed',
  'product.created',
  'product.updated',
  'product.deleted',
] as const;

export const EVENT_CATALOG: readonly string[] = Object.freeze([
  ...SUBJECTS_WITH_CRUD.flatMap((subject) => CRUD_ACTIONS.map((action) => `${subject}.${action}`)),
  ...EXTRA_EVENTS,
]);

/** The generic test event name. Invented (contract §7 #6); allowed for tests only. */
export const DEFAULT_TEST_EVENT = 'destination.test';

const INVOICE_INCLUDES = [
  'line_items',
  'taxes',
  'receiver_user',
  'sender_user',
  'bank_account',
  'invoice_prefix',
  'receiver_user_address',
  'receipts',
  'deleted_by_user',
  'party_locales',
  'tag_ids',
  'last_peppol_exchange',
  'contract',
  'charge_logs',
  'latest_charge_log',
  'reversal_invoices',
  'parent_invoice',
];

/** Include names accepted per subject. A subject missing here accepts no includes. */
export const INCLUDES_BY_SUBJECT: Readonly<Record<string, readonly string[]>> = {
  invoice: INVOICE_INCLUDES,
  receipt: [
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
  contract: [
    'parties',
    'chapters',
    'organization',
    'parent_contract',
    'sender_user',
    'receiver_user',
    'file',
    'contract_status',
    'deleted_by_user',
    'contract_chapters',
    'contract_parties',
    'contract_prefix',
  ],
  prospect: [
    'organization_prospect_status',
    'linked_organization_user',
    'assigned_organization_user',
    'assigned_organization_project',
    'source_referrer_organization_user',
  ],
  prospect_activity: ['organization_prospect'],
  user: ['organization', 'user_role', 'deleted_by_user', 'tag_ids'],
  payslip: ['organization_payslip_schema', 'receiver_user', 'sender_user'],
  billing_schedule: [
    'sender_user',
    'receiver_user',
    'contract',
    'billing_package',
    'subscription_term',
    'payments',
    'phases',
  ],
  bank_transaction: ['bank_account', 'connection_entities', 'cost_type', 'tag_ids'],
  product: ['tax_class', 'tag_ids'],
};

/** `invoice.paid` → `invoice`; `project.member.created` → `project.member`. */
export function subjectOf(event: string): string {
  const lastDot = event.lastIndexOf('.');
  return lastDot === -1 ? event : event.slice(0, lastDot);
}

export function allowedIncludes(event: string): readonly string[] {
  return INCLUDES_BY_SUBJECT[subjectOf(event)] ?? [];
}
