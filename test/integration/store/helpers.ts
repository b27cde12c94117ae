import { randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Writable } from 'node:stream';
import type { Installation } from '@slack/oauth';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createLogger, type Logger } from '../../../src/platform/logging/logger.js';
import { MemoryAdapter } from '../../../src/store/backends/memory.js';
import type { Connection, Stores } from '../../../src/store/index.js';

/** Store URLs the shared suite runs against; Redis and PostgreSQL only when their URL is set. */
let sqliteFileOf: () => string = () => {
  throw new Error('storeCases(sqliteFile) first');
};

export function storeCases(sqliteFile: () => string) {
  sqliteFileOf = sqliteFile;
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

/** Every stored text of a memory:// store (keyv's and the atomic records), for "never in clear" checks. */
export function memoryStoreText(store: unknown): string {
  if (!(store instanceof MemoryAdapter)) throw new Error('Not a memory:// store');
  return JSON.stringify([...store.entries, ...store.atomicEntries]);
}

/** A connection of its own to the test's SQLite file, PostgreSQL database or Redis. */
async function rawSql(stores: Stores, sql: string, params: unknown[]): Promise<Row[]> {
  if (stores.kind === 'sqlite') {
    const db = new DatabaseSync(sqliteFileOf());
    try {
      return db.prepare(sql).all(...(params as SQLInputValue[])) as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

type Row = Record<string, unknown>;

/** A Redis connection of the test's own (the shared REDIS_URL unless told another). */
export async function withRedis<T>(
  work: (client: Redis) => Promise<T>,
  url = process.env.REDIS_URL,
): Promise<T> {
  const client = new Redis(url ?? '', { lazyConnect: true });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.quit();
  }
}

/**
 * Every record of the namespace as the store holds it: [key, text, expires (ms; undefined:
 * none)], keyv's records and the atomic ones (locks, replay records, one-time tokens).
 */
export async function rawEntries(
  stores: Stores,
  namespace: string,
): Promise<[string, string, number | undefined][]> {
  const expiry = (value: unknown) =>
    value === null || value === undefined ? undefined : Number(value);
  switch (stores.kind) {
    case 'memory': {
      const store = stores.keyv.store;
      if (!(store instanceof MemoryAdapter)) throw new Error('Not a memory:// store');
      return [...store.entries, ...store.atomicEntries]
        .filter(([key]) => key.startsWith(`${namespace}:`))
        .map(([key, entry]) => [key, String(entry.value), entry.expires]);
    }
    case 'sqlite': {
      const rows = await rawSql(
        stores,
        `SELECT key, value, expires FROM keyv WHERE substr(key, 1, ?) = ?
         UNION ALL SELECT key, value, expires FROM enlivy_atomic WHERE substr(key, 1, ?) = ?`,
        [namespace.length + 1, `${namespace}:`, namespace.length + 1, `${namespace}:`],
      );
      return rows.map((row) => [String(row.key), String(row.value), expiry(row.expires)]);
    }
    case 'postgres': {
      const rows = await rawSql(
        stores,
        `SELECT key, value, expires FROM keyv WHERE namespace = $1
         UNION ALL SELECT key, value, expires FROM enlivy_atomic WHERE left(key, $2) = $3`,
        [namespace, namespace.length + 1, `${namespace}:`],
      );
      return rows.map((row) => [String(row.key), String(row.value), expiry(row.expires)]);
    }
    case 'redis':
      return withRedis(async (client) => {
        const keys = await client.keys(`${namespace}:*`);
        return Promise.all(
          keys.map(async (key) => {
            const ttl = await client.pttl(key);
            return [key, (await client.get(key)) ?? '', ttl > 0 ? Date.now() + ttl : undefined] as [
              string,
              string,
              number | undefined,
            ];
          }),
        );
      });
  }
}

/** Redis only: each key of the namespace → its remaining time to live in ms (-1: none). */
export async function redisTtls(namespace: string): Promise<Map<string, number>> {
  return withRedis(async (client) => {
    const keys = await client.keys(`${namespace}:*`);
    return new Map(
      await Promise.all(keys.map(async (key) => [key, await client.pttl(key)] as const)),
    );
  });
}

/** Records whose expiry has passed (what a sweep must leave none of). */
export function expiredEntries(
  entries: [string, string, number | undefined][],
  now = Date.now(),
): string[] {
  return entries
    .filter(([, , expires]) => expires !== undefined && expires < now)
    .map(([key]) => key);
}

/**
 * Writes `raw` as the stored text of keyv's record `key` (no expiry), bypassing keyv's
 * serializer, in the layout each backend's adapter reads.
 */
export async function writeRaw(
  stores: Stores,
  namespace: string,
  key: string,
  raw: string,
): Promise<void> {
  switch (stores.kind) {
    case 'memory': {
      const store = stores.keyv.store;
      if (!(store instanceof MemoryAdapter)) throw new Error('Not a memory:// store');
      store.entries.set(`${namespace}:${key}`, { value: raw });
      return;
    }
    case 'sqlite':
      await rawSql(
        stores,
        `INSERT INTO keyv (key, value, expires) VALUES (?, ?, NULL)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = NULL`,
        [`${namespace}:${key}`, raw],
      );
      return;
    case 'postgres':
      await rawSql(stores, 'DELETE FROM keyv WHERE namespace = $1 AND key = $2', [namespace, key]);
      await rawSql(stores, 'INSERT INTO keyv (key, value, namespace) VALUES ($2, $3, $1)', [
        namespace,
        key,
        raw,
      ]);
      return;
    case 'redis':
      await withRedis((client) => client.set(`${namespace}::${key}`, raw));
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

/** A workspace's Enlivy connection made with a pasted token. */
export const sampleConnection: Connection = {
  organizationId: 'org_1',
  organizationName: 'Acme Finance',
  apiBaseUrl: 'https://api.enlivy.com',
  token: TOKENS.enlivyA,
  connectedBy: 'U100',
  connectedAt: '2026-11-20T10:00:00.000Z',
  method: 'token',
  state: 'ok',
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
