import { Readable } from 'node:stream';
import { request } from 'undici';
import type { UploadInput } from './ui.js';

/**
 * Step two of Slack's external upload: POST the bytes to the upload URL Slack handed out.
 * The body streams straight through; only HTTP 200 counts as success.
 */
export async function uploadBytes(
  url: string,
  input: UploadInput,
  token: string | undefined,
): Promise<void> {
  const response = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(input.length),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: input.body instanceof Uint8Array ? input.body : Readable.from(input.body),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  await response.body.dump();
  if (response.statusCode !== 200) {
    throw new Error(`Slack refused the file upload (HTTP ${response.statusCode})`);
  }
}
