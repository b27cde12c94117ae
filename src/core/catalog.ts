import type { Translator } from '../platform/i18n/index.js';
import type { AccessService, Actor } from './access/access-service.js';
import type { Role } from './access/roles.js';
import { commonSay } from './copy/index.js';
import { didYouMean } from './parse.js';

/**
 * Every `/enlivy` subcommand, who may run it and how it is explained in help. This table is the
 * one place permissions are decided: listeners and handlers ask it, never their own rule. How a
 * command is written and what it does are text: `commandUsage` and `commandSummary` (common copy).
 */
export interface CommandSpec {
  name: string;
  role: Role;
  examples: readonly string[];
  /** false for commands that work without an Enlivy connection. */
  needsConnection: boolean;
}

/**
 * In the order help and the App Home list them: what a newcomer does first (see the
 * destinations, subscribe a channel, read the log, check the connection, pause and test), then
 * the rest, and the admin commands last.
 */
export const COMMANDS = [
  {
    name: 'deliveries',
    role: 'viewer',
    examples: [
      '/enlivy deliveries',
      '/enlivy deliveries "Accounting sync" status:failed since:7d',
      '/enlivy deliveries event:invoice.paid,invoice.created since:2026-11-01 until:2026-11-20',
    ],
    needsConnection: true,
  },
  {
    name: 'status',
    role: 'viewer',
    examples: ['/enlivy status'],
    needsConnection: false,
  },
  {
    name: 'invoice',
    role: 'editor',
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
    examples: [
      '/enlivy search acme',
      '/enlivy search INV-2026',
      '/enlivy search "annual maintenance"',
    ],
    needsConnection: true,
  },
  {
    name: 'help',
    role: 'viewer',
    examples: ['/enlivy help', '/enlivy help deliveries'],
    needsConnection: false,
  },
  {
    name: 'connect',
    role: 'admin',
    examples: ['/enlivy connect', '/enlivy connect token'],
    needsConnection: false,
  },
  {
    name: 'disconnect',
    role: 'admin',
    examples: ['/enlivy disconnect'],
    needsConnection: false,
  },
  {
    name: 'access',
    role: 'admin',
    examples: ['/enlivy access', '/enlivy access grant @ana editor', '/enlivy access revoke @ana'],
    needsConnection: false,
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

type CommandName = (typeof COMMANDS)[number]['name'];

/** How a refusal names a command: `/enlivy pause`. */
export const commandLabel = (spec: CommandSpec) => `\`/enlivy ${spec.name}\``;

/**
 * The role check of a command, made again where a button does what the command would have
 * done (at the click: the role may have changed since the command).
 */
export async function requireCommandRole(
  access: Pick<AccessService, 'require'>,
  actor: Actor,
  name: CommandName,
): Promise<Role> {
  const spec = byName.get(name) as CommandSpec;
  return access.require(actor, spec.role, commandLabel(spec));
}

/** `/enlivy help [command]`, in the reader's language. */
export function commandUsage(t: Translator, spec: CommandSpec): string {
  return commonSay(t)(`command.${spec.name as CommandName}.usage`);
}

/** What a command does, in one or two sentences, in the reader's language. */
export function commandSummary(t: Translator, spec: CommandSpec): string {
  return commonSay(t)(`command.${spec.name as CommandName}.summary`);
}
