import { z } from 'zod';
import { admitSubcommand } from '../../core/commands.js';
import type { Request } from '../../core/context.js';
import type { Translator } from '../../platform/i18n/index.js';
import {
  type AskReadDeps,
  deliveriesInput,
  destinationsInput,
  dueInput,
  invoiceInput,
  type ReadAnswer,
  type ReadContext,
  searchInput,
  statusInput,
  watchInput,
} from './read-answers.js';
import {
  readConnectionStatus,
  readDeliveries,
  readDestinations,
  readDueInvoices,
  readInvoice,
  readSearch,
  readWatch,
} from './reads.js';

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
    name: 'search_enlivy',
    command: 'search',
    description:
      'Enlivy’s global search over invoice numbers and titles (a customer, a word of the title, part of a number): the best matches, invoices with their number and status.',
    input: searchInput,
    read: (context, input) => readSearch(context, searchInput.parse(input)),
  },
  {
    name: 'failure_watch',
    command: 'watch',
    description:
      'The failure watch: whether failed deliveries are alerted in a channel, after how many failed attempts in how many minutes, and which destinations are muted until when.',
    input: watchInput,
    read: (context) => readWatch(context),
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
