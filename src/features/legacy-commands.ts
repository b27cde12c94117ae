import { COMMANDS, commandSummary, commandUsage } from '../core/catalog.js';
import type { CommandHandler, Services } from '../core/context.js';
import { access } from './access/commands.js';
import { connect, disconnect, status } from './connection/commands.js';
import { deliveries } from './deliveries/command.js';
import { help } from './help/help.js';
import { invoice } from './invoices/invoice.js';
import { search } from './search/search.js';
import { commandWorkingLine } from './working.js';

const HANDLERS: Record<string, CommandHandler> = {
  help,
  status,
  connect,
  disconnect,
  access,
  deliveries,
  invoice,
  search,
};

/**
 * Help's order (place × 10) of the subcommands still here; a feature that takes its own out
 * declares the same rank (list 10, subscribe 20, deliveries 30, status 40, pause 50, resume 60,
 * test 70, cards 80, webhook 90, edit 100, invoice 110, search 120, watch 130, language 140,
 * help 150, delete 160, connect 170, disconnect 180, access 190).
 */
const RANK: Readonly<Record<string, number>> = {
  deliveries: 30,
  status: 40,
  invoice: 110,
  search: 120,
  help: 150,
  connect: 170,
  disconnect: 180,
  access: 190,
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
