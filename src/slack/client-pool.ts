import type { App } from '@slack/bolt';
import type { WebClientOptions } from '@slack/web-api';
import { type WorkspaceClientFactory, workspaceClients } from './workspace-client.js';

/**
 * Bolt makes a Slack WebClient for every workspace it serves and keeps it for the life of the
 * process (its private `clients`: a pool per team or enterprise id, a client per token). A
 * WebClient costs ~28 KB, so 10,000 workspaces held some 280 MB, and even a pool bounded to
 * the 1,000 most recent workspaces held 28 MB and, turned over by traffic from many workspaces,
 * filled V8's old generation with clients that outlived a few garbage collections. Here every
 * request gets a client from `workspaceClients` instead (a few hundred bytes, method namespaces
 * built on first use), and nothing is kept between requests.
 */
export function shareBoltClients(app: App): void {
  const holder = app as unknown as { clients?: Record<string, unknown> };
  if (holder.clients === undefined || typeof holder.clients !== 'object')
    throw new Error('Bolt no longer keeps its clients where expected: check shareBoltClients');
  let factory: WorkspaceClientFactory | undefined;
  // Bolt hands every request the same options (its clientOptions, plus the team id).
  const pool = {
    getOrCreate(token: string, options: WebClientOptions = {}) {
      factory ??= workspaceClients(options);
      return factory(token, options.teamId);
    },
  };
  holder.clients = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? pool : undefined),
    set: () => true,
    has: (_target, key) => typeof key === 'string',
  });
}
