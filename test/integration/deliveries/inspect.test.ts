import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { act, expectValidSlack, IDS, ORG, rowIds, viewText } from './support.js';

interface Receiver {
  url: string;
  bodies: string[];
  close(): Promise<void>;
}

/** A webhook endpoint on loopback that keeps the raw bodies it receives and answers 200 JSON. */
async function startReceiver(): Promise<Receiver> {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/enlivy-hook`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How a JSON value reads inside the modal's mrkdwn (escaped, then JSON-encoded by the fake). */
function asShown(value: unknown): string {
  const mrkdwn = JSON.stringify(value, null, 2)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return JSON.stringify(mrkdwn).slice(1, -1);
}

describe('delivery log: Inspect', () => {
  let stack: Stack;
  let receiver: Receiver;
  beforeEach(async () => {
    stack = await startStack();
    receiver = await startReceiver();
  });
  afterEach(async () => {
    expectValidSlack(stack);
    await stack?.stop();
    await receiver?.close();
  });

  it('shows the payload the simulator actually sent for a test delivery', async () => {
    const destination = stack.sim.state.addDestination({
      organization_id: ORG,
      type: 'webhook',
      name: 'Local receiver',
      destination_url: receiver.url,
      events: [{ event: 'invoice.paid', includes: ['line_items'] }],
    });
    const fired = await fetch(
      `${stack.sim.url}/organizations/${ORG}/event-destinations/${destination.data.id}/test`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${SEED.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'invoice.paid' }),
      },
    );
    expect(fired.status).toBe(201);
    const deliveryId = ((await fired.json()) as { data: { id: string } }).data.id;
    await stack.sim.settle();
    expect(receiver.bodies).toHaveLength(1);
    const sent = JSON.parse(receiver.bodies[0]!) as unknown;

    const user = stack.users.viewer;
    const log = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries "Local receiver"',
      }),
    );
    expect(rowIds(log)).toEqual([deliveryId]);
    expect(viewText(log)).toContain(':white_check_mark: *Success*');

    const inspect = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.inspect, value: deliveryId }),
    );
    const stackOfViews = stack.slack.viewStack(user);
    expect(stackOfViews.map((v) => v.id)).toEqual([log.id, inspect.id]);
    const text = viewText(inspect);
    expect(text).toContain(asShown(sent));
    expect(text).toContain('invoice.paid');
    expect(text).toContain('The destination answered with a 2xx status.');
    expect(text).toContain('Local receiver');
    expect(text).toContain('HTTP 200');
    expect(text).toContain('No: the first attempt');
    expect(text).toContain(asShown({ received: true }));
    expect(text).not.toContain(IDS.sendFile);
  });

  it('sends a 40 KB payload to the user’s DM as a file instead of breaking the modal', async () => {
    const payload = {
      id: 'evt_big',
      type: 'invoice.created',
      data: {
        number: 'INV-BIG',
        line_items: Array.from({ length: 400 }, (_, i) => ({
          n: i,
          description: `Line ${i} <${'x'.repeat(60)}> & more`,
        })),
      },
    };
    expect(JSON.stringify(payload).length).toBeGreaterThan(40_000);
    const record = stack.sim.state.addDelivery({
      organization_id: ORG,
      organization_event_destination_id: SEED.destinations.webhook,
      event: 'invoice.created',
      status: 'failed',
      request_payload: payload,
      response_status: 502,
      response_type: 'text/html',
      response: '<html>Bad gateway</html>',
    });

    const user = stack.users.viewer;
    await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries "Accounting sync" status:failed',
      }),
    );
    const inspect = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.inspect, value: record.data.id }),
    );
    const shown = viewText(inspect);
    expect(shown).toContain('Shortened to fit Slack');
    expect(shown).toContain(IDS.sendFile);
    expect(shown).toContain('HTTP 502');
    expect(shown).toContain('&lt;html&gt;Bad gateway&lt;/html&gt;');
    expect(Buffer.byteLength(JSON.stringify(inspect.blocks))).toBeLessThan(30_000);

    const sentNotice = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.sendFile, value: record.data.id }),
    );
    expect(viewText(sentNotice)).toContain('Sent to your DM with the app');
    expect(viewText(sentNotice)).not.toContain(IDS.sendFile);
    expect(stack.slack.viewStack(user)).toHaveLength(2);

    const file = await waitFor(() => stack.slack.files()[0]);
    expect(file.channels).toEqual([stack.slack.dmChannelId(user)]);
    expect(file.filename).toBe(`delivery-${record.data.id}.json`);
    const content = JSON.parse(file.bytes!.toString('utf8')) as Record<string, unknown>;
    expect(content.request_payload).toEqual(payload);
    expect(content.response).toBe('<html>Bad gateway</html>');
    expect(content).toMatchObject({ id: record.data.id, status: 'failed', response_status: 502 });
    const dm = stack.slack.dm(user);
    expect(dm.at(-1)?.files?.[0]?.name).toBe(file.filename);
    expect(stack.slack.messages(stack.channels.finance)).toEqual([]);
  });
});
