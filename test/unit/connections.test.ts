import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConnectionService } from '../../src/core/connections.js';
import { EnlivyAuthenticationError } from '../../src/enlivy/errors.js';
import type { EnlivyClient } from '../../src/enlivy/index.js';
import { AppError } from '../../src/platform/app-error.js';
import {
  type Connection,
  openStore,
  type Stores,
  type WorkspaceRef,
} from '../../src/store/index.js';

const ws: WorkspaceRef = { teamId: 'T1', isEnterpriseInstall: false };
const base: Connection = {
  organizationId: 'org_demo',
  organizationName: 'Demo',
  apiBaseUrl: 'http://enlivy.test',
  token: '1|old-token-0000000000000000000000000000000',
  connectedBy: 'U1',
  connectedAt: '2026-11-01T00:00:00.000Z',
  method: 'token',
  state: 'ok',
};

const OPTIONS = {
  config: { enlivy: { timeoutMs: 1_000, renewalTimeoutMs: 60_000, oauth: undefined } },
  now: () => new Date(),
};

/** A client whose calls fail with 401 when the test says so. */
function rejectingClient(gate: Promise<void>): EnlivyClient {
  const client = {
    withToken: () => client,
    organizations: {
      retrieve: async () => {
        await gate;
        throw new EnlivyAuthenticationError('Unauthenticated.', 401);
      },
    },
  };
  return client as unknown as EnlivyClient;
}

describe('connection service', () => {
  let stores: Stores;
  beforeEach(async () => {
    stores = await openStore({
      url: 'memory://',
      encryptionKey: randomBytes(32),
      logger: pino({ level: 'silent' }),
    });
    await stores.connections.save(ws, base);
  });
  afterEach(async () => {
    await stores.close();
  });

  it('marks the connection expired on a 401 and says to reconnect', async () => {
    const service = createConnectionService(stores, rejectingClient(Promise.resolve()), OPTIONS);
    const err = await service
      .use(ws, ({ api, orgId }) => api.organizations.retrieve(orgId))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('connection_expired');
    expect((await stores.connections.get(ws))?.state).toBe('expired');
    await expect(service.require(ws)).rejects.toMatchObject({ code: 'connection_expired' });
  });

  it('leaves a newer connection alone when a call made with the old token fails late', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const service = createConnectionService(stores, rejectingClient(gate), OPTIONS);
    const call = service
      .use(ws, ({ api, orgId }) => api.organizations.retrieve(orgId))
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await stores.connections.save(ws, {
      ...base,
      token: '2|new-token-0000000000000000000000000000000',
    });
    release();
    expect(await call).toMatchObject({ code: 'connection_expired' });
    const current = await stores.connections.get(ws);
    expect(current?.state).toBe('ok');
    expect(current?.token).toBe('2|new-token-0000000000000000000000000000000');
  });

  it('says not connected when there is no connection', async () => {
    await stores.connections.delete(ws);
    const service = createConnectionService(stores, rejectingClient(Promise.resolve()), OPTIONS);
    await expect(service.require(ws)).rejects.toMatchObject({ code: 'not_connected' });
  });
});
