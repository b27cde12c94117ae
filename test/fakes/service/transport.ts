/**
 * Outgoing HTTP for deliveries, on node:http(s) without keep-alive so that receivers in tests
 * close cleanly. Separates "no answer" (connection error, timeout) from "answer whose body
 * could not be read", because the first is a failure and the second an anomaly.
 */
import http from 'node:http';
import https from 'node:https';

export type SendOutcome =
  | { kind: 'answered'; status: number; contentType: string | null; body: string }
  | { kind: 'unreadable'; status: number; contentType: string | null; error: string }
  | { kind: 'no_answer'; error: string };

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Largest response body kept in memory; the record stores at most 10 000 characters. */
const MAX_READ_BYTES = 1_000_000;

function mimeType(header: string | undefined): string | null {
  if (!header) return null;
  return header.split(';')[0]?.trim().toLowerCase() || null;
}

export function postOnce(request: PostRequest): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };

    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      resolve({ kind: 'no_answer', error: `Invalid URL: ${request.url}` });
      return;
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
    if (!client) {
      resolve({ kind: 'no_answer', error: `Unsupported protocol ${url.protocol}` });
      return;
    }

    const payload = Buffer.from(request.body, 'utf8');
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...request.headers,
        'Content-Length': String(payload.length),
        Connection: 'close',
      },
    });

    const timer = setTimeout(() => {
      finish({ kind: 'no_answer', error: `Timed out after ${request.timeoutMs} ms` });
      req.destroy();
    }, request.timeoutMs);
    const onAbort = (): void => {
      finish({ kind: 'no_answer', error: 'Simulator shut down before an answer arrived' });
      req.destroy();
    };
    request.signal?.addEventListener('abort', onAbort);

    req.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        kind: 'no_answer',
        error: error.code ? `${error.code}: ${error.message}` : error.message,
      });
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const contentType = mimeType(res.headers['content-type']);
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_READ_BYTES) chunks.push(chunk);
      });
      res.on('end', () => {
        finish({
          kind: 'answered',
          status,
          contentType,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      const unreadable = (error?: Error): void => {
        finish({
          kind: 'unreadable',
          status,
          contentType,
          error: error?.message ?? 'The response ended before its body was complete',
        });
      };
      res.on('error', unreadable);
      res.on('aborted', () => unreadable());
      res.on('close', () => {
        if (!res.complete) unreadable();
      });
    });
    req.end(payload);
  });
}
