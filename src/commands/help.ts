import { helpMessage } from '../views/help.js';
import type { CommandHandler } from './context.js';

export const help: CommandHandler = async (request, services) => {
  const connection = await services.stores.connections
    .get(request.workspace)
    .catch(() => undefined);
  await request.ui.respond(
    helpMessage({
      role: request.role,
      connection: connection?.state ?? 'none',
      topic: request.args[0]?.toLowerCase(),
    }),
  );
};
