import type { Role } from '../access/roles.js';

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
      'Which Enlivy organization this workspace uses, who connected it, and whether it works.',
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
] as const satisfies readonly CommandSpec[];

const byName = new Map<string, CommandSpec>(COMMANDS.map((spec) => [spec.name, spec]));

export function findCommand(name: string): CommandSpec | undefined {
  return byName.get(name);
}
