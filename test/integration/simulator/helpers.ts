/** Helpers for the simulator's own tests: raw fetch calls and small local HTTP receivers. */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SEED,
  type Simulator,
  type SimulatorOptions,
  startSimulator,
} from '../../fakes/service/index.js';

export { SEED };

/** Answers are read loosely in these tests; the assertions do the checking. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the simulator under test
export type Json = any;

export interface ApiAnswer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Api {
  get<T = Json>(path: string): Promise<ApiAnswer<T>>;
  post<T = Json>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T = Json>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  del<T = Json>(path: string): Promise<ApiAnswer<T>>;
}

export async function call<T = Json>(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    token?: string | null;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export function apiFor(sim: Simulator, token: string | null = SEED.apiToken): Api {
  return {
    get: (path) => call(sim.url, 'GET', path, { token }),
    post: (path, body) => call(sim.url, 'POST', path, { token, body }),
    put: (path, body) => call(sim.url, 'PUT', path, { token, body }),
    del: (path) => call(sim.url, 'DELETE', path, { token }),
  };
}

/** Starts a simulator that does not retry on its own; the caller closes it. */
export function start(options: SimulatorOptions = {}): Promise<Simulator> {
  return startSimulator(options);
}

export const DEMO = `/organizations/${SEED.organizations.demo}`;
export const FREE = `/organizations/${SEED.organizations.free}`;

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait before answering. */
  delayMs?: number;
  /** Send headers and part of the body, then destroy the socket. */
  breakBody?: boolean;
}

export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  /** Changes the answer of the following requests. */
  answer(next: ReceiverAnswer | ((request: ReceivedRequest) => ReceiverAnswer)): void;
  close(): Promise<void>;
}

/** A local HTTP server that records requests; answers 200 `{"received":true}` by default. */
export async function startReceiver(initial: ReceiverAnswer = {}): Promise<Receiver> {
  let decide: (request: ReceivedRequest) => ReceiverAnswer = () => initial;
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = decide(request);
      const reply = (): void => {
        const body = answer.body ?? '{"received":true}';
        if (answer.breakBody) {
          res.writeHead(answer.status ?? 200, {
            'content-type': 'application/json',
            'content-length': '1000',
          });
          res.write(body.slice(0, 5));
          setTimeout(() => res.destroy(), 10);
          return;
        }
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        res.end(body);
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply();
        }, answer.delayMs);
        timers.add(timer);
      } else {
        reply();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next) {
      decide = typeof next === 'function' ? next : () => next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function hmacHex(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Creates an active webhook destination to `url` through the API; returns it with its secret. */
export async function createWebhook(
  api: Api,
  url: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; signing_secret: string } & Record<string, Json>> {
  const answer = await api.post(`${DEMO}/event-destinations`, {
    type: 'webhook',
    name: 'Test receiver',
    destination_url: url,
    events: [{ event: 'invoice.paid' }],
    ...extra,
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

/** Deliveries of one destination, oldest first. */
export async function deliveriesOf(api: Api, destinationId: string): Promise<Json[]> {
  const answer = await api.get(
    `${DEMO}/event-destinations/deliveries?organization_event_destination_id=${destinationId}&per_page=50`,
  );
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${answer.text}`);
  return [...answer.body.data].reverse();
}
