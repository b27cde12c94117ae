/**
 * `npm run bench -- floor`: how much of this app's CPU per `help`, against the anchor's bare Bolt
 * app, is taken before any of the app's own work. Four processes answer `help` in alternating
 * rounds: the bare app; the bare app with as many listeners as this app registers (Bolt runs
 * every listener's filters on every request); the same with the replay record written before
 * the ack as this app writes it (DESIGN rule 8); and this app on its default SQLite store. Each is
 * printed with its ratio to the bare app, then the ack p99 of `help` at 100/s and the saturated
 * commands/s of each, as the anchor measures them. It checks no target.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SATURATION_RATES, SATURATION_STEP_SECONDS, saturation } from './anchor-throughput.js';
import { type CommandTarget, closedLoop, cpuPerCommand, openLoop } from './support/load.js';
import {
  type BenchProcess,
  startBareApp,
  startConnectedApp,
  startSimulatorProcess,
} from './support/processes.js';
import { startSlackStub } from './support/slack-stub.js';
import { summarize } from './support/stats.js';
import { BENCH_TEAM, prepareStore } from './support/store.js';
import type { Benchmark } from './types.js';

/**
 * The listeners this app registers with Bolt (57 buttons and menus, 12 events, 7 forms, 2
 * shortcuts, 1 command), counted at 9b88b6b; BENCH_BARE_LISTENERS gives another count.
 */
const APP_LISTENERS = 79;
const ROUNDS = 5;

export const floor: Benchmark = {
  description:
    'bare Bolt, + the app’s listeners, + the replay record, this app: CPU, ack p99, saturation',
  async run({ small }) {
    const listeners = process.env.BENCH_BARE_LISTENERS ?? String(APP_LISTENERS);
    const sim = await startSimulatorProcess();
    const stub = await startSlackStub();
    const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-floor-'));
    const slack = { SLACK_API_URL: stub.apiUrl, SLACK_BOT_TOKEN: 'xoxb-bench-0123456789' };
    const sides: Side[] = [];
    try {
      const encryptionKey = randomBytes(32).toString('base64');
      const storeUrl = `sqlite://${path.join(dir, 'store.sqlite')}`;
      await prepareStore(storeUrl, encryptionKey, sim.url, 0);
      const start = async (name: string, started: Promise<BenchProcess>) => {
        const process = await started;
        sides.push({ name, process, target: { url: process.url, stub, teamId: () => BENCH_TEAM } });
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
      // Warm-up, as in the anchor: V8 optimizes a function only after many calls.
      for (const side of sides) await closedLoop(side.target, ['help'], 3_000, 4, true);
      await cpuTable(sides, small ? 100 : 400);
      await ackTable(sides, small ? 1 : 6);
      await saturationTable(sides, small ? [100, 300] : SATURATION_RATES);
    } finally {
      await Promise.allSettled([...sides.map((side) => side.process.stop()), sim.close()]);
      await stub.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return { failures: [] };
  },
};

interface Side {
  name: string;
  process: BenchProcess;
  target: CommandTarget;
}

/** One line per side: its figure and its ratio to the first side's (the bare app). */
function printTable(
  title: string,
  sides: Side[],
  figures: number[],
  extra?: (i: number) => string,
) {
  console.log(`\n${title}`);
  const base = figures[0] as number;
  sides.forEach((side, i) => {
    const figure = figures[i] as number;
    const shown = figure >= 100 ? figure.toFixed(0) : figure.toFixed(3);
    console.log(
      `${side.name.padEnd(44)} ${shown.padStart(7)}  ${(figure / base).toFixed(2)}×${extra ? `  ${extra(i)}` : ''}`,
    );
  });
}

/** CPU per `help`, in rounds alternating between the sides (the anchor's CPU row). */
async function cpuTable(sides: Side[], perRound: number): Promise<void> {
  const totals = sides.map(() => 0);
  const ratios: number[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const cpu: number[] = [];
    for (const side of sides)
      cpu.push(await cpuPerCommand(side.process, side.target, side.target.stub, 'help', perRound));
    cpu.forEach((ms, i) => {
      totals[i] = (totals[i] ?? 0) + ms / ROUNDS;
      ratios[i]?.push(ms / (cpu[0] as number));
    });
  }
  printTable('CPU per help (ms), rounds', sides, totals, (i) => {
    const spread = ratios[i] as number[];
    return `${Math.min(...spread).toFixed(2)}–${Math.max(...spread).toFixed(2)}×`;
  });
}

/** Ack p99 of `help` at 100/s, `seconds` per side in each round (the anchor's latency row). */
async function ackTable(sides: Side[], seconds: number): Promise<void> {
  const latencies: number[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, side] of sides.entries())
      latencies[i]?.push(...(await openLoop(side.target, ['help'], 100, seconds)).latencies);
  const p99 = latencies.map((samples) => summarize('', samples, false).p99);
  printTable('ack p99 of help at 100/s (ms)', sides, p99);
}

/** Saturated commands/s, as the anchor measures it. */
async function saturationTable(sides: Side[], rates: number[]): Promise<void> {
  const sustained: number[] = [];
  for (const side of sides)
    sustained.push(
      (await saturation(side.target, side.target.stub, rates, SATURATION_STEP_SECONDS)).sustained,
    );
  printTable(
    'saturated commands/s (help, paced, rising until p99 > 1 s or answers fall behind)',
    sides,
    sustained,
  );
}
