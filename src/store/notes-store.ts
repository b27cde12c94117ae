import { z } from 'zod';
import { isAppError } from '../platform/app-error.js';
import type { Logger } from '../platform/logging/logger.js';
import { noteKey, notesIndexKey, type WorkspaceRef } from './keys.js';
import type { Records } from './records.js';

/** What the Enlivy API does not keep about a destination made from Slack. */
export interface DestinationNote {
  channelId?: string;
  /** Slack user id. */
  createdBy: string;
  /** ISO timestamp. */
  createdAt: string;
  /** A cards destination: the opaque id of its URL and its filters (shown on its card). */
  cards?: NoteCards;
}

export interface NoteCards {
  id: string;
  filters: string[];
}

export interface DestinationNotesStore {
  get(workspace: WorkspaceRef, destinationId: string): Promise<DestinationNote | undefined>;
  /** Notes by destination id; ids without a note (or with an unreadable one) are absent. */
  getMany(
    workspace: WorkspaceRef,
    destinationIds: readonly string[],
  ): Promise<Map<string, DestinationNote>>;
  save(workspace: WorkspaceRef, destinationId: string, note: DestinationNote): Promise<void>;
  /** True when there was a note. */
  delete(workspace: WorkspaceRef, destinationId: string): Promise<boolean>;
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const noteSchema = z.object({
  v: z.literal(1),
  channelId: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  cards: z.object({ id: z.string(), filters: z.array(z.string()) }).optional(),
});

/** Index of the note keys of a workspace, only used to remove them all on uninstall. */
const indexSchema = z.object({ v: z.literal(1), ids: z.array(z.string()) });

const WHAT = 'destination note';

/**
 * One record per destination (concurrent creations never overwrite each other's note) plus an
 * index per workspace for deleteAll.
 */
export function createNotesStore(records: Records, logger?: Logger): DestinationNotesStore {
  async function readIndex(workspace: WorkspaceRef): Promise<string[]> {
    return (
      (await records.read(notesIndexKey(workspace), indexSchema, 'destination notes'))?.ids ?? []
    );
  }

  async function get(workspace: WorkspaceRef, destinationId: string) {
    const record = await records.read(noteKey(workspace, destinationId), noteSchema, WHAT);
    return record === undefined ? undefined : noteOf(record);
  }

  return {
    get,

    async getMany(workspace, destinationIds) {
      const notes = new Map<string, DestinationNote>();
      const ids = [...new Set(destinationIds)];
      const keys = ids.map((id) => noteKey(workspace, id));
      for (const [i, result] of (await records.readMany(keys, noteSchema, WHAT)).entries()) {
        const destinationId = ids[i] as string;
        if (!result.ok) {
          // A list must not fail because one note is unreadable; the note is just missing.
          const err = result.error;
          if (!isAppError(err) || err.code !== 'store_corrupt') throw err;
          logger?.warn({ err, destinationId }, 'unreadable destination note skipped');
        } else if (result.value !== undefined) notes.set(destinationId, noteOf(result.value));
      }
      return notes;
    },

    async save(workspace, destinationId, note) {
      await records.write(noteKey(workspace, destinationId), {
        v: 1,
        createdBy: note.createdBy,
        createdAt: note.createdAt,
        ...(note.channelId === undefined ? {} : { channelId: note.channelId }),
        ...(note.cards === undefined ? {} : { cards: note.cards }),
      });
      const ids = await readIndex(workspace).catch((): string[] => []);
      if (!ids.includes(destinationId)) {
        await records.write(notesIndexKey(workspace), { v: 1, ids: [...ids, destinationId] });
      }
    },

    async delete(workspace, destinationId) {
      const existed = await records.remove(noteKey(workspace, destinationId));
      const ids = await readIndex(workspace).catch(() => undefined);
      if (ids?.includes(destinationId)) {
        await records.write(notesIndexKey(workspace), {
          v: 1,
          ids: ids.filter((id) => id !== destinationId),
        });
      }
      return existed;
    },

    async deleteAll(workspace) {
      const ids = await readIndex(workspace).catch((): string[] => []);
      for (const id of ids) await records.remove(noteKey(workspace, id));
      await records.remove(notesIndexKey(workspace));
    },
  };
}

function noteOf(record: z.output<typeof noteSchema>): DestinationNote {
  const { v: _v, channelId, cards, ...rest } = record;
  return {
    ...rest,
    ...(channelId === undefined ? {} : { channelId }),
    ...(cards === undefined ? {} : { cards }),
  };
}
