import { createEngineRunner } from '../../jobs/engine-runner.js';
import type { Config } from '../../platform/config.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { Stores, WorkspaceRef } from '../../store/index.js';
import { type JobQueue, requestDrain } from './drain.js';

/**
 * The sweep's one entry on the job engine (engines schedule per workspace; the sweep is one job
 * for the whole instance group, which then visits every workspace with cards waiting).
 */
export const CARDS_SWEEP_ENTRY: WorkspaceRef = {
  teamId: 'cards-sweep',
  isEnterpriseInstall: false,
};

export interface CardsSweepDeps {
  config: Pick<Config, 'store' | 'cards'>;
  stores: Pick<Stores, 'cardsInbox' | 'cardsWaiting' | 'kind' | 'namespace'>;
  logger: Logger;
  tasks: JobQueue;
  clock?: () => number;
  /** Tests: a word after each sweep. */
  onSwept?: () => void;
}

export interface CardsSweep {
  /** Starts in the background; a store that is down is retried, never fatal. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Asks for a drain of every channel with accepted cards waiting, once per CARDS_SWEEP_INTERVAL
 * on one instance of the group (the job engine's schedule). A drain job is given up after its
 * retries (about 75 min of store outage); this brings the channel back however long it lasted.
 * A drain already waiting absorbs the request (its dedupe key).
 */
export async function sweepWaitingCards(deps: Omit<CardsSweepDeps, 'config'>): Promise<void> {
  const now = deps.clock ?? Date.now;
  const { cardsInbox, cardsWaiting } = deps.stores;
  for (const workspace of await cardsWaiting.workspaces()) {
    for (const channelId of await cardsWaiting.channels(workspace)) {
      const channel = { workspace, channelId };
      const head = await cardsInbox.head(channel);
      if (head.waiting === 0) {
        await cardsWaiting.mark(workspace, channelId, false);
        continue;
      }
      await requestDrain(deps.tasks, channel, head.notBefore > now() ? head.notBefore : undefined);
    }
  }
}

export function createCardsSweep(deps: CardsSweepDeps): CardsSweep {
  const { logger } = deps;
  const intervalMs = deps.config.cards.sweepIntervalMs;
  const runner = createEngineRunner({
    name: 'cards-sweep',
    kind: deps.stores.kind,
    storeUrl: deps.config.store.url,
    namespace: deps.stores.namespace,
    intervalMs,
    logger,
    concurrency: 1,
    // The in-process and pg-boss engines read their list; BullMQ keeps the schedule watch() made.
    index: { list: async () => [CARDS_SWEEP_ENTRY], set: async () => undefined },
  });
  let stopped = false;

  /** BullMQ's schedule is made by watch(): tried until the store answers. */
  async function scheduled(): Promise<void> {
    while (!stopped) {
      try {
        await runner.watch(CARDS_SWEEP_ENTRY);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, intervalMs)).unref());
      }
    }
  }

  return {
    start() {
      runner.start(async () => {
        try {
          await sweepWaitingCards(deps);
        } catch (err) {
          logger.warn({ err: safeError(err) }, 'cards: the sweep could not read the store');
        }
        deps.onSwept?.();
      });
      void scheduled();
    },
    async stop() {
      stopped = true;
      await runner.stop();
    },
  };
}
