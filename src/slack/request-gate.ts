import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ParsedUrlQuery, parse as parseQuery } from 'node:querystring';
import { type App, defaultBodyLimit, HTTPReceiver } from '@slack/bolt';
import { AppError, newReferenceId, toUserError } from '../errors.js';
import { type Logger, safeError } from '../logger.js';
import { metrics, secondsSince } from '../metrics.js';
import {
  currentTrace,
  generatedRequestId,
  newTrace,
  runInScope,
  slackRequestId,
} from '../request-context.js';
import type { LockStore } from '../store/index.js';
import { errorMessage, submissionStoreProblem } from '../views/errors.js';
import { type AckWindow, beforeAck, runInAckWindow } from './ack-window.js';
import { checkPayloadShape, type PayloadKind } from './payload-shape.js';
import { countHandled } from './request-metrics.js';
import { respondVia } from './respond-url.js';

/**
 * Every request on Slack's HTTP endpoint passes here before Bolt sees it (Socket Mode has no
 * signatures and does not come through here):
 *
 * 1. the signature, and a timestamp no more than 5 minutes old **or in the future** → else 401;
 * 2. a JSON object of a shape Bolt and the listeners can read → else 400;
 * 3. a replay record, atomic in the shared store, so the same request runs once across instances;
 * 4. Bolt's processing, with an ack that never waits for the store longer than the budget (a
 *    slash command's empty ack does not wait at all: a replayed command gets 200 and is not run).
 */
export const SIGNATURE_WINDOW_SEC = 300;
/** Slack retries an event up to three times within about 6 minutes, with the same event_id. */
export const EVENT_DEDUPE_MS = 15 * 60_000;
export const DEFAULT_ACK_BUDGET_MS = 200;
export const DEFAULT_MAX_COMMANDS_IN_FLIGHT = 500;
const MAX_BUSY_ANSWERS = 50;
const BUSY_LOG_EVERY_MS = 10_000;
/** Answer Slack before its 3-second limit even if a listener forgot to ack. */
const LAST_CHANCE_ACK_MS = 2_500;

export interface RequestGateDeps {
  app: App;
  signingSecret: string;
  logger: Logger;
  locks: LockStore;
  /** Store records the request will read first, read with its replay record (first-reads.ts). */
  firstReads?: (body: Record<string, unknown>) => readonly string[];
  ackBudgetMs?: number;
  /** Slash commands run at once; more are answered "too busy" and not run (default 500). */
  maxCommandsInFlight?: number;
  now?: () => number;
}

/** Puts the gate in front of Bolt's HTTP receiver for `POST /slack/events`. */
export function installRequestGate(deps: RequestGateDeps): void {
  // Bolt builds its HTTPReceiver itself and keeps it private; its request listener is public.
  const receiver = (deps.app as unknown as { receiver?: unknown }).receiver;
  if (!(receiver instanceof HTTPReceiver))
    throw new Error('The Slack request gate needs Bolt’s HTTPReceiver');
  const bolt = receiver.requestListener;
  const gate = createRequestGate(deps);
  receiver.requestListener = (req, res) => {
    // Every request gets its id (on each log line of it, and sent on to Enlivy).
    const trace = newTrace(
      slackRequestId(req.headers['x-slack-request-timestamp'], req.headers['x-slack-signature']),
    );
    runInScope({ trace }, () => route(req, res));
  };
  const route = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    // Bolt decodes the path of its custom routes (the connect page) itself and answers a
    // malformed escape (`/connect/%%%`) with a 500: it is the caller's mistake, a 400.
    if (!isDecodable(path)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address is malformed.');
      return;
    }
    if (req.method === 'POST' && path === '/slack/events') gate(req, res);
    else bolt(req, res);
  };
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

type Verdict = { ok: true } | { ok: false; reason: string };

export function createRequestGate(deps: RequestGateDeps) {
  const now = deps.now ?? Date.now;
  const budget = deps.ackBudgetMs ?? DEFAULT_ACK_BUDGET_MS;
  const maxCommands = deps.maxCommandsInFlight ?? DEFAULT_MAX_COMMANDS_IN_FLIGHT;
  const { logger } = deps;
  /**
   * Slash commands acked and not finished. Their acks never wait, so nothing else bounds how
   * many run at once (a script, a stuck Enlivy holding each for its timeout): past the limit a
   * command is told at once that it did not run, rather than queued in memory.
   */
  let commandsInFlight = 0;
  /** The "too busy" answers themselves are bounded too: past this many being sent, none is. */
  let busyAnswers = 0;
  const shed = { count: 0, loggedAt: Number.NEGATIVE_INFINITY };

  async function answerBusy(body: Record<string, unknown>): Promise<void> {
    countHandled(body, 'busy');
    shed.count += 1;
    // One line per burst (every 10 s at most), not one per command turned away.
    if (now() - shed.loggedAt >= BUSY_LOG_EVERY_MS) {
      logger.warn(
        { kind: 'command', shed: shed.count, limit: maxCommands },
        `too many slash commands running: ${shed.count} answered "too busy" and not run since the last such line`,
      );
      shed.count = 0;
      shed.loggedAt = now();
    }
    if (typeof body.response_url !== 'string' || busyAnswers >= MAX_BUSY_ANSWERS) return;
    busyAnswers += 1;
    try {
      const notice = errorMessage(toUserError(new AppError('busy', ''), newReferenceId()));
      await respondVia(body.response_url)({ response_type: 'ephemeral', ...notice });
    } catch (err) {
      logger.debug({ err: safeError(err) }, 'a "too busy" answer was not delivered');
    } finally {
      busyAnswers -= 1;
    }
  }

  function verifySignature(req: IncomingMessage, raw: Buffer): Verdict {
    const signature = req.headers['x-slack-signature'];
    const stamp = req.headers['x-slack-request-timestamp'];
    if (typeof signature !== 'string' || typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp))
      return { ok: false, reason: 'missing or malformed signature headers' };
    const skew = Math.floor(now() / 1000) - Number(stamp);
    if (skew > SIGNATURE_WINDOW_SEC) return { ok: false, reason: 'timestamp older than 5 minutes' };
    if (skew < -SIGNATURE_WINDOW_SEC)
      return { ok: false, reason: 'timestamp more than 5 minutes in the future' };
    const expected = Buffer.from(
      `v0=${createHmac('sha256', deps.signingSecret).update(`v0:${stamp}:`).update(raw).digest('hex')}`,
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'signature mismatch' };
    return { ok: true };
  }

  /**
   * The replay record: an Events API delivery by its event_id (Slack's retries of one event carry
   * the same id, signed again or not), any other request by its signature. It lives as long as
   * the request could still pass the timestamp check.
   */
  function replayRecord(req: IncomingMessage, body: Record<string, unknown>, kind: PayloadKind) {
    const eventId = kind === 'event' && typeof body.event_id === 'string' ? body.event_id : '';
    if (eventId !== '') return { name: `replay:event:${digest(eventId)}`, ttlMs: EVENT_DEDUPE_MS };
    const stampMs = Number(req.headers['x-slack-request-timestamp']) * 1000;
    const ttlMs = Math.max(1_000, stampMs + SIGNATURE_WINDOW_SEC * 1000 - now() + 5_000);
    return { name: `replay:sig:${digest(String(req.headers['x-slack-signature']))}`, ttlMs };
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    let answered = false;
    // The trace the request listener opened (a fresh one when the gate is called on its own).
    const trace = currentTrace() ?? newTrace(generatedRequestId());
    const send = (status: number, body?: unknown) => {
      if (answered || res.headersSent) return;
      answered = true;
      metrics.ackSeconds.observe({ kind: trace.kind ?? 'other' }, secondsSince(trace.receivedAt));
      if (body === undefined || body === '') res.writeHead(status).end();
      else if (typeof body === 'string') res.writeHead(status).end(body);
      else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const refuse = (status: number, reason: string, level: 'warn' | 'debug' = 'warn') => {
      logger[level]({ status, reason }, 'refused a request on the Slack endpoint');
      trace.kind = 'refused';
      send(status);
    };

    void (async () => {
      const raw = await readBody(req, defaultBodyLimit);
      if (raw === 'too_large') return refuse(413, 'body over the size limit');
      const type = mediaType(req.headers['content-type']);
      const fields =
        type === 'application/x-www-form-urlencoded' ? parseQuery(raw.toString('utf8')) : undefined;
      // Slack's unsigned connectivity check; Bolt answers it the same way.
      if (fields?.ssl_check === '1') return send(200);

      const signature = verifySignature(req, raw);
      if (!signature.ok) return refuse(401, signature.reason);
      const parsed = parseBody(raw, fields);
      if (!parsed.ok) return refuse(400, parsed.reason);
      if (isRecord(parsed.body) && parsed.body.type === 'url_verification')
        return send(200, { challenge: parsed.body.challenge });
      const shape = checkPayloadShape(parsed.body);
      if (!shape.ok) return refuse(400, shape.problem);
      const { body, kind } = shape;
      trace.kind = kind;
      if (kind === 'unknown') {
        // No Bolt route takes it (Bolt would warn and never ack): nothing runs, so nothing to replay.
        logger.debug({ type: body.type }, 'a request of no known kind: acked empty');
        return send(200);
      }

      // A slash command's ack is empty whatever happens next (its answers go through
      // response_url), so Slack gets it now and never waits on the store for it: the replay
      // verdict and the installation lookup decide only whether the command runs.
      if (kind === 'command') {
        send(200);
        if (commandsInFlight >= maxCommands) return answerBusy(body);
        commandsInFlight += 1;
      }

      let superseded = false;
      const window: AckWindow = {
        storeBudgetMs: budget,
        get answered() {
          return answered;
        },
        get superseded() {
          return superseded;
        },
        answerBeforeStore(reference) {
          if (answered) return;
          if (body.type === 'view_submission') {
            const ref = reference ?? newReferenceId();
            superseded = true;
            send(200, submissionStoreProblem(body.view, ref));
            logger.warn(
              { reference: ref, callbackId: (body.view as { callback_id?: unknown }).callback_id },
              `the store did not answer in time: a form submission was not run (${ref})`,
            );
            return;
          }
          send(200);
          logger.info({ kind }, 'acked before the store answered; the work goes on');
        },
      };
      // A slash command was answered above; anything else gets a timer.
      const lastChance = answered
        ? undefined
        : setTimeout(() => {
            if (answered) return;
            logger.warn({ kind }, `nothing acked within ${LAST_CHANCE_ACK_MS} ms: answered empty`);
            send(200);
          }, LAST_CHANCE_ACK_MS);

      try {
        await runInAckWindow(window, async () => {
          const record = replayRecord(req, body, kind);
          let fresh = true;
          try {
            fresh = (await beforeAck(deps.locks.acquire(record.name, record.ttlMs))) !== undefined;
          } catch (err) {
            // Fail open, see the README (replays): what a replay could change needs the same store.
            logger.warn(
              { err: safeError(err) },
              'replay record not written (store unavailable): request accepted',
            );
          }
          if (!fresh) {
            if (req.headers['x-slack-retry-num'] !== undefined) {
              logger.info({ kind }, 'Slack redelivered a request already accepted: not run again');
              return send(200);
            }
            return refuse(401, 'replayed request (same signature or event within 5 minutes)');
          }
          if (superseded) return;
          await deps.app.processEvent({
            body,
            ack: async (response?: unknown) => {
              if (kind === 'command' && response !== undefined && response !== '')
                logger.warn({ kind }, 'a slash command was acked with a body: it was not sent');
              send(200, response);
              logger.debug({ kind }, 'request acked');
            },
            retryNum: retryHeader(req.headers['x-slack-retry-num']),
            retryReason: headerText(req.headers['x-slack-retry-reason']),
            customProperties: {},
          });
          if (!answered) {
            logger.debug({ kind, type: body.type }, 'no listener for this request: acked empty');
            send(200);
          }
        });
      } finally {
        clearTimeout(lastChance);
        if (kind === 'command') commandsInFlight -= 1;
      }
    })().catch((err: unknown) => {
      logger.error({ err: safeError(err) }, 'Slack request failed before its ack');
      send(500);
    });
  };
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function retryHeader(value: string | string[] | undefined): number | undefined {
  const text = headerText(value);
  const n = text === undefined ? Number.NaN : Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Forms (`fields`, already parsed) carry interactions as JSON in `payload` and slash commands as
 * fields; events are JSON.
 */
function parseBody(
  raw: Buffer,
  fields: ParsedUrlQuery | undefined,
): { ok: true; body: unknown } | { ok: false; reason: string } {
  try {
    if (fields === undefined) return { ok: true, body: JSON.parse(raw.toString('utf8')) };
    if (fields.payload === undefined) return { ok: true, body: { ...fields } };
    if (typeof fields.payload !== 'string') return { ok: false, reason: 'more than one payload' };
    return { ok: true, body: JSON.parse(fields.payload) };
  } catch {
    return { ok: false, reason: 'the body is not valid JSON' };
  }
}

/** The raw body, or 'too_large' (the rest is read and dropped so the answer reaches the client). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? 'too_large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
