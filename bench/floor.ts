/**
 * `npm run bench -- floor`: how much of this app's CPU per `help`, against the anchor's bare Bolt
 * app, is taken before any of the app's own work. Four processes answer `help` in alternating
 * rounds: the bare app; the bare app with as many listeners as this app registers (Bolt runs
 * every listener's filters on every request); the same with the replay record written before
 * the ack as this app writes it (DESIGN rule 8); and this app on its default SQLite store. Each is
 * printed with its ratio to the bare app, then the saturated commands/s of each (as the anchor
 * measures it: paced `help` at rising rates until ack p99 > 1 s or the answers fall behind). It
 * checks no target.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { saturation } from './anchor-throughput.js';
import { closedLoop, cpuPerCommand } from './support/load.js';
import {
  type BenchProcess,
  startBareApp,
  startConnectedApp,
  startSimulatorProcess,
} from './support/processes.js';
import { startSlackStub } from './support/slack-stub.js';
import { BENCH_TEAM, prepareStore } from './support/store.js';
import type { Benchmark } from './types.js';

/**
 * The listeners this app registers with Bolt (57 buttons and menus, 12 events, 7 forms, 2
 * shortcuts, 1 command), counted at 9b88b6b; BENCH_BARE_LISTENERS gives another count.
 */
const APP_LISTENERS = 79;
const ROUNDS = 5;
/** The anchor's saturation steps. */
const RATES = [100, 200, 400, 650, 1000];
const STEP_SECONDS = 4;

export const floor: Benchmark = {
  description: 'CPU per help: bare Bolt, + the app’s listeners, + the replay record, this app',
  async run({ small }) {
    const perRound = small ? 100 : 400;
    const listeners = process.env.BENCH_BARE_LISTENERS ?? String(APP_LISTENERS);
    const sim = await startSimulatorProcess();
    const stub = await startSlackStub();
    const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-floor-'));
    const slack = { SLACK_API_URL: stub.apiUrl, SLACK_BOT_TOKEN: 'xoxb-bench-0123456789' };
    const sides: { name: string; process: BenchProcess }[] = [];
    try {
      const encryptionKey = randomBytes(32).toString('base64');
      const storeUrl = `sqlite://${path.join(dir, 'store.sqlite')}`;
      await prepareStore(storeUrl, encryptionKey, sim.url, 0);
      const start = async (name: string, started: Promise<BenchProcess>) => {
        sides.push({ name, process: await started });
      };
      await start('bare Bolt', startBareApp({ ...slack, BENCH_BARE_LISTENERS: '0' }));
      await start(
        `+ ${listeners} listeners`,
        startBareApp({ ...slack, BENCH_BARE_LISTENERS: listeners }),
      );
      await start(
        `+ ${listeners} listeners + replay record`,
        startBareApp({
          ...slack,
          BENCH_BARE_LISTENERS: listeners,
          BENCH_BARE_REPLAY: path.join(dir, 'replay.sqlite'),
        }),
      );
      await start(
        'enlivy-slack (SQLite)',
        startConnectedApp({ slack, simUrl: sim.url, storeUrl, encryptionKey }),
      );
      const target = (side: BenchProcess) => ({ url: side.url, stub, teamId: () => BENCH_TEAM });
      // Warm-up, as in the anchor: V8 optimizes a function only after many calls.
      for (const side of sides) await closedLoop(target(side.process), ['help'], 3_000, 4, true);
      const totals = sides.map(() => 0);
      const ratios: number[][] = sides.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        const cpu: number[] = [];
        for (const side of sides)
          cpu.push(await cpuPerCommand(side.process, target(side.process), stub, 'help', perRound));
        cpu.forEach((ms, i) => {
          totals[i] = (totals[i] ?? 0) + ms / ROUNDS;
          ratios[i]?.push(ms / (cpu[0] as number));
        });
      }
      const bare = totals[0] as number;
      console.log(`\n${'CPU per help'.padEnd(44)} ${'ms'.padStart(6)}  ratio  rounds`);
      sides.forEach((side, i) => {
        const ms = totals[i] as number;
        const spread = ratios[i] as number[];
        console.log(
          `${side.name.padEnd(44)} ${ms.toFixed(3).padStart(6)}  ${(ms / bare).toFixed(2)}×  ${Math.min(...spread).toFixed(2)}–${Math.max(...spread).toFixed(2)}×`,
        );
      });
      console.log(
        '\nsaturated commands/s (help, paced, rising until p99 > 1 s or answers fall behind):',
      );
      const sustained: number[] = [];
      for (const side of sides)
        sustained.push(
          (await saturation(target(side.process), stub, small ? [100, 300] : RATES, STEP_SECONDS))
            .sustained,
        );
      sides.forEach((side, i) => {
        const rate = sustained[i] as number;
        console.log(
          `${side.name.padEnd(44)} ${String(rate).padStart(6)}  ${(rate / (sustained[0] as number)).toFixed(2)}×`,
        );
      });
    } finally {
      await Promise.allSettled([...sides.map((side) => side.process.stop()), sim.close()]);
      await stub.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return { failures: [] };
  },
};
