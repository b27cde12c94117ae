import { COMMANDS, commandSummary, commandUsage } from '../core/catalog.js';
import type { CommandHandler, Services } from '../core/context.js';
import { cards } from './destinations/cards.js';
import { deleteDestination } from './destinations/delete.js';
import { edit } from './destinations/edit.js';
import { list } from './destinations/list.js';
import { subscribe } from './destinations/subscribe.js';
import { test } from './destinations/test.js';
import { webhook } from './destinations/webhook.js';
import { pause, resume } from './pausing/commands.js';
import { watch } from './watch/command.js';
import { commandWorkingLine } from './working.js';

const HANDLERS: Record<string, CommandHandler> = {
  list,
  pause,
  resume,
  test,
  delete: deleteDestination,
  subscribe,
  cards,
  webhook,
  edit,
  watch,
};

/**
 * Help's order (rank = place × 10, fixed: a feature that takes its subcommand out of here keeps
 * the rank it had, and registers it in its `register`).
 */
const RANK: Readonly<Record<string, number>> = {
  list: 10,
  subscribe: 20,
  pause: 50,
  resume: 60,
  test: 70,
  cards: 80,
  webhook: 90,
  edit: 100,
  watch: 130,
  delete: 160,
};

/**
 * The subcommands whose features do not register them yet, from the shared catalog: added to
 * the registry like any feature's. Each feature that takes its own out of here registers it in
 * its `register`.
 */
export function addCatalogCommands(services: Services): void {
  for (const spec of COMMANDS) {
    const handler = HANDLERS[spec.name];
    if (handler === undefined) continue;
    services.commands.add({
      name: spec.name,
      role: spec.role,
      needsConnection: spec.needsConnection,
      examples: spec.examples,
      usage: (t) => commandUsage(t, spec),
      summary: (t) => commandSummary(t, spec),
      working: (args, t) => commandWorkingLine(spec.name, args, t),
      rank: RANK[spec.name] ?? 0,
      run: (request) => handler(request, services),
    });
  }
}
