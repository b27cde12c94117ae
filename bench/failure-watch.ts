/**
 * Failure watch (bench/watch.ts does the work): N watched workspaces on two instances sharing
 * Redis, against the simulator with a fast interval. Reports Enlivy calls per interval, alert lag
 * (failure recorded → alert posted), RSS, and fails on a workspace read twice in one interval or
 * an alert that never came. `BENCH_WATCH_WORKSPACES`, `_INTERVAL`, `_SAMPLES`, `_ROUNDS` resize it.
 */
import type { Benchmark } from './types.js';
import { runWatchBench } from './watch.js';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[`BENCH_WATCH_${name}`]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const watch: Benchmark = {
  description:
    'failure watch: N workspaces, two instances on Redis (REDIS_URL); BENCH_WATCH_WORKSPACES / _INTERVAL',
  async run({ small }) {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const workspaces = setting('WORKSPACES', small ? 500 : 10_000);
    const intervalSeconds = setting('INTERVAL', small ? 10 : 30);
    console.log(
      `${workspaces} workspaces, interval ${intervalSeconds} s, two instances on ${redisUrl.replace(/\/\/.*@/, '//')}`,
    );
    const result = await runWatchBench({
      workspaces,
      samples: setting('SAMPLES', small ? 5 : 20),
      intervalSeconds,
      rounds: setting('ROUNDS', small ? 2 : 4),
      redisUrl,
    });
    console.log(
      [
        `set-up ${result.setupSeconds.toFixed(1)} s`,
        `Enlivy calls per interval ${result.enlivyCallsPerInterval} (reads per interval ${result.readsPerInterval}, by instance ${result.readsByInstance.join(' / ')})`,
        `alert lag p50 ${result.lagP50Ms} ms, p99 ${result.lagP99Ms} ms (${result.lagSamples} of ${result.alertsExpected} alerts)`,
        `max RSS ${result.maxRssMb} MB (both instances, the simulator and the fake Slack in one process)`,
        `workspaces read twice in one interval: ${result.doubleReads}`,
      ].join('\n'),
    );
    const failures: string[] = [];
    if (result.doubleReads > 0) failures.push(`${result.doubleReads} double reads`);
    if (result.lagSamples < result.alertsExpected)
      failures.push(`${result.alertsExpected - result.lagSamples} alerts missing`);
    return { failures };
  },
};
