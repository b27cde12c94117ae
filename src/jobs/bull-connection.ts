import { Redis } from 'ioredis';
import { redisReconnectDelay } from '../store/backends/redis-adapter.js';

/** How long a stop waits for BullMQ to close and for a QUIT before it just disconnects. */
export const CLOSE_WAIT_MS = 5_000;

export class EngineStoppedError extends Error {
  constructor() {
    super('The job engine was stopped');
  }
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** `work`, or nothing after `ms`: a close that does not hang. */
export const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => undefined).catch(() => undefined), sleep(ms)]);

/** Resolves once `client` is ready; rejects only when `stopped` aborts (ioredis retries forever). */
export function whenReady(client: Redis, stopped: AbortSignal): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      client.off('ready', onReady);
      stopped.removeEventListener('abort', onStop);
    };
    const onReady = () => {
      done();
      resolve();
    };
    const onStop = () => {
      done();
      reject(new EngineStoppedError());
    };
    if (stopped.aborted) return onStop();
    client.on('ready', onReady);
    stopped.addEventListener('abort', onStop, { once: true });
  });
}

/** QUIT when connected (bounded: a QUIT may wait behind queued commands forever), else disconnect. */
export async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') await within(client.quit(), CLOSE_WAIT_MS);
  client.disconnect();
}

/**
 * The ioredis clients of one engine: BullMQ's blocking commands need connections that never give
 * up a request; connection errors are retried by ioredis (every second at most, as the store's
 * own client: jobs are taken again within a second of Redis coming back) and reported by BullMQ
 * once attached.
 */
export function bullClients(storeUrl: string) {
  const clients: Redis[] = [];
  return {
    connect(): Redis {
      const client = new Redis(storeUrl, {
        maxRetriesPerRequest: null,
        retryStrategy: redisReconnectDelay,
      });
      client.on('error', () => undefined);
      clients.push(client);
      return client;
    },
    closeAll: () => Promise.all(clients.map(closeClient)),
  };
}
