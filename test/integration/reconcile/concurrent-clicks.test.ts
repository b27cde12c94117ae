/**
 * Issue 10, item 2: concurrent clicks (also on two app instances sharing one Redis store) give
 * one PUT and one public receipt per real change; the others learn who made it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Driver, waitFor } from '../../fakes/slack/index.js';
import { destinationState, messageText, simRequests } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import { listAll, stackPerTest } from './support.js';

const { webhook: WEBHOOK } = SEED.destinations;
const RECEIPT = /<@(U\w+)> (paused|resumed) \*Accounting sync\*/;

/** The public receipts about the destination, oldest first. */
function receipts(stack: Stack, channel: string) {
  return stack.slack
    .messages(channel)
    .map((m) => RECEIPT.exec(messageText(m)))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ by: m[1], verb: m[2] }));
}

/** The PUTs Enlivy applied (answered 200), as the state each one set. */
function appliedChanges(stack: Stack) {
  return simRequests(stack, 'PUT', WEBHOOK)
    .filter((r) => r.status === 200)
    .map((r) => ((r.body as { is_active: boolean }).is_active ? 'resumed' : 'paused'));
}

function click(driver: Driver, user: string, action: 'pause' | 'resume', channel: string) {
  return driver.click({
    user,
    actionId: `destination_${action}`,
    value: WEBHOOK,
    in: { channel },
  });
}

/** Shows the list to each user, so each has a card to click. */
async function showCards(stack: Stack, users: string[], channel: string) {
  for (const user of users) await listAll(stack, user, channel);
}

/**
 * "Already paused by …" as each clicker reads it: the editor's Slack locale is ro-RO, the
 * others' en-US. Receipts in the channel are in the workspace default (English).
 */
function alreadyPausedBy(stack: Stack, user: string, by = ''): string {
  return user === stack.users.editor
    ? `*Accounting sync* este deja suspendată (suspendată de <@${by}`
    : `*Accounting sync* is already paused (paused by <@${by}`;
}

describe('concurrent clicks on one destination', () => {
  const start = stackPerTest();

  it('five identical Pause clicks at once: one PUT, one receipt, the others told who paused it', async () => {
    const s = await start();
    const channel = s.channels.general;
    const users = [s.users.editor, s.users.admin, s.users.owner];
    await showCards(s, users, channel);
    const clickers = [0, 1, 2, 0, 1].map((i) => users[i] as string);
    await Promise.all(clickers.map((user) => click(s.driver, user, 'pause', channel)));
    await waitFor(() => receipts(s, channel).length === 1);
    const [receipt] = receipts(s, channel);
    await waitFor(
      () =>
        users.reduce(
          (n, user) =>
            n +
            s.slack
              .ephemerals(user, channel)
              .filter((m) => messageText(m).includes(`${alreadyPausedBy(s, user, receipt?.by)}>).`))
              .length,
          0,
        ) === 4,
      { message: 'four "already paused by" answers', timeoutMs: 8_000 },
    );
    expect(simRequests(s, 'PUT', WEBHOOK)).toHaveLength(1);
    expect(receipts(s, channel)).toHaveLength(1);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(false);
  });

  describe.skipIf(!process.env.REDIS_URL)('two instances sharing one Redis store', () => {
    async function twoInstances() {
      const s = await start({
        storeUrl: process.env.REDIS_URL as string,
        namespace: `truth-${randomUUID()}`,
      });
      const second = await s.addInstance();
      return { s, drivers: [s.driver, second.driver] };
    }

    it('20 alternating Pause/Resume clicks: receipts == real changes, in order', async () => {
      const { s, drivers } = await twoInstances();
      const channel = s.channels.general;
      const users = [s.users.editor, s.users.admin];
      // The editor's card was shown while it was active (Pause), the admin's while paused (Resume).
      await showCards(s, [s.users.editor], channel);
      const record = s.sim.state.destinations.get(WEBHOOK);
      if (record) record.data.is_active = false;
      await showCards(s, [s.users.admin], channel);
      if (record) record.data.is_active = true;
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          click(
            drivers[Math.floor(i / 2) % 2] as Driver,
            users[i % 2] as string,
            i % 2 === 0 ? 'pause' : 'resume',
            channel,
          ),
        ),
      );
      // Every click answered: a receipt (public) or "already …" (ephemeral to its clicker).
      await waitFor(
        () => {
          const answered =
            receipts(s, channel).length +
            users.reduce(
              (n, user) =>
                n +
                s.slack
                  .ephemerals(user, channel)
                  .filter((m) => /is already|este deja/.test(messageText(m))).length,
              0,
            );
          return answered === 20;
        },
        { message: '20 answers', timeoutMs: 20_000 },
      );
      const changes = appliedChanges(s);
      const said = receipts(s, channel).map((r) => r.verb);
      expect(said).toEqual(changes);
      expect(changes.length).toBeGreaterThan(0);
      // Each change flips the state: no two receipts in a row say the same.
      for (let i = 1; i < said.length; i++) expect(said[i]).not.toBe(said[i - 1]);
      expect(said[0]).toBe('paused');
      expect(destinationState(s, WEBHOOK)?.is_active).toBe(said.at(-1) === 'resumed');
      expect(simRequests(s, 'PUT', WEBHOOK)).toHaveLength(changes.length);
    });

    it('identical Pause clicks on both instances: one PUT, one receipt', async () => {
      const { s, drivers } = await twoInstances();
      const channel = s.channels.general;
      const users = [s.users.editor, s.users.admin];
      await showCards(s, users, channel);
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          click(drivers[i % 2] as Driver, users[i % 2] as string, 'pause', channel),
        ),
      );
      await waitFor(
        () =>
          users.reduce(
            (n, user) =>
              n +
              s.slack
                .ephemerals(user, channel)
                .filter((m) => messageText(m).includes(alreadyPausedBy(s, user))).length,
            0,
          ) === 5,
        { message: 'five "already paused by" answers', timeoutMs: 10_000 },
      );
      expect(receipts(s, channel)).toHaveLength(1);
      expect(simRequests(s, 'PUT', WEBHOOK)).toHaveLength(1);
    });
  });
});
