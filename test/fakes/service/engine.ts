/**
 * The delivery engine: turns an event for a destination into delivery records and real HTTP
 * sends (a signed webhook POST, or Slack's chat.postMessage), and retries failures on the
 * simulated clock. Each attempt is its own record; attempts 2… carry `is_retry: true`.
 *
 * Outcomes. Webhook: 2xx → success; 3xx or a body that cannot be read → anomaly; any other
 * status, a timeout or a connection error → failed. Slack: HTTP 200 with `{ok:true}` → success;
 * `{ok:false}` → failed with the error string as `response`; a 200 that is not JSON, a 3xx or an
 * unreadable body → anomaly; other statuses and connection errors → failed. Only `failed` is
 * retried; `anomaly` is final. A destination that is paused or deleted, or an organization
 * without a paid pack, gets a `dropped` record and nothing is sent.
 */
import { createHmac } from 'node:crypto';
import type { SimulatedClock } from './clock.js';
import { LOOPBACK_HOSTS } from './destination-validation.js';
import { ID_PREFIX, isoSeconds, isoTimestamp, newId } from './ids.js';
import type { SimulatorState } from './state.js';
import { defaultMessage, type Envelope, renderTemplate, sampleData } from './template.js';
import { postOnce, type SendOutcome } from './transport.js';
import type { DeliveryRecord, DeliveryStatus, DestinationRecord } from './types.js';

export const MAX_RESPONSE_CHARS = 10_000;

export interface EngineSettings {
  /** Slack Web API base, with a trailing slash; undefined → Slack sends fail. */
  slackApiUrl: string | undefined;
  /** Offsets (ms) of every attempt from the first one; its length is the attempt count. */
  retrySchedule: readonly number[];
  webhookTimeoutMs: number;
  /** Send webhooks only to loopback hosts; others fail without any network access (the sandbox). */
  loopbackOnly?: boolean;
}

interface Job {
  organizationId: string;
  destinationId: string;
  event: string;
  /** Exactly what is sent: the webhook envelope, or Slack's `{channel, text}`. */
  payload: unknown;
  firstAttemptAt: number;
  /** The clock's offset at the first attempt (retries are due relative to it). */
  firstAttemptOffset: number;
}

interface Classified {
  status: DeliveryStatus;
  responseStatus: number | null;
  responseType: string | null;
  response: string | null;
}

/** `http://host/api` → `http://host/api/`; empty → undefined. */
export function normalizeSlackApiUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.endsWith('/') ? url : `${url}/`;
}

export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function truncate(text: string): string {
  return text.length > MAX_RESPONSE_CHARS ? text.slice(0, MAX_RESPONSE_CHARS) : text;
}

export class DeliveryEngine {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly state: SimulatorState,
    private readonly clock: SimulatedClock,
    readonly settings: EngineSettings,
  ) {}

  /**
   * The test endpoint: one delivery of `event` (sample data) to the destination, whatever it
   * subscribes to. Returns the record at once (pending, or dropped); the send runs right after.
   */
  sendTest(destination: DestinationRecord, event: string): DeliveryRecord {
    const subscription = this.subscriptionFor(destination, event);
    const data = sampleData(
      event,
      {
        organizationId: destination.data.organization_id,
        destinationId: destination.data.id,
        destinationName: destination.data.name,
      },
      subscription?.data.includes ?? [],
    );
    return this.begin(destination, event, data);
  }

  /**
   * An event that happened in the organization: one delivery per live destination subscribed
   * to it (paused ones get a dropped record).
   */
  emit(organizationId: string, event: string, data: Record<string, unknown>): DeliveryRecord[] {
    return this.state
      .organizationDestinations(organizationId)
      .filter((destination) => this.subscriptionFor(destination, event) !== undefined)
      .map((destination) => this.begin(destination, event, data));
  }

  /** Resolves when no send is in flight. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Aborts sends in flight (they end as failed) and waits for them. */
  async close(): Promise<void> {
    this.shutdown.abort();
    await this.settle();
  }

  private subscriptionFor(destination: DestinationRecord, event: string) {
    return this.state
      .destinationSubscriptions(destination.data.id)
      .find((sub) => sub.data.event === event);
  }

  private begin(
    destination: DestinationRecord,
    event: string,
    data: Record<string, unknown>,
  ): DeliveryRecord {
    const at = this.clock.now();
    const job: Job = {
      organizationId: destination.data.organization_id,
      destinationId: destination.data.id,
      event,
      payload: this.buildPayload(destination, event, data, at),
      firstAttemptAt: at,
      firstAttemptOffset: this.clock.offset,
    };
    return this.attempt(job, 1, at);
  }

  private buildPayload(
    destination: DestinationRecord,
    event: string,
    data: Record<string, unknown>,
    at: number,
  ): unknown {
    const envelope: Envelope = {
      id: newId(ID_PREFIX.event),
      type: event,
      created_at: isoSeconds(at),
      data,
      organization_id: destination.data.organization_id,
    };
    if (destination.data.type === 'webhook') return envelope;
    const template = this.subscriptionFor(destination, event)?.data.config?.message;
    const text = template ? renderTemplate(template, envelope) : defaultMessage(envelope);
    return { channel: destination.data.config?.channel ?? null, text };
  }

  /** Creates the record of attempt `n` at time `at`, and starts its send unless dropped. */
  private attempt(job: Job, attempt: number, at: number): DeliveryRecord {
    const destination = this.state.destinations.get(job.destinationId);
    const organization = this.state.organizations.get(job.organizationId);
    const deliverable =
      destination !== undefined &&
      destination.data.deleted_at === null &&
      destination.data.is_active &&
      (organization?.paidPacks ?? 0) > 0;
    const timestamp = isoTimestamp(at);
    const record = this.state.addDelivery({
      organization_id: job.organizationId,
      organization_event_destination_id: job.destinationId,
      event: job.event,
      status: deliverable ? 'pending' : 'dropped',
      request_payload: structuredClone(job.payload),
      is_retry: attempt > 1,
      attempt,
      created_at: timestamp,
      updated_at: timestamp,
    });
    if (deliverable) this.track(this.perform(record, destination, job));
    return record;
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => {
      console.error('simulator: delivery send crashed', error);
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  private async perform(record: DeliveryRecord, destination: DestinationRecord, job: Job) {
    const result =
      destination.data.type === 'webhook'
        ? await this.sendWebhook(destination, job.payload)
        : await this.sendSlack(destination, job.payload);
    record.data.status = result.status;
    record.data.response_status = result.responseStatus;
    record.data.response_type = result.responseType;
    record.data.response = result.response === null ? null : truncate(result.response);
    record.data.updated_at = this.state.timestamp();
    this.scheduleRetry(record, job);
  }

  private scheduleRetry(record: DeliveryRecord, job: Job): void {
    if (record.data.status !== 'failed') return;
    const offset = this.settings.retrySchedule[record.attempt];
    if (offset === undefined || this.shutdown.signal.aborted) return;
    const next = record.attempt + 1;
    this.clock.schedule(
      { at: job.firstAttemptAt, offset: job.firstAttemptOffset },
      offset,
      `retry ${next} of ${job.event} to ${job.destinationId}`,
      async (dueAt) => {
        this.attempt(job, next, dueAt);
        await this.settle();
      },
    );
  }

  private async sendWebhook(destination: DestinationRecord, payload: unknown): Promise<Classified> {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: '*/*',
      'User-Agent': 'Enlivy-Webhooks/1.0 (simulator)',
    };
    if (destination.secret) headers.Signature = signBody(body, destination.secret);
    const url = destination.data.destination_url ?? '';
    if (this.settings.loopbackOnly && !isLoopbackUrl(url)) {
      return failedWithoutAnswer(
        'Not sent: this simulator runs offline (loopbackOnly) and reaches no host outside this machine.',
      );
    }
    const outcome = await postOnce({
      url,
      headers,
      body,
      timeoutMs: this.settings.webhookTimeoutMs,
      signal: this.shutdown.signal,
    });
    return classifyWebhook(outcome);
  }

  private async sendSlack(destination: DestinationRecord, payload: unknown): Promise<Classified> {
    const base = this.settings.slackApiUrl;
    if (!base) return failedWithoutAnswer('No Slack API URL is configured in the simulator.');
    const credentialId = destination.data.organization_api_credential_id;
    const credential = credentialId ? this.state.credentials.get(credentialId) : undefined;
    if (!credential?.botToken) {
      return failedWithoutAnswer('The Slack connection of this destination has no token.');
    }
    const outcome = await postOnce({
      url: `${base}chat.postMessage`,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        Accept: 'application/json',
        Authorization: `Bearer ${credential.botToken}`,
        'User-Agent': 'Enlivy-Slack/1.0 (simulator)',
      },
      body: JSON.stringify(payload),
      timeoutMs: this.settings.webhookTimeoutMs,
      signal: this.shutdown.signal,
    });
    return classifySlack(outcome);
  }
}

function isLoopbackUrl(url: string): boolean {
  return URL.canParse(url) && LOOPBACK_HOSTS.has(new URL(url).hostname);
}

function failedWithoutAnswer(reason: string): Classified {
  return { status: 'failed', responseStatus: null, responseType: null, response: reason };
}

function classifyWebhook(outcome: SendOutcome): Classified {
  if (outcome.kind === 'no_answer') return failedWithoutAnswer(outcome.error);
  if (outcome.kind === 'unreadable') {
    return {
      status: 'anomaly',
      responseStatus: outcome.status,
      responseType: outcome.contentType,
      response: outcome.error,
    };
  }
  const { status } = outcome;
  return {
    status:
      status >= 200 && status < 300
        ? 'success'
        : status >= 300 && status < 400
          ? 'anomaly'
          : 'failed',
    responseStatus: status,
    responseType: outcome.contentType,
    response: outcome.body,
  };
}

function classifySlack(outcome: SendOutcome): Classified {
  const classified = classifyWebhook(outcome);
  if (outcome.kind !== 'answered' || outcome.status !== 200) return classified;
  let parsed: unknown;
  try {
    parsed = JSON.parse(outcome.body);
  } catch {
    return { ...classified, status: 'anomaly' };
  }
  const answer =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (answer.ok === true) return { ...classified, status: 'success' };
  if (answer.ok === false) {
    return {
      ...classified,
      status: 'failed',
      response: typeof answer.error === 'string' ? answer.error : 'unknown_error',
    };
  }
  return { ...classified, status: 'anomaly' };
}
