import { z } from 'zod';
import { taskJournalKey } from './keys.js';
import type { Records } from './records.js';

/** A job of the in-process runner (SQLite and memory), as kept in the store. */
export interface JournaledTask {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  dedupeKey?: string | undefined;
  runAt: number;
  failures: number;
}

export interface TaskJournalStore {
  list(): Promise<JournaledTask[]>;
  put(task: JournaledTask): Promise<void>;
  remove(id: string): Promise<void>;
}

const taskSchema = z.object({
  id: z.string(),
  name: z.string(),
  payload: z.record(z.string(), z.unknown()),
  dedupeKey: z.string().optional(),
  runAt: z.number(),
  failures: z.number().int(),
});
const journalSchema = z.object({ v: z.literal(1), tasks: z.array(taskSchema) });

const KEY = taskJournalKey();

/**
 * The in-process runner's jobs in one record. Only SQLite and memory use it, which serve one
 * instance, so changes are serialized in this process; they are few (jobs waiting to run).
 */
export function createTaskJournal(records: Records): TaskJournalStore {
  let last: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
  const read = async () => (await records.read(KEY, journalSchema, 'job journal'))?.tasks ?? [];
  const write = (tasks: JournaledTask[]) =>
    tasks.length === 0
      ? records.remove(KEY).then(() => undefined)
      : records.write(KEY, { v: 1, tasks });
  return {
    list: () => serialized(read),
    put: (task) =>
      serialized(async () => write([...(await read()).filter((t) => t.id !== task.id), task])),
    remove: (id) =>
      serialized(async () => {
        const tasks = await read();
        if (tasks.some((t) => t.id === id)) await write(tasks.filter((t) => t.id !== id));
      }),
  };
}
