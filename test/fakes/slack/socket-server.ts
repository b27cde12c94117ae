/**
 * Socket Mode's WebSocket end (notes §9), on the fake's own HTTP port: the URL from
 * apps.connections.open carries a one-time ticket; the server sends `hello`, pushes envelopes,
 * matches acks by envelope_id under the 3-second deadline, and can ask the client to reconnect.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ACK_DEADLINE_MS, SlackAckTimeoutError } from './driver-http.js';
import { SOCKET_TICKET_TTL_MS } from './methods/apps.js';
import type { SlackModel } from './model.js';
import { waitFor } from './wait-for.js';

export type EnvelopeType = 'events_api' | 'slash_commands' | 'interactive';

export interface SocketEnvelope {
  envelope_id: string;
  type: EnvelopeType;
  payload: unknown;
  accepts_response_payload: boolean;
  retry_attempt?: number;
  retry_reason?: string;
}

export interface SocketAck {
  envelope_id: string;
  /** The ack's `payload` (Bolt sends `{}` for a bare `ack()`); undefined when absent. */
  payload: Record<string, unknown> | undefined;
  latencyMs: number;
}

export interface SocketConnection {
  /** 1, 2, 3… in the order the connections were opened. */
  id: number;
  appId: string;
  openedAt: number;
  /** Pings the client sent (the `ws` server answers each with a pong by itself). */
  pings: number;
  /** The reason of the `disconnect` message the fake sent on it, if any. */
  disconnectReason?: string;
  closedAt?: number;
  closeCode?: number;
}

/** One message the app sent over a socket, and what the fake made of it. */
export interface SocketMessageRecord {
  connectionId: number;
  at: number;
  data: unknown;
  /** `ack` in time, `late` after the deadline, `unknown` envelope_id, `invalid` (not an ack). */
  outcome: 'ack' | 'late' | 'unknown' | 'invalid';
}

export interface DeliverInput {
  type: EnvelopeType;
  payload: unknown;
  /** Default: true for slash_commands and view_submission / block_suggestion, else false. */
  acceptsResponsePayload?: boolean;
  /** events_api only (default 0 and ''). */
  retryAttempt?: number;
  retryReason?: string;
  /** Default: the fake app's id. */
  appId?: string;
  envelopeId?: string;
  deadlineMs?: number;
}

interface Pending {
  envelope: SocketEnvelope;
  connection: SocketConnection;
  started: number;
  resolve: (ack: SocketAck) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function acceptsPayload(type: EnvelopeType, payload: unknown): boolean {
  if (type === 'slash_commands') return true;
  if (type !== 'interactive' || !isObj(payload)) return false;
  return payload.type === 'view_submission' || payload.type === 'block_suggestion';
}

export class SocketModeServer {
  readonly #model: SlackModel;
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #sockets = new Map<SocketConnection, WebSocket>();
  readonly #pending = new Map<string, Pending>();
  readonly #sentIds = new Set<string>();
  /** Every connection ever opened, oldest first (closed ones keep closedAt and closeCode). */
  readonly history: SocketConnection[] = [];
  /** Every envelope pushed, in order. */
  readonly sent: SocketEnvelope[] = [];
  /** Every message the app sent, in order. */
  readonly received: SocketMessageRecord[] = [];
  /** WebSocket upgrades refused: wrong path, or a missing, unknown, used or expired ticket. */
  rejectedUpgrades = 0;
  #turn = 0;

  constructor(model: SlackModel) {
    this.#model = model;
  }

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.#upgrade(req, socket, head),
    );
  }

  /** Open connections, oldest first. */
  get connections(): SocketConnection[] {
    return this.history.filter((c) => c.closedAt === undefined);
  }

  /** Waits for an open connection (not told to disconnect) opened after connection `after`. */
  waitForConnection(
    options: { after?: number; timeoutMs?: number } = {},
  ): Promise<SocketConnection> {
    return waitFor(
      () => this.connections.find((c) => c.id > (options.after ?? 0) && !c.disconnectReason),
      { timeoutMs: options.timeoutMs ?? 15_000, message: 'a Socket Mode connection' },
    );
  }

  /** Pushes an envelope on an open connection (round robin) and resolves with the app's ack. */
  deliver(input: DeliverInput): Promise<SocketAck> {
    const appId = input.appId ?? this.#model.app.appId;
    const live = this.connections.filter((c) => c.appId === appId && !c.disconnectReason);
    const connection = live[this.#turn++ % Math.max(live.length, 1)];
    const ws = connection && this.#sockets.get(connection);
    if (!connection || !ws) {
      return Promise.reject(
        new Error(`fake-slack socket: no open Socket Mode connection for app ${appId}`),
      );
    }
    const envelope: SocketEnvelope = {
      envelope_id: input.envelopeId ?? randomUUID(),
      type: input.type,
      payload: input.payload,
      accepts_response_payload:
        input.acceptsResponsePayload ?? acceptsPayload(input.type, input.payload),
      ...(input.type === 'events_api'
        ? { retry_attempt: input.retryAttempt ?? 0, retry_reason: input.retryReason ?? '' }
        : {}),
    };
    const deadline = input.deadlineMs ?? ACK_DEADLINE_MS;
    return new Promise<SocketAck>((resolve, reject) => {
      const started = performance.now();
      const timer = setTimeout(() => {
        this.#pending.delete(envelope.envelope_id);
        reject(new SlackAckTimeoutError(input.type, Math.round(performance.now() - started)));
      }, deadline);
      this.#pending.set(envelope.envelope_id, {
        envelope,
        connection,
        started,
        resolve,
        reject,
        timer,
      });
      this.#sentIds.add(envelope.envelope_id);
      this.sent.push(envelope);
      ws.send(JSON.stringify(envelope));
    });
  }

  /** Sends `{type:"disconnect", reason}` on every open connection (or one); returns how many. */
  disconnect(reason = 'refresh_requested', options: { connectionId?: number } = {}): number {
    let count = 0;
    for (const [connection, ws] of this.#sockets) {
      if (options.connectionId !== undefined && connection.id !== options.connectionId) continue;
      connection.disconnectReason = reason;
      ws.send(JSON.stringify({ type: 'disconnect', reason, debug_info: { host: 'fake-slack' } }));
      count += 1;
    }
    return count;
  }

  /** Drops every connection without a close handshake (as a network failure would). */
  terminate(): void {
    for (const ws of this.#sockets.values()) ws.terminate();
  }

  async close(): Promise<void> {
    this.terminate();
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error('fake-slack socket: the fake was closed before the ack'));
    }
    this.#pending.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', this.#model.origin);
    if (url.pathname !== '/socket') {
      this.#refuse(socket, '404 Not Found');
      return;
    }
    const ticket = this.#model.socketTickets.get(url.searchParams.get('ticket') ?? '');
    if (!ticket || ticket.used || this.#model.now() - ticket.issuedAt > SOCKET_TICKET_TTL_MS) {
      this.#refuse(socket, '401 Unauthorized');
      return;
    }
    ticket.used = true;
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#open(ws, ticket.appId));
  }

  #refuse(socket: Duplex, status: string): void {
    this.rejectedUpgrades += 1;
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  #open(ws: WebSocket, appId: string): void {
    const connection: SocketConnection = {
      id: this.history.length + 1,
      appId,
      openedAt: Date.now(),
      pings: 0,
    };
    this.history.push(connection);
    this.#sockets.set(connection, ws);
    ws.on('message', (data: RawData, isBinary: boolean) =>
      this.#receive(connection, isBinary ? undefined : data.toString()),
    );
    ws.on('close', (code: number) => {
      connection.closedAt = Date.now();
      connection.closeCode = code;
      this.#sockets.delete(connection);
      for (const [id, pending] of this.#pending) {
        if (pending.connection !== connection) continue;
        clearTimeout(pending.timer);
        this.#pending.delete(id);
        pending.reject(
          new Error(
            `fake-slack socket: connection ${connection.id} closed before the ack of ${id}`,
          ),
        );
      }
    });
    ws.on('ping', () => {
      connection.pings += 1;
    });
    ws.on('error', () => ws.terminate());
    const open = this.connections.filter((c) => c.appId === appId).length;
    ws.send(
      JSON.stringify({
        type: 'hello',
        num_connections: open,
        debug_info: { host: 'fake-slack', build_number: 1, approximate_connection_time: 18060 },
        connection_info: { app_id: appId },
      }),
    );
  }

  #receive(connection: SocketConnection, text: string | undefined): void {
    let data: unknown = text;
    try {
      data = text === undefined ? undefined : JSON.parse(text);
    } catch {
      // kept as text
    }
    const record: SocketMessageRecord = {
      connectionId: connection.id,
      at: Date.now(),
      data,
      outcome: 'invalid',
    };
    this.received.push(record);
    if (!isObj(data) || typeof data.envelope_id !== 'string') return;
    const pending = this.#pending.get(data.envelope_id);
    if (!pending) {
      record.outcome = this.#sentIds.has(data.envelope_id) ? 'late' : 'unknown';
      return;
    }
    record.outcome = 'ack';
    clearTimeout(pending.timer);
    this.#pending.delete(data.envelope_id);
    pending.resolve({
      envelope_id: data.envelope_id,
      payload: isObj(data.payload) ? data.payload : undefined,
      latencyMs: Math.round(performance.now() - pending.started),
    });
  }
}
