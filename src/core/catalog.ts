import type { Role } from './access/roles.js';
import { didYouMean } from './parse.js';

/**
 * Every `/enlivy` subcommand, who may run it and how it is explained in help. This table is the
 * one place permissions are decided: listeners and handlers ask it, never their own rule.
 */
export interface CommandSpec {
  name: string;
  role: Role;
  usage: string;
  summary: string;
  examples: readonly string[];
  /** false for commands that work without an Enlivy connection. */
  needsConnection: boolean;
}

export const COMMANDS = [
  {
    name: 'help',
    role: 'viewer',
    usage: '/enlivy help [command]',
    summary: 'Show what you can do here.',
    examples: ['/enlivy help', '/enlivy help deliveries'],
    needsConnection: false,
  },
  {
    name: 'status',
    role: 'viewer',
    usage: '/enlivy status',
    summary:
      'Which Enlivy organization this workspace uses, who connected it and how, and whether it works.',
    examples: ['/enlivy status'],
    needsConnection: false,
  },
  {
    name: 'connect',
    role: 'admin',
    usage: '/enlivy connect [token]',
    summary: 'Connect this workspace to an Enlivy organization (secure page, or an API token).',
    examples: ['/enlivy connect', '/enlivy connect token'],
    needsConnection: false,
  },
  {
    name: 'disconnect',
    role: 'admin',
    usage: '/enlivy disconnect',
    summary: 'Forget the stored Enlivy token for this workspace.',
    examples: ['/enlivy disconnect'],
    needsConnection: false,
  },
  {
    name: 'access',
    role: 'admin',
    usage: '/enlivy access [grant @user editor|admin] [revoke @user]',
    summary: 'List, grant and revoke who may change things.',
    examples: ['/enlivy access', '/enlivy access grant @ana editor', '/enlivy access revoke @ana'],
    needsConnection: false,
  },
  {
    name: 'deliveries',
    role: 'viewer',
    usage: '/enlivy deliveries [NAME] [status:…] [event:…] [since:…] [until:…]',
    summary:
      'The delivery log: filter by destination, status, event and dates (`2026-11-20`, `7d`, `24h`, `today`), page, Inspect one.',
    examples: [
      '/enlivy deliveries',
      '/enlivy deliveries "Accounting sync" status:failed since:7d',
      '/enlivy deliveries event:invoice.paid,invoice.created since:2026-11-01 until:2026-11-20',
    ],
    needsConnection: true,
  },
  {
    name: 'invoice',
    role: 'editor',
    usage: '/enlivy invoice NUMBER|ID [pdf [here]]',
    summary:
      'An invoice card with Download PDF and Delete; `pdf` sends the PDF to your DM, `pdf here` posts it in this channel.',
    examples: [
      '/enlivy invoice INV-2026-0001',
      '/enlivy invoice INV-2026-0001 pdf',
      '/enlivy invoice INV-2026-0001 pdf here',
    ],
    needsConnection: true,
  },
  {
    name: 'search',
    role: 'viewer',
    usage: '/enlivy search TEXT',
    summary: 'Search Enlivy (invoice numbers, customers, titles); invoices come with actions.',
    examples: [
      '/enlivy search acme',
      '/enlivy search INV-2026',
      '/enlivy search "annual maintenance"',
    ],
    needsConnection: true,
  },
  {
    name: 'list',
    role: 'viewer',
    usage: '/enlivy list [all]',
    summary:
      "Event destinations as cards (this channel's first; `all` for every one) with Test, Pause/Resume, Deliveries, Edit and Delete.",
    examples: ['/enlivy list', '/enlivy list all'],
    needsConnection: true,
  },
  {
    name: 'pause',
    role: 'editor',
    usage: '/enlivy pause [NAME] [for 2h | until 18:00]',
    summary:
      "Stop delivering to a destination and keep its settings; with `for`/`until` it is resumed automatically then (your time zone). NAME is an id, a name or its start; without NAME, this channel's only destination. Admins: `pause all [webhooks|slack|cards|failing|NAME, …]` pauses several after a confirmation.",
    examples: [
      '/enlivy pause "Accounting sync"',
      '/enlivy pause "Accounting sync" for 2h',
      '/enlivy pause "Accounting sync" until tomorrow 9:00',
      '/enlivy pause all failing for 1h',
    ],
    needsConnection: true,
  },
  {
    name: 'resume',
    role: 'editor',
    usage: '/enlivy resume [NAME]',
    summary: 'Deliver to a paused destination again.',
    examples: ['/enlivy resume', '/enlivy resume "Accounting sync"'],
    needsConnection: true,
  },
  {
    name: 'test',
    role: 'editor',
    usage: '/enlivy test [NAME] [event]',
    summary:
      'Send a test event to a destination and watch the delivery: delivered, failed (with the answer) or still pending.',
    examples: [
      '/enlivy test',
      '/enlivy test "Accounting sync"',
      '/enlivy test "Accounting sync" invoice.paid',
    ],
    needsConnection: true,
  },
  {
    name: 'delete',
    role: 'admin',
    usage: '/enlivy delete NAME',
    summary: 'Delete a destination, after a confirm step naming it and its event count.',
    examples: ['/enlivy delete "Old ERP hook"'],
    needsConnection: true,
  },
  {
    name: 'subscribe',
    role: 'editor',
    usage: '/enlivy subscribe [event …] [#channel]',
    summary:
      'Post Enlivy events to a Slack channel. Alone: a form (channel, events, includes, message template with preview). With events: created at once for this channel or the one named.',
    examples: [
      '/enlivy subscribe',
      '/enlivy subscribe invoice.paid invoice.created',
      '/enlivy subscribe contract.updated #legal',
    ],
    needsConnection: true,
  },
  {
    name: 'cards',
    role: 'editor',
    usage: '/enlivy cards EVENT… [#channel] [filters]',
    summary:
      'Post events as rich cards (buttons, later updates threaded under the first card). Filters: `amount>=1000`, `direction:outgoing`, `status:overdue`, `currency:EUR`.',
    examples: [
      '/enlivy cards invoice.created invoice.paid',
      '/enlivy cards invoice.created invoice.paid #finance amount>=1000 currency:EUR',
    ],
    needsConnection: true,
  },
  {
    name: 'webhook',
    role: 'editor',
    usage: '/enlivy webhook',
    summary:
      'Send Enlivy events to an https endpoint. The signing secret is shown once, only to you.',
    examples: ['/enlivy webhook'],
    needsConnection: true,
  },
  {
    name: 'edit',
    role: 'editor',
    usage: '/enlivy edit [NAME]',
    summary:
      "Change a destination's name, events, includes, message or state; shows what is added and removed before saving. Without NAME, this channel's only destination.",
    examples: ['/enlivy edit', '/enlivy edit "Accounting sync"'],
    needsConnection: true,
  },
  {
    name: 'watch',
    role: 'editor',
    usage:
      '/enlivy watch [#channel | off | mute NAME [for 2h] | unmute NAME | threshold N MINUTES | digest on|off]',
    summary:
      'Failure alerts in a channel: one message per failing destination with Deliveries, Send test, Pause and Mute; follow-ups in its thread; "recovered" when deliveries work again. `digest on|off`: every day at 09:00 (the timezone of whoever turned it on), the last 24 hours of deliveries per destination.',
    examples: [
      '/enlivy watch',
      '/enlivy watch #finance-ops',
      '/enlivy watch mute "Accounting sync" for 2h',
      '/enlivy watch digest on',
      '/enlivy watch off',
    ],
    needsConnection: true,
  },
] as const satisfies readonly CommandSpec[];

const byName = new Map<string, CommandSpec>(COMMANDS.map((spec) => [spec.name, spec]));

export function findCommand(name: string): CommandSpec | undefined {
  return byName.get(name);
}

/** Words people type for a command named otherwise: suggested by `suggestCommand`, never run. */
const ALIASES: Readonly<Record<string, string>> = {
  destinations: 'list',
  log: 'deliveries',
  alerts: 'watch',
};

/** The command a mistyped or misremembered word most likely meant (`lsit` → `list`). */
export function suggestCommand(word: string): string | undefined {
  return didYouMean(
    word,
    COMMANDS.map((spec) => spec.name),
    ALIASES,
  );
}
