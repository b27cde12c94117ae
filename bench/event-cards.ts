/**
 * Event cards (bench/cards.ts does the work): how long from an Enlivy delivery to its card in
 * Slack, over many channels, at one event per channel a second (Slack's pace). Enlivy's answer no
 * longer waits for the card (it is written to the inbox first); budget: card p99 ≤ 900 ms.
 */
import { startStack } from '../test/integration/support/stack.js';
import { benchCards } from './cards.js';
import { summarize } from './support/stats.js';
import type { Benchmark } from './types.js';

const CARD_P99_MS = 900;

export const cards: Benchmark = {
  description: `Enlivy delivery → card posted (p99 ≤ ${CARD_P99_MS} ms); BENCH_CARDS_CHANNELS / _ROUNDS`,
  async run({ small }) {
    const options = {
      channels: Number(process.env.BENCH_CARDS_CHANNELS ?? (small ? 5 : 40)),
      rounds: Number(process.env.BENCH_CARDS_ROUNDS ?? (small ? 2 : 10)),
    };
    const stack = await startStack({ logLevel: 'info' });
    const failures: string[] = [];
    try {
      const result = await benchCards(stack, options);
      const card = summarize(
        `Enlivy delivery → card posted (${options.channels} channels)`,
        result.msToPosted,
      );
      console.log(
        `${'event cards throughput'.padEnd(44)} ${result.deliveries} deliveries, ${result.eventsPerSecond.toFixed(1)} events/s (≤ 1/s per channel by design), ${result.failed} not answered 2xx`,
      );
      if (card.p99 > CARD_P99_MS)
        failures.push(`${card.name}: p99 ${card.p99.toFixed(1)} ms > ${CARD_P99_MS} ms`);
      if (result.failed > 0) failures.push(`${result.failed} deliveries not answered 2xx`);
    } finally {
      await stack.stop();
    }
    return { failures };
  },
};
