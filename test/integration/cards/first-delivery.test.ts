/**
 * A fresh install on PostgreSQL: the app (the built process) starts before its database answers,
 * so pg-boss could not create its tables at start. As soon as the store answers, the first
 * delivery of a cards destination is accepted (200, not a 503 while the job engine gets round to
 * starting and creating its tables) and its card is posted.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type BuiltApp, type BuiltStack, builtStack } from '../support/built-app.js';
import { canRunOwnPostgres, type OwnServer, ownPostgres } from '../support/own-servers.js';
import { envelope, invoiceData } from './support.js';

const CARDS_ID = 'cardsFirstDelivery0001';
const SECRET = 'whsec_firstDeliverySecret1234567890';

describe.skipIf(!canRunOwnPostgres)('the first delivery after a fresh PostgreSQL install', () => {
  let server: OwnServer | undefined;
  let stack: BuiltStack | undefined;

  beforeAll(async () => {
    server = await ownPostgres();
    await server.start();
    stack = await builtStack({
      storeUrl: server.url,
      namespace: `first-${randomUUID().slice(0, 8)}`,
    });
    const stores = await stack.openStores();
    try {
      await stores.cards.save({
        id: CARDS_ID,
        workspace: { teamId: stack.seeded.team.id, isEnterpriseInstall: false },
        channelId: stack.seeded.finance.id,
        organizationId: SEED.organizations.demo,
        destinationId: 'dest_first',
        secret: SECRET,
        filters: [],
        state: 'active',
        createdBy: stack.seeded.admin.id,
        createdAt: new Date().toISOString(),
      });
    } finally {
      await stores.close();
    }
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await server?.remove();
  }, 60_000);

  it('is accepted as soon as the store answers, and its card is posted', async () => {
    const s = stack as BuiltStack;
    await (server as OwnServer).stop();
    const app: BuiltApp = await s.start();
    await (server as OwnServer).start();
    await waitFor(
      async () => {
        const res = await request(`http://127.0.0.1:${app.port}/readyz`);
        await res.body.dump();
        return res.statusCode === 200;
      },
      { message: '/readyz 200', timeoutMs: 10_000 },
    );

    const body = JSON.stringify(
      envelope(
        'invoice.created',
        invoiceData({ number: 'INV-FIRST', formatted_number: 'INV-FIRST' }),
      ),
    );
    const res = await request(`http://127.0.0.1:${app.port}/enlivy/events/${CARDS_ID}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        signature: createHmac('sha256', SECRET).update(body).digest('hex'),
      },
      body,
    });
    expect({ status: res.statusCode, body: await res.body.json() }).toEqual({
      status: 200,
      body: { status: 'queued' },
    });
    await waitFor(
      () =>
        s.slack.messages(s.seeded.finance.id).some((m) => JSON.stringify(m).includes('INV-FIRST')),
      { message: 'the card in #finance', timeoutMs: 10_000 },
    );
  }, 60_000);
});
