import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../fakes/service/index.js';
import {
  type Api,
  apiFor,
  createWebhook,
  DEMO,
  deliveriesOf,
  FREE,
  hmacHex,
  type Json,
  type Receiver,
  SEED,
  start,
  startReceiver,
} from './helpers.js';

const D = `${DEMO}/event-destinations`;

describe('simulator: webhook deliveries', () => {
  let sim: Simulator;
  let api: Api;
  let receiver: Receiver;
  beforeEach(async () => {
    sim = await start({ webhookTimeoutMs: 300 });
    api = apiFor(sim);
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await sim.close();
    await receiver.close();
  });

  it('sends the test event signed with the destination secret, in the envelope', async () => {
    const destination = await createWebhook(api, `${receiver.url}/hook`);
    const answer = await api.post(`${D}/${destination.id}/test`);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      object: 'event_delivery',
      organization_id: SEED.organizations.demo,
      organization_event_destination_id: destination.id,
      event: 'destination.test',
      is_retry: false,
    });
    expect(['pending', 'success']).toContain(answer.body.data.status);
    expect(answer.body.data.id).toMatch(/^org_evt_dlv_/);
    await sim.settle();

    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/hook');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.signature).toBe(hmacHex(destination.signing_secret, request.rawBody));
    expect(request.headers.signature).toMatch(/^[0-9a-f]{64}$/);
    const envelope = JSON.parse(request.rawBody);
    expect(Object.keys(envelope).sort()).toEqual([
      'created_at',
      'data',
      'id',
      'organization_id',
      'type',
    ]);
    expect(envelope).toMatchObject({
      type: 'destination.test',
      organization_id: SEED.organizations.demo,
      data: { destination_id: destination.id },
    });
    expect(envelope.id).toMatch(/^evt_/);
    expect(envelope.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const stored = await api.get(`${D}/deliveries/${answer.body.data.id}`);
    expect(stored.body.data).toMatchObject({
      status: 'success',
      response_status: 200,
      response_type: 'application/json',
      response: '{"received":true}',
      is_retry: false,
    });
    expect(stored.body.data.request_payload).toEqual(envelope);
  });

  it('sends a named catalog event with sample data and the subscription includes', async () => {
    const destination = await createWebhook(api, receiver.url, {
      events: [{ event: 'invoice.paid', includes: ['line_items', 'taxes'] }],
    });
    const answer = await api.post(`${D}/${destination.id}/test`, { event: 'invoice.paid' });
    expect(answer.status).toBe(201);
    expect(answer.body.data.event).toBe('invoice.paid');
    await sim.settle();
    const envelope = JSON.parse(receiver.received[0]!.rawBody);
    expect(envelope.type).toBe('invoice.paid');
    expect(envelope.data).toMatchObject({ object: 'invoice', number: 'INV-0001', status: 'paid' });
    expect(envelope.data.line_items).toHaveLength(1);
    expect(envelope.data.taxes).toHaveLength(1);

    const bad = await api.post(`${D}/${destination.id}/test`, { event: 'invoice.exploded' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['event']);
  });

  it('retries a failing receiver on the simulated clock: 5 attempts, attempts 2-5 is_retry', async () => {
    receiver.answer({ status: 500, body: 'boom', headers: { 'content-type': 'text/plain' } });
    const destination = await createWebhook(api, receiver.url);
    await api.post(`${D}/${destination.id}/test`);
    await sim.settle();
    let log = await deliveriesOf(api, destination.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      status: 'failed',
      response_status: 500,
      response_type: 'text/plain',
      response: 'boom',
      is_retry: false,
    });

    await sim.advanceClock(29_999);
    expect(await deliveriesOf(api, destination.id)).toHaveLength(1);
    await sim.advanceClock(1);
    log = await deliveriesOf(api, destination.id);
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ status: 'failed', is_retry: true });

    await sim.advanceClock(600_000);
    log = await deliveriesOf(api, destination.id);
    expect(log.map((d: Json) => [d.status, d.is_retry])).toEqual([
      ['failed', false],
      ['failed', true],
      ['failed', true],
      ['failed', true],
      ['failed', true],
    ]);
    expect(receiver.received).toHaveLength(5);
    // Every attempt carries the same event, so a receiver can drop duplicates by id.
    const ids = receiver.received.map((r) => JSON.parse(r.rawBody).id);
    expect(new Set(ids).size).toBe(1);
    const offsets = log.map((d: Json) => Date.parse(d.created_at) - Date.parse(log[0].created_at));
    expect(offsets).toEqual([0, 30_000, 120_000, 300_000, 600_000]);

    await sim.advanceClock(3_600_000);
    expect(await deliveriesOf(api, destination.id)).toHaveLength(5);
  });

  it('stops retrying once an attempt succeeds', async () => {
    let calls = 0;
    receiver.answer(() => (++calls === 1 ? { status: 503 } : { status: 202 }));
    const destination = await createWebhook(api, receiver.url);
    await api.post(`${D}/${destination.id}/test`);
    await sim.settle();
    await sim.advanceClock(600_000);
    const log = await deliveriesOf(api, destination.id);
    expect(log.map((d: Json) => [d.status, d.response_status, d.is_retry])).toEqual([
      ['failed', 503, false],
      ['success', 202, true],
    ]);
  });

  it('uses a custom retry schedule', async () => {
    const quick = await start({ retrySchedule: [0, 10, 20] });
    try {
      receiver.answer({ status: 500 });
      const quickApi = apiFor(quick);
      const destination = await createWebhook(quickApi, receiver.url);
      await quickApi.post(`${D}/${destination.id}/test`);
      await quick.settle();
      await quick.advanceClock(1_000);
      expect(await deliveriesOf(quickApi, destination.id)).toHaveLength(3);
    } finally {
      await quick.close();
    }
  });

  it('lets sends in flight finish before advancing the clock', async () => {
    receiver.answer({ status: 500, delayMs: 50 });
    const destination = await createWebhook(api, receiver.url);
    await api.post(`${D}/${destination.id}/test`);
    await sim.advanceClock(30_000);
    expect((await deliveriesOf(api, destination.id)).map((d: Json) => d.is_retry)).toEqual([
      false,
      true,
    ]);
  });

  it('runs retries in real time when asked to', async () => {
    const live = await start({ realTimeRetries: true, retrySchedule: [0, 100, 200] });
    try {
      receiver.answer({ status: 500 });
      const liveApi = apiFor(live);
      const destination = await createWebhook(liveApi, receiver.url);
      await liveApi.post(`${D}/${destination.id}/test`);
      const deadline = Date.now() + 5_000;
      while (receiver.received.length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await live.settle();
      expect(await deliveriesOf(liveApi, destination.id)).toHaveLength(3);
    } finally {
      await live.close();
    }
  });

  it('marks a redirect or an unreadable body as anomaly, and does not retry it', async () => {
    receiver.answer({
      status: 302,
      headers: { location: '/elsewhere', 'content-type': 'text/html' },
    });
    const redirected = await createWebhook(api, receiver.url);
    await api.post(`${D}/${redirected.id}/test`);
    await sim.settle();
    receiver.answer({ status: 200, breakBody: true });
    const broken = await createWebhook(api, receiver.url);
    await api.post(`${D}/${broken.id}/test`);
    await sim.settle();
    await sim.advanceClock(600_000);

    const first = await deliveriesOf(api, redirected.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      status: 'anomaly',
      response_status: 302,
      response_type: 'text/html',
    });
    const second = await deliveriesOf(api, broken.id);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ status: 'anomaly', response_status: 200 });
  });

  it('fails on a timeout and on a refused connection', async () => {
    receiver.answer({ delayMs: 2_000 });
    const slow = await createWebhook(api, receiver.url);
    await api.post(`${D}/${slow.id}/test`);
    await sim.settle();
    const [timedOut] = await deliveriesOf(api, slow.id);
    expect(timedOut).toMatchObject({
      status: 'failed',
      response_status: null,
      response_type: null,
    });
    expect(timedOut.response).toMatch(/Timed out/);

    const closed = await startReceiver();
    const deadUrl = closed.url;
    await closed.close();
    const dead = await createWebhook(api, deadUrl);
    await api.post(`${D}/${dead.id}/test`);
    await sim.settle();
    const [refused] = await deliveriesOf(api, dead.id);
    expect(refused).toMatchObject({ status: 'failed', response_status: null });
    expect(refused.response).toMatch(/ECONNREFUSED/);
  });

  it('with loopbackOnly, sends to loopback receivers and fails other hosts without a network call', async () => {
    const offline = await start({ loopbackOnly: true });
    try {
      const offlineApi = apiFor(offline);
      const local = await createWebhook(offlineApi, `${receiver.url}/local`);
      await offlineApi.post(`${D}/${local.id}/test`);
      const remote = await createWebhook(offlineApi, 'https://hooks.example.test/remote');
      await offlineApi.post(`${D}/${remote.id}/test`);
      await offline.settle();
      expect(receiver.received.map((r) => r.url)).toEqual(['/local']);
      const [sent] = await deliveriesOf(offlineApi, local.id);
      expect(sent.status).toBe('success');
      const [refused] = await deliveriesOf(offlineApi, remote.id);
      expect(refused).toMatchObject({ status: 'failed', response_status: null });
      expect(refused.response).toMatch(/^Not sent: this simulator runs offline/);
    } finally {
      await offline.close();
    }
  });

  it('truncates a long response to 10 000 characters', async () => {
    receiver.answer({
      status: 200,
      body: 'x'.repeat(25_000),
      headers: { 'content-type': 'text/plain' },
    });
    const destination = await createWebhook(api, receiver.url);
    await api.post(`${D}/${destination.id}/test`);
    await sim.settle();
    const [delivery] = await deliveriesOf(api, destination.id);
    expect(delivery.response).toHaveLength(10_000);
  });

  it('drops the test of a paused destination without sending', async () => {
    const destination = await createWebhook(api, receiver.url, { is_active: false });
    const answer = await api.post(`${D}/${destination.id}/test`);
    expect(answer.status).toBe(201);
    expect(answer.body.data.status).toBe('dropped');
    await sim.settle();
    await sim.advanceClock(600_000);
    expect(receiver.received).toHaveLength(0);
    const log = await deliveriesOf(api, destination.id);
    expect(log.map((d: Json) => d.status)).toEqual(['dropped']);
  });

  it('answers 403 to a test in an organization without a paid pack', async () => {
    const answer = await api.post(`${FREE}/event-destinations/${SEED.destinations.free}/test`);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Sending events requires a paid pack.' });
  });

  it('drops pending retries of a destination deleted meanwhile', async () => {
    receiver.answer({ status: 500 });
    const destination = await createWebhook(api, receiver.url);
    await api.post(`${D}/${destination.id}/test`);
    await sim.settle();
    await api.del(`${D}/${destination.id}`);
    await sim.advanceClock(600_000);
    expect(receiver.received).toHaveLength(1);
    const log = await api.get(
      `${D}/deliveries?organization_event_destination_id=${destination.id}`,
    );
    expect(log.body.data.map((d: Json) => d.status)).toEqual(['dropped', 'failed']);
  });

  it('emits organization events to subscribed destinations (emitEvent and the control route)', async () => {
    const subscribed = await createWebhook(api, `${receiver.url}/a`, {
      events: [{ event: 'invoice.paid' }],
    });
    await createWebhook(api, `${receiver.url}/b`, { events: [{ event: 'invoice.created' }] });
    // The seeded destinations subscribed to invoice.paid are pointed at the receiver too.
    sim.state.destinations.get(SEED.destinations.webhook)!.data.destination_url =
      `${receiver.url}/seeded`;
    sim.setSlackApiUrl(`${receiver.url}/slack-api`);
    const deliveries = sim.emitEvent(SEED.organizations.demo, 'invoice.paid', {
      id: 'org_inv_x',
      number: 'INV-9',
      total: 5,
      currency: 'EUR',
    });
    expect(deliveries.map((d) => d.data.organization_event_destination_id).sort()).toEqual(
      [
        subscribed.id,
        SEED.destinations.webhook,
        SEED.destinations.slack,
        SEED.destinations.paused,
      ].sort(),
    );
    await sim.settle();
    const paths = receiver.received.map((r) => r.url).sort();
    expect(paths).toEqual(['/a', '/seeded', '/slack-api/chat.postMessage']);
    const slackBody = JSON.parse(receiver.received.find((r) => r.url.includes('slack'))!.rawBody);
    expect(slackBody).toEqual({
      channel: SEED.slackChannel,
      text: 'Invoice INV-9 was paid: 5 EUR',
    });

    const viaControl = await fetch(`${sim.url}/__control/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organization_id: SEED.organizations.demo,
        event: 'invoice.created',
        data: {},
      }),
    });
    expect(viaControl.status).toBe(201);
    const created = (await viaControl.json()) as Json;
    expect(created.data.length).toBeGreaterThanOrEqual(2);
  });
});

describe('simulator: Slack deliveries', () => {
  let sim: Simulator;
  let api: Api;
  let slack: Receiver;
  beforeEach(async () => {
    slack = await startReceiver({ body: '{"ok":true,"channel":"C0FINANCE1","ts":"1.2"}' });
    sim = await start({ slackApiUrl: `${slack.url}/api` });
    api = apiFor(sim);
  });
  afterEach(async () => {
    await sim.close();
    await slack.close();
  });

  it('posts chat.postMessage with the credential token, the channel and the filled template', async () => {
    sim.setSlackCredentialToken(SEED.organizations.demo, 'xoxb-test-token');
    const answer = await api.post(`${D}/${SEED.destinations.slack}/test`, {
      event: 'invoice.paid',
    });
    expect(answer.status).toBe(201);
    await sim.settle();
    expect(slack.received).toHaveLength(1);
    const request = slack.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/chat.postMessage');
    expect(request.headers.authorization).toBe('Bearer xoxb-test-token');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.rawBody)).toEqual({
      channel: SEED.slackChannel,
      text: 'Invoice INV-0001 was paid: 1250 EUR',
    });
    const stored = await api.get(`${D}/deliveries/${answer.body.data.id}`);
    expect(stored.body.data).toMatchObject({
      status: 'success',
      response_status: 200,
      response_type: 'application/json',
      request_payload: { channel: SEED.slackChannel, text: 'Invoice INV-0001 was paid: 1250 EUR' },
    });
  });

  it('renders placeholders: bare and data. paths, envelope fields, unknown ones empty', async () => {
    const created = await api.post(D, {
      type: 'slack',
      name: 'Templates',
      config: { channel: 'C0TEMPLATE' },
      events: [
        {
          event: 'invoice.created',
          config: {
            message:
              '{{event}} {{ number }}/{{data.currency}} [{{nope.nothing}}] {{organization_id}}',
          },
        },
      ],
    });
    await api.post(`${D}/${created.body.data.id}/test`, { event: 'invoice.created' });
    await sim.settle();
    expect(JSON.parse(slack.received[0]!.rawBody)).toEqual({
      channel: 'C0TEMPLATE',
      text: `invoice.created INV-0001/EUR [] ${SEED.organizations.demo}`,
    });
  });

  it('sends a default line for the generic test event', async () => {
    await api.post(`${D}/${SEED.destinations.slack}/test`);
    await sim.settle();
    const request = slack.received[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${SEED.slackBotToken}`);
    const body = JSON.parse(request.rawBody);
    expect(body.channel).toBe(SEED.slackChannel);
    expect(body.text).toMatch(/^destination\.test: /);
    expect(body.text).toContain('Finance alerts');
  });

  it('records ok:false as failed with the Slack error, and retries it', async () => {
    slack.answer({ body: '{"ok":false,"error":"channel_not_found"}' });
    const answer = await api.post(`${D}/${SEED.destinations.slack}/test`);
    await sim.settle();
    const stored = await api.get(`${D}/deliveries/${answer.body.data.id}`);
    expect(stored.body.data).toMatchObject({
      status: 'failed',
      response_status: 200,
      response: 'channel_not_found',
    });
    slack.answer({ body: '{"ok":true}' });
    await sim.advanceClock(30_000);
    const log = await api.get(
      `${D}/deliveries?organization_event_destination_id=${SEED.destinations.slack}&per_page=2`,
    );
    expect(log.body.data[0]).toMatchObject({ status: 'success', is_retry: true });
  });

  it('takes a new Slack API URL at run time', async () => {
    const other = await startReceiver({ body: '{"ok":true}' });
    try {
      sim.setSlackApiUrl(`${other.url}/other-api/`);
      await api.post(`${D}/${SEED.destinations.slack}/test`);
      await sim.settle();
      expect(other.received.map((r) => r.url)).toEqual(['/other-api/chat.postMessage']);
      expect(slack.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
