import { z } from 'zod';
import type { Role } from '../../core/access/roles.js';
import { admitSubcommand } from '../../core/commands.js';
import type { AppServices, Request } from '../../core/context.js';
import { DELIVERY_STATUSES } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { Connection } from '../../store/index.js';
import {
  readConnectionStatus,
  readDeliveries,
  readDestinations,
  readDueInvoices,
  readInvoice,
} from './reads.js';

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
  connection: Connection | undefined;
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
export const statusInput = z.object({});

export type DestinationsInput = z.infer<typeof destinationsInput>;
export type DeliveriesInput = z.infer<typeof deliveriesInput>;
export type DueInput = z.infer<typeof dueInput>;
export type InvoiceInput = z.infer<typeof invoiceInput>;

/** One read operation: the `/enlivy` command whose role it needs, its input, and the read. */
export interface ReadTool {
  name: string;
  /** Run with exactly this command's role check (and connection check). */
  command: string;
  /** For the model: what the read answers. */
  description: string;
  input: z.ZodType;
  read(context: ReadContext, input: unknown): Promise<ReadAnswer>;
}

export const READ_TOOLS: readonly ReadTool[] = [
  {
    name: 'list_destinations',
    command: 'list',
    description:
      'The event destinations of the Enlivy organization (webhooks and Slack channels): whether each is active or paused (and until when), and its newest delivery.',
    input: destinationsInput,
    read: (context, input) => readDestinations(context, destinationsInput.parse(input)),
  },
  {
    name: 'list_deliveries',
    command: 'deliveries',
    description:
      'The delivery log, newest first (at most 20): which event went to which destination, and whether it was delivered, failed, dropped or an anomaly.',
    input: deliveriesInput,
    read: (context, input) => readDeliveries(context, deliveriesInput.parse(input)),
  },
  {
    name: 'invoices_due',
    command: 'due',
    description:
      'Invoices overdue and due soon, to collect (customers owe) and to pay (bills), oldest due date first.',
    input: dueInput,
    read: (context, input) => readDueInvoices(context, dueInput.parse(input)),
  },
  {
    name: 'find_invoice',
    command: 'invoice',
    description: 'One invoice by its number: status, other party, total and due date.',
    input: invoiceInput,
    read: (context, input) => readInvoice(context, invoiceInput.parse(input)),
  },
  {
    name: 'connection_status',
    command: 'status',
    description:
      'Which Enlivy organization this Slack workspace is connected to, by whom, since when, and whether the connection works.',
    input: statusInput,
    read: (context) => readConnectionStatus(context),
  },
];

export function readTool(toolName: string): ReadTool | undefined {
  return READ_TOOLS.find((tool) => tool.name === toolName);
}

/**
 * Runs one read for the asker: the equivalent command's role and connection checks first (their
 * refusals are thrown as the command would answer them), then the read.
 */
export async function runRead(
  deps: AskReadDeps,
  request: Request,
  call: { tool: ReadTool; input: unknown; t: Translator; zone: string },
): Promise<ReadAnswer> {
  const { role, connection } = await admitSubcommand(deps, request, call.tool.command);
  return call.tool.read(
    { deps, request, role, connection, t: call.t, zone: call.zone },
    call.input,
  );
}

/** The tools as Chat Completions declares them: JSON schemas derived from the zod inputs. */
export function toolDeclarations(): object[] {
  return READ_TOOLS.map((tool) => ({
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.input),
    },
  }));
}
