/**
 * Event cards: events from Enlivy (the simulator's delivery engine, signed webhook POSTs) to
 * posted cards on one instance. Slack allows about one message per second per channel, so the
 * burst goes to many channels at once (one cards destination each), in rounds a second apart.
 */
import { SEED } from '../test/fakes/service/index.js';
import { waitFor } from '../test/fakes/slack/index.js';
import type { Stack } from '../test/integration/support/stack.js';

export interface CardsBenchResult {
  deliveries: number;
  eventsPerSecond: number;
  msToPosted: number[];
  failed: number;
}

function postedLines(stack: Stack): number[] {
  return stack
    .logText()
    .split('\n')
    .filter((line) => line.includes('"msg":"cards: card posted"'))
    .map((line) => (JSON.parse(line) as { msToPosted: number }).msToPosted);
}

export async function benchCards(
  stack: Stack,
  options: { channels: number; rounds: number },
): Promise<CardsBenchResult> {
  const { sim, slack, driver, users, teamId } = stack;
  // Room for the destinations: 25 per paid pack.
  const organization = sim.state.organizations.get(SEED.organizations.demo);
  if (organization) organization.paidPacks = Math.max(organization.paidPacks, 8);
  const channels = Array.from({ length: options.channels }, (_, i) =>
    slack.addChannel({ teamId, name: `cards-bench-${i}` }),
  );
  for (const channel of channels) {
    await driver.command({
      user: users.editor,
      channel: channel.id,
      text: 'cards invoice.updated',
    });
    await waitFor(
      () => slack.messages(channel.id).some((m) => m.text.includes('set up event cards')),
      {
        timeoutMs: 10_000,
      },
    );
  }
  const before = postedLines(stack).length;
  const total = options.channels * options.rounds;
  const started = performance.now();
  for (let round = 0; round < options.rounds; round++) {
    const roundStart = performance.now();
    sim.emitEvent(SEED.organizations.demo, 'invoice.updated', {
      id: `org_inv_bench_${round}`,
      object: 'invoice',
      number: `INV-B-${round}`,
      status: 'sent_email',
      total: 1250,
      currency: 'EUR',
      direction: 'outbound',
    });
    await sim.settle();
    // The next round for the same channels in Slack's next per-channel slot.
    const wait = 1_050 - (performance.now() - roundStart);
    if (wait > 0 && round < options.rounds - 1) await new Promise((r) => setTimeout(r, wait));
  }
  await waitFor(() => postedLines(stack).length - before >= total, { timeoutMs: 60_000 });
  const elapsedMs = performance.now() - started;
  const failed = [...sim.state.deliveries.values()].filter(
    (d) => d.data.event === 'invoice.updated' && d.data.status !== 'success',
  ).length;
  return {
    deliveries: total,
    eventsPerSecond: (total / elapsedMs) * 1000,
    msToPosted: postedLines(stack).slice(before),
    failed,
  };
}
