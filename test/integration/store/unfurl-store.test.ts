import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, type Stores, type WorkspaceRef } from '../../../src/store/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { memoryLogger, storeCases, testKey, uniqueNamespace } from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-unfurls-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const A: WorkspaceRef = { teamId: 'T111' };
const B: WorkspaceRef = { teamId: 'T222' };
const DAY = 24 * 3600_000;

/** Stores that share a backend as two instances do (memory:// cannot: each is its own). */
const SHARED = storeCases(() => path.join(tempDir, 'unfurls.sqlite')).filter(
  (c) => c.name !== 'memory',
);

describe.each(SHARED)('link preview settings on $name', ({ url }) => {
  const storeUrl = url();
  let instances: Stores[] = [];
  afterEach(async () => {
    await Promise.allSettled(instances.map((stores) => stores.close()));
    instances = [];
  });

  async function twoInstances(): Promise<[Stores, Stores]> {
    const options = {
      url: storeUrl ?? '',
      encryptionKey: testKey(),
      logger: memoryLogger().logger,
      namespace: uniqueNamespace(),
    };
    const first = await openStore(options);
    const second = await openStore(options);
    instances = [first, second];
    return [first, second];
  }

  it.runIf(storeUrl)(
    'a channel’s setting is read by every instance and leaves with its workspace',
    async () => {
      const [one, two] = await twoInstances();
      const setting = {
        mode: 'off',
        allowShared: false,
        by: 'U1',
        at: '2026-11-20T10:00:00.000Z',
      } as const;
      await one.unfurls.set(A, 'C1', setting);
      await two.unfurls.set(A, 'C2', { ...setting, mode: 'on', allowShared: true });
      await one.unfurls.set(B, 'C1', { ...setting, mode: 'minimal' });
      expect(await two.unfurls.get(A, 'C1')).toEqual(setting);
      expect((await one.unfurls.get(A, 'C2'))?.mode).toBe('on');
      expect(await one.unfurls.get(A, 'C3')).toBeUndefined();
      await two.deleteWorkspace(A);
      expect(await one.unfurls.get(A, 'C1')).toBeUndefined();
      expect((await one.unfurls.get(B, 'C1'))?.mode).toBe('minimal');
    },
  );

  it.runIf(storeUrl)('one hint per person across instances until it expires', async () => {
    const [one, two] = await twoInstances();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).unfurls.claimHint(A, 'U1', DAY),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await two.unfurls.claimHint(A, 'U2', DAY)).toBe(true);
    expect(await one.unfurls.claimHint(B, 'U1', DAY)).toBe(true);
    expect(await one.unfurls.claimHint(A, 'U3', 300)).toBe(true);
    expect(await two.unfurls.claimHint(A, 'U3', 300)).toBe(false);
    await waitFor(() => two.unfurls.claimHint(A, 'U3', 300), {
      message: 'the hint record expired',
    });
  });
});
