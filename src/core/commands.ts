import type { Translator } from '../platform/i18n/index.js';
import type { SealedConnection } from '../store/index.js';
import type { AccessService, Actor } from './access/access-service.js';
import type { Role } from './access/roles.js';
import type { ConnectionService } from './connections.js';
import { didYouMean } from './parse.js';
import type { CommandRequest, Request } from './request.js';

/**
 * One subcommand of `/enlivy`, declared by the feature it belongs to: who may run it (checked by
 * the dispatcher, the one place), how help explains it (from the feature's own catalog), and
 * what it does. A new subcommand is one `commands.add(…)` in its feature's `register`.
 */
export interface Subcommand {
  /** The word after `/enlivy`: `pause`. */
  name: string;
  role: Role;
  /** false for commands that work without an Enlivy connection. */
  needsConnection: boolean;
  examples: readonly string[];
  /** `/enlivy pause [NAME] [for 2h]`, in the reader's language. */
  usage(t: Translator): string;
  /** What it does, in one or two sentences, in the reader's language. */
  summary(t: Translator): string;
  /**
   * What shows while it waits on Enlivy ("Pausing *Accounting sync*…"); undefined for a command
   * that answers without waiting.
   */
  working?(args: readonly string[], t: Translator): string | undefined;
  /** Place in help, lowest first: what a newcomer does first leads. */
  rank: number;
  run(request: CommandRequest): Promise<void>;
}

/**
 * A subcommand's help texts from its feature's catalog: `PREFIX.usage`, `PREFIX.summary` and
 * `PREFIX.working` (`command.…` for a feature's one subcommand).
 */
export function commandTexts<K extends string>(
  say: (t: Translator) => (key: K) => string,
  prefix = 'command',
): Pick<Subcommand, 'usage' | 'summary' | 'working'> {
  const text = (t: Translator, part: string) => say(t)(`${prefix}.${part}` as K);
  return {
    usage: (t) => text(t, 'usage'),
    summary: (t) => text(t, 'summary'),
    working: (_args, t) => text(t, 'working'),
  };
}

/** Other words people type for a subcommand: suggested by "did you mean", never run. */
const ALIASES: Readonly<Record<string, string>> = {
  destinations: 'list',
  log: 'deliveries',
  alerts: 'watch',
};

/** Every subcommand the features registered, in help's order. */
export interface Subcommands {
  add(command: Subcommand): void;
  find(name: string): Subcommand | undefined;
  /** In help's order (rank, then name). */
  list(): readonly Subcommand[];
  /** The command a mistyped or misremembered word most likely meant (`lsit` → `list`). */
  suggest(word: string): string | undefined;
}

export function createSubcommands(): Subcommands {
  const byName = new Map<string, Subcommand>();
  let ordered: Subcommand[] | undefined;
  return {
    add(command) {
      if (byName.has(command.name)) throw new Error(`Two subcommands named ${command.name}`);
      byName.set(command.name, command);
      ordered = undefined;
    },
    find: (name) => byName.get(name),
    list() {
      ordered ??= [...byName.values()].sort(
        (a, b) => a.rank - b.rank || a.name.localeCompare(b.name),
      );
      return ordered;
    },
    suggest(word) {
      const names = [...byName.keys()];
      const aliases = Object.fromEntries(
        Object.entries(ALIASES).filter(([, name]) => byName.has(name)),
      );
      return didYouMean(word, names, aliases);
    },
  };
}

/** How a refusal names a command: `/enlivy pause`. */
export const commandLabel = (command: Pick<Subcommand, 'name'>) => `\`/enlivy ${command.name}\``;

/**
 * The role check of a command, made again where a button does what the command would have done
 * (at the click: the role may have changed since the command).
 */
export async function requireCommandRole(
  deps: { access: Pick<AccessService, 'require'>; commands: Pick<Subcommands, 'find'> },
  actor: Actor,
  name: string,
): Promise<Role> {
  const command = deps.commands.find(name);
  if (command === undefined) throw new Error(`No subcommand named ${name}`);
  return deps.access.require(actor, command.role, commandLabel(command));
}

/** What admitting a subcommand for a request needs: the dispatcher's own checks. */
export interface AdmitDeps {
  access: Pick<AccessService, 'admit'>;
  connections: Pick<ConnectionService, 'require'>;
  commands: Pick<Subcommands, 'find'>;
}

/**
 * The checks `/enlivy NAME` passes before it runs, for another door into the same command (a
 * confirmation button, a question asked in words): its role, then its connection when it needs
 * one. Throws the same refusals the command gives.
 */
export async function admitSubcommand(
  deps: AdmitDeps,
  request: Request,
  name: string,
): Promise<{ command: Subcommand; role: Role; connection: SealedConnection | undefined }> {
  const command = deps.commands.find(name);
  if (command === undefined) throw new Error(`No subcommand named ${name}`);
  const { role, connection } = await deps.access.admit(
    request,
    command.role,
    commandLabel(command),
  );
  // As `/enlivy` does: checked here, its secrets opened once (the sealed read keeps them).
  if (command.needsConnection) await deps.connections.require(request.workspace, connection);
  return { command, role, connection };
}
