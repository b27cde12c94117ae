/**
 * Drives an app connected over Socket Mode: the same payloads the HTTP driver sends, pushed as
 * envelopes on the app's WebSocket, with the ack payloads applied to the fake as Slack would.
 */
import { applyCommandAck, applySubmissionAck, type SubmissionOutcome } from './driver-acks.js';
import {
  buildClick,
  buildCommand,
  buildEvent,
  buildSubmission,
  type CommandInput,
  type EventOptions,
  type SubmitInput,
} from './driver-build.js';
import type { ClickInput } from './driver-clicks.js';
import type { AckResult } from './driver-http.js';
import type { FakeSlack } from './fake-slack.js';
import type { EventEnvelope } from './payloads.js';
import type { DeliverInput, EnvelopeType, SocketAck } from './socket-server.js';
import type { StateValues } from './state-values.js';

export interface SocketDriverOptions {
  slack: FakeSlack;
  /** Overrides the fake app's id in payloads and picks that app's connections. */
  appId?: string;
  /** Ack deadline (default 3000 ms, Slack's). */
  deadlineMs?: number;
}

export interface SocketCommandAck extends SocketAck {
  triggerId: string;
  responseUrl: string;
}

export interface SocketEventAck extends SocketAck {
  eventId: string;
  envelope: EventEnvelope;
}

export interface SocketSubmitAck extends SocketAck {
  outcome: SubmissionOutcome;
  stateValues: StateValues;
}

/** A Socket Mode ack read as the HTTP answer it replaces: its payload is the body. */
function asHttpAnswer(ack: SocketAck): AckResult {
  const empty = ack.payload === undefined || Object.keys(ack.payload).length === 0;
  return {
    status: 200,
    body: empty ? '' : JSON.stringify(ack.payload),
    json: empty ? undefined : ack.payload,
    latencyMs: ack.latencyMs,
    headers: {},
  };
}

export class SocketDriver {
  readonly slack: FakeSlack;
  readonly #appId: string | undefined;
  readonly #deadlineMs: number | undefined;

  constructor(options: SocketDriverOptions) {
    this.slack = options.slack;
    this.#appId = options.appId;
    this.#deadlineMs = options.deadlineMs;
  }

  private get appId(): string {
    return this.#appId ?? this.slack.model.app.appId;
  }

  private deliver(
    type: EnvelopeType,
    payload: unknown,
    extra: Pick<DeliverInput, 'retryAttempt' | 'retryReason'> = {},
  ): Promise<SocketAck> {
    return this.slack.socketMode.deliver({
      type,
      payload,
      appId: this.appId,
      ...extra,
      ...(this.#deadlineMs !== undefined ? { deadlineMs: this.#deadlineMs } : {}),
    });
  }

  /** A slash_commands envelope (the form fields as an object); an ack payload posts as an HTTP ack body would. */
  async command(input: CommandInput): Promise<SocketCommandAck> {
    const built = buildCommand(this.slack, this.appId, input);
    const ack = await this.deliver('slash_commands', { ...built.fields });
    applyCommandAck(this.slack.model, asHttpAnswer(ack), {
      channel: built.channel,
      userId: built.who.user.id,
      inst: built.who.inst,
    });
    return { ...ack, triggerId: built.triggerId, responseUrl: built.responseUrl };
  }

  /** An interactive envelope with the block_actions payload of an element the user can see. */
  click(input: ClickInput): Promise<SocketAck> {
    return this.deliver('interactive', buildClick(this.slack, this.appId, input));
  }

  /** An interactive view_submission envelope; the ack payload (response_action…) is applied. */
  async submit(input: SubmitInput): Promise<SocketSubmitAck> {
    const { payload, view, who, stateValues } = buildSubmission(this.slack, this.appId, input);
    const ack = await this.deliver('interactive', payload);
    const outcome = applySubmissionAck(this.slack.model, asHttpAnswer(ack), view, who.inst);
    return { ...ack, outcome, stateValues };
  }

  /** An events_api envelope carrying the `event_callback` body (retry fields from options). */
  async event(
    inner: Record<string, unknown> & { type: string },
    options: EventOptions = {},
  ): Promise<SocketEventAck> {
    const { envelope, eventId } = buildEvent(this.slack.model, this.appId, inner, options);
    const ack = await this.deliver('events_api', envelope, {
      retryAttempt: options.retryNum ?? 0,
      retryReason: options.retryReason ?? '',
    });
    return { ...ack, eventId, envelope };
  }
}

export function createSocketDriver(options: SocketDriverOptions): SocketDriver {
  return new SocketDriver(options);
}
