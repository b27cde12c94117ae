/**
 * GET /metrics and request ids, over HTTP against the fakes: the bearer token, the families an
 * operator needs, label values that never carry ids or text (the series count stays fixed however
 * many distinct commands and clicks arrive), and one request id followed from the ack through
 * Enlivy (X-Request-Id) to the failure line.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../fakes/slack/driver-build.js';
import { sendToApp } from '../../fakes/slack/driver-http.js';
import {
  formEncode,
  interactivityBody,
  signatureHeaders,
  waitFor,
} from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

const TOKEN = randomBytes(24).toString('hex');

async function scrape(stack: Stack, token: string | null = TOKEN) {
  const res = await request(`${stack.appUrl}/metrics`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, type: res.headers['content-type'], text: await res.body.text() };
}

/** `name{labels} value` lines of the app's own families (process and Node families left out). */
/** A series of the store-operation histogram, labelled by nothing but its operation's name. */
const STORE_OPERATION_SERIES =
  /^enlivy_slack_store_operation_duration_seconds_(bucket|sum|count)\{(le="[^"]+",)?op="[a-z]+(_[a-z]+)*"\}$/;

function appSeries(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('enlivy_slack_'))
    .filter((line) => !/^enlivy_slack_(process|nodejs)_/.test(line))
    .map((line) => line.slice(0, line.lastIndexOf(' ')));
}

function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** One signed `/enlivy <text>` from the viewer, sent (and re-sent) exactly as built. */
function signedCommand(stack: Stack, text: string) {
  const { fields } = buildCommand(stack.slack, stack.slack.model.app.appId, {
    user: stack.users.viewer,
    channel: stack.channels.finance,
    text,
  });
  const body = formEncode({ ...fields });
  const timestampSec = Math.floor(Date.now() / 1000);
  const { signingSecret } = stack.driver;
  return {
    timestampSec,
    signature: signatureHeaders(signingSecret, body, timestampSec)['x-slack-signature'],
    send: () =>
      sendToApp({
        kind: 'command',
        url: stack.driver.url,
        signingSecret,
        contentType: 'application/x-www-form-urlencoded',
        body,
        timestampSec,
      }),
  };
}

function commandsHandled(text: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith('enlivy_slack_commands_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ logLevel: 'debug', env: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    expect((await scrape(stack, null)).status).toBe(401);
    expect((await scrape(stack, 'wrong-token-wrong-token')).status).toBe(401);
    const ok = await scrape(stack);
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
    for (const family of [
      'enlivy_slack_commands_total',
      'enlivy_slack_interactions_total',
      'enlivy_slack_ack_duration_seconds',
      'enlivy_slack_first_answer_duration_seconds',
      'enlivy_slack_enlivy_requests_total',
      'enlivy_slack_enlivy_request_duration_seconds',
      'enlivy_slack_enlivy_retries_total',
      'enlivy_slack_reconciliations_total',
      'enlivy_slack_slack_api_calls_total',
      'enlivy_slack_store_operation_duration_seconds',
      'enlivy_slack_store_errors_total',
      'enlivy_slack_locks_contended_total',
      'enlivy_slack_watch_lag_seconds',
      'enlivy_slack_event_card_deliveries_total',
      'enlivy_slack_process_cpu_seconds_total',
      'enlivy_slack_nodejs_eventloop_lag_seconds',
    ])
      expect(ok.text).toContain(`# TYPE ${family} `);
  });

  it('keeps the series fixed and free of ids and text however many distinct requests come', async () => {
    const { users, channels, sim } = stack;
    // A 502 on every attempt of one write: retried twice, then settled by reading back.
    const sent: string[] = [];
    const batch = async (tag: string) => {
      for (let k = 0; k < 15; k++) {
        const marker = `${tag}${k}x${randomBytes(3).toString('hex')}`;
        sent.push(marker);
        const user = [users.viewer, users.editor, users.admin][k % 3] as string;
        const channel = k % 2 === 0 ? channels.finance : channels.general;
        await stack.driver.command({ user, channel, text: 'help' });
        await stack.driver.command({ user, channel, text: `frob${marker}` });
        await stack.driver.command({
          user: users.editor,
          channel,
          text: `pause "ghost ${marker}"`,
        });
        await stack.driver.command({
          user: users.editor,
          channel,
          text: `invoice org_inv_${marker}`,
        });
        await sendToApp({
          kind: 'click',
          url: stack.driver.url,
          signingSecret: stack.driver.signingSecret,
          contentType: 'application/x-www-form-urlencoded',
          body: interactivityBody({
            type: 'block_actions',
            api_app_id: stack.slack.model.app.appId,
            team: { id: stack.teamId, domain: 'x' },
            user: { id: user, team_id: stack.teamId, name: 'x' },
            trigger_id: `1.${k}.${marker}`,
            actions: [{ type: 'button', action_id: `act_${marker}`, value: marker }],
            channel: { id: channel, name: 'x' },
          }),
        });
      }
    };
    /** The scrape once `count` commands were handled to the end. */
    const handled = (count: number) =>
      waitFor(
        async () => {
          const scraped = await scrape(stack);
          return commandsHandled(scraped.text) >= count ? scraped.text : undefined;
        },
        { timeoutMs: 60_000, message: `${count} commands handled` },
      );
    await batch('a');
    const first = await handled(60);
    await batch('b');
    const second = await handled(120);

    // The same series after twice the requests. A store operation may first happen in the second
    // batch (a lock renewed because a busy machine held it past its renewal time): its series is
    // one per operation, never per request, so only such series may be new.
    const [before, after] = [appSeries(first), appSeries(second)];
    expect(before.filter((series) => !after.includes(series))).toEqual([]);
    expect(
      after
        .filter((series) => !before.includes(series))
        .filter((series) => !STORE_OPERATION_SERIES.test(series)),
    ).toEqual([]);
    const forbidden = [
      ...sent,
      ...Object.values(users),
      ...Object.values(channels),
      stack.teamId,
      stack.botToken,
      'ghost',
      'frob',
      'org_inv_',
      sim.url,
    ];
    for (const text of forbidden) expect(second).not.toContain(text);

    expect(value(second, 'enlivy_slack_commands_total{command="help",outcome="ok"}')).toBe(30);
    expect(value(second, 'enlivy_slack_commands_total{command="unknown",outcome="ok"}')).toBe(30);
    expect(value(second, 'enlivy_slack_commands_total{command="pause",outcome="refused"}')).toBe(
      30,
    );
    expect(
      value(
        second,
        'enlivy_slack_interactions_total{type="block_actions",action="other",outcome="ok"}',
      ),
    ).toBe(30);
    expect(
      value(
        second,
        'enlivy_slack_enlivy_requests_total{method="GET",endpoint="/organizations/:org/invoices/:id",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(30);
    expect(value(second, 'enlivy_slack_ack_duration_seconds_count{kind="command"}')).toBe(120);
    expect(
      value(second, 'enlivy_slack_first_answer_duration_seconds_count{kind="command"}'),
    ).toBeGreaterThanOrEqual(120);
    expect(
      value(second, 'enlivy_slack_store_operation_duration_seconds_count{op="lock_add"}'),
    ).toBeGreaterThanOrEqual(150);
  }, 180_000);

  it('counts retries, reconciliations, Slack errors and replays', async () => {
    const { users, channels, sim } = stack;
    const before = (await scrape(stack)).text;
    const name = `retry-${randomBytes(3).toString('hex')}`;
    const id = sim.state.addDestination({
      organization_id: 'org_demo',
      type: 'webhook',
      name,
      destination_url: 'https://hooks.invalid/x',
      is_active: true,
      events: [{ event: 'invoice.paid' }],
    }).data.id;
    sim.injectFault({ kind: 'status', status: 502, times: 3, method: 'PUT', path: id });
    await stack.driver.command({
      user: users.editor,
      channel: channels.finance,
      text: `pause "${name}"`,
    });
    const after = await waitFor(
      async () => {
        const text = (await scrape(stack)).text;
        return value(text, 'enlivy_slack_reconciliations_total{outcome="changed"}') >
          value(before, 'enlivy_slack_reconciliations_total{outcome="changed"}') ||
          value(text, 'enlivy_slack_reconciliations_total{outcome="not_changed"}') >
            value(before, 'enlivy_slack_reconciliations_total{outcome="not_changed"}')
          ? text
          : undefined;
      },
      { timeoutMs: 30_000, message: 'the reconciliation counted' },
    );
    const retries =
      'enlivy_slack_enlivy_retries_total{method="PUT",endpoint="/organizations/:org/event-destinations/:id"}';
    expect(value(after, retries) - value(before, retries)).toBe(2);

    // The same signed command twice: both acked at once (a command's ack is empty), the second
    // refused as a replay after its ack, its lock contended.
    const { send } = signedCommand(stack, 'help');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const contended = (text: string) =>
      value(text, 'enlivy_slack_locks_contended_total{lock="replay"}') -
      value(before, 'enlivy_slack_locks_contended_total{lock="replay"}');
    const replayed = await waitFor(
      async () => {
        const { text } = await scrape(stack);
        return contended(text) >= 1 ? text : undefined;
      },
      { message: 'the replay counted' },
    );
    expect(contended(replayed)).toBe(1);
    expect(replayed).toMatch(
      /enlivy_slack_slack_api_calls_total\{method="[a-z]+\.[A-Za-z.]+",error="ok"\} \d/,
    );
  }, 60_000);

  it('carries one request id from the ack through Enlivy to the failure line', async () => {
    const { sim } = stack;
    sim.injectFault({ kind: 'status', status: 500, method: 'GET', path: 'event-destinations' });
    const { send, signature, timestampSec } = signedCommand(stack, 'list');
    const requestId = `${timestampSec}-${createHash('sha256').update(signature).digest('base64url').slice(0, 10)}`;
    const sentBefore = sim.requests.length;
    const ack = await send();
    expect(ack.status).toBe(200);
    const lines = await waitFor(
      () => {
        const mine = stack
          .logText()
          .split('\n')
          .filter((line) => line.includes(`"requestId":"${requestId}"`));
        return mine.some((line) => line.includes('request failed')) ? mine : undefined;
      },
      { timeoutMs: 30_000, message: 'the failure line of the request' },
    );
    const enlivyCalls = sim.requests
      .slice(sentBefore)
      .filter((r) => r.path.includes('event-destinations'));
    expect(enlivyCalls.length).toBeGreaterThan(0);
    for (const call of enlivyCalls) expect(call.headers['x-request-id']).toBe(requestId);
    expect(lines.some((line) => line.includes('request acked'))).toBe(true);
    const failure = lines.find((line) => line.includes('request failed')) ?? '';
    expect(JSON.parse(failure)).toMatchObject({ requestId, failure: 'enlivy_server' });
    // Nothing of the signature itself is logged.
    expect(stack.logText()).not.toContain(signature.slice(3, 23));
  }, 60_000);
});
