import { type DestinationStream, pino } from 'pino';

/**
 * Where log lines go: stdout, written by pino's own destination (sonic-boom) in asynchronous
 * mode, so a log call never waits for the reader. When the reader stalls (a stuck log shipper,
 * a full journald, a supervisor that went away), sonic-boom keeps at most ~16 KB and the lines
 * after that wait in a queue of at most LOG_BUFFER_BYTES; past that the oldest are dropped and
 * counted. When writing resumes, one warning line (written where the gap is) says how many.
 *
 * sonic-boom's own `maxLength` would drop the newest lines instead (the ones that say why the
 * app is stopping), hence the queue in front of it.
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** How long the exit hook (pino flushes synchronously on 'exit') may keep trying a stalled fd. */
const EXIT_FLUSH_MS = 200;

export interface BoundedDestination extends DestinationStream {
  write(line: string): void;
  /** Calls back once everything queued has been written (pino's `logger.flush(cb)`). */
  flush(done: (err?: Error) => void): void;
  /** Lines dropped since start (a stalled reader). */
  readonly droppedLines: number;
  /** Bytes waiting in the queue (never more than the bound). */
  readonly queuedBytes: number;
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
  const maxBytes = options.maxBufferBytes ?? LOG_BUFFER_BYTES;
  let exitDeadline = Number.POSITIVE_INFINITY;
  const sink = pino.destination({
    dest: fd,
    sync: false,
    minLength: 0,
    // Asynchronous retries wait on a timer, so they may go on; the exit flush may not.
    retryEAGAIN: () => Date.now() < exitDeadline,
  });
  // Any other write error (EBADF, EIO): keep going without that output rather than crash.
  sink.on('error', () => undefined);
  const flushSync = sink.flushSync.bind(sink);
  sink.flushSync = () => {
    exitDeadline = Date.now() + EXIT_FLUSH_MS;
    try {
      flushSync();
    } catch {
      // The reader is stalled or gone: what is still buffered is lost.
    }
  };

  const queue: { line: string; bytes: number }[] = [];
  let head = 0;
  let queuedBytes = 0;
  /** Lines sent to sonic-boom that it has not written yet (cleared by its 'drain'). */
  let sinkBusy = false;
  /** sonic-boom holds more than its high-water mark: queue instead of handing it more. */
  let backlogged = false;
  let writingWarning = false;
  let dropped = { lines: 0, bytes: 0 };
  let droppedTotal = 0;
  let waiting: ((err?: Error) => void)[] = [];

  function toSink(line: string): void {
    sinkBusy = true;
    if (sink.write(line) === false) backlogged = true;
  }

  function queued(): number {
    return queue.length - head;
  }

  function shift(): string {
    const entry = queue[head++] as { line: string; bytes: number };
    queuedBytes -= entry.bytes;
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
    return entry.line;
  }

  function pump(): void {
    if (dropped.lines > 0) {
      const { lines, bytes } = dropped;
      dropped = { lines: 0, bytes: 0 };
      writingWarning = true;
      try {
        destination.onResumed?.(lines, bytes);
      } finally {
        writingWarning = false;
      }
    }
    while (queued() > 0 && !backlogged) toSink(shift());
    if (queued() === 0 && !sinkBusy) {
      const done = waiting;
      waiting = [];
      for (const callback of done) callback();
    }
  }

  sink.on('drain', () => {
    sinkBusy = false;
    backlogged = false;
    pump();
  });

  const destination: BoundedDestination = {
    write(line) {
      // The drop warning goes out first: it stands where the gap is.
      if (writingWarning || (!backlogged && queued() === 0)) {
        toSink(line);
        return;
      }
      const bytes = Buffer.byteLength(line);
      queue.push({ line, bytes });
      queuedBytes += bytes;
      while (queuedBytes > maxBytes && queued() > 0) {
        const before = queuedBytes;
        shift();
        dropped.lines += 1;
        dropped.bytes += before - queuedBytes;
        droppedTotal += 1;
      }
    },
    flush(done) {
      if (queued() === 0 && !sinkBusy) done();
      else waiting.push(done);
    },
    get droppedLines() {
      return droppedTotal;
    },
    get queuedBytes() {
      return queuedBytes;
    },
    onResumed: undefined,
  };
  return destination;
}
