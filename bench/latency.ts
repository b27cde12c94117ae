/**
 * Ack latency budgets of this app alone, end to end over loopback HTTP against the fakes (signed
 * requests in, acks out). Slack gives up after 3 s; a modal's trigger_id dies after 3 s.
 */
import { waitFor } from '../test/fakes/slack/index.js';
import { startStack } from '../test/integration/support/stack.js';
import { summarize } from './support/stats.js';
import type { Benchmark } from './types.js';

const BUDGET = { ackP99Ms: 250, modalP99Ms: 500 };

/** Ack latencies of `n` commands sent one after another. */
async function oneByOne(n: number, send: () => Promise<{ latencyMs: number }>) {
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) latencies.push((await send()).latencyMs);
  return latencies;
}

export const latency: Benchmark = {
  description: `ack latency budgets (ack p99 ≤ ${BUDGET.ackP99Ms} ms, modal p99 ≤ ${BUDGET.modalP99Ms} ms)`,
  async run({ small }) {
    const scale = small ? 0.2 : 1;
    const count = (n: number) => Math.max(5, Math.round(n * scale));
    const stack = await startStack({ logLevel: 'info' });
    const { driver, users, channels, slack, sim } = stack;
    const failures: string[] = [];
    try {
      for (let i = 0; i < 20; i++)
        await driver.command({ user: users.viewer, channel: channels.finance, text: 'help' });

      const sequential = await oneByOne(count(300), () =>
        driver.command({ user: users.viewer, channel: channels.finance, text: 'help' }),
      );
      const seq = summarize('ack /enlivy help (sequential)', sequential);

      const concurrent: number[] = [];
      for (let round = 0; round < count(20); round++) {
        const acks = await Promise.all(
          Array.from({ length: 10 }, () =>
            driver.command({ user: users.viewer, channel: channels.finance, text: 'status' }),
          ),
        );
        concurrent.push(...acks.map((a) => a.latencyMs));
      }
      const conc = summarize('ack /enlivy status (10 concurrent)', concurrent);

      sim.injectFault({ kind: 'delay', ms: 2_000, times: 1_000 });
      const slowEnlivy = await oneByOne(count(50), () =>
        driver.command({ user: users.admin, channel: channels.finance, text: 'status' }),
      );
      const slow = summarize('ack /enlivy status (Enlivy answers in 2 s)', slowEnlivy);
      sim.clearFaults();

      const toModal: number[] = [];
      for (let i = 0; i < count(50); i++) {
        const before = slack.callsTo('views.open').length;
        const wall = Date.now();
        await driver.command({
          user: users.admin,
          channel: channels.finance,
          text: 'connect token',
        });
        const call = await waitFor(() => slack.callsTo('views.open')[before], {
          timeoutMs: 3_000,
          intervalMs: 1,
        });
        toModal.push(call.at - wall);
        await driver.closeView({ user: users.admin }).catch(() => undefined);
      }
      const modal = summarize('command → views.open (connect token modal)', toModal);

      for (const row of [seq, conc, slow]) {
        if (row.p99 > BUDGET.ackP99Ms)
          failures.push(`${row.name}: p99 ${row.p99.toFixed(1)} ms > ${BUDGET.ackP99Ms} ms`);
      }
      if (modal.p99 > BUDGET.modalP99Ms)
        failures.push(`${modal.name}: p99 ${modal.p99.toFixed(1)} ms > ${BUDGET.modalP99Ms} ms`);
    } finally {
      await stack.stop();
    }
    return { failures };
  },
};
