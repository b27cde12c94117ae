/** Pieces both test harnesses (HTTP in stack.ts, Socket Mode in socket-stack.ts) build the app from. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../../src/platform/logging/logger.js';
import { openStore, type Stores, type WorkspaceRef } from '../../../src/store/index.js';
import { SEED } from '../../fakes/service/index.js';
import type { SeededWorkspace } from '../../fakes/slack/index.js';

/** A real pino logger writing to memory, so tests can read what the app logged. */
export function memoryLogger(level: Parameters<typeof createLogger>[0]['level']): {
  logger: Logger;
  text: () => string;
} {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    destination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  return { logger, text: () => lines.join('') };
}

/**
 * The seeded workspace as tests expect it: Alice granted editor and, unless `connected` is
 * false, connected (by the owner) to the simulator's org_demo with the demo API token.
 */
export async function prepareWorkspace(
  stores: Stores,
  workspace: WorkspaceRef,
  seeded: Pick<SeededWorkspace, 'admin' | 'owner' | 'alice'>,
  options: { simUrl: string; connected?: boolean },
): Promise<void> {
  await stores.roles.grant(workspace, {
    userId: seeded.alice.id,
    role: 'editor',
    grantedBy: seeded.admin.id,
  });
  if (options.connected === false) return;
  await stores.connections.save(workspace, {
    organizationId: SEED.organizations.demo,
    organizationName: 'Demo Trading Ltd',
    apiBaseUrl: options.simUrl,
    token: SEED.apiToken,
    connectedBy: seeded.owner.id,
    connectedAt: new Date().toISOString(),
    method: 'token',
    state: 'ok',
  });
}

/**
 * A SQLite store in `dataDir` prepared as `prepareWorkspace` does (closed again), for a built
 * app started as a process: its STORE_URL and ENCRYPTION_KEY.
 */
export async function preparedSqliteStore(
  dataDir: string,
  workspace: WorkspaceRef,
  people: Pick<SeededWorkspace, 'admin' | 'owner' | 'alice'>,
  simUrl: string,
  /** Another store (a shared Redis or PostgreSQL URL) and key prefix instead of the file. */
  shared: { url?: string; namespace?: string } = {},
): Promise<{ storeUrl: string; encryptionKey: string; open: () => Promise<Stores> }> {
  const encryptionKey = randomBytes(32).toString('base64');
  const storeUrl = shared.url ?? `sqlite://${path.join(dataDir, 'enlivy.sqlite')}`;
  const open = () =>
    openStore({
      url: storeUrl,
      encryptionKey,
      logger: memoryLogger('silent').logger,
      ...(shared.namespace === undefined ? {} : { namespace: shared.namespace }),
    });
  const stores = await open();
  await prepareWorkspace(stores, workspace, people, { simUrl });
  await stores.close();
  return { storeUrl, encryptionKey, open };
}
