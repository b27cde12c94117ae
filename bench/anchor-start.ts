/**
 * The cold start row of the anchor benchmark: spawn to ready, for this app and the bare Bolt app,
 * as the median of several starts taken in turn. One start of each was a coin toss on a shared
 * VM: within one hour the bare app took 248–424 ms and the ratio of single starts ran 1.44–2.59×.
 */
import type { BenchProcess } from './support/processes.js';
import type { Row } from './support/rows.js';
import { percentile } from './support/stats.js';

export interface ColdStarts {
  /** The processes the other rows use: their starts count as the first pair. */
  first: { app: BenchProcess; bare: BenchProcess };
  /** Starts one more process of each side (stopped once ready). */
  start: { app: () => Promise<BenchProcess>; bare: () => Promise<BenchProcess> };
  /** Starts of each side in all, the first pair included. */
  count: number;
  targetRatio: number;
}

export async function coldStartRow({ first, start, count, targetRatio }: ColdStarts): Promise<Row> {
  const app = [first.app.coldStartMs];
  const bare = [first.bare.coldStartMs];
  for (let n = 1; n < count; n++) {
    for (const [side, into] of [
      [start.app, app],
      [start.bare, bare],
    ] as const) {
      const started = await side();
      into.push(started.coldStartMs);
      await started.stop();
    }
  }
  const ratios = app.map((ms, n) => ms / (bare[n] as number));
  const appMs = median(app);
  const bareMs = median(bare);
  return {
    what: `cold start to ready, median of ${count} (ms)`,
    app: appMs,
    bare: bareMs,
    unit: 'ms',
    better: 'lower',
    target: { text: `≤ ${targetRatio}× bare`, met: appMs <= targetRatio * bareMs },
    spread: `pairs ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`,
  };
}

/** The middle value (of an odd count, as the runs use). */
function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
