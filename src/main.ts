import { hkdfSync } from 'node:crypto';
import { createApp } from './app.js';
import { createEnlivyClient } from './enlivy/index.js';
import { ConfigError, formatConfigError, loadConfig } from './platform/config.js';
import { createLogger, safeError } from './platform/logging/logger.js';
import { createShutdown } from './platform/shutdown.js';
import { openStore, resolveEncryptionKey } from './store/index.js';

/** Entry point: config → logger → store → app; stops cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(formatConfigError(err));
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel });
  const encryptionKey = await resolveEncryptionKey(config, logger);
  const stores = await openStore({
    url: config.store.url,
    encryptionKey,
    logger,
    ...(config.store.namespace === undefined ? {} : { namespace: config.store.namespace }),
  });
  const enlivy = createEnlivyClient({
    baseUrl: config.enlivy.apiUrl,
    timeoutMs: config.enlivy.timeoutMs,
  });
  const linkSecret = Buffer.from(
    hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'enlivy-slack connect links', 32),
  );
  const app = createApp({ config, logger, stores, enlivy, linkSecret });
  const { port } = await app.start();
  logger.info(
    { port, mode: config.slack.mode, publicUrl: config.publicUrl },
    'enlivy-slack is running',
  );

  const stop = createShutdown({
    app,
    closers: [() => stores.close(), () => enlivy.close()],
    logger,
    exit: (code) => process.exit(code),
  });
  // A rejection nobody awaited is a bug, not a reason to drop every in-flight request: log it.
  // An uncaught exception leaves the process in an unknown state: log it and stop cleanly.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: safeError(reason) }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err: safeError(err) }, 'uncaught exception: stopping');
    stop('uncaughtException', 1);
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('enlivy-slack failed to start:', err instanceof Error ? err.message : String(err));
  process.exit(1);
});
