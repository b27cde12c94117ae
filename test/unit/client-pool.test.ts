import type { App } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { boundBoltClientPool } from '../../src/slack/client-pool.js';

describe("Bolt's per-workspace client pool", () => {
  it('keeps the most recently used workspaces only', () => {
    const bolt = { clients: { T0: 'pool-0' } as Record<string, unknown> };
    boundBoltClientPool(bolt as unknown as App, 2);
    const { clients } = bolt;
    expect(clients.T0).toBe('pool-0');
    clients.T1 = 'pool-1';
    expect(clients.T0).toBe('pool-0'); // used again: T1 is now the oldest
    clients.T2 = 'pool-2';
    expect(clients.T1).toBeUndefined();
    expect(clients.T0).toBe('pool-0');
    expect(clients.T2).toBe('pool-2');
    expect('T2' in clients).toBe(true);
  });

  it('refuses a Bolt that keeps its clients elsewhere', () => {
    expect(() => boundBoltClientPool({} as App, 2)).toThrow(/boundBoltClientPool/);
  });
});
