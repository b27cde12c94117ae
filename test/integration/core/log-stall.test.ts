import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_TIMINGS } from '../../../src/shutdown.js';
import { type BuiltApp, type BuiltStack, builtStack } from '../support/built-app.js';

/** The drain window (drain + notify) plus one second: the longest a stop may take. */
const EXIT_WITHIN_MS = SHUTDOWN_TIMINGS.drainMs + SHUTDOWN_TIMINGS.notifyMs + 1_000;
/** Hundreds of debug lines (~200 KB): more than a pipe and the parent's read buffer hold. */
const COMMANDS = 500;
const RSS_LIMIT_MB = 256;

async function sendCommands(stack: BuiltStack, app: BuiltApp): Promise<void> {
  const { seeded } = stack;
  for (let sent = 0; sent < COMMANDS; sent += 20) {
    const acks = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.driver.command({ user: seeded.bob.id, channel: seeded.finance.id, text: 'help' }),
      ),
    );
    // The driver throws when an ack takes 3 s or more.
    for (const ack of acks) expect(ack.status).toBe(200);
  }
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('a log reader that stalls (built app, LOG_LEVEL=debug)', () => {
  let stack: BuiltStack;
  beforeEach(async () => {
    stack = await builtStack();
  }, 120_000);
  afterEach(async () => {
    await stack?.close();
  });

  it('with stdout and stderr never read: acks every command, stays small, and exits 0 on SIGTERM within the window', async () => {
    const app = await stack.start({ LOG_LEVEL: 'debug' });
    await sendCommands(stack, app);
    expect(app.rssMb()).toBeLessThan(RSS_LIMIT_MB);

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
    const app = await stack.start({ LOG_LEVEL: 'debug' });
    await sendCommands(stack, app);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = app.collectOutput();
    app.child.kill('SIGTERM');
    const exit = await app.exited;
    await app.closed;

    expect(exit).toMatchObject({ code: 0, signal: null });
    const { stdout } = output();
    expect(count(stdout, '"msg":"ack() call begins (body: undefined)"')).toBe(COMMANDS);
    expect(count(stdout, '"msg":"ack() response sent (body: undefined)"')).toBe(COMMANDS);
    expect(stdout).toContain('"msg":"enlivy-slack is running"');
    expect(stdout).toContain('"msg":"stopped"');
    expect(stdout).not.toContain('log output was stalled');
  }, 120_000);
});
