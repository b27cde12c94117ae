import { type Logger, safeError } from '../../platform/logging/logger.js';
import { type BackendOptions, STORE_OP_TIMEOUT_MS, type StoreBackend } from './types.js';
import { describeStoreUrl, parseStoreUrl } from './url.js';

export type { AtomicRecords, StoreBackend } from './types.js';
export { STORE_OP_TIMEOUT_MS, withTimeout } from './types.js';
export { describeStoreUrl, parseStoreUrl, type StoreKind } from './url.js';

/**
 * The store for a URL. Backends are imported on demand, so a Redis deployment never loads
 * node:sqlite and a SQLite one never loads a network driver.
 */
export async function openBackend(
  url: string,
  options: BackendOptions & { logger?: Logger },
): Promise<StoreBackend> {
  const parsed = parseStoreUrl(url, options.cwd);
  const onError = burstLogger(options.logger, describeStoreUrl(url));
  const timeoutMs = options.timeoutMs ?? STORE_OP_TIMEOUT_MS;
  switch (parsed.kind) {
    case 'memory':
      return (await import('./memory.js')).openMemory(options.namespace, onError);
    case 'sqlite':
      return (await import('./sqlite-when-possible.js')).openSqliteWhenPossible(
        parsed.sqlitePath ?? ':memory:',
        options.namespace,
        onError,
      );
    case 'redis':
      return (await import('./redis.js')).openRedis(url, options.namespace, onError, timeoutMs);
    case 'postgres':
      return (await import('./postgres.js')).openPostgres(
        url,
        options.namespace,
        onError,
        timeoutMs,
      );
  }
}

/**
 * keyv and its adapters report every failed operation and every reconnect attempt. During an
 * outage that would flood the log: log once per burst.
 */
function burstLogger(logger: Logger | undefined, store: string, windowMs = 30_000) {
  let lastLogged = 0;
  let suppressed = 0;
  return (err: unknown) => {
    const now = Date.now();
    if (now - lastLogged < windowMs) {
      suppressed += 1;
      return;
    }
    logger?.error(
      { err: safeError(err), store, suppressedSinceLast: suppressed },
      'store error (further errors in the next 30 s are counted, not logged)',
    );
    lastLogged = now;
    suppressed = 0;
  };
}
