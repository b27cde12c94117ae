import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEnlivyClient,
  type EnlivyClient,
  EnlivyNetworkError,
  EnlivyTimeoutError,
} from '../../../src/enlivy/index.js';

// A real socket on localhost: what MockAgent cannot show (a body that stalls, the default agent).
let server: Server;
let baseUrl: string;
const seen: { url: string | undefined; authorization: string | undefined }[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url, authorization: req.headers.authorization });
  if (req.url?.startsWith('/organizations/stall')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":{"id":"stall",'); // …and never finishes
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { id: 'org_demo', name: 'Demo' } }));
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const clients: EnlivyClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('over a real socket', () => {
  it('works with its own default agent, shared with withToken clients', async () => {
    const client = createEnlivyClient({ baseUrl, token: '1|abcdefgh' });
    clients.push(client);
    await expect(client.organizations.retrieve('org_demo')).resolves.toMatchObject({
      name: 'Demo',
    });
    expect(seen.at(-1)?.authorization).toBe('Bearer 1|abcdefgh');
    await client.withToken('2|other').organizations.retrieve('org_demo');
    expect(seen.at(-1)?.authorization).toBe('Bearer 2|other');
  });

  it('fails with a network error after close', async () => {
    const client = createEnlivyClient({ baseUrl, maxRetries: 0 });
    await client.organizations.retrieve('org_demo');
    await client.close();
    await expect(client.organizations.retrieve('org_demo')).rejects.toBeInstanceOf(
      EnlivyNetworkError,
    );
  });

  it('times out when the body stalls after the headers, without retrying', async () => {
    const sleeps: number[] = [];
    const client = createEnlivyClient({
      baseUrl,
      timeoutMs: 150,
      maxRetries: 2,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    clients.push(client);
    const before = seen.length;
    await expect(client.organizations.retrieve('stall')).rejects.toBeInstanceOf(EnlivyTimeoutError);
    expect(seen.length - before).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('reports a closed port as a network error', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const client = createEnlivyClient({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
    clients.push(client);
    const err = await client.organizations.retrieve('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EnlivyNetworkError);
    expect((err as Error).message).toBe('Could not reach Enlivy (ECONNREFUSED)');
  });
});
