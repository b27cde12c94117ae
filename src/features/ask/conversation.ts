import { z } from 'zod';
import type { AppServices } from '../../core/context.js';
import { type WorkspaceRef, workspaceKey } from '../../store/index.js';

/**
 * What Ask Enlivy keeps, in the shared store (any instance can answer the next message of a
 * conversation): each thread's recent turns for a day, each person's questions of the current
 * minute, and whether an admin turned the feature off.
 */
export type AskStoreDeps = Pick<AppServices, 'stores' | 'now'>;

/** A thread's turns are kept this long after its last message. */
export const HISTORY_TTL_MS = 24 * 60 * 60_000;
/** At most this many turns are kept (and sent to a model). */
const MAX_TURNS = 12;
/** At most this many characters of one turn are kept. */
const MAX_TURN_TEXT = 4_000;
/** Questions one person may ask in one minute. */
export const QUESTIONS_PER_MINUTE = 10;

const turnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
});
export type Turn = z.infer<typeof turnSchema>;
const historySchema = z.object({ turns: z.array(turnSchema) });

export interface Thread {
  workspace: WorkspaceRef;
  channel: string;
  threadTs: string;
}

const historyKey = (thread: Thread) =>
  `ask:history:${workspaceKey(thread.workspace)}:${thread.channel}:${thread.threadTs}`;
const settingKey = (workspace: WorkspaceRef) => `ask:enabled:${workspaceKey(workspace)}`;

/** The thread's turns so far, oldest first (none when it is new or expired). */
export async function readHistory(deps: AskStoreDeps, thread: Thread): Promise<Turn[]> {
  const parsed = historySchema.safeParse(await deps.stores.keyv.get(historyKey(thread)));
  return parsed.success ? parsed.data.turns : [];
}

/** Adds turns to the thread and keeps it another day. */
export async function appendHistory(
  deps: AskStoreDeps,
  thread: Thread,
  turns: readonly Turn[],
): Promise<void> {
  const kept = [...(await readHistory(deps, thread)), ...turns]
    .map((turn) => ({ ...turn, text: turn.text.slice(0, MAX_TURN_TEXT) }))
    .slice(-MAX_TURNS);
  await deps.stores.keyv.set(historyKey(thread), { turns: kept }, HISTORY_TTL_MS);
}

/**
 * Counts one question of the person in the current minute; false when they already asked
 * QUESTIONS_PER_MINUTE. Instances share the count through the store (a read then a write: two
 * questions at the same instant may both count as one, never more than that).
 */
export async function takeQuestion(
  deps: AskStoreDeps,
  workspace: WorkspaceRef,
  userId: string,
): Promise<boolean> {
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const key = `ask:rate:${workspaceKey(workspace)}:${userId}:${minute}`;
  const asked = z
    .number()
    .catch(0)
    .parse(await deps.stores.keyv.get(key));
  if (asked >= QUESTIONS_PER_MINUTE) return false;
  await deps.stores.keyv.set(key, asked + 1, 2 * 60_000);
  return true;
}

/** Whether Ask Enlivy answers in this workspace (on unless an admin turned it off). */
export async function askEnabled(deps: AskStoreDeps, workspace: WorkspaceRef): Promise<boolean> {
  return (await deps.stores.keyv.get(settingKey(workspace))) !== false;
}

export async function setAskEnabled(
  deps: AskStoreDeps,
  workspace: WorkspaceRef,
  enabled: boolean,
): Promise<void> {
  if (enabled) await deps.stores.keyv.delete(settingKey(workspace));
  else await deps.stores.keyv.set(settingKey(workspace), false);
}
