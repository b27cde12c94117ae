import { errorMessage } from '../../core/error-views.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { userZone } from '../../core/time-zones.js';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import {
  appendHistory,
  askEnabled,
  QUESTIONS_PER_MINUTE,
  readHistory,
  type Turn,
  takeQuestion,
} from './conversation.js';
import { askSay } from './copy/index.js';
import { interpret, questionText } from './interpret.js';
import { ModelError, modelAnswer } from './model.js';
import type { AskDeps, Question, Reply } from './question.js';
import { readTool, runRead } from './tools.js';
import { answerText, helpText, type Reader } from './views/answers.js';
import { changeProposal, feedbackBlock } from './views/messages.js';
import { withoutBroadcasts } from './views/safe-text.js';

/** Lines streamed at a time: long answers appear as they are written, short ones at once. */
const LINES_PER_CHUNK = 5;
const TITLE_MAX = 60;

/** The interpreter's answer: a read run with the asker's role, a change to confirm, or help. */
export async function interpreterReply(
  deps: AskDeps,
  question: Pick<Question, 'request' | 'text' | 'place'>,
  reader: Reader,
): Promise<Reply> {
  const intent = interpret(question.text);
  const { t } = reader;
  switch (intent.kind) {
    case 'help':
      return { text: helpText(t, true) };
    case 'unknown':
      return { text: helpText(t, false) };
    case 'change':
      return changeProposal(intent.command, intent.args, t);
    case 'read': {
      const tool = readTool(intent.tool);
      if (tool === undefined) return { text: helpText(t, false) };
      // In a channel everyone reads the answer: only what a viewer may read is said there.
      if (question.place === 'channel' && deps.commands.find(tool.command)?.role !== 'viewer')
        return { text: askSay(t)('channel.privateRead') };
      try {
        const answer = await runRead(deps, question.request, {
          tool,
          input: intent.input,
          t,
          zone: reader.zone,
        });
        return { text: answerText(answer, reader) };
      } catch (err) {
        const problem = recordFailure(
          deps.logger,
          err,
          { action: `ask:${tool.name}`, userId: question.request.userId },
          t,
        );
        return { text: errorMessage(problem).text };
      }
    }
  }
}

/**
 * The model's answer; when it gives none (slow, failing, unreadable), that is said plainly and
 * the interpreter's answer follows, so the question is still answered.
 */
async function modelReply(
  deps: AskDeps,
  input: { question: Question; history: readonly Turn[]; reader: Reader },
): Promise<Reply> {
  const ai = deps.config.ai;
  if (ai === undefined) return interpreterReply(deps, input.question, input.reader);
  try {
    return { text: await modelAnswer(deps, { ...input, ai }) };
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    deps.logger.warn(
      { err: safeError(err), model: ai.model },
      'Ask Enlivy: the model gave no answer; the interpreter answers',
    );
    const fallback = await interpreterReply(deps, input.question, input.reader);
    const notice = askSay(input.reader.t)('model.failed', { model: ai.model });
    return {
      ...fallback,
      text: `${notice}

${fallback.text}`,
    };
  }
}

/** Streams the reply into the thread (Slack's chat.startStream / appendStream / stopStream). */
async function streamReply(question: Question, reply: Reply, t: Translator): Promise<void> {
  const streamer = question.client.chatStream({
    channel: question.thread.channel,
    thread_ts: question.thread.threadTs,
    ...(question.recipientTeamId === undefined
      ? {}
      : { recipient_team_id: question.recipientTeamId }),
    recipient_user_id: question.request.userId,
  });
  const lines = withoutBroadcasts(reply.text).split('\n');
  for (let start = 0; start < lines.length; start += LINES_PER_CHUNK) {
    const chunk = lines.slice(start, start + LINES_PER_CHUNK).join('\n');
    const last = start + LINES_PER_CHUNK >= lines.length;
    await streamer.append({ markdown_text: last ? chunk : `${chunk}\n` });
  }
  await streamer.stop({ blocks: [...(reply.blocks ?? []), feedbackBlock(t)] });
}

/** Slack's thread helpers are a courtesy: a failure is logged, never the end of an answer. */
async function courtesy(deps: AskDeps, what: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    deps.logger.debug({ err: safeError(err), what }, 'Ask Enlivy: thread helper refused');
  }
}

async function answerFor(
  deps: AskDeps,
  question: Question,
  reader: Reader,
): Promise<Reply | undefined> {
  const say = askSay(reader.t);
  const { workspace } = question.request;
  if (!(await askEnabled(deps, workspace))) return { text: say('off.answer') };
  if (!(await takeQuestion(deps, workspace, question.request.userId)))
    return { text: say('rateLimited.answer', { count: QUESTIONS_PER_MINUTE }) };
  return undefined;
}

/**
 * Answers one message: the workspace's setting and the asker's rate first, a status while it
 * works, a title for a new thread, then the model's answer (when one is set up) or the
 * interpreter's, streamed into the thread; the turn is kept in the store.
 */
export async function answerQuestion(deps: AskDeps, question: Question): Promise<void> {
  const t = await question.request.t();
  const reader: Reader = { t, zone: await userZone(question.request).catch(() => 'UTC') };
  const refused = await answerFor(deps, question, reader);
  if (refused !== undefined) return streamReply(question, refused, t);
  const { channel, threadTs } = question.thread;
  await courtesy(deps, 'status', () =>
    question.client.assistant.threads.setStatus({
      channel_id: channel,
      thread_ts: threadTs,
      status: askSay(t)('thread.status'),
    }),
  );
  const history = await readHistory(deps, question.thread);
  if (history.length === 0 && question.place === 'dm')
    await courtesy(deps, 'title', () =>
      question.client.assistant.threads.setTitle({
        channel_id: channel,
        thread_ts: threadTs,
        title: withoutBroadcasts(questionText(question.text)).slice(0, TITLE_MAX) || '…',
      }),
    );
  const reply =
    deps.config.ai === undefined
      ? await interpreterReply(deps, question, reader)
      : await modelReply(deps, { question, history, reader });
  // Kept before it is shown: a follow-up sent the moment the answer appears finds this turn.
  await appendHistory(deps, question.thread, [
    { role: 'user', text: question.text },
    { role: 'assistant', text: reply.text },
  ]);
  await streamReply(question, reply, t);
}
