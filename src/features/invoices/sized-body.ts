import type { Readable } from 'node:stream';
import type { InvoiceDownload } from '../../enlivy/index.js';

/** Largest PDF kept in memory when Enlivy does not say how big it is (Slack needs the length first). */
export const MAX_BUFFERED_BYTES = 25 * 1024 * 1024;

/**
 * Drops a download that will not be (fully) read. undici's body emits an "aborted" error when
 * destroyed before its end; without a listener that error would be uncaught and end the process.
 */
export function discard(body: Readable): void {
  if (body.destroyed) return;
  body.on('error', () => undefined);
  body.destroy();
}

export type SizedBody =
  | { kind: 'sized'; length: number; body: AsyncIterable<Uint8Array> | Uint8Array }
  | { kind: 'empty' }
  | { kind: 'too_large'; capBytes: number };

/**
 * Slack's upload needs the byte length before the bytes. With a Content-Length the download
 * streams straight through; without one it is buffered up to `capBytes`, and refused above.
 * Refusals destroy the download so the connection is released.
 */
export async function sizedBody(
  download: Pick<InvoiceDownload, 'body' | 'contentLength'>,
  capBytes: number = MAX_BUFFERED_BYTES,
): Promise<SizedBody> {
  if (download.contentLength !== undefined) {
    if (download.contentLength > 0) {
      return { kind: 'sized', length: download.contentLength, body: download.body };
    }
    discard(download.body);
    return { kind: 'empty' };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of download.body) {
    size += chunk.byteLength;
    if (size > capBytes) {
      discard(download.body);
      return { kind: 'too_large', capBytes };
    }
    chunks.push(chunk);
  }
  if (size === 0) return { kind: 'empty' };
  return { kind: 'sized', length: size, body: Buffer.concat(chunks, size) };
}
