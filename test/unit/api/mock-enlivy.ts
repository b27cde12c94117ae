import { MockAgent } from 'undici';
import {
  createEnlivyClient,
  type EnlivyClient,
  type EnlivyClientOptions,
} from '../../../src/enlivy/index.js';

export const ORIGIN = 'https://enlivy.test';
export const TOKEN = '42|s3cretTokenValueThatMustNeverLeak';
export const SECRET_PART = 's3cretTokenValueThatMustNeverLeak';

export interface RecordedRequest {
  method: string;
  /** Path with the raw query string, exactly as sent. */
  url: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

type PathMatch = string | ((url: string) => boolean);

export interface ReplySpec {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  times?: number;
  delayMs?: number;
}

function normaliseHeaders(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2)
      out[String(raw[i]).toLowerCase()] = String(raw[i + 1]);
  } else if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>))
      out[k.toLowerCase()] = String(v);
  }
  return out;
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A MockAgent-backed Enlivy with a request log and a recorded sleep. */
export function mockEnlivy(options: Partial<EnlivyClientOptions> = {}) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  const requests: RecordedRequest[] = [];
  const sleeps: number[] = [];
  const client: EnlivyClient = createEnlivyClient({
    baseUrl: `${ORIGIN}/`,
    token: TOKEN,
    dispatcher: agent,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 1,
    ...options,
  });

  function matcher(method: string, match: PathMatch) {
    return {
      method,
      path: typeof match === 'string' ? (url: string) => url.split('?')[0] === match : match,
    };
  }

  /** Answers `method path` with JSON (or a string/Buffer body as is). */
  function on(method: string, match: PathMatch, spec: ReplySpec = {}) {
    const { status = 200, body, headers = {}, times = 1, delayMs } = spec;
    const isRaw = typeof body === 'string' || Buffer.isBuffer(body);
    const scope = pool.intercept(matcher(method, match)).reply((opts) => {
      const [path = '', query = ''] = opts.path.split('?');
      requests.push({
        method: opts.method,
        url: opts.path,
        path,
        query,
        headers: normaliseHeaders(opts.headers),
        body: parseBody(opts.body),
      });
      return {
        statusCode: status,
        data: body === undefined ? '' : isRaw ? (body as string | Buffer) : JSON.stringify(body),
        responseOptions: {
          headers:
            isRaw || body === undefined
              ? headers
              : { 'content-type': 'application/json', ...headers },
        },
      };
    });
    scope.times(times);
    if (delayMs) scope.delay(delayMs);
    return scope;
  }

  /** The connection fails for `method path`. */
  function failConnection(method: string, match: PathMatch, times = 1, code?: string) {
    const error = Object.assign(new Error('connect failed'), code ? { code } : {});
    pool.intercept(matcher(method, match)).replyWithError(error).times(times);
  }

  return { agent, client, requests, sleeps, on, failConnection };
}

/** Awaits a rejection and returns the error, failing the test if the call succeeded. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export const destinationRecord = {
  id: 'org_evt_dst_1',
  object: 'event_destination',
  type: 'slack',
  name: 'AR alerts',
  destination_url: null,
  is_active: true,
  config: { channel: '#finance' },
  organization_api_credential_id: 'org_api_cred_1',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

export const deliveryRecord = {
  id: 'org_evt_dlv_1',
  object: 'event_delivery',
  event: 'invoice.paid',
  status: 'success',
  request_payload: { id: 'evt_1', type: 'invoice.paid', data: {} },
  response_status: 200,
  response_type: 'json',
  response: { ok: true },
  is_retry: false,
  organization_event_destination_id: 'org_evt_dst_1',
  created_at: '2026-11-02T10:00:00Z',
};

export function pagination(current: number, totalPages: number, perPage: number, total: number) {
  return {
    pagination: {
      total,
      count: Math.min(perPage, total - (current - 1) * perPage),
      per_page: perPage,
      current_page: current,
      total_pages: totalPages,
      links: {},
    },
  };
}
