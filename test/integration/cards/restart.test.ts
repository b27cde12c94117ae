import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { openJobsProbe, untilNoJobsLeft } from '../support/jobs.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  blocksText,
  createCards,
  deliver,
  envelope,
  eventMessages,
  invoiceData,
} from './support.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-cards-restart-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const stores = [
  { store: 'SQLite', url: () => `sqlite://${path.join(tempDir, 'store.sqlite')}` },
  { store: 'Redis', url: () => process.env.REDIS_URL },
  { store: 'PostgreSQL', url: () => process.env.DATABASE_URL },
].filter((engine) => engine.url() !== undefined);

describe.each(stores)('event cards across a restart ($store)', ({ url }) => {
  let stack: Stack;

  afterEach(async () => {
    await stack.stop();
  });

  it('accepted cards still waiting when the app stops are posted, in order and once, after the next start', async () => {
    stack = await startStack({ storeUrl: url() as string, namespace: `cards-${randomUUID()}` });
    const dest = await createCards(stack, 'cards invoice.created');
    // Slack makes the channel wait 3 s: the cards are still in the inbox when the app stops.
    stack.slack.rateLimit('chat.postMessage', { times: 1, retryAfter: 3 });
    for (const i of [1, 2, 3]) {
      const number = `INV-R-${i}`;
      const body = JSON.stringify(
        envelope(
          'invoice.created',
          invoiceData({ id: `org_inv_restart_${i}`, number, formatted_number: number }),
        ),
      );
      // A fresh PostgreSQL job queue first creates its tables: Enlivy retries the 503 meanwhile.
      await waitFor(
        async () => (await deliver(dest.url, body, { secret: dest.secret })).status === 200,
        { message: 'accepted', timeoutMs: 30_000 },
      );
    }
    await waitFor(() => stack.logText().includes('"outcome":"rate_limited"'), {
      message: 'the 429',
    });
    expect(await stack.app.stop({ drainMs: 2_000, notifyMs: 500 })).toBe(true);
    // The stop did not wait out Slack's 3 s: it ended with all three cards waiting, still held.
    const left = await stack.stores.cardsInbox.head({
      workspace: stack.workspace,
      channelId: stack.channels.finance,
    });
    expect(left.waiting).toBe(3);
    expect(left.notBefore).toBeGreaterThan(Date.now());
    expect(eventMessages(stack, stack.channels.finance)).toEqual([]);

    const restarted = await stack.addInstance();
    await waitFor(() => eventMessages(stack, stack.channels.finance).length === 3, {
      message: 'three cards after the restart',
      timeoutMs: 15_000,
    });
    // Nothing left to run: no card can follow.
    const jobs = await openJobsProbe(stack.stores, url() as string);
    try {
      await untilNoJobsLeft(jobs);
    } finally {
      await jobs.close();
    }
    expect(
      eventMessages(stack, stack.channels.finance).map((m) => blocksText(m).match(/INV-R-\d/)?.[0]),
    ).toEqual(['INV-R-1', 'INV-R-2', 'INV-R-3']);
    await restarted.stop();
  });
});
