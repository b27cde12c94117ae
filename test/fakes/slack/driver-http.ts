/** Sending one request to the app the way Slack does, under Slack's 3-second ack deadline. */
import { request as httpRequest } from 'undici';
import { signatureHeaders } from './signing.js';

export const ACK_DEADLINE_MS = 3000;

export interface AckResult {
  status: number;
  /** Response body as text ('' for an empty ack). */
  body: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
  latencyMs: number;
  headers: Record<string, string>;
}

export interface AckRecord extends AckResult {
  kind: string;
  payload: unknown;
  at: number;
}

/** The app did not answer within 3 s: Slack would show `operation_timeout` (or retry an event). */
export class SlackAckTimeoutError extends Error {
  constructor(
    readonly kind: string,
    readonly latencyMs: number,
  ) {
    super(
      `fake-slack driver: the app took ${latencyMs} ms to ack a ${kind} (limit ${ACK_DEADLINE_MS} ms); Slack would show "operation_timeout" / retry the event`,
    );
    this.name = 'SlackAckTimeoutError';
  }
}

export interface OutgoingRequest {
  kind: string;
  url: string;
  body: string;
  contentType: string;
  /** Sign with this secret; undefined = do not sign (ssl_check). */
  signingSecret?: string;
  /** Unix seconds for X-Slack-Request-Timestamp (default now). */
  timestampSec?: number;
  /** Replace the computed X-Slack-Signature. */
  signature?: string;
  headers?: Record<string, string>;
  deadlineMs?: number;
}

export async function sendToApp(request: OutgoingRequest): Promise<AckResult> {
  const deadline = request.deadlineMs ?? ACK_DEADLINE_MS;
  const headers: Record<string, string> = { 'content-type': request.contentType };
  if (request.signingSecret !== undefined) {
    Object.assign(
      headers,
      signatureHeaders(request.signingSecret, request.body, request.timestampSec),
    );
  }
  if (request.signature !== undefined) headers['x-slack-signature'] = request.signature;
  Object.assign(headers, request.headers ?? {});

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadline);
  const started = performance.now();
  try {
    // undici's request (no redirects followed, as Slack follows none): the scale test sends
    // thousands of these, and fetch's streams cost the driver more CPU than the app it drives.
    const response = await httpRequest(request.url, {
      method: 'POST',
      headers,
      body: request.body,
      signal: controller.signal,
    });
    const body = await response.body.text();
    const latencyMs = Math.round(performance.now() - started);
    if (latencyMs >= deadline) throw new SlackAckTimeoutError(request.kind, latencyMs);
    let json: unknown;
    if (body.trim() !== '') {
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
    }
    return {
      status: response.statusCode,
      body,
      json,
      latencyMs,
      headers: Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      ),
    };
  } catch (error) {
    if (error instanceof SlackAckTimeoutError) throw error;
    if (controller.signal.aborted) {
      throw new SlackAckTimeoutError(request.kind, Math.round(performance.now() - started));
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
