/**
 * Slack gives an HTTP request 3 s for its answer, counted from when it sent the request. The
 * app's last-chance ack (the answer when nothing acked, such as an installation read in
 * `authorize` still waiting on the store) is counted from the request's arrival, not from when
 * Bolt began to run it: a body that took long to arrive has used part of the window.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackClientLogger } from '../../src/platform/logging/slack-logger.js';
import { SlackHttpReceiver } from '../../src/slack/http-receiver.js';
import { LAST_CHANCE_ACK_MS } from '../../src/slack/request-gate.js';
import { formEncode } from '../fakes/slack/payloads.js';
import { signatureHeaders } from '../fakes/slack/signing.js';
import { memoryLogger } from '../integration/support/parts.js';

const SECRET = 'ec01be4e7e57516a9d5ec4e70123abcd';
/** How long the test's client waits between the request's headers and its body. */
const BODY_DELAY_MS = 2_000;

/** Posts a signed slash command whose body follows its headers after `delayMs`. */
function slowCommand(url: string, delayMs: number) {
  const body = formEncode({
    team_id: 'T0SLOW',
    user_id: 'U0SLOW',
    channel_id: 'C0SLOW',
    command: '/enlivy',
    text: 'help',
    response_url: 'http://127.0.0.1:9/hooks/slow',
    trigger_id: '1.2.slow',
  });
  const started = performance.now();
  return new Promise<{ status: number; afterMs: number }>((resolve, reject) => {
    const req = httpRequest(`${url}/slack/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        ...signatureHeaders(SECRET, body),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, afterMs: performance.now() - started });
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), delayMs);
  });
}

describe('the last-chance ack', () => {
  const log = memoryLogger('info');
  let releaseInstallationRead: () => void = () => {};
  let installationRead: Promise<void>;
  let receiver: SlackHttpReceiver;
  let url: string;
  let ran = 0;

  beforeAll(async () => {
    installationRead = new Promise((resolve) => {
      releaseInstallationRead = resolve;
    });
    receiver = new SlackHttpReceiver({
      signingSecret: SECRET,
      logger: log.logger,
      slackLogger: slackClientLogger(log.logger),
      locks: { acquire: async () => ({ renew: async () => true, release: async () => {} }) },
      submissionStoreProblem: () => ({}),
      routes: [],
    });
    const app = new App({
      receiver,
      // The installation read, held until the test lets it go: the store is slow.
      authorize: async () => {
        await installationRead;
        return { botId: 'B0SLOW', botUserId: 'U0BOT' };
      },
      logger: slackClientLogger(log.logger),
    });
    app.command('/enlivy', async ({ ack }) => {
      ran += 1;
      await ack();
    });
    const server = await receiver.start(0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    releaseInstallationRead();
    await receiver?.stop();
  });

  it('answers within its window of the arrival, even when the body was slow to come', async () => {
    const answer = await slowCommand(url, BODY_DELAY_MS);
    expect(answer.status).toBe(200);
    // Counted from when Bolt began (after the body), the answer would come after
    // BODY_DELAY_MS + LAST_CHANCE_ACK_MS = 4.5 s, past Slack's 3 s.
    expect(answer.afterMs).toBeGreaterThanOrEqual(LAST_CHANCE_ACK_MS - 50);
    expect(answer.afterMs).toBeLessThan(BODY_DELAY_MS + LAST_CHANCE_ACK_MS - 500);
    expect(log.text()).toContain(`nothing acked within ${LAST_CHANCE_ACK_MS} ms of arrival`);
    // The command still runs once the store answers; its own ack has nothing left to send.
    releaseInstallationRead();
    await expect.poll(() => ran).toBe(1);
  });
});
