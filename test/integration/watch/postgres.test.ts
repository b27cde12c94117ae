import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { waitForChannelMessage } from '../destinations/support.js';
import type { Stack } from '../support/stack.js';
import {
  addWatchedHook,
  alerts,
  emitEvents,
  messageText,
  startSwitchableReceiver,
  startWatchStack,
} from './support.js';

interface SqlClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** `pg` (pg-boss's driver) has no type declarations here; only these three calls are used. */
async function postgresClient(): Promise<
  new (options: {
    connectionString?: string;
  }) => SqlClient
> {
  const name = 'pg';
  const module = (await import(name)) as { default: { Client: new (o: object) => SqlClient } };
  return module.default.Client;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'failure watch: two instances on PostgreSQL (pg-boss)',
  () => {
    let stack: Stack | undefined;
    let receiver: Awaited<ReturnType<typeof startSwitchableReceiver>> | undefined;
    const namespace = `watch_${randomUUID().replaceAll('-', '')}`;

    afterEach(async () => {
      await stack?.stop();
      await receiver?.close();
      // The job queue's tables live in a schema of this test's own.
      const client = new (await postgresClient())({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${namespace}_jobs CASCADE`);
      await client.end();
    });

    it('one alert per failing destination, whichever instance reads the log', async () => {
      ({ stack } = await startWatchStack({
        storeUrl: process.env.DATABASE_URL as string,
        namespace,
      }));
      await stack.addInstance();
      receiver = await startSwitchableReceiver();
      await addWatchedHook(stack, receiver.url, stack.users.editor);
      const channel = stack.channels.general;
      await stack.driver.command({ user: stack.users.editor, channel, text: 'watch' });
      await waitForChannelMessage(stack, channel, 'turned on the failure watch', 15_000);

      await emitEvents(stack, 3);
      const alert = await waitFor(() => alerts(stack!, channel)[0], { timeoutMs: 30_000 });
      expect(messageText(alert)).toContain('3 failed deliveries');
      receiver.answer(200);
      await emitEvents(stack, 1);
      await waitFor(
        () => alerts(stack!, channel).find((m) => m.text.includes('recovered after 3 failures')),
        { timeoutMs: 30_000 },
      );
      expect(alerts(stack, channel)).toHaveLength(1);
      await stack.app.services.watch.unwatch(stack.workspace);
    });
  },
);
