/**
 * A request's first store reads (its workspace's installation, connection and grants) travel in
 * the same store round trip as its replay record, on every store: a `help` reads none of them
 * itself, and what it answers is still the store's state at that moment (a revoked editor is a viewer on
 * the next command, with no read served from an earlier request).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionKey, installationKey, rolesKey } from '../../../src/store/keys.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-first-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STORES: [string, string | undefined][] = [
  ['memory', 'memory://'],
  ['sqlite', `sqlite://${path.join(dir, 'store.sqlite')}`],
  ['redis', process.env.REDIS_URL],
  ['postgres', process.env.DATABASE_URL],
];

/**
 * The keys the app reads from the store while `work` runs (every read goes through keyv's get or
 * getMany; background work such as the failure watch reads keys of its own, which are left in).
 */
async function keysRead(stack: Stack, work: () => Promise<unknown>): Promise<string[]> {
  const { keyv } = stack.stores;
  const seen: string[] = [];
  const get = keyv.get.bind(keyv);
  const getMany = keyv.getMany.bind(keyv);
  keyv.get = ((key: string, ...rest: unknown[]) => {
    seen.push(key);
    return (get as (...args: unknown[]) => unknown)(key, ...rest);
  }) as typeof keyv.get;
  keyv.getMany = ((keys: string[], ...rest: unknown[]) => {
    seen.push(...keys);
    return (getMany as (...args: unknown[]) => unknown)(keys, ...rest);
  }) as typeof keyv.getMany;
  try {
    await work();
    return seen;
  } finally {
    keyv.get = get;
    keyv.getMany = getMany;
  }
}

/** `/enlivy help` from `user`; resolves with the role its answer names. */
async function helpRole(stack: Stack, user: string): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await stack.driver.command({ user, channel: stack.channels.finance, text: 'help' });
  const text = await waitFor(() => {
    const answer = stack.slack.ephemerals(user).slice(before).at(-1);
    if (answer === undefined) throw new Error('no answer yet');
    return JSON.stringify(answer.blocks ?? []);
  });
  const role = /you are \*(\w+)\*/.exec(text)?.[1];
  if (role === undefined) throw new Error(`no role in the help answer: ${text}`);
  return role;
}

describe.each(STORES)('first reads with the replay record (%s)', (name, storeUrl) => {
  let stack: Stack;
  beforeAll(async () => {
    if (storeUrl === undefined) return;
    stack = await startStack({
      storeUrl,
      namespace: `first-reads-${name}-${randomBytes(4).toString('hex')}`,
    });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it.skipIf(storeUrl === undefined)(
    'a help reads installation, connection and grants in its replay record’s round trip, and a revoke shows on the next one',
    async () => {
      const { users, workspace, stores } = stack;
      await stores.roles.grant(workspace, users.viewer, 'editor', users.admin);
      expect(await helpRole(stack, users.viewer)).toBe('editor');

      const firstReads = [
        connectionKey(workspace),
        rolesKey(workspace),
        installationKey(workspace),
      ];
      // Without the replay record's round trip, the help reads all three itself.
      const read = await keysRead(stack, async () => {
        expect(await helpRole(stack, users.viewer)).toBe('editor');
      });
      expect(read.filter((key) => firstReads.includes(key))).toEqual([]);

      await stores.roles.revoke(workspace, users.viewer);
      expect(await helpRole(stack, users.viewer)).toBe('viewer');
      await stores.roles.grant(workspace, users.viewer, 'editor', users.admin);
      expect(await helpRole(stack, users.viewer)).toBe('editor');
    },
    30_000,
  );
});
