/**
 * The simulated clock. Time is the wall clock plus an offset that only `advance` moves, or a
 * frozen start time plus that offset.
 *
 * Scheduled work (delivery retries) never runs on its own. A task is due once the offset has
 * moved by its delay since it was scheduled, so `advance(29_999)` never runs a 30 s retry,
 * however long the test took in real time. With `realTime`, a task is also due once the
 * clock's time reaches it (a ticker then calls `runDue`). `runDue` runs due tasks oldest
 * first, one at a time, and awaits each.
 */

interface ScheduledTask {
  seq: number;
  /** Simulated time the task stands for (used as the time of what it creates). */
  dueAt: number;
  /** Offset at which it becomes due. */
  dueOffset: number;
  label: string;
  run: (dueAt: number) => Promise<void>;
}

export interface ScheduledTaskInfo {
  dueAt: number;
  label: string;
}

export class SimulatedClock {
  private offsetMs = 0;
  private tasks: ScheduledTask[] = [];
  private seq = 0;
  private running: Promise<void> | undefined;

  constructor(
    private readonly frozenAt?: number,
    private readonly realTime = false,
  ) {}

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offsetMs;
  }

  /** How far `advance` has moved the clock in total. */
  get offset(): number {
    return this.offsetMs;
  }

  get isFrozen(): boolean {
    return this.frozenAt !== undefined;
  }

  /**
   * Schedules `run` for `delayMs` after a moment `from` (a simulated time), given the offset
   * the clock had at that moment.
   */
  schedule(
    from: { at: number; offset: number },
    delayMs: number,
    label: string,
    run: (dueAt: number) => Promise<void>,
  ): void {
    this.tasks.push({
      seq: this.seq++,
      dueAt: from.at + delayMs,
      dueOffset: from.offset + delayMs,
      label,
      run,
    });
  }

  pending(): ScheduledTaskInfo[] {
    return [...this.tasks]
      .sort((a, b) => a.dueAt - b.dueAt || a.seq - b.seq)
      .map(({ dueAt, label }) => ({ dueAt, label }));
  }

  clear(): void {
    this.tasks = [];
  }

  /** Moves time forward by `ms` (≥ 0), then runs everything that became due. */
  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('ms must be a finite number ≥ 0');
    this.offsetMs += ms;
    await this.runDue();
  }

  /** Runs due tasks until none is due; tasks scheduled meanwhile run too when already due. */
  runDue(): Promise<void> {
    // Serialise: a second caller waits for the running pass, then makes its own.
    const pass = (this.running ?? Promise.resolve()).then(() => this.drain());
    const settled = pass.catch(() => undefined);
    this.running = settled;
    void settled.then(() => {
      if (this.running === settled) this.running = undefined;
    });
    return pass;
  }

  private isDue(task: ScheduledTask): boolean {
    return task.dueOffset <= this.offsetMs || (this.realTime && task.dueAt <= this.now());
  }

  private async drain(): Promise<void> {
    for (;;) {
      const due = this.tasks
        .filter((task) => this.isDue(task))
        .sort((a, b) => a.dueAt - b.dueAt || a.seq - b.seq)[0];
      if (!due) return;
      this.tasks = this.tasks.filter((task) => task !== due);
      try {
        await due.run(due.dueAt);
      } catch (error) {
        console.error(`simulator: scheduled task "${due.label}" failed`, error);
      }
    }
  }
}
