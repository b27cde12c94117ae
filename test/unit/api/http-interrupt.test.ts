import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createEnlivyClient,
  EnlivyAbortedError,
  type EnlivyClient,
  EnlivyNetworkError,
} from '../../../src/enlivy/index.js';
import { withWriteJournal } from '../../../src/enlivy/write-journal.js';
import { destinationRecord, rejectionOf } from './mock-enlivy.js';

// A real socket: calls that Enlivy never answers, as at shutdown with a slow Enlivy.
let server: Server;
let baseUrl: string;
let received = 0;

function handle(req: IncomingMessage, res: ServerResponse) {
  received += 1;
  if (req.url?.includes('slow')) return; // never answers
  if (req.url?.endsWith('/refused')) {
    res.writeHead(422, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The given data was invalid.', errors: { name: ['bad'] } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: destinationRecord }));
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

let client: EnlivyClient;

afterEach(async () => {
  await client?.close();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function slowRead(c: EnlivyClient) {
  return c.organizations.retrieve('slow');
}

describe('interrupt() at the end of the drain window', () => {
  it('ends a call in flight at once with EnlivyAbortedError, without retrying, and refuses later calls', async () => {
    client = createEnlivyClient({ baseUrl, token: '1|abcdefgh', timeoutMs: 30_000 });
    const before = received;
    const call = rejectionOf(slowRead(client.withToken('2|other')));
    // In flight: the server has the request (a fixed pause was too short on a loaded machine).
    for (let waited = 0; received === before && waited < 5_000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const at = Date.now();
    client.interrupt();
    const err = await call;
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(err).toBeInstanceOf(EnlivyAbortedError);
    // Write handlers see an unknown outcome, as for any connection failure.
    expect(err).toBeInstanceOf(EnlivyNetworkError);
    expect(err).toMatchObject({ method: 'GET', mayHaveChanged: false });
    expect(received - before).toBe(1);

    const later = await rejectionOf(client.organizations.retrieve('org_demo'));
    expect(later).toBeInstanceOf(EnlivyAbortedError);
    expect(received - before).toBe(1);
  });

  /** In one piece of work: `before`, then a read that interrupt() cuts off. */
  async function readCutOffAfter(before: (c: EnlivyClient) => Promise<unknown>) {
    client = createEnlivyClient({ baseUrl, token: '1|abcdefgh', timeoutMs: 30_000 });
    return withWriteJournal(async () => {
      await before(client);
      const call = rejectionOf(slowRead(client));
      setTimeout(() => client.interrupt(), 50);
      return call;
    });
  }

  it('says a cut-off read may have changed something when its work already wrote', async () => {
    const err = await readCutOffAfter((c) =>
      c.destinations.update('org_1', 'dst_1', { is_active: false }),
    );
    expect(err).toMatchObject({ method: 'GET', mayHaveChanged: true });
  });

  it('says nothing changed when the only write of its work was refused', async () => {
    const err = await readCutOffAfter((c) =>
      rejectionOf(c.destinations.update('org_1', 'refused', { is_active: false })),
    );
    expect(err).toMatchObject({ method: 'GET', mayHaveChanged: false });
  });

  it('says a cut-off write may have been applied', async () => {
    client = createEnlivyClient({ baseUrl, token: '1|abcdefgh', timeoutMs: 30_000 });
    const call = rejectionOf(client.destinations.update('org_1', 'slow', { is_active: false }));
    setTimeout(() => client.interrupt(), 50);
    expect(await call).toMatchObject({ method: 'PUT', mayHaveChanged: true });
  });
});

describe('close()', () => {
  it('does not wait for calls still in flight', async () => {
    client = createEnlivyClient({ baseUrl, token: '1|abcdefgh', timeoutMs: 30_000 });
    const call = rejectionOf(slowRead(client));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const at = Date.now();
    await client.close();
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(await call).toBeInstanceOf(EnlivyAbortedError);
  });
});
