import { z } from 'zod';
import type { Role } from '../../core/access/roles.js';
import type { AppServices, Request } from '../../core/context.js';
import { DELIVERY_STATUSES } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SealedConnection } from '../../store/index.js';
import { MIN_SEARCH_TEXT } from '../search/index.js';
import { MAX_SEARCH_TEXT } from '../shared/invoices/values.js';

/**
 * What the read operations take and give: their inputs (zod, from which the model's JSON schemas
 * are derived) and their answers, data only (never a token or secret).
 */

/** What the read operations use of the app's services. */
export type AskReadDeps = Pick<
  AppServices,
  'access' | 'connections' | 'commands' | 'stores' | 'config' | 'now'
>;

/** One read, for one person: their role and connection as the equivalent command saw them. */
export interface ReadContext {
  deps: AskReadDeps;
  request: Request;
  role: Role;
  connection: SealedConnection | undefined;
  /** For refusals and "not found" answers, in the asker's language. */
  t: Translator;
  /** The asker's time zone (what "today" is). */
  zone: string;
}

/** What the app knows of one destination, as the answers and the model see it. */
export interface DestinationFact {
  id: string;
  name: string | null;
  type: string;
  active: boolean;
  /** ISO instant: a timed pause the app ends then. */
  pausedUntil?: string;
  lastDelivery?: { status: string; at: string };
}

export interface DeliveryFact {
  destination: string;
  event: string;
  status: string;
  at: string;
  httpStatus: number | null;
}

export interface DueFact {
  number: string;
  party: string | null;
  total: number | string | null;
  currency: string | null;
  dueOn: string;
  daysLate: number;
  group: 'collect' | 'pay';
}

export interface InvoiceFact {
  number: string;
  status: string;
  party: string | null;
  total: number | string | null;
  currency: string | null;
  dueOn: string | null;
}

/** One result of Enlivy's global search: an invoice comes with its number. */
export interface SearchFact {
  /** Enlivy's entity, e.g. `organization_invoices`. */
  entity: string;
  title: string | null;
  number: string | null;
  status: string | null;
}

/** What one read found: data only (never a token or secret), for the answer and the model. */
export type ReadAnswer =
  | { kind: 'destinations'; asked?: string; destinations: DestinationFact[] }
  | {
      kind: 'deliveries';
      filters: DeliveriesInput;
      deliveries: DeliveryFact[];
      more: boolean;
    }
  | { kind: 'due'; today: string; withinDays: number; rows: DueFact[]; complete: boolean }
  | { kind: 'invoice'; asked: string; invoices: InvoiceFact[] }
  | { kind: 'search'; asked: string; results: SearchFact[]; total: number; more: boolean }
  | {
      kind: 'watch';
      on: boolean;
      channelId?: string;
      threshold?: { failedAttempts: number; windowMinutes: number };
      /** Set when the watch stopped itself (Enlivy refused its reads, say). */
      stopped?: boolean;
      mutes?: { destination: string; until: string }[];
    }
  | {
      kind: 'status';
      connected: boolean;
      organizationName?: string;
      organizationId?: string;
      connectedBy?: string;
      connectedAt?: string;
      method?: string;
      state?: string;
    };

const name = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('A destination: its id, its exact name or the start of its name');

export const destinationsInput = z.object({
  name: name.optional().describe('One destination to describe; leave out for all of them'),
});
export const deliveriesInput = z.object({
  destination: name.optional(),
  status: z.enum(DELIVERY_STATUSES).optional().describe('Only deliveries with this status'),
  event: z.string().trim().min(1).max(80).optional().describe('Only this event, e.g. invoice.paid'),
  sinceDays: z.number().int().min(1).max(90).optional().describe('Only the last N days'),
});
export const dueInput = z.object({
  withinDays: z
    .number()
    .int()
    .min(0)
    .max(90)
    .optional()
    .describe('Besides overdue invoices, those due within N days (default 7)'),
  group: z
    .enum(['both', 'collect', 'pay'])
    .optional()
    .describe('collect: what customers owe; pay: bills to pay; both (default)'),
});
export const invoiceInput = z.object({
  number: z.string().trim().min(3).max(60).describe('The invoice number, e.g. INV-2026-0004'),
});
export const searchInput = z.object({
  text: z
    .string()
    .trim()
    .min(MIN_SEARCH_TEXT)
    .max(MAX_SEARCH_TEXT)
    .describe('Words to look for in invoice numbers and titles, e.g. a customer: "acme"'),
});
export const statusInput = z.object({});
export const watchInput = z.object({});

export type DestinationsInput = z.infer<typeof destinationsInput>;
export type DeliveriesInput = z.infer<typeof deliveriesInput>;
export type DueInput = z.infer<typeof dueInput>;
export type InvoiceInput = z.infer<typeof invoiceInput>;
export type SearchInput = z.infer<typeof searchInput>;
