import type { App } from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import { describe, expect, it } from 'vitest';
import { shareBoltClients } from '../../src/slack/client-pool.js';

type Pool = { getOrCreate(token: string, options?: object): WebClient };

describe("Bolt's per-workspace clients", () => {
  it('gives every request a client with its workspace token and keeps none', () => {
    const bolt = { clients: {} as Record<string, Pool> };
    shareBoltClients(bolt as unknown as App);
    const { clients } = bolt;
    expect('T1' in clients).toBe(true);
    const pool = clients.T1 as Pool;
    const one = pool.getOrCreate('xoxb-one', { teamId: 'T1' });
    const two = (clients.T2 as Pool).getOrCreate('xoxb-two', { teamId: 'T2' });
    expect(one).toBeInstanceOf(WebClient);
    const teamOf = (client: WebClient) => (client as unknown as { teamId?: string }).teamId;
    expect([one.token, teamOf(one)]).toEqual(['xoxb-one', 'T1']);
    expect([two.token, teamOf(two)]).toEqual(['xoxb-two', 'T2']);
    // What Bolt stores is not kept: the next request of T1 gets a new client.
    clients.T1 = { getOrCreate: () => one };
    expect(clients.T1.getOrCreate('xoxb-one', { teamId: 'T1' })).not.toBe(one);
  });

  it('refuses a Bolt that keeps its clients elsewhere', () => {
    expect(() => shareBoltClients({} as App)).toThrow(/shareBoltClients/);
  });
});
