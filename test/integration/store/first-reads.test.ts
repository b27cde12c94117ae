/**
 * A request's first store reads (its workspace's installation, connection and grants) travel in
 * the same store round trip as its replay record, on every store: a `help` makes one store call,
 * and what it answers is still the store's state at that moment (a revoked editor is a viewer on
 * the next command, with no read served from an earlier request).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

const TOKEN = randomBytes(24).toString('hex');
const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-first-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STORES: [string, string | undefined][] = [
  ['memory', 'memory://'],
  ['sqlite', `sqlite://${path.join(dir, 'store.sqlite')}`],
  ['redis', process.env.REDIS_URL],
  ['postgres', process.env.DATABASE_URL],
];

async function storeCalls(stack: Stack): Promise<{ reads: number; lockAdds: number }> {
  const res = await request(`${stack.appUrl}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const text = await res.body.text();
  const count = (op: string) => {
    const series = `enlivy_slack_store_operation_duration_seconds_count{op="${op}"}`;
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };
  return { reads: count('read'), lockAdds: count('lock_add') };
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
      env: { METRICS_TOKEN: TOKEN },
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

      const before = await storeCalls(stack);
      expect(await helpRole(stack, users.viewer)).toBe('editor');
      const after = await storeCalls(stack);
      expect(after.lockAdds - before.lockAdds).toBe(1);
      expect(after.reads - before.reads).toBe(0);

      await stores.roles.revoke(workspace, users.viewer);
      expect(await helpRole(stack, users.viewer)).toBe('viewer');
      await stores.roles.grant(workspace, users.viewer, 'editor', users.admin);
      expect(await helpRole(stack, users.viewer)).toBe('editor');
    },
    30_000,
  );
});
