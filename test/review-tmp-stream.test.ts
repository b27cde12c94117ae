import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { sizedBody, discard } from '../src/commands/invoices/sized-body.js';
import { uploadBytes } from '../src/slack/upload.js';

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; close: () => void }> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => { server.closeAllConnections(); server.close(); } })));
}

describe('review: wrong content-length', () => {
  it('short body then close', async () => {
    const uncaught: unknown[] = [];
    const on = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', on);
    const enlivy = await listen((req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000' });
      res.write(Buffer.alloc(500, 1));
      setTimeout(() => res.socket?.destroy(), 50);
    });
    let received = 0;
    let slackStatus = 0;
    const slack = await listen((req, res) => {
      req.on('data', (c) => { received += c.length; });
      req.on('error', () => {});
      req.on('end', () => { slackStatus = 200; res.writeHead(200); res.end('ok'); });
      req.on('aborted', () => { slackStatus = -1; });
    });
    const dl = await request(enlivy.url);
    const sized = await sizedBody({ body: dl.body as any, contentLength: 1000 });
    let err: unknown;
    try {
      if (sized.kind === 'sized') await uploadBytes(slack.url, { channelId: 'D1', filename: 'a.pdf', title: 't', length: sized.length, body: sized.body }, 'xoxb');
    } catch (e) { err = e; } finally { discard(dl.body as any); }
    await new Promise((r) => setTimeout(r, 200));
    console.log('error:', (err as any)?.code, (err as any)?.message, 'slack received', received, 'slack status', slackStatus, 'uncaught', uncaught.length);
    process.off('uncaughtException', on);
    enlivy.close(); slack.close();
    expect(err).toBeDefined();
  });
});
