import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BoundedDestination, boundedDestination } from '../../src/log-destination.js';
import { createLogger } from '../../src/logger.js';

/**
 * A real pipe (a FIFO, ~64 KB of kernel buffer) whose reader stops reading: the situation of a
 * stalled log shipper. The write end is non-blocking, as Node makes stdout when it is a pipe.
 */
let dir: string;
let readFd: number;
let writeFd: number;
/** The destination under test: drained before its fd is closed (a closed fd number is reused). */
let current: BoundedDestination | undefined;

function destinationFor(maxBufferBytes?: number): BoundedDestination {
  current = boundedDestination({
    fd: writeFd,
    ...(maxBufferBytes === undefined ? {} : { maxBufferBytes }),
  });
  return current;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'log-fifo-'));
  const fifo = path.join(dir, 'out');
  execFileSync('mkfifo', [fifo]);
  readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  writeFd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
});

afterEach(async () => {
  const destination = current;
  current = undefined;
  if (destination !== undefined) {
    let flushed = false;
    destination.flush(() => {
      flushed = true;
    });
    await readUntil(() => flushed).catch(() => undefined);
  }
  closeSync(writeFd);
  closeSync(readFd);
  rmSync(dir, { recursive: true, force: true });
});

const PAD = 'x'.repeat(80);

function numbered(n: number): string {
  return `${JSON.stringify({ n, msg: PAD })}\n`;
}

/** Reads what the pipe holds until `done(text)` or the timeout. */
async function readUntil(done: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const buffer = Buffer.alloc(64 * 1024);
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (!done(text)) {
    if (Date.now() > deadline) throw new Error(`pipe never delivered the end; got ${text.length}`);
    try {
      const n = readSync(readFd, buffer);
      text += buffer.subarray(0, n).toString('utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return text;
}

function parse(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Writes lines 1..count, each write timed; returns the slowest. */
function writeNumbered(destination: BoundedDestination, count: number, from = 1): number {
  let slowest = 0;
  for (let n = from; n < from + count; n++) {
    const at = performance.now();
    destination.write(numbered(n));
    slowest = Math.max(slowest, performance.now() - at);
  }
  return slowest;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('boundedDestination over a pipe whose reader stalls', () => {
  it('never blocks, keeps at most the bound, drops the oldest waiting lines and says so where the gap is', async () => {
    const bound = 32 * 1024;
    const destination = destinationFor(bound);
    destination.onResumed = (lines, bytes) =>
      destination.write(`${JSON.stringify({ msg: 'dropped', lines, bytes })}\n`);

    // ~900 KB of lines (about 14 pipes' worth) while nothing reads.
    const total = 10_000;
    let slowest = 0;
    for (let batch = 0; batch < 10; batch++) {
      slowest = Math.max(slowest, writeNumbered(destination, total / 10, batch * 1_000 + 1));
      expect(destination.queuedBytes).toBeLessThanOrEqual(bound);
      await tick(); // sonic-boom retries on a timer meanwhile: still EAGAIN
    }
    // A write that waited for the reader would take sonic-boom's 100 ms retry sleep, or forever.
    expect(slowest).toBeLessThan(100);
    expect(destination.droppedLines).toBeGreaterThan(5_000);

    // The reader comes back.
    const text = await readUntil((t) => t.includes(`"n":${total},`));
    // Every line arrives in order, except where a warning stands for exactly the lines missing
    // right there; what was waiting when the bound was reached is never what was dropped.
    let expected = 1;
    let warned = 0;
    let pendingWarning = 0;
    for (const record of parse(text)) {
      if (record.msg === 'dropped') {
        pendingWarning = record.lines as number;
        warned += pendingWarning;
        continue;
      }
      expect(record.n).toBe(expected + pendingWarning);
      expected = (record.n as number) + 1;
      pendingWarning = 0;
    }
    expect(expected - 1).toBe(total);
    expect(warned).toBe(destination.droppedLines);
  });

  it('loses nothing when the reader resumes before the bound is reached', async () => {
    const destination = destinationFor(256 * 1024);
    writeNumbered(destination, 2_000); // ~180 KB: more than the pipe holds
    await tick();
    expect(destination.queuedBytes).toBeGreaterThan(0);
    const text = await readUntil((t) => t.includes('"n":2000,'));
    expect(parse(text).map((r) => r.n)).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(destination.droppedLines).toBe(0);
    await new Promise<void>((resolve) => destination.flush(() => resolve()));
  });

  it('through the logger: one warning line with the count when writing resumes', async () => {
    const destination = destinationFor(16 * 1024);
    const logger = createLogger({ level: 'info', destination });
    for (let n = 1; n <= 3_000; n++) logger.info({ n }, PAD);
    await tick();
    logger.info({ n: 'last' }, 'after the stall');
    const text = await readUntil((t) => t.includes('after the stall'));
    const warnings = parse(text).filter((r) => String(r.msg).startsWith('log output was stalled'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, droppedLines: destination.droppedLines });
    expect(destination.droppedLines).toBeGreaterThan(0);
  });

  it('flush() calls back once everything is written', async () => {
    const destination = destinationFor();
    writeNumbered(destination, 1_500);
    let flushed = false;
    destination.flush(() => {
      flushed = true;
    });
    await tick();
    expect(flushed).toBe(false); // the reader is stalled
    await readUntil((t) => t.includes('"n":1500,'));
    await tick();
    expect(flushed).toBe(true);
  });
});
