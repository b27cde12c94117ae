/**
 * `npm run bench`: how fast the app answers Slack, measured end to end over loopback HTTP
 * against the fakes (signed requests in, acks out). Slack gives up after 3 s; a modal's
 * trigger_id dies after 3 s. Exits 1 if a budget below is broken.
 */
import { waitFor } from '../test/fakes/slack/index.js';
import { startStack } from '../test/integration/support/stack.js';
import { benchCards } from './cards.js';
import { runWatchBench } from './watch.js';

const BUDGET = { ackP99Ms: 250, modalP99Ms: 500, cardP99Ms: 900 };
/** `BENCH_CARDS_CHANNELS=5 BENCH_CARDS_ROUNDS=2 npm run bench` for a quick run. */
const CARDS = {
  channels: Number(process.env.BENCH_CARDS_CHANNELS ?? 40),
  rounds: Number(process.env.BENCH_CARDS_ROUNDS ?? 10),
};

function summarize(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const row = {
    name,
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1)!,
  };
  console.log(
    `${name.padEnd(44)} n=${String(row.n).padStart(4)}  p50=${row.p50.toFixed(1).padStart(6)} ms  p95=${row.p95.toFixed(1).padStart(6)} ms  p99=${row.p99.toFixed(1).padStart(6)} ms  max=${row.max.toFixed(1).padStart(6)} ms`,
  );
  return row;
}

async function main() {
  const stack = await startStack({ logLevel: 'info' });
  const { driver, users, channels, slack, sim } = stack;
  const failures: string[] = [];
  try {
    for (let i = 0; i < 20; i++)
      await driver.command({ user: users.viewer, channel: channels.finance, text: 'help' });

    const sequential: number[] = [];
    for (let i = 0; i < 300; i++) {
      const ack = await driver.command({
        user: users.viewer,
        channel: channels.finance,
        text: 'help',
      });
      sequential.push(ack.latencyMs);
    }
    const seq = summarize('ack /enlivy help (sequential)', sequential);

    const concurrent: number[] = [];
    for (let round = 0; round < 20; round++) {
      const acks = await Promise.all(
        Array.from({ length: 10 }, () =>
          driver.command({ user: users.viewer, channel: channels.finance, text: 'status' }),
        ),
      );
      concurrent.push(...acks.map((a) => a.latencyMs));
    }
    const conc = summarize('ack /enlivy status (10 concurrent)', concurrent);

    sim.injectFault({ kind: 'delay', ms: 2_000, times: 1_000 });
    const slowEnlivy: number[] = [];
    for (let i = 0; i < 50; i++) {
      const ack = await driver.command({
        user: users.admin,
        channel: channels.finance,
        text: 'status',
      });
      slowEnlivy.push(ack.latencyMs);
    }
    const slow = summarize('ack /enlivy status (Enlivy answers in 2 s)', slowEnlivy);
    sim.clearFaults();

    const toModal: number[] = [];
    for (let i = 0; i < 50; i++) {
      const before = slack.callsTo('views.open').length;
      const wall = Date.now();
      await driver.command({ user: users.admin, channel: channels.finance, text: 'connect token' });
      const call = await waitFor(() => slack.callsTo('views.open')[before], {
        timeoutMs: 3_000,
        intervalMs: 1,
      });
      toModal.push(call.at - wall);
      await driver.closeView({ user: users.admin }).catch(() => undefined);
    }
    const modal = summarize('command → views.open (connect token modal)', toModal);

    const cards = await benchCards(stack, CARDS);
    const card = summarize(
      `Enlivy delivery → card posted (${CARDS.channels} channels)`,
      cards.msToPosted,
    );
    console.log(
      `${'event cards throughput'.padEnd(44)} ${cards.deliveries} deliveries, ${cards.eventsPerSecond.toFixed(1)} events/s (≤ 1/s per channel by design), ${cards.failed} not answered 2xx`,
    );
    if (card.p99 > BUDGET.cardP99Ms)
      failures.push(`${card.name}: p99 ${card.p99.toFixed(1)} ms > ${BUDGET.cardP99Ms} ms`);
    if (cards.failed > 0) failures.push(`event cards: ${cards.failed} deliveries not answered 2xx`);

    for (const row of [seq, conc, slow]) {
      if (row.p99 > BUDGET.ackP99Ms)
        failures.push(`${row.name}: p99 ${row.p99.toFixed(1)} ms > ${BUDGET.ackP99Ms} ms`);
    }
    if (modal.p99 > BUDGET.modalP99Ms)
      failures.push(`${modal.name}: p99 ${modal.p99.toFixed(1)} ms > ${BUDGET.modalP99Ms} ms`);
  } finally {
    await stack.stop();
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `\nAll within budget (ack p99 ≤ ${BUDGET.ackP99Ms} ms, modal p99 ≤ ${BUDGET.modalP99Ms} ms; Slack allows 3000 ms; card p99 ≤ ${BUDGET.cardP99Ms} ms, inside the answer Enlivy gets within 1 s).`,
  );
}

/** `--watch-workspaces 10000 --watch-interval 30`; `--watch-only` skips the ack benchmarks. */
function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? Number.NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function watchBench() {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const workspaces = argument('watch-workspaces', 10_000);
  const intervalSeconds = argument('watch-interval', 30);
  console.log(
    `\nFailure watch: ${workspaces} workspaces, interval ${intervalSeconds} s, two instances on ${redisUrl.replace(/\/\/.*@/, '//')}`,
  );
  const result = await runWatchBench({
    workspaces,
    samples: argument('watch-samples', 20),
    intervalSeconds,
    rounds: argument('watch-rounds', 4),
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
  const problems: string[] = [];
  if (result.doubleReads > 0) problems.push(`${result.doubleReads} double reads`);
  if (result.lagSamples < result.alertsExpected)
    problems.push(`${result.alertsExpected - result.lagSamples} alerts missing`);
  return problems;
}

async function benchmarks() {
  if (!process.argv.includes('--watch-only')) await main();
  const problems = await watchBench();
  if (problems.length > 0) {
    console.error(`\nFailure watch: ${problems.join(', ')}`);
    process.exit(1);
  }
}

benchmarks().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
