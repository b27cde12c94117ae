/**
 * Slack gives an HTTP request 3 s for its answer, counted from when it sent the request. The
 * app's last-chance ack (the answer when nothing acked, such as an installation read in
 * `authorize` still waiting on the store) is counted from the request's arrival, not from when
 * Bolt began to run it: a body that took long to arrive has used part of the window.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App } from '@slack/bolt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionNotRun } from '../../src/core/error-views.js';
import { unrunnableRequests } from '../../src/features/connection/index.js';
import { slackClientLogger } from '../../src/platform/logging/slack-logger.js';
import { SlackHttpReceiver } from '../../src/slack/http-receiver.js';
import { LAST_CHANCE_ACK_MS } from '../../src/slack/request-gate.js';
import { formEncode, interactivityBody, viewSubmissionPayload } from '../fakes/slack/payloads.js';
import { signatureHeaders } from '../fakes/slack/signing.js';
import { memoryLogger } from '../integration/support/parts.js';
import { en } from '../translators.js';

const SECRET = 'ec01be4e7e57516a9d5ec4e70123abcd';
/** How long the test's client waits between the request's headers and its body. */
const BODY_DELAY_MS = 2_000;

/** A promise held until `release` is called. */
function held() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Posts a signed request whose body follows its headers after `delayMs`. */
function slowPost(url: string, body: string, delayMs: number) {
  const started = performance.now();
  return new Promise<{ status: number; afterMs: number; text: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/slack/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        ...signatureHeaders(SECRET, body),
      },
    });
    req.on('response', (res) => {
      const afterMs = performance.now() - started;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, afterMs, text }));
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), delayMs);
  });
}

const COMMAND = formEncode({
  team_id: 'T0SLOW',
  user_id: 'U0SLOW',
  channel_id: 'C0SLOW',
  command: '/enlivy',
  text: 'help',
  response_url: 'http://127.0.0.1:9/hooks/slow',
  trigger_id: '1.2.slow',
});

const SUBMISSION = interactivityBody(
  viewSubmissionPayload({
    view: {
      id: 'V0SLOW',
      type: 'modal',
      callback_id: 'slow_form',
      state: { values: { amount: { value: { type: 'plain_text_input', value: '12' } } } },
      blocks: [{ type: 'input', block_id: 'amount', element: { type: 'plain_text_input' } }],
    },
  }),
);

describe('the last-chance ack', () => {
  const log = memoryLogger('info');
  /** The installation read in `authorize`, held until a test lets it go: the store is slow. */
  let installationRead = held();
  let receiver: SlackHttpReceiver;
  let url: string;
  const ran = { command: 0, formEntered: 0, formWorked: 0, handledErrors: 0 };

  beforeAll(async () => {
    receiver = new SlackHttpReceiver({
      signingSecret: SECRET,
      logger: log.logger,
      slackLogger: slackClientLogger(log.logger),
      locks: { acquire: async () => ({ renew: async () => true, release: async () => {} }) },
      submissionNotRun: (view, notRun) => submissionNotRun(view, notRun, en),
      routes: [],
    });
    const app = new App({
      receiver,
      authorize: async () => {
        await installationRead.promise;
        return { botId: 'B0SLOW', botUserId: 'U0BOT' };
      },
      logger: slackClientLogger(log.logger),
      extendedErrorHandler: true,
    });
    // The app's own error handler: what a listener stopped at its ack reaches.
    const unrunnable = unrunnableRequests(log.logger, en);
    app.error(async (args: Parameters<typeof unrunnable.answer>[0]) => {
      ran.handledErrors += 1;
      await unrunnable.answer(args);
    });
    app.command('/enlivy', async ({ ack }) => {
      ran.command += 1;
      await ack();
    });
    app.view('slow_form', async ({ ack }) => {
      ran.formEntered += 1;
      await ack();
      ran.formWorked += 1;
    });
    const server = await receiver.start(0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    installationRead = held();
  });
  afterEach(() => installationRead.release());
  afterAll(() => receiver?.stop());

  it('answers within its window of the arrival, even when the body was slow to come', async () => {
    const answer = await slowPost(url, COMMAND, BODY_DELAY_MS);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    // Counted from when Bolt began (after the body), the answer would come after
    // BODY_DELAY_MS + LAST_CHANCE_ACK_MS = 4.5 s, past Slack's 3 s.
    expect(answer.afterMs).toBeGreaterThanOrEqual(LAST_CHANCE_ACK_MS - 50);
    expect(answer.afterMs).toBeLessThan(BODY_DELAY_MS + LAST_CHANCE_ACK_MS - 500);
    expect(log.text()).toContain(`nothing acked within ${LAST_CHANCE_ACK_MS} ms of arrival`);
    // The command still runs once the store answers; its own ack has nothing left to send.
    installationRead.release();
    await expect.poll(() => ran.command).toBe(1);
  });

  it('keeps a form open, saying nothing was saved, and then does not run it', async () => {
    const answer = await slowPost(url, SUBMISSION, 0);
    expect(answer.status).toBe(200);
    const ack = JSON.parse(answer.text) as {
      response_action: string;
      errors: Record<string, string>;
    };
    expect(ack.response_action).toBe('errors');
    expect(ack.errors.amount).toMatch(
      /^Enlivy for Slack took too long to take this in, so nothing was done\. Submit again \(ref E-[A-Z0-9]+\)\.$/,
    );
    const reference = /ref (E-[A-Z0-9]+)/.exec(ack.errors.amount ?? '')?.[1];
    expect(log.text()).toContain(`not run (${reference})`);
    // The store answers: the listener reaches its ack and stops there, before any work.
    installationRead.release();
    await expect.poll(() => ran.formEntered).toBe(1);
    // The listener is over once its error reached Bolt's error handler.
    await expect.poll(() => ran.handledErrors).toBe(1);
    expect(ran.formWorked).toBe(0);
    expect(log.text()).not.toMatch(/"level":50/);
  });
});
