/**
 * The BullMQ engine against a store that is down: whenever stop() comes (before, during or after
 * a start that cannot finish, or from a command waiting for the queue), it returns within a bound,
 * leaves no promise rejected unhandled (BullMQ used to re-throw the last ECONNREFUSED from a
 * connection setup it had closed), and keeps no connection open.
 */
import net from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBullEngine } from '../../../src/jobs/engine-bullmq.js';
import type { WorkspaceRef } from '../../../src/store/index.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const WORKSPACE: WorkspaceRef = { teamId: 'T-OUTAGE' };
/** stop() of an engine whose store is down: well under the watch's own 40 s bound. */
const STOP_BOUND_MS = 3_000;

let rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  rejections = [];
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

/** A TCP server that accepts connections and never says a word: a hung Redis. */
let silent: net.Server;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const engineOn = (storeUrl: string) =>
  createBullEngine({
    name: 'failure-watch',
    kind: 'redis',
    storeUrl,
    namespace: `outage-${Date.now()}`,
    intervalMs: 1_000,
    logger: pino({ level: 'silent' }),
    concurrency: 1,
    index: { list: async () => [], set: async () => undefined },
  });

async function timedStop(stop: () => Promise<void>): Promise<number> {
  const started = Date.now();
  const outcome = await Promise.race([
    stop().then(() => 'stopped'),
    sleep(STOP_BOUND_MS * 2).then(() => 'hung'),
  ]);
  expect(outcome).toBe('stopped');
  return Date.now() - started;
}

/** Starts the engine and watches a workspace, settling each to what it came to. */
function startAndWatch(engine: Awaited<ReturnType<typeof engineOn>>) {
  return {
    start: engine
      .start(async () => undefined)
      .then(
        () => 'started',
        () => 'failed',
      ),
    watch: engine.watch(WORKSPACE).then(
      () => 'watched',
      () => 'failed',
    ),
  };
}

describe.each([
  ['refusing connections', () => 'redis://127.0.0.1:1'],
  [
    'accepting and never answering',
    () => {
      const { port } = silent.address() as net.AddressInfo;
      return `redis://127.0.0.1:${port}`;
    },
  ],
])('the BullMQ engine, store %s', (_name, storeUrl) => {
  it('stops at once at any moment of a start that cannot finish, with nothing unhandled', async () => {
    for (const delayMs of [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610]) {
      const engine = await engineOn(storeUrl());
      const { start, watch } = startAndWatch(engine);
      await sleep(delayMs);
      expect(await timedStop(() => engine.stop())).toBeLessThan(STOP_BOUND_MS);
      // Neither stays pending for ever, and neither pretends to have worked.
      expect(await start).toBe('failed');
      expect(await watch).toBe('failed');
    }
    // Late rejections (a connection ending after stop) surface within a few event-loop turns.
    await sleep(1_500);
    expect(rejections.map(String)).toEqual([]);
  }, 30_000);

  it('refuses to start once stopped', async () => {
    const engine = await engineOn(storeUrl());
    await timedStop(() => engine.stop());
    await expect(engine.start(async () => undefined)).rejects.toThrow(/stopped/);
    await sleep(200);
    expect(rejections.map(String)).toEqual([]);
  });
});

describe('the BullMQ engine, store refusing connections', () => {
  it('stops while a connection retries after a refusal, with nothing unhandled', async () => {
    // The moment that used to leak: a connection refused once and connecting again. BullMQ's
    // setup then ended with that ECONNREFUSED after close() had removed its listeners, and
    // re-threw it: three unhandled rejections (queue, worker, worker's blocking connection).
    const connect = Redis.prototype.connect;
    const connected = new WeakSet<Redis>();
    let retrying: () => void = () => undefined;
    const retried = new Promise<void>((resolve) => {
      retrying = resolve;
    });
    const spy = vi.spyOn(Redis.prototype, 'connect').mockImplementation(function (
      this: Redis,
      ...args: Parameters<Redis['connect']>
    ) {
      const connecting = connect.apply(this, args);
      // A client's first connect is its constructor's; a second one is a retry after a refusal.
      if (connected.has(this) && this.status === 'connecting') retrying();
      connected.add(this);
      return connecting;
    });
    try {
      const engine = await engineOn('redis://127.0.0.1:1');
      const { start, watch } = startAndWatch(engine);
      await retried;
      expect(await timedStop(() => engine.stop())).toBeLessThan(STOP_BOUND_MS);
      await sleep(500);
      expect(rejections.map(String)).toEqual([]);
      const pending = sleep(500).then(() => 'pending');
      expect(await Promise.race([start, pending])).toBe('failed');
      expect(await Promise.race([watch, pending])).toBe('failed');
    } finally {
      spy.mockRestore();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('the BullMQ engine, store up', () => {
  it('starts, watches and stops within the bound, with nothing unhandled', async () => {
    const engine = await engineOn(process.env.REDIS_URL as string);
    await engine.start(async () => undefined);
    await engine.watch(WORKSPACE);
    await engine.unwatch(WORKSPACE);
    expect(await timedStop(() => engine.stop())).toBeLessThan(STOP_BOUND_MS);
    await sleep(200);
    expect(rejections.map(String)).toEqual([]);
  });
});
