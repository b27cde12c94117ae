import type { Subcommand } from '../../core/commands.js';
import type { CommandHandler, Request, Services } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import { type HelpInput, helpMessage } from './views/help.js';

export const help: CommandHandler = async (request, services) => {
  await request.ui.respond(
    renderedHelp(
      {
        commands: services.commands,
        role: request.role,
        connection: request.connection?.state ?? 'none',
        topic: request.args[0]?.toLowerCase(),
      },
      await request.t(),
    ),
  );
};

/**
 * Help without a topic is a pure function of the language, the role, the connection's state and
 * the registered subcommands, so each of those few messages is rendered once. The messages are
 * kept per list of subcommands: registering one makes a new list, and with it a fresh set. The
 * role and the state are read from the store on every request; only the words are kept.
 */
const renderedLists = new WeakMap<readonly Subcommand[], Map<string, SlackMessage>>();

export function renderedHelp(input: HelpInput, t: Translator): SlackMessage {
  if (input.topic !== undefined || input.storeProblem !== undefined) return helpMessage(input, t);
  const listed = input.commands.list();
  let rendered = renderedLists.get(listed);
  if (rendered === undefined) {
    rendered = new Map();
    renderedLists.set(listed, rendered);
  }
  const key = `${t.language} ${input.role} ${input.connection}`;
  let message = rendered.get(key);
  if (message === undefined) {
    message = frozen(helpMessage(input, t));
    rendered.set(key, message);
  }
  return message;
}

/** A kept message is shared by every request: nothing on the way to Slack may change it. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) frozen(part);
    Object.freeze(value);
  }
  return value;
}

/**
 * `help` needs no stored state, so it still answers when the store is down: what everyone may
 * run, and why the list may be short. Other commands report the outage as an error.
 */
export async function helpWithoutStore(
  request: Request,
  services: Pick<Services, 'logger' | 'commands'>,
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
