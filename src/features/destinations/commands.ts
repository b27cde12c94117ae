import type { Role } from '../../core/access/roles.js';
import type { Subcommand } from '../../core/commands.js';
import type { Translator } from '../../platform/i18n/index.js';
import { cards } from './cards.js';
import { deleteDestination } from './delete.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import { edit } from './edit.js';
import { list } from './list.js';
import { DELETE_ROLE, TEST_ROLE } from './roles.js';
import { subscribe } from './subscribe.js';
import { test } from './test.js';
import { destinationsSay } from './views/phrases.js';
import { webhook } from './webhook.js';

type Name = 'list' | 'subscribe' | 'test' | 'cards' | 'webhook' | 'edit' | 'delete';

/** What differs between the destinations' subcommands; the rest is said from the catalog. */
interface Spec {
  name: Name;
  role: Role;
  examples: readonly string[];
  rank: number;
  run: DestinationsCommand;
}

/** In help's order among every feature's (place × 10). */
const SPECS: readonly Spec[] = [
  {
    name: 'list',
    role: 'viewer',
    examples: ['/enlivy list', '/enlivy list all'],
    rank: 10,
    run: list,
  },
  {
    name: 'subscribe',
    role: 'editor',
    examples: [
      '/enlivy subscribe',
      '/enlivy subscribe invoice.paid invoice.created',
      '/enlivy subscribe contract.updated #legal',
    ],
    rank: 20,
    run: subscribe,
  },
  {
    name: 'test',
    role: TEST_ROLE,
    examples: [
      '/enlivy test',
      '/enlivy test "Accounting sync"',
      '/enlivy test "Accounting sync" invoice.paid',
    ],
    rank: 70,
    run: test,
  },
  {
    name: 'cards',
    role: 'editor',
    examples: [
      '/enlivy cards invoice.created invoice.paid',
      '/enlivy cards invoice.created invoice.paid #finance amount>=1000 currency:EUR',
    ],
    rank: 80,
    run: cards,
  },
  { name: 'webhook', role: 'editor', examples: ['/enlivy webhook'], rank: 90, run: webhook },
  {
    name: 'edit',
    role: 'editor',
    examples: ['/enlivy edit', '/enlivy edit "Accounting sync"'],
    rank: 100,
    run: edit,
  },
  {
    name: 'delete',
    role: DELETE_ROLE,
    examples: ['/enlivy delete "Old ERP hook"'],
    rank: 160,
    run: deleteDestination,
  },
];

/** The destinations' `/enlivy` subcommands, for `deps.commands.add`. */
export function destinationCommands(deps: DestinationsDeps): Subcommand[] {
  return SPECS.map((spec) => ({
    name: spec.name,
    role: spec.role,
    needsConnection: true,
    examples: spec.examples,
    usage: (t: Translator) => destinationsSay(t)(`command.${spec.name}.usage`),
    summary: (t: Translator) => destinationsSay(t)(`command.${spec.name}.summary`),
    working: (_args: readonly string[], t: Translator) =>
      destinationsSay(t)(`command.${spec.name}.working`),
    rank: spec.rank,
    run: (request) => spec.run(request, deps),
  }));
}
