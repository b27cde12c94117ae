import { randomUUID } from 'node:crypto';
import { type Logger, safeError } from '../platform/logging/logger.js';
import { openBackend, type StoreKind, withTimeout } from './backends/index.js';
import { type CardsInboxStore, createCardsInboxStore } from './cards-inbox.js';
import { type CardsStore, createCardsStore } from './cards-store.js';
import { type CardsWaitingStore, createCardsWaitingStore } from './cards-waiting.js';
import { type ChangeStore, createChangeStore } from './change-store.js';
import { type ConnectionStore, createConnectionStore } from './connection-store.js';
import { createSecretBox } from './crypto.js';
import { createDueStore, type DueStore } from './due-store.js';
import { type AppInstallationStore, createInstallationStore } from './installation-store.js';
import { healthKey, installationKey, type WorkspaceRef } from './keys.js';
import { createLanguageStore, type LanguageStore } from './language-store.js';
import { createLockStore, type LockStore } from './lock-store.js';
import { createNotesStore, type DestinationNotesStore } from './notes-store.js';
import { createOneTimeTokenStore, type OneTimeTokenStore } from './one-time-token-store.js';
import { createPauseStore, type PauseStore } from './pause-store.js';
import { type PlainRecords, plainRecords, Records, STORE_OP_TIMEOUT_MS } from './records.js';
import { createRoleStore, type RoleStore } from './role-store.js';
import { createTaskJournal, type TaskJournalStore } from './task-journal.js';
import { createUnfurlStore, type UnfurlStore } from './unfurl-store.js';
import { createWatchStore, type WatchStore } from './watch-store.js';

export { describeStoreUrl, parseStoreUrl, type StoreKind } from './backends/index.js';
export type {
  CardsInboxStore,
  InboxChannel,
  InboxEvent,
  InboxHead,
} from './cards-inbox.js';
export type { CardsDestination, CardsRefusal, CardsStore, CardThread } from './cards-store.js';
export type { ChangeRecord, ChangeStore } from './change-store.js';
export type {
  Connection,
  ConnectionStore,
  OAuthTokens,
  SealedConnection,
} from './connection-store.js';
export { createSecretBox, type SecretBox, SecretBoxError } from './crypto.js';
export type { DueGroups, DueSchedule, DueStore } from './due-store.js';
export { KEY_FILE_NAME, resolveEncryptionKey } from './encryption-key.js';
export {
  type AppInstallationStore,
  NoInstallationError,
  noInstallationIn,
} from './installation-store.js';
export {
  installationKey,
  type WorkspaceRef,
  workspaceKey,
  workspaceRefSchema,
} from './keys.js';
export type { LanguageChoices, LanguageStore } from './language-store.js';
export type { HeldLock, LockStore } from './lock-store.js';
export type { DestinationNote, DestinationNotesStore } from './notes-store.js';
export type { OneTimePayload, OneTimeTokenStore } from './one-time-token-store.js';
export type { PauseBatch, PauseStore, PauseTimer } from './pause-store.js';
export type { GrantedRole, RoleGrant, RoleStore } from './role-store.js';
export type { JournaledTask, TaskJournalStore } from './task-journal.js';
export type { UnfurlMode, UnfurlSetting, UnfurlStore } from './unfurl-store.js';
export {
  DEFAULT_THRESHOLD,
  EMPTY_WATCH_STATE,
  type Incident,
  type WatchSettings,
  type WatchState,
  type WatchStore,
  type WatchThreshold,
} from './watch-store.js';

export const DEFAULT_NAMESPACE = 'enlivy-slack';

export interface Stores {
  installations: AppInstallationStore;
  connections: ConnectionStore;
  roles: RoleStore;
  notes: DestinationNotesStore;
  /** The workspace's default language and each user's own choice. */
  languages: LanguageStore;
  oneTime: OneTimeTokenStore;
  /** Short locks shared by every instance (atomic set-if-absent); they expire by themselves. */
  locks: LockStore;
  /** Who last paused, resumed or deleted something from Slack (expires after a week). */
  changes: ChangeStore;
  /** Cards destinations (by the opaque id of their URL) and the threads of their cards. */
  cards: CardsStore;
  /** Accepted event cards waiting to be posted, per Slack channel, in order. */
  cardsInbox: CardsInboxStore;
  /** The channels with cards waiting, per workspace: what the cards sweep visits. */
  cardsWaiting: CardsWaitingStore;
  /** The in-process job runner's waiting jobs (SQLite and memory; see src/jobs/tasks.ts). */
  tasks: TaskJournalStore;
  /** The failure watch: settings, incidents and the delivery-log cursor per workspace. */
  watch: WatchStore;
  /** Timed pauses (resumed by the app) and what each bulk pause changed. */
  pauses: PauseStore;
  /** Daily lists of invoices due posted in channels (`/enlivy due daily`). */
  due: DueStore;
  /** How invoice links unfold per channel, and who was told to connect first. */
  unfurls: UnfurlStore;
  /**
   * Forgets a workspace: installation, connection, roles, notes, watch, cards, timed pauses,
   * daily due lists, link preview settings (app_uninstalled).
   */
  deleteWorkspace(workspace: WorkspaceRef): Promise<void>;
  /** A real round trip (write, read back, delete a health key); rejects when the store is down. */
  ping(): Promise<void>;
  /**
   * Deletes one batch (default 500) of expired records (connect links, modal states, caches,
   * locks…); runs by itself every few minutes while the store is open. Resolves with how many were deleted.
   */
  sweepExpired(limit?: number): Promise<number>;
  /** Stops the sweep and disconnects. */
  close(): Promise<void>;
  readonly kind: StoreKind;
  /** Prefix of every key (job engines on the same Redis or PostgreSQL use it too). */
  readonly namespace: string;
  /** keyv's get/set/delete for records without a store of their own (caches, drafts). */
  readonly keyv: PlainRecords;
}

export interface OpenStoreOptions {
  url: string;
  /** 32 bytes, or their base64 (see resolveEncryptionKey). */
  encryptionKey: Buffer | string;
  logger: Logger;
  /** Prefix of every key; tests use a unique one per run. */
  namespace?: string;
  /** ping() gives up after this long (default 3000 ms). */
  pingTimeoutMs?: number;
  /** Base for a relative sqlite path (default: the process's working directory). */
  cwd?: string;
  /** How often expired records are swept (default 5 minutes; 0 turns the timer off). */
  sweepIntervalMs?: number;
  /**
   * The longest wait for one operation before the store counts as unavailable (default
   * STORE_OP_TIMEOUT_MS). Tests of outages shorten it.
   */
  timeoutMs?: number;
}

const SWEEP_INTERVAL_MS = 5 * 60_000;
/** One delete statement's worth: small enough never to hold the database for long. */
const SWEEP_BATCH = 500;
/**
 * Batches per run, one after another while each comes back full: up to 20,000 records every five
 * minutes (about 66 a second: every Slack request leaves a replay record), still bounded.
 */
const SWEEP_BATCHES_PER_RUN = 40;

/** Full batches until one comes back short (nothing more is expired), at most a bounded number. */
async function sweepRound(sweep: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_PER_RUN; batch++) {
    const deleted = await sweep(SWEEP_BATCH);
    total += deleted;
    if (deleted < SWEEP_BATCH) break;
  }
  return total;
}

export async function openStore(options: OpenStoreOptions): Promise<Stores> {
  const key =
    typeof options.encryptionKey === 'string'
      ? Buffer.from(options.encryptionKey, 'base64')
      : options.encryptionKey;
  const box = createSecretBox(key);
  const backend = await openBackend(options.url, {
    namespace: options.namespace ?? DEFAULT_NAMESPACE,
    logger: options.logger,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const timeoutMs = options.timeoutMs ?? STORE_OP_TIMEOUT_MS;
  const records = new Records(backend, timeoutMs);
  const installations = createInstallationStore(records, box);
  const connections = createConnectionStore(records, box);
  const notes = createNotesStore(records, options.logger);
  const oneTime = createOneTimeTokenStore(backend.atomic, timeoutMs);
  const locks = createLockStore(backend.atomic, timeoutMs);
  const roles = createRoleStore(records, locks);
  const languages = createLanguageStore(records, locks);
  const changes = createChangeStore(records);
  const cards = createCardsStore(records, box, locks);
  const cardsWaiting = createCardsWaitingStore(records, locks);
  const cardsInbox = createCardsInboxStore(records, locks, cardsWaiting);
  const tasks = createTaskJournal(records);
  const watch = createWatchStore(records);
  const pauses = createPauseStore(records, locks);
  const due = createDueStore(records, locks);
  const unfurls = createUnfurlStore(records, locks, backend.atomic);
  const pingKey = healthKey(randomUUID());
  const pingTimeoutMs = options.pingTimeoutMs ?? 3_000;
  const sweepExpired = (limit = SWEEP_BATCH) => backend.sweepExpired(limit);
  const sweepEvery = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  let sweeping = false;
  const sweeper =
    sweepEvery > 0
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          sweepRound(sweepExpired)
            .then((deleted) => {
              if (deleted > 0) options.logger.debug({ deleted }, 'swept expired store records');
            })
            .catch((err: unknown) =>
              options.logger.warn({ err: safeError(err) }, 'sweeping expired store records failed'),
            )
            .finally(() => {
              sweeping = false;
            });
        }, sweepEvery)
      : undefined;
  sweeper?.unref();

  return {
    installations,
    connections,
    roles,
    notes,
    languages,
    oneTime,
    locks,
    changes,
    cards,
    cardsInbox,
    cardsWaiting,
    tasks,
    watch,
    pauses,
    due,
    unfurls,
    kind: backend.kind,
    namespace: options.namespace ?? DEFAULT_NAMESPACE,
    keyv: plainRecords(backend, timeoutMs),

    async deleteWorkspace(workspace) {
      const steps = await Promise.allSettled([
        records.remove(installationKey(workspace)),
        connections.delete(workspace),
        roles.deleteAll(workspace),
        notes.deleteAll(workspace),
        languages.delete(workspace),
        watch.delete(workspace),
        cards.deleteAll(workspace),
        pauses.deleteAll(workspace),
        due.deleteAll(workspace),
        unfurls.deleteAll(workspace),
      ]);
      const failed = steps.find((step) => step.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    },

    async ping() {
      const probe = async () => {
        const value = randomUUID();
        const read = await backend.loud(async (keyv) => {
          if (!(await keyv.set(pingKey, value, 60_000))) throw new Error('The write was refused');
          const stored = await keyv.get(pingKey);
          await keyv.delete(pingKey);
          return stored;
        });
        if (read !== value) throw new Error('The store did not return what was just written');
      };
      await withTimeout(probe(), pingTimeoutMs);
    },

    sweepExpired,

    close: () => {
      clearInterval(sweeper);
      return backend.close();
    },
  };
}
