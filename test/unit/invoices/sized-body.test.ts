import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { discard, sizedBody } from '../../../src/features/invoices/sized-body.js';

function body(chunks: Buffer[]): Readable & AsyncIterable<Uint8Array> {
  return Readable.from(chunks) as Readable & AsyncIterable<Uint8Array>;
}

async function collect(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<Buffer> {
  if (source instanceof Uint8Array) return Buffer.from(source);
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

describe('sizedBody', () => {
  it('streams straight through when Enlivy sent a Content-Length', async () => {
    const stream = body([Buffer.from('%PDF-'), Buffer.from('1.4')]);
    const sized = await sizedBody({ body: stream, contentLength: 8 });
    expect(sized).toMatchObject({ kind: 'sized', length: 8 });
    if (sized.kind !== 'sized') throw new Error('unreachable');
    // The very same stream, not a copy.
    expect(sized.body).toBe(stream);
    expect((await collect(sized.body)).toString()).toBe('%PDF-1.4');
  });

  it('buffers up to the cap without a Content-Length and reports the real length', async () => {
    const sized = await sizedBody(
      { body: body([Buffer.alloc(400, 1), Buffer.alloc(600, 2)]), contentLength: undefined },
      1_000,
    );
    expect(sized).toMatchObject({ kind: 'sized', length: 1_000 });
    if (sized.kind !== 'sized') throw new Error('unreachable');
    const bytes = await collect(sized.body);
    expect(bytes.length).toBe(1_000);
    expect(bytes[399]).toBe(1);
    expect(bytes[400]).toBe(2);
  });

  it('refuses a body larger than the cap and stops reading it', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1;
        this.push(Buffer.alloc(100));
      },
    }) as Readable & AsyncIterable<Uint8Array>;
    const sized = await sizedBody({ body: endless, contentLength: undefined }, 1_000);
    expect(sized).toEqual({ kind: 'too_large', capBytes: 1_000 });
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(20);
  });

  it('calls an empty answer empty, with or without a length', async () => {
    expect(await sizedBody({ body: body([]), contentLength: undefined })).toEqual({
      kind: 'empty',
    });
    const stream = body([]);
    expect(await sizedBody({ body: stream, contentLength: 0 })).toEqual({ kind: 'empty' });
    expect(stream.destroyed).toBe(true);
  });

  it('discards an unread body without an uncaught error', async () => {
    let uncaught: unknown;
    const onUncaught = (err: unknown) => {
      uncaught = err;
    };
    process.prependListener('uncaughtException', onUncaught);
    try {
      // Like undici's body: destroying it before its end fails it with an "aborted" error.
      const stream = new Readable({
        read() {},
        destroy(err, callback) {
          callback(err ?? new Error('Request aborted'));
        },
      });
      discard(stream);
      discard(stream);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stream.destroyed).toBe(true);
      expect(uncaught).toBeUndefined();
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  });
});
