import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Installation } from '@slack/oauth';
import { createLogger, type Logger } from '../../../src/logger.js';
import type { Stores } from '../../../src/store/index.js';

/** Store URLs the shared suite runs against; Redis and PostgreSQL only when their URL is set. */
export function storeCases(sqliteFile: () => string) {
  return [
    { name: 'memory', url: () => 'memory://' },
    { name: 'sqlite', url: () => `sqlite://${sqliteFile()}` },
    { name: 'redis', url: () => process.env.REDIS_URL },
    { name: 'postgres', url: () => process.env.DATABASE_URL },
  ] as const;
}

export function uniqueNamespace(): string {
  return `enlivy-slack-test-${randomUUID().slice(0, 8)}`;
}

export function testKey(): Buffer {
  return randomBytes(32);
}

export function memoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk, _e, cb) {
        chunks.push(String(chunk));
        cb();
      },
    }),
  });
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

interface SqlAdapter {
  query(sql: string, ...params: unknown[]): Promise<{ key: string; value: string }[]>;
  set(key: string, value: string): Promise<unknown>;
}
interface RedisAdapter {
  getClient(): Promise<{
    keys(pattern: string): Promise<string[]>;
    get(key: string): Promise<string | null>;
    pTTL(key: string): Promise<number>;
  }>;
  set(key: string, value: string): Promise<void>;
}

/** Every row of the namespace exactly as the database holds it. */
export async function rawEntries(stores: Stores, namespace: string): Promise<[string, string][]> {
  const adapter = stores.keyv.store as unknown;
  switch (stores.kind) {
    case 'memory':
      return [...(adapter as Map<string, unknown>)]
        .filter(([key]) => key.startsWith(`${namespace}:`))
        .map(([key, value]) => [key, String(value)]);
    case 'sqlite': {
      const rows = await (adapter as SqlAdapter).query(
        'SELECT key, value FROM keyv WHERE key LIKE ?',
        `${namespace}:%`,
      );
      return rows.map((row) => [row.key, row.value]);
    }
    case 'postgres': {
      const rows = await (
        adapter as {
          query(sql: string, values: unknown[]): Promise<{ key: string; value: string }[]>;
        }
      ).query('SELECT key, value FROM keyv WHERE key LIKE $1', [`${namespace}:%`]);
      return rows.map((row) => [row.key, row.value]);
    }
    case 'redis': {
      const client = await (adapter as RedisAdapter).getClient();
      const keys = await client.keys(`${namespace}::*`);
      return Promise.all(
        keys.map(async (key) => [key, (await client.get(key)) ?? ''] as [string, string]),
      );
    }
  }
}

/** Redis only: each key of the namespace → its remaining time to live in ms (-1: none). */
export async function redisTtls(stores: Stores, namespace: string): Promise<Map<string, number>> {
  const client = await (stores.keyv.store as RedisAdapter).getClient();
  const keys = await client.keys(`${namespace}::*`);
  return new Map(
    await Promise.all(keys.map(async (key) => [key, await client.pTTL(key)] as const)),
  );
}

/** Raw entries whose keyv `expires` has passed (what a sweep must leave none of). */
export function expiredEntries(entries: [string, string][], now = Date.now()): string[] {
  return entries
    .filter(([, raw]) => {
      try {
        const expires = (JSON.parse(raw) as { expires?: unknown }).expires;
        return typeof expires === 'number' && expires < now;
      } catch {
        return false;
      }
    })
    .map(([key]) => key);
}

/** Writes `raw` as the stored text of `key`, bypassing keyv's serializer. */
export async function writeRaw(
  stores: Stores,
  namespace: string,
  key: string,
  raw: string,
): Promise<void> {
  const adapter = stores.keyv.store as unknown;
  switch (stores.kind) {
    case 'memory':
      (adapter as Map<string, unknown>).set(`${namespace}:${key}`, raw);
      return;
    case 'sqlite':
    case 'postgres':
      await (adapter as SqlAdapter).set(`${namespace}:${key}`, raw);
      return;
    case 'redis':
      await (adapter as RedisAdapter).set(key, raw);
      return;
  }
}

export const TOKENS = {
  bot: 'xoxb-1111-2222-botTokenSecretAAAA',
  botRefresh: 'xoxe-1-botRefreshSecretBBBB',
  user: 'xoxp-1111-3333-userTokenSecretCCCC',
  userRefresh: 'xoxe-1-userRefreshSecretDDDD',
  orgBot: 'xoxb-9999-8888-orgBotSecretEEEE',
  enlivyA: '17|enlivyTokenForWorkspaceAFFFF1234567890',
  enlivyB: '18|enlivyTokenForWorkspaceBGGGG1234567890',
  webhook: 'https://hooks.slack.com/services/T1/B1/webhookSecretHHHH',
};

export const teamInstall: Installation = {
  team: { id: 'T111', name: 'Acme' },
  enterprise: undefined,
  user: {
    id: 'U100',
    token: TOKENS.user,
    refreshToken: TOKENS.userRefresh,
    expiresAt: 1_900_000_000,
    scopes: ['identify'],
  },
  bot: {
    token: TOKENS.bot,
    refreshToken: TOKENS.botRefresh,
    expiresAt: 1_900_000_000,
    scopes: ['commands', 'chat:write'],
    id: 'B100',
    userId: 'UB100',
  },
  incomingWebhook: { url: TOKENS.webhook, channel: '#finance', channelId: 'C1' },
  appId: 'A100',
  tokenType: 'bot',
  isEnterpriseInstall: false,
  authVersion: 'v2',
  metadata: 'from-tests',
};

export const orgInstall: Installation = {
  team: undefined,
  enterprise: { id: 'E222', name: 'Globex Org' },
  user: { id: 'U200', token: undefined, scopes: undefined },
  bot: { token: TOKENS.orgBot, scopes: ['commands'], id: 'B200', userId: 'UB200' },
  appId: 'A100',
  tokenType: 'bot',
  enterpriseUrl: 'https://globex.enterprise.slack.com/',
  isEnterpriseInstall: true,
  authVersion: 'v2',
};

/** A workspace install inside the same Grid: keyed by its team, distinct from the org install. */
export const gridTeamInstall: Installation = {
  ...teamInstall,
  team: { id: 'T333', name: 'Globex Sales' },
  enterprise: { id: 'E222', name: 'Globex Org' },
  incomingWebhook: undefined,
};
