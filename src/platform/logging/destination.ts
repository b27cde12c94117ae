import type { DestinationStream } from 'pino';
import sonicBoom from 'sonic-boom';

// sonic-boom is CommonJS; its class is also a named property of what it exports.
const { SonicBoom } = sonicBoom;

/**
 * Where log lines go: stdout through sonic-boom in asynchronous mode, so a log call never waits
 * for the reader. When the reader stalls (a stuck log shipper, a full journald, a supervisor that
 * went away), sonic-boom holds at most LOG_BUFFER_BYTES (its `maxLength`) and drops what would
 * go past it. Once a line is dropped, every line after it is dropped too until what was waiting
 * has been written; then one warning says how many were lost, standing where the gap is.
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** How long the flush at exit may keep retrying a stalled reader before giving up. */
const EXIT_FLUSH_MS = 200;

export interface BoundedDestination extends DestinationStream {
  write(line: string): void;
  /** Calls back once every line handed over has been written (pino's `logger.flush(cb)`). */
  flush(done: (err?: Error) => void): void;
  /** Lines dropped since start (a stalled reader). */
  readonly droppedLines: number;
  /** Called when writing resumes after drops; the logger writes its warning line from here. */
  onResumed: ((lines: number, bytes: number) => void) | undefined;
}

export interface BoundedDestinationOptions {
  /** Default: stdout. */
  fd?: number;
  maxBufferBytes?: number;
}

export function boundedDestination(options: BoundedDestinationOptions = {}): BoundedDestination {
  // Reading process.stdout.fd makes Node open fd 1 as a stream, which puts a pipe into
  // non-blocking mode: a stalled reader then answers EAGAIN instead of blocking a write forever.
  const fd = options.fd ?? process.stdout.fd ?? 1;
  let exitDeadline = Number.POSITIVE_INFINITY;
  const sink = new SonicBoom({
    fd,
    sync: false,
    minLength: 0,
    maxLength: options.maxBufferBytes ?? LOG_BUFFER_BYTES,
    // Asynchronous retries wait on a timer, so they may go on; the flush at exit may not.
    retryEAGAIN: () => Date.now() < exitDeadline,
  });

  /** Lines handed to sonic-boom that it has not reported written yet. */
  let busy = false;
  let dropping = false;
  let announcing = false;
  let gap = { lines: 0, bytes: 0 };
  let droppedTotal = 0;
  let waiting: ((err?: Error) => void)[] = [];

  function countDropped(line: string): void {
    dropping = true;
    gap.lines += 1;
    gap.bytes += Buffer.byteLength(line);
    droppedTotal += 1;
  }

  function settle(err?: Error): void {
    const done = waiting;
    waiting = [];
    for (const callback of done) callback(err);
  }

  sink.on('drop', (line: string) => countDropped(line));
  sink.on('drain', () => {
    busy = false;
    if (dropping) {
      const { lines, bytes } = gap;
      gap = { lines: 0, bytes: 0 };
      dropping = false;
      announcing = true;
      try {
        destination.onResumed?.(lines, bytes);
      } finally {
        announcing = false;
      }
    }
    if (!busy) settle();
  });
  // Any other write error (EBADF, EIO, EPIPE): go on without that output rather than crash.
  sink.on('error', (err: Error) => settle(err));

  // pino registers a flush at exit only for destinations it builds itself; this one gives up on
  // a stalled reader instead of retrying forever, so a stop never hangs on its logs.
  const flushAtExit = () => {
    exitDeadline = Date.now() + EXIT_FLUSH_MS;
    try {
      sink.flushSync();
    } catch {
      // The reader is stalled or gone: what is still buffered is lost.
    }
  };
  process.once('exit', flushAtExit);
  sink.once('close', () => process.removeListener('exit', flushAtExit));

  const destination: BoundedDestination = {
    write(line) {
      if (dropping && !announcing) {
        countDropped(line);
        return;
      }
      busy = true;
      sink.write(line);
    },
    flush(done) {
      if (busy) waiting.push(done);
      else done();
    },
    get droppedLines() {
      return droppedTotal;
    },
    onResumed: undefined,
  };
  return destination;
}
