import type { Standing } from '../core/access/access-service.js';
import { commandLabel, findCommand, suggestCommand } from '../core/catalog.js';
import type { CommandHandler, Request, Services } from '../core/context.js';
import { parseCommand } from '../core/parse.js';
import { storeUnavailableIn } from '../platform/app-error.js';
import { access } from './access/commands.js';
import { connect, disconnect, status } from './connection/commands.js';
import { deliveries } from './deliveries/command.js';
import { cards } from './destinations/cards.js';
import { deleteDestination } from './destinations/delete.js';
import { edit } from './destinations/edit.js';
import { list } from './destinations/list.js';
import { subscribe } from './destinations/subscribe.js';
import { test } from './destinations/test.js';
import { webhook } from './destinations/webhook.js';
import { help, helpWithoutStore } from './help/help.js';
import { unknownCommandMessage } from './help/views/help.js';
import { invoice } from './invoices/invoice.js';
import { language } from './language/command.js';
import { pause, resume } from './pausing/commands.js';
import { search } from './search/search.js';
import { watch } from './watch/command.js';

const HANDLERS: Record<string, CommandHandler> = {
  help,
  status,
  connect,
  disconnect,
  access,
  deliveries,
  list,
  pause,
  resume,
  test,
  delete: deleteDestination,
  subscribe,
  cards,
  webhook,
  edit,
  invoice,
  search,
  language,
  watch,
};

/**
 * `/enlivy <text>` after the ack: parse, check the role (one place: the catalog), make sure a
 * connection exists when the command needs one, then run the handler.
 */
export async function runCommand(
  text: string,
  request: Request,
  services: Services,
): Promise<void> {
  const parsed = parseCommand(text);
  const name = parsed.name === '' ? 'help' : parsed.name;
  const spec = findCommand(name);
  const handler = HANDLERS[name];
  if (spec === undefined || handler === undefined) {
    await request.ui.respond(
      unknownCommandMessage(parsed.name, suggestCommand(name), await request.t()),
    );
    return;
  }
  let standing: Standing;
  try {
    standing = await services.access.admit(request, spec.role, commandLabel(spec));
  } catch (err) {
    if (handler !== help || storeUnavailableIn(err) === undefined) throw err;
    return helpWithoutStore(request, services, parsed.args[0]?.toLowerCase(), err);
  }
  const { role, connection } = standing;
  if (spec.needsConnection) await services.connections.require(request.workspace, connection);
  await handler({ ...request, args: parsed.args, role, connection }, services);
}
