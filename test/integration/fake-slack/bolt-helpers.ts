/** A minimal Bolt 5 app on HTTPReceiver wired to the fake, for the fake's own tests. */
import type { AddressInfo } from 'node:net';
import { App, LogLevel } from '@slack/bolt';
import { type FakeSlack, waitFor } from '../../fakes/slack/index.js';

export const SIGNING_SECRET = '7f3a9c2e1b16a9d5ec4e70123456789a';

export interface BoltUnderTest {
  app: App;
  url: string;
  close(): Promise<void>;
}

/** Builds the app, lets the test register listeners, then starts it on a free port. */
export async function startBoltApp(
  fake: FakeSlack,
  botToken: string,
  register: (app: App) => void,
): Promise<BoltUnderTest> {
  const app = new App({
    signingSecret: SIGNING_SECRET,
    token: botToken,
    logLevel: LogLevel.ERROR,
    clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
  });
  register(app);
  const server = await app.start(0);
  // Bolt verifies the token with auth.test in the constructor; let that finish before the test
  // changes anything (a revoked token would otherwise leave Bolt an unhandled rejection).
  await waitFor(() =>
    fake.calls.some((c) => c.method === 'auth.test' && c.token === botToken && c.status === 200),
  );
  const { port } = server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}/slack/events`,
    close: async () => {
      await app.stop();
    },
  };
}
