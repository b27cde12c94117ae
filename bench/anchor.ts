/**
 * This app next to a bare Bolt app (bench/bare-bolt-app.mjs: verify, ack, answer through
 * response_url — the least any real command does), both built, both as child processes, both
 * over loopback HTTP with signed requests against the Enlivy simulator and a Slack stub. Prints
 * the figures side by side with their ratios and checks the targets of issue 37 on the default
 * store (docs/benchmarks.md): CPU per `help`, the ack p99 of `help`, saturated commands/s, RSS
 * growth and cold start. The memory:// rows, CPU per `list` / `status` and their ack p99 are
 * figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coldStartRow } from './anchor-start.js';
import { SATURATION_RATES, SATURATION_STEP_SECONDS, saturation } from './anchor-throughput.js';
import {
  answered,
  type CommandTarget,
  closedLoop,
  cpuPerCommand,
  openLoop,
  type Sent,
} from './support/load.js';
import {
  type BenchProcess,
  startBareApp,
  startConnectedApp,
  startSimulatorProcess,
} from './support/processes.js';
import { format, print, type Row, STORES, type Store } from './support/rows.js';
import { type SlackStub, startSlackStub } from './support/slack-stub.js';
import { summarize } from './support/stats.js';
import { BENCH_TEAM, prepareStore, workspaceTeam } from './support/store.js';
import type { Benchmark } from './types.js';

const TARGET = {
  ackP99Ratio: 1.2,
  helpCpuRatio: 1.3,
  throughputRatio: 0.8,
  rssGrowthMb: 100,
  coldStartRatio: 2,
};

/**
 * Commands each app answers before anything is measured: V8 optimizes a function only after many
 * calls, and the app's command paths are longer than the bare app's one listener, so a short
 * warm-up measures the compiler rather than the steady state a long-running app serves in.
 */
const WARM_UP_COMMANDS = 3_000;
/** Latency and CPU are measured in this many rounds, alternating between the two apps. */
const ROUNDS = 5;

interface Sizes {
  /** Starts of each app whose median is the cold start row. */
  coldStarts: number;
  rateSeconds: number;
  cpuCommands: number;
  rates: number[];
  stepSeconds: number;
  workspaces: number;
}

const FULL: Sizes = {
  coldStarts: 5,
  rateSeconds: 30,
  cpuCommands: 2_000,
  rates: SATURATION_RATES,
  stepSeconds: SATURATION_STEP_SECONDS,
  workspaces: 10_000,
};
const SMALL: Sizes = {
  coldStarts: 1,
  rateSeconds: 2,
  cpuCommands: 300,
  rates: [100, 300],
  stepSeconds: 2,
  workspaces: 1_000,
};

export const anchor: Benchmark = {
  description: 'this app vs a bare Bolt app: ack p50/p99, CPU/command, throughput, RSS, cold start',
  async run({ small }) {
    const sizes = small ? SMALL : FULL;
    const only = anchorRows(process.env.BENCH_ANCHOR_ROWS);
    // Only this app calls Enlivy: a simulator in this process would add its work to the app's
    // timed acks (this process times them), so it runs in a process of its own.
    const sim = await startSimulatorProcess();
    const stub = await startSlackStub();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-bench-'));
    const encryptionKey = randomBytes(32).toString('base64');
    const rows: Row[] = [];
    try {
      if (only.has('start') || only.has('latency') || only.has('cpu') || only.has('throughput'))
        for (const store of STORES)
          rows.push(
            ...(
              await singleWorkspaceRows(only, stub, sim.url, dataDir, encryptionKey, sizes, store)
            ).map((row) => ({ ...row, what: `${row.what} [${store}]`, store })),
          );
      if (only.has('memory'))
        rows.push({
          ...(await memoryRow(stub, sim.url, dataDir, encryptionKey, sizes)),
          store: 'sqlite',
        });
    } finally {
      await Promise.allSettled([sim.close(), stub.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
    print(rows);
    return {
      // The targets are the default store's; memory:// rows are figures beside them.
      failures: rows
        .filter((row) => row.store !== 'memory' && row.target !== undefined && !row.target.met)
        .map((row) => `${row.what}: ${format(row.app)} vs target ${row.target?.text}`),
    };
  },
};

/** The groups of rows `BENCH_ANCHOR_ROWS` can pick (comma-separated; all by default). */
const ROW_GROUPS = ['start', 'latency', 'cpu', 'throughput', 'memory'] as const;
type RowGroup = (typeof ROW_GROUPS)[number];

function anchorRows(setting: string | undefined): Set<RowGroup> {
  if (setting === undefined || setting.trim() === '') return new Set(ROW_GROUPS);
  const picked = setting.split(',').map((name) => name.trim());
  const unknown = picked.filter((name) => !(ROW_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ANCHOR_ROWS: unknown ${unknown.join(', ')} (known: ${ROW_GROUPS.join(', ')})`,
    );
  return new Set(picked as RowGroup[]);
}

/** Cold start, ack latency, CPU and throughput: both apps serving one workspace. */
async function singleWorkspaceRows(
  only: Set<RowGroup>,
  stub: SlackStub,
  simUrl: string,
  dataDir: string,
  encryptionKey: string,
  sizes: Sizes,
  store: Store,
): Promise<Row[]> {
  const storeUrl =
    store === 'memory' ? 'memory://' : `sqlite://${path.join(dataDir, 'single.sqlite')}`;
  if (store !== 'memory') await prepareStore(storeUrl, encryptionKey, simUrl, 0);
  const common = { SLACK_API_URL: stub.apiUrl, SLACK_BOT_TOKEN: 'xoxb-bench-0123456789' };
  const startApp = () => startConnectedApp({ slack: common, simUrl, storeUrl, encryptionKey });
  const startBare = () => startBareApp(common);
  const app = await startApp();
  const bare = await startBare();
  const rows: Row[] = [];
  try {
    if (only.has('start'))
      rows.push(
        await coldStartRow({
          first: { app, bare },
          start: { app: startApp, bare: startBare },
          count: sizes.coldStarts,
          targetRatio: TARGET.coldStartRatio,
        }),
      );
    const targets = { app: target(app, stub), bare: target(bare, stub) };
    for (const side of [targets.app, targets.bare])
      await closedLoop(side, ['help', 'list', 'status'], WARM_UP_COMMANDS, 4, true);
    if (only.has('latency')) rows.push(...(await latencyRows(targets, stub, sizes)));
    if (only.has('cpu')) rows.push(...(await cpuRows({ app, bare }, targets, stub, sizes)));
    if (only.has('throughput')) rows.push(await throughputRow(targets, stub, sizes));
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
  return rows;
}

function target(process: BenchProcess, stub: SlackStub, teams = 1): CommandTarget {
  return {
    url: process.url,
    stub,
    teamId: (n) => (teams === 1 ? BENCH_TEAM : workspaceTeam(n % teams)),
  };
}

async function latencyRows(
  targets: { app: CommandTarget; bare: CommandTarget },
  stub: SlackStub,
  sizes: Sizes,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const text of ['help', 'list', 'status']) {
    const before = stub.answers;
    const app: Sent = { latencies: [], failures: 0 };
    const bare: Sent = { latencies: [], failures: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [side, into] of [
        [targets.app, app],
        [targets.bare, bare],
      ] as const) {
        const sent = await openLoop(side, [text], 100, sizes.rateSeconds / ROUNDS);
        into.latencies.push(...sent.latencies);
        into.failures += sent.failures;
      }
    }
    await answered(stub, before + app.latencies.length + bare.latencies.length);
    const a = summarize(`app  ack /enlivy ${text} at 100/s`, app.latencies);
    const b = summarize(`bare ack /enlivy ${text} at 100/s`, bare.latencies);
    rows.push({
      what: `ack p50, ${text} at 100/s`,
      app: a.p50,
      bare: b.p50,
      unit: 'ms',
      better: 'lower',
    });
    rows.push({
      what: `ack p99, ${text} at 100/s`,
      app: a.p99,
      bare: b.p99,
      unit: 'ms',
      better: 'lower',
      // list and status work after their ack: their p99 is a figure, help's is the edge's own.
      ...(text === 'help'
        ? {
            target: {
              text: `≤ ${TARGET.ackP99Ratio}× bare`,
              met: app.failures === 0 && a.p99 <= TARGET.ackP99Ratio * b.p99,
            },
          }
        : {}),
    });
  }
  return rows;
}

/**
 * CPU time of the process over a fixed number of commands, including the work after the ack.
 * Measured in rounds that alternate between the two apps, so a neighbour's burst on the shared
 * machine falls on both rather than on whichever side ran then.
 */
async function alternatingCpu(
  processes: { app: BenchProcess; bare: BenchProcess },
  targets: { app: CommandTarget; bare: CommandTarget },
  stub: SlackStub,
  texts: { app: string; bare: string },
  count: number,
): Promise<{ app: number; bare: number; roundRatios: number[] }> {
  const total = { app: 0, bare: 0 };
  const roundRatios: number[] = [];
  const each = Math.ceil(count / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const app = await cpuPerCommand(processes.app, targets.app, stub, texts.app, each);
    const bare = await cpuPerCommand(processes.bare, targets.bare, stub, texts.bare, each);
    total.app += app;
    total.bare += bare;
    roundRatios.push(app / bare);
  }
  return { app: total.app / ROUNDS, bare: total.bare / ROUNDS, roundRatios };
}

async function cpuRows(
  processes: { app: BenchProcess; bare: BenchProcess },
  targets: { app: CommandTarget; bare: CommandTarget },
  stub: SlackStub,
  sizes: Sizes,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const text of ['help', 'list', 'status']) {
    const { app, bare, roundRatios } = await alternatingCpu(
      processes,
      targets,
      stub,
      { app: text, bare: 'help' },
      sizes.cpuCommands,
    );
    rows.push({
      what: `CPU per command, ${text}`,
      app,
      bare,
      unit: 'ms',
      better: 'lower',
      // On a shared machine one round can move by a quarter: the reader sees how far they were apart.
      spread: `rounds ${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}×`,
      // list and status do real work after their ack: figures; help's is the app's own overhead.
      ...(text === 'help'
        ? {
            target: {
              text: `≤ ${TARGET.helpCpuRatio}× bare`,
              met: app <= TARGET.helpCpuRatio * bare,
            },
          }
        : {}),
    });
  }
  return rows;
}

async function throughputRow(
  targets: { app: CommandTarget; bare: CommandTarget },
  stub: SlackStub,
  sizes: Sizes,
): Promise<Row> {
  console.log('saturated throughput (help, paced, rising until p99 > 1 s or answers fall behind):');
  const app = await saturation(targets.app, stub, sizes.rates, sizes.stepSeconds);
  const bare = await saturation(targets.bare, stub, sizes.rates, sizes.stepSeconds);
  for (const [name, side] of [
    ['app', app],
    ['bare', bare],
  ] as const)
    if (side.generatorBound)
      console.log(`  ${name}: the load generator could not offer ${side.brokeAt}/s (a floor)`);
  return {
    what: 'saturated commands/s (p99 ≤ 1 s, answers keep up)',
    app: app.sustained,
    bare: bare.sustained,
    unit: '/s',
    better: 'higher',
    target: {
      text: `≥ ${TARGET.throughputRatio}× bare`,
      met: app.sustained >= TARGET.throughputRatio * bare.sustained,
    },
  };
}

/** RSS growth of the app in OAuth mode serving commands round-robin over many installations. */
async function memoryRow(
  stub: SlackStub,
  simUrl: string,
  dataDir: string,
  encryptionKey: string,
  sizes: Sizes,
): Promise<Row> {
  const storeUrl = `sqlite://${path.join(dataDir, 'oauth.sqlite')}`;
  const started = performance.now();
  await prepareStore(storeUrl, encryptionKey, simUrl, sizes.workspaces);
  console.log(
    `installed ${sizes.workspaces} workspaces in ${Math.round(performance.now() - started)} ms`,
  );
  const app = await startConnectedApp({
    slack: {
      SLACK_API_URL: stub.apiUrl,
      SLACK_CLIENT_ID: '1234.5678',
      SLACK_CLIENT_SECRET: 'bench-client-secret-0123456789',
      SLACK_STATE_SECRET: 'bench-state-secret-0123456789',
    },
    simUrl,
    storeUrl,
    encryptionKey,
  });
  const bare = await startBareApp({
    SLACK_API_URL: stub.apiUrl,
    SLACK_BOT_TOKEN: 'xoxb-bench-0123456789',
  });
  try {
    const one = target(app, stub);
    await closedLoop(one, ['help'], 300, 4, true);
    const bareSide = target(bare, stub, sizes.workspaces);
    await closedLoop(bareSide, ['help'], 300, 4, true);
    const base = { app: app.rssMb(), bare: bare.rssMb() };
    const all = target(app, stub, sizes.workspaces);
    const answers = stub.answers;
    const sent = await closedLoop(all, ['help'], sizes.workspaces, 8, true);
    await closedLoop(bareSide, ['help'], sizes.workspaces, 8, true);
    await answered(stub, answers + 2 * sizes.workspaces);
    const growth = app.rssMb() - base.app;
    console.log(
      `RSS: app ${base.app.toFixed(0)} → ${app.rssMb().toFixed(0)} MB over ${sizes.workspaces} workspaces (${sent.failures} failed); bare ${base.bare.toFixed(0)} → ${bare.rssMb().toFixed(0)} MB`,
    );
    return {
      what: `RSS growth, ${sizes.workspaces} workspaces round-robin (MB)`,
      app: growth,
      bare: bare.rssMb() - base.bare,
      unit: 'MB',
      better: 'lower',
      target: {
        text: `< ${TARGET.rssGrowthMb} MB`,
        met: sent.failures === 0 && growth < TARGET.rssGrowthMb,
      },
    };
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}
