import { describe, expect, it } from 'vitest';
import { SHUTDOWN_TIMINGS } from '../../../src/platform/shutdown.js';
import { type BuiltApp, type BuiltStack, useBuiltStack } from '../support/built-app.js';

/** The drain window (drain + notify) plus one second: the longest a stop may take. */
const EXIT_WITHIN_MS = SHUTDOWN_TIMINGS.drainMs + SHUTDOWN_TIMINGS.notifyMs + 1_000;
/** Hundreds of debug lines (~200 KB): more than a pipe and the parent's read buffer hold. */
const COMMANDS = 500;
const RSS_LIMIT_MB = 256;

/** Sends the commands, five at a time; returns the slowest ack in ms. */
async function sendCommands(stack: BuiltStack, app: BuiltApp): Promise<number> {
  const { seeded } = stack;
  let slowest = 0;
  for (let sent = 0; sent < COMMANDS; sent += 5) {
    const acks = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.driver.command({ user: seeded.bob.id, channel: seeded.finance.id, text: 'help' }),
      ),
    );
    // The driver throws when an ack takes 3 s or more.
    for (const ack of acks) expect(ack.status).toBe(200);
    slowest = Math.max(slowest, ...acks.map((ack) => ack.latencyMs));
  }
  return slowest;
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('a log reader that stalls (built app, LOG_LEVEL=debug)', () => {
  const current = useBuiltStack();

  it('with stdout and stderr never read: acks every command, stays small, and exits 0 on SIGTERM within the window', async () => {
    const stack = current();
    const app = await stack.start({ LOG_LEVEL: 'debug' });
    const slowest = await sendCommands(stack, app);
    const rss = app.rssMb();
    console.info(
      `unread pipes: ${COMMANDS} commands, slowest ack ${slowest} ms, RSS ${rss.toFixed(1)} MB`,
    );
    expect(rss).toBeLessThan(RSS_LIMIT_MB);

    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const exit = await Promise.race([
      app.exited,
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), EXIT_WITHIN_MS + 5_000),
      ),
    ]);
    expect(exit).not.toBe('still running');
    if (exit === 'still running') return;
    expect(exit.at - signalledAt).toBeLessThan(EXIT_WITHIN_MS);
    expect(exit).toMatchObject({ code: 0, signal: null });
  }, 120_000);

  it('with a reader that resumes: no line is lost below the bound', async () => {
    const stack = current();
    const app = await stack.start({ LOG_LEVEL: 'debug' });
    await sendCommands(stack, app);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = app.collectOutput();
    app.child.kill('SIGTERM');
    const exit = await app.exited;
    await app.closed;

    expect(exit).toMatchObject({ code: 0, signal: null });
    const { stdout } = output();
    // One debug line per acked command (the Slack request gate acks for Bolt).
    expect(count(stdout, '"msg":"request acked"')).toBe(COMMANDS);
    expect(stdout).toContain('"msg":"enlivy-slack is running"');
    expect(stdout).toContain('"msg":"stopped"');
    expect(stdout).not.toContain('log output was stalled');
  }, 120_000);
});
