import type { App } from '@slack/bolt';
import type { Standing } from '../../core/access/access-service.js';
import { commandLabel, type Subcommands } from '../../core/commands.js';
import type { AppServices, Request } from '../../core/context.js';
import { onSlashCommand } from '../../core/listeners/command.js';
import { parseCommand } from '../../core/parse.js';
import { storeUnavailableIn } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import { workingMessage } from '../../slack/working-notice.js';
import { helpWithoutStore } from './help.js';
import { unknownCommandMessage } from './views/help.js';

export type EnlivyCommandDeps = Pick<
  AppServices,
  'access' | 'logger' | 'connections' | 'commands' | 'languages'
>;

/**
 * `/enlivy <text>` after the ack: find the subcommand its feature registered, check its role
 * (the one place commands are admitted), make sure a connection exists when it needs one, then
 * run it. `help` still answers when the store is down.
 */
async function dispatch(deps: EnlivyCommandDeps, request: Request, text: string): Promise<void> {
  const parsed = parseCommand(text);
  const name = parsed.name === '' ? 'help' : parsed.name;
  const command = deps.commands.find(name);
  if (command === undefined) {
    const t = await request.t();
    await request.ui.respond(unknownCommandMessage(parsed.name, deps.commands.suggest(name), t));
    return;
  }
  let standing: Standing;
  try {
    standing = await deps.access.admit(request, command.role, commandLabel(command));
  } catch (err) {
    if (command.name !== 'help' || storeUnavailableIn(err) === undefined) throw err;
    return helpWithoutStore(request, deps, parsed.args[0]?.toLowerCase(), err);
  }
  const { role, connection } = standing;
  if (command.needsConnection) await deps.connections.require(request.workspace, connection);
  await command.run({ ...request, args: parsed.args, role, connection });
}

/** What `/enlivy TEXT` shows while it waits ("Loading destinations…"), in the reader's language. */
export function commandWorkingMessage(
  commands: Pick<Subcommands, 'find'>,
  text: string,
  t: Translator,
): SlackMessage | undefined {
  const { name, args } = parseCommand(text);
  const line = commands.find(name === '' ? 'help' : name)?.working?.(args, t);
  return line === undefined ? undefined : workingMessage(line);
}

/** The one slash command: its subcommands are registered by their features. */
export function registerEnlivyCommand(app: App, deps: EnlivyCommandDeps): void {
  app.command(
    '/enlivy',
    onSlashCommand(
      deps,
      { working: (text, t) => commandWorkingMessage(deps.commands, text, t) },
      (request, text) => dispatch(deps, request, text),
    ),
  );
}
