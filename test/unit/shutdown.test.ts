import { describe, expect, it } from 'vitest';
import { createShutdown, SHUTDOWN_TIMINGS } from '../../src/platform/shutdown.js';
import { memoryLogger } from '../integration/support/parts.js';

const TIMINGS = {
  drainMs: 60,
  notifyMs: 40,
  closeMs: 50,
  logFlushMs: 30,
  forceExitMs: 400,
} as const;

function harness(options: { stop: () => Promise<boolean>; closers?: (() => Promise<void>)[] }) {
  const { logger, text } = memoryLogger('info');
  const stopCalls: unknown[] = [];
  let resolveExit: (value: { code: number; at: number }) => void = () => undefined;
  const exited = new Promise<{ code: number; at: number }>((resolve) => {
    resolveExit = resolve;
  });
  const stop = createShutdown({
    app: {
      stop: (stopOptions) => {
        stopCalls.push(stopOptions);
        return options.stop();
      },
    },
    closers: options.closers ?? [],
    logger,
    exit: (code) => resolveExit({ code, at: Date.now() }),
    timings: TIMINGS,
  });
  return { stop, exited, stopCalls, log: text };
}

const never = () => new Promise<never>(() => undefined);

describe('createShutdown', () => {
  it('fits the orchestrator: the hard stop comes 1 s after the drain window, before 10 s', () => {
    const { drainMs, notifyMs, closeMs, logFlushMs, forceExitMs } = SHUTDOWN_TIMINGS;
    expect(forceExitMs).toBe(drainMs + notifyMs + 1_000);
    expect(drainMs + notifyMs + closeMs + logFlushMs).toBeLessThan(forceExitMs);
    expect(forceExitMs).toBeLessThan(10_000);
  });

  it('exits 0 once the work drained and the store and pool closed, once however often it is called', async () => {
    const closed: string[] = [];
    const h = harness({
      stop: async () => true,
      closers: [async () => void closed.push('store'), async () => void closed.push('enlivy')],
    });
    h.stop('SIGTERM');
    h.stop('SIGINT');
    expect((await h.exited).code).toBe(0);
    expect(h.stopCalls).toEqual([{ drainMs: 60, notifyMs: 40 }]);
    expect(closed).toEqual(['store', 'enlivy']);
    expect(h.log()).toContain('"msg":"stopped"');
  });

  it('exits 1 when work was still running at the end of the window', async () => {
    const h = harness({ stop: async () => false });
    h.stop('SIGTERM');
    expect((await h.exited).code).toBe(1);
  });

  it('does not wait for a store that never closes', async () => {
    const h = harness({ stop: async () => true, closers: [never] });
    const at = Date.now();
    h.stop('SIGTERM');
    const exit = await h.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - at).toBeLessThan(TIMINGS.forceExitMs);
    expect(h.log()).toContain('did not close in time');
  });

  it('exits 1 at the hard stop when stopping itself hangs', async () => {
    const h = harness({ stop: never });
    const at = Date.now();
    h.stop('SIGTERM');
    const exit = await h.exited;
    expect(exit.code).toBe(1);
    expect(exit.at - at).toBeGreaterThanOrEqual(TIMINGS.forceExitMs - 5);
  });

  it('keeps the exit code of an uncaught exception', async () => {
    const h = harness({ stop: async () => true });
    h.stop('uncaughtException', 1);
    expect((await h.exited).code).toBe(1);
  });
});
