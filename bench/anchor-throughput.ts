/**
 * The saturated throughput row of the anchor benchmark: paced `help` commands at rising rates,
 * past 1,000/s, until an app's ack p99 goes over 1 s, an answer fails or the answers fall behind.
 * The load generator's own limit is printed: a rate it could not offer says nothing of the apps.
 */
import { answered, type CommandTarget, openLoop } from './support/load.js';
import type { SlackStub } from './support/slack-stub.js';
import { summarize } from './support/stats.js';

/** The listed rates of a full run (commands/s), each held for SATURATION_STEP_SECONDS. */
export const SATURATION_RATES = [100, 200, 400, 650, 1000];
export const SATURATION_STEP_SECONDS = 4;

/** Past the last listed rate each step is a quarter higher, up to this many commands a second. */
const HIGHEST_RATE = 20_000;
const STEP_FACTOR = 1.25;

/** The rates tried, in order: the listed ones, then a quarter more each step. */
export function* risingRates(listed: readonly number[]): Generator<number> {
  let rate = 0;
  for (rate of listed) yield rate;
  while (rate < HIGHEST_RATE) {
    rate = Math.round((rate * STEP_FACTOR) / 50) * 50;
    yield rate;
  }
}

export interface Saturation {
  /** The highest rate served with ack p99 ≤ 1 s, no failure and every answer arriving. */
  sustained: number;
  /** The rate that broke it (undefined when HIGHEST_RATE was served). */
  brokeAt: number | undefined;
  /** True when the generator could not offer the breaking rate: the figure is a floor. */
  generatorBound: boolean;
}

export async function saturation(
  side: CommandTarget,
  stub: SlackStub,
  rates: readonly number[],
  stepSeconds: number,
): Promise<Saturation> {
  let sustained = 0;
  for (const rate of risingRates(rates)) {
    const before = stub.answers;
    const sent = await openLoop(side, ['help'], rate, stepSeconds);
    const offeredRate = sent.offeredPerSecond ?? rate;
    const row = summarize(`help at ${rate}/s`, sent.latencies, false);
    const caughtUp = await answered(stub, before + sent.latencies.length, 5_000).then(
      () => true,
      () => false,
    );
    console.log(
      `  ${side.url} ${String(rate).padStart(5)}/s (offered ${offeredRate.toFixed(0)}/s): p99 ${row.p99.toFixed(0)} ms, failures ${sent.failures}, answers ${caughtUp ? 'kept up' : 'fell behind'}`,
    );
    if (sent.failures > 0 || row.p99 > 1_000 || !caughtUp)
      return { sustained, brokeAt: rate, generatorBound: offeredRate < 0.9 * rate };
    sustained = rate;
    // Let both queues empty before the next step.
    await answered(stub, before + sent.latencies.length, 30_000).catch(() => undefined);
  }
  return { sustained, brokeAt: undefined, generatorBound: false };
}
