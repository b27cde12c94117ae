import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BoundedDestination,
  boundedDestination,
} from '../../src/platform/logging/destination.js';
import { createLogger } from '../../src/platform/logging/logger.js';

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

/** Linux gives a pipe 64 KB; what arrives after a stall may be that plus the bound, not more. */
const PIPE_BYTES = 64 * 1024;

/** How many dropped lines the complete warning lines in `text` announce. */
function warnedIn(text: string): number {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return parse(complete)
    .filter((record) => record.msg === 'dropped')
    .reduce((sum, record) => sum + (record.lines as number), 0);
}

/** Checks that lines arrive in order and that a warning stands for exactly the lines missing there. */
function expectInOrderWithWarnedGaps(records: Record<string, unknown>[]): {
  last: number;
  warned: number;
} {
  let expected = 1;
  let warned = 0;
  let pendingWarning = 0;
  for (const record of records) {
    if (record.msg === 'dropped') {
      pendingWarning = record.lines as number;
      warned += pendingWarning;
      continue;
    }
    expect(record.n).toBe(expected + pendingWarning);
    expected = (record.n as number) + 1;
    pendingWarning = 0;
  }
  return { last: expected - 1, warned };
}

describe('boundedDestination over a pipe whose reader stalls', () => {
  it('never blocks, keeps at most the bound, drops what comes past it and says so where the gap is', async () => {
    const bound = 32 * 1024;
    const destination = destinationFor(bound);
    destination.onResumed = (lines, bytes) =>
      destination.write(`${JSON.stringify({ msg: 'dropped', lines, bytes })}\n`);

    // ~900 KB of lines (about 14 pipes' worth) while nothing reads.
    const total = 10_000;
    let slowest = 0;
    for (let batch = 0; batch < 10; batch++) {
      slowest = Math.max(slowest, writeNumbered(destination, total / 10, batch * 1_000 + 1));
      await tick(); // sonic-boom retries on a timer meanwhile: still EAGAIN
    }
    // A write that waited for the reader would take sonic-boom's 100 ms retry sleep, or forever.
    expect(slowest).toBeLessThan(100);
    expect(destination.droppedLines).toBeGreaterThan(5_000);

    // The reader comes back: what was kept arrives with a warning for every gap, and what is
    // written after that arrives too.
    const kept = await readUntil((t) => warnedIn(t) === destination.droppedLines);
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(PIPE_BYTES + bound + 1_024);
    destination.write(numbered(total + 1));
    const after = await readUntil((t) => t.includes(`"n":${total + 1},`));

    const { last, warned } = expectInOrderWithWarnedGaps(parse(kept + after));
    expect(last).toBe(total + 1);
    expect(warned).toBe(destination.droppedLines);
  });

  it('loses nothing when the reader resumes before the bound is reached', async () => {
    const destination = destinationFor(256 * 1024);
    writeNumbered(destination, 2_000); // ~180 KB: more than the pipe holds
    await tick();
    let flushed = false;
    destination.flush(() => {
      flushed = true;
    });
    expect(flushed).toBe(false); // lines are waiting for the reader
    const text = await readUntil((t) => t.includes('"n":2000,'));
    expect(parse(text).map((r) => r.n)).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(destination.droppedLines).toBe(0);
    await new Promise<void>((resolve) => destination.flush(() => resolve()));
  });

  it('through the logger: one warning line with the count, before the lines written after the stall', async () => {
    const destination = destinationFor(16 * 1024);
    const logger = createLogger({ level: 'info', destination });
    for (let n = 1; n <= 3_000; n++) logger.info({ n }, PAD);
    await tick();
    const stalled = await readUntil((t) => t.includes('log output was stalled'));
    logger.info({ n: 'last' }, 'after the stall');
    const text = stalled + (await readUntil((t) => t.includes('after the stall')));
    const records = parse(text);
    const warnings = records.filter((r) => String(r.msg).startsWith('log output was stalled'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, droppedLines: destination.droppedLines });
    expect(destination.droppedLines).toBeGreaterThan(0);
    expect(records.at(-1)).toMatchObject({ n: 'last', msg: 'after the stall' });
    const kept = records.filter((r) => typeof r.n === 'number').map((r) => r.n);
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => i + 1));
    expect(kept.length + destination.droppedLines).toBe(3_000);
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
