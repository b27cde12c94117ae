import { admitSubcommand } from '../../core/commands.js';
import { toUserError } from '../../core/errors/user-error.js';
import type { ButtonClick } from '../../core/listeners/button.js';
import type { ReceivedEvent } from '../../core/listeners/event.js';
import { section } from '../../slack/blocks.js';
import { askSay } from './copy/index.js';
import type { AskDeps, Question } from './question.js';
import { commandLine, confirmValueSchema, suggestedPrompts } from './views/messages.js';
import { withoutBroadcasts } from './views/safe-text.js';

/** The fields of a `message` or `app_mention` event a question is read from. */
interface PostedText {
  user?: unknown;
  text?: unknown;
  ts?: unknown;
  thread_ts?: unknown;
  channel?: unknown;
  channel_type?: unknown;
  subtype?: unknown;
  bot_id?: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The question a message asks, or undefined for what is no question: an edit, a bot's post, a
 * message outside a DM (for `message`), an empty text. The answer goes in the message's thread
 * (a new message starts one), as Bolt's own `sayStream` would address it.
 */
export function threadQuestion(input: {
  request: ReceivedEvent<string>['request'];
  event: PostedText;
  context: ReceivedEvent<string>['context'];
  client: ReceivedEvent<string>['client'];
  place: Question['place'];
}): Question | undefined {
  const { event, context, place } = input;
  if (event.subtype !== undefined || event.bot_id !== undefined) return undefined;
  if (place === 'dm' && event.channel_type !== 'im') return undefined;
  if (!isText(event.user) || !isText(event.text) || !isText(event.ts) || !isText(event.channel))
    return undefined;
  const threadTs = isText(event.thread_ts) ? event.thread_ts : event.ts;
  return {
    request: input.request,
    text: event.text,
    thread: { workspace: input.request.workspace, channel: event.channel, threadTs },
    place,
    client: input.client,
    recipientTeamId: context.teamId ?? context.enterpriseId,
  };
}

/** The Messages tab opened: its suggested prompts, in the person's language. */
export async function showPrompts(
  deps: AskDeps,
  opened: ReceivedEvent<'app_home_opened'>,
): Promise<void> {
  const { event, request } = opened;
  if (event.tab !== 'messages') return;
  const { title, prompts } = suggestedPrompts(await request.t());
  await opened.client.assistant.threads.setSuggestedPrompts({
    channel_id: event.channel,
    title,
    prompts,
  });
  deps.logger.debug({ userId: event.user }, 'Ask Enlivy: suggested prompts shown');
}

/**
 * A proposed change confirmed: the `/enlivy` command it names runs for the person who pressed,
 * through the dispatcher's own checks (role, connection), with the command's own answers and
 * receipt. Nothing in Enlivy changed before this press.
 */
export async function runConfirmed(deps: AskDeps, click: ButtonClick): Promise<void> {
  const { request } = click;
  let raw: unknown;
  try {
    raw = JSON.parse(click.value);
  } catch {
    raw = undefined;
  }
  const value = confirmValueSchema.safeParse(raw);
  if (!value.success) {
    const text = askSay(await request.t())('confirm.expired');
    await request.ui.respond({ text });
    return;
  }
  const t = await request.t();
  try {
    const { command, role, connection } = await admitSubcommand(deps, request, value.data.c);
    await command.run({ ...request, args: value.data.a, role, connection });
  } catch (err) {
    // The button retires with what happened (a refusal, or why the outcome is not known); the
    // usual answer to the error follows, as the command would give it.
    await retire(request, { text: toUserError(err, '', t).message });
    throw err;
  }
  await retire(request, { text: askSay(t)('confirm.done', { command: commandLine(value.data) }) });
}

/** The proposal replaced by a settled line, so its button cannot be pressed twice. */
async function retire(request: ButtonClick['request'], message: { text: string }): Promise<void> {
  await request.ui.respond(
    { text: message.text, blocks: [section(withoutBroadcasts(message.text))] },
    { replaceOriginal: true },
  );
}

/** A thumb under an answer: noted in the log (without the question), thanked privately. */
export async function takeFeedback(deps: AskDeps, click: ButtonClick): Promise<void> {
  const feedback = click.value === 'good' ? 'good' : 'bad';
  deps.logger.info(
    { userId: click.request.userId, feedback, channelId: click.request.channelId },
    'Ask Enlivy: feedback on an answer',
  );
  await click.request.ui.respond({ text: askSay(await click.request.t())('feedback.thanks') });
}
