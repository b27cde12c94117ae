import type { AppServices, CommandRequest, Request } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { helpMessage } from './views/help.js';

/** `/enlivy help [command]`: what this person may run here, or how one command is written. */
export async function help(
  request: CommandRequest,
  services: Pick<AppServices, 'commands'>,
): Promise<void> {
  await request.ui.respond(
    helpMessage(
      {
        commands: services.commands,
        role: request.role,
        connection: request.connection?.state ?? 'none',
        topic: request.args[0]?.toLowerCase(),
      },
      await request.t(),
    ),
  );
}

/**
 * `help` needs no stored state, so it still answers when the store is down: what everyone may
 * run, and why the list may be short. Other commands report the outage as an error.
 */
export async function helpWithoutStore(
  request: Request,
  services: Pick<AppServices, 'logger' | 'commands'>,
  topic: string | undefined,
  err: unknown,
): Promise<void> {
  const problem = recordFailure(services.logger, err, {
    action: 'command:help',
    userId: request.userId,
  });
  await request.ui.respond(
    helpMessage(
      {
        commands: services.commands,
        role: 'viewer',
        connection: 'none',
        topic,
        storeProblem: problem.reference,
      },
      await request.t(),
    ),
  );
}
