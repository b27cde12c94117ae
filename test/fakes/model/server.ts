/**
 * A fake OpenAI-compatible Chat Completions endpoint (`POST /v1/chat/completions`), scripted by
 * the test: each request takes the next step (tool calls, a final text, an HTTP error, a delay).
 * Every request is kept as received, to assert on what the app sent a model.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelStep =
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { text: string }
  | { status: number }
  /** Answers after `ms` (longer than AI_TIMEOUT_MS: the app gives up first). */
  | { delayMs: number; text: string };

export interface ModelRequest {
  headers: IncomingHttpHeaders;
  /** The raw body as sent, to search for what must never be in it. */
  raw: string;
  body: {
    model?: string;
    messages?: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
  };
}

export interface FakeModel {
  /** The base URL to set as AI_BASE_URL (`http://127.0.0.1:<port>/v1`). */
  url: string;
  readonly requests: ModelRequest[];
  /** The next requests' answers, in order; without one, a request gets HTTP 500. */
  script(...steps: ModelStep[]): void;
  close(): Promise<void>;
}

function completion(
  step: Extract<ModelStep, { toolCalls: unknown } | { text: string }>,
  n: number,
) {
  const message =
    'toolCalls' in step
      ? {
          role: 'assistant',
          content: null,
          tool_calls: step.toolCalls.map((call, i) => ({
            id: `call_${n}_${i}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        }
      : { role: 'assistant', content: step.text };
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message,
        finish_reason: 'toolCalls' in step ? 'tool_calls' : 'stop',
      },
    ],
  };
}

export async function startFakeModel(): Promise<FakeModel> {
  const requests: ModelRequest[] = [];
  const steps: ModelStep[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      let body: ModelRequest['body'] = {};
      try {
        body = JSON.parse(raw) as ModelRequest['body'];
      } catch {
        res.writeHead(400).end();
        return;
      }
      requests.push({ headers: req.headers, raw, body });
      const step = steps.shift();
      const answer = (status: number, json?: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          json === undefined ? '{"error":{"message":"scripted failure"}}' : JSON.stringify(json),
        );
      };
      if (step === undefined) return answer(500);
      if ('status' in step) return answer(step.status);
      if ('delayMs' in step) {
        const timer = setTimeout(
          () => answer(200, completion(step, requests.length)),
          step.delayMs,
        );
        res.on('close', () => clearTimeout(timer));
        return;
      }
      answer(200, completion(step, requests.length));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      steps.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
