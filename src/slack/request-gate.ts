import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import {
  type BufferedIncomingMessage,
  defaultBodyLimit,
  HTTPModuleFunctions,
  HTTPResponseAck,
  isRawBodyError,
  type ReceiverEvent,
  type Logger as SlackLogger,
} from '@slack/bolt';
import { newReferenceId } from '../platform/app-error.js';
import { type BurstLog, burstLog } from '../platform/logging/burst-log.js';
import { type Logger, safeError } from '../platform/logging/logger.js';
import { metrics, secondsSince } from '../platform/metrics.js';
import {
  type AckWindow,
  currentTrace,
  generatedRequestId,
  newTrace,
  type RequestTrace,
  runInScope,
  type SubmissionNotRunReason,
} from '../platform/request-context.js';
import type { LockStore } from '../store/index.js';
import { runInAckWindow } from './ack-window.js';
import { checkPayloadShape } from './payload-shape.js';
import { replayRecordOf } from './replay-record.js';
import { signatureCheck } from './signature.js';

/**
 * Every request on Slack's HTTP endpoint, in one pass (Socket Mode has no signatures and does
 * not come here):
 *
 * 1. the body, read once with the size limit → else 413;
 * 2. the signature, and a timestamp no more than 5 minutes old **or in the future** → else 401
 *    (Slack's unsigned `ssl_check` is answered 200, nothing else unsigned);
 * 3. the body parsed once, by Bolt's own parser → else 400;
 * 4. a JSON object of a shape Bolt and the listeners can read → else 400;
 * 5. a replay record, atomic in the shared store, so the same request runs once across instances;
 * 6. `app.processEvent` with Bolt's `HTTPResponseAck`: the listener's ack is Slack's answer.
 *
 * The replay record waits on the store at most `ackBudgetMs`: past it Slack is answered (empty,
 * or for a form submission an error that keeps the form open and runs nothing), and once the
 * store answers the request runs the same way, its ack having nothing left to send.
 */
export const DEFAULT_ACK_BUDGET_MS = 200;
/** Bolt's default body limit, 4 MB. */
export const SLACK_BODY_LIMIT = defaultBodyLimit;
/**
 * Answer Slack before its 3-second limit even if nothing acked (a listener that forgot, or the
 * installation read in `authorize` still waiting on the store), counted from the request's arrival:
 * the body and the replay record have used part of the window by the time Bolt runs.
 */
export const LAST_CHANCE_ACK_MS = 2_500;
export const SLACK_EVENTS_PATH = '/slack/events';

/**
 * Thrown by the ack of a form submission that Slack was already told was not saved (the store
 * was late, or nothing acked it in time): the listener stops at its ack, before any work, so what
 * the form said stays true.
 */
export class SubmissionNotRun extends Error {
  constructor() {
    super('the form was answered "not saved" before its listener acked: its work does not run');
    this.name = 'SubmissionNotRun';
  }
}

/** True for the error of a listener stopped at its ack (Bolt may wrap it as `original`). */
export function isSubmissionNotRun(error: unknown): boolean {
  const original = (error as { original?: unknown } | null)?.original;
  return error instanceof SubmissionNotRun || original instanceof SubmissionNotRun;
}

export interface RequestGateDeps {
  signingSecret: string;
  logger: Logger;
  /** Bolt's logger (the ack's own debug lines). */
  slackLogger: SlackLogger;
  locks: Pick<LockStore, 'acquire'>;
  /** Bolt's `App.processEvent`: runs the middleware and listeners of a request. */
  processEvent: (event: ReceiverEvent) => Promise<void>;
  /** The ack of a form submission that did not run: the store was late, or nothing acked it. */
  submissionNotRun: SubmissionNotRunAck;
  ackBudgetMs?: number | undefined;
  now?: (() => number) | undefined;
}

type Answer = (status: number, body?: unknown) => void;

/** The ack telling a form it was not saved, with the reference the log line carries. */
export type SubmissionNotRunAck = (
  view: unknown,
  notRun: { reference: string; why: SubmissionNotRunReason },
) => unknown;

/** A request past the checks: its body read, verified, parsed and shaped. */
interface VerifiedRequest {
  req: IncomingMessage;
  res: ServerResponse;
  buffered: BufferedIncomingMessage;
  body: Record<string, unknown>;
}

/** How the answer to a request Bolt runs ends, when nothing acked it in time. */
interface LastChance {
  /** When the request arrived (performance.now()), where Slack's 3 s start. */
  receivedAt: number;
  /** Answers Slack in place of the ack that did not come. */
  answer: () => void;
  /** True once Slack was told the request did not run (a form): its ack must stop the work. */
  notRun: () => boolean;
}

export function createRequestGate(deps: RequestGateDeps) {
  const now = deps.now ?? Date.now;
  const budget = deps.ackBudgetMs ?? DEFAULT_ACK_BUDGET_MS;
  const { logger } = deps;
  // Anyone can send refusable requests in floods: one warning per burst and status, with a count.
  const refusals = new Map<number, BurstLog>();
  const refusalLog = (status: number) => {
    let log = refusals.get(status);
    if (log === undefined) {
      log = burstLog(logger);
      refusals.set(status, log);
    }
    return log;
  };
  const verifySignature = signatureCheck(deps.signingSecret);

  async function handle(req: IncomingMessage, res: ServerResponse, trace: RequestTrace) {
    const answer: Answer = (status, body) => {
      if (res.headersSent) return;
      if (body === undefined) res.writeHead(status).end();
      else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const refuse = (status: number, reason: string) => {
      refusalLog(status).warn({ status, reason }, 'refused a request on the Slack endpoint');
      trace.kind = 'refused';
      answer(status);
    };

    let buffered: BufferedIncomingMessage;
    try {
      buffered = await HTTPModuleFunctions.bufferIncomingMessage(req, SLACK_BODY_LIMIT);
    } catch (err) {
      if (!isRawBodyError(err) || err.statusCode !== 413) throw err;
      // The rest is read and dropped so the answer reaches the client.
      req.resume();
      return refuse(413, 'body over the size limit');
    }
    const signature = verifySignature(req, buffered.rawBody, now());
    if (!signature.ok) {
      if (isSslCheck(req, buffered.rawBody)) return HTTPModuleFunctions.buildSSLCheckResponse(res);
      return refuse(401, signature.reason);
    }
    let parsed: unknown;
    try {
      parsed = HTTPModuleFunctions.parseHTTPRequestBody(buffered);
    } catch {
      return refuse(400, 'the body is not valid JSON');
    }
    if (isRecord(parsed) && parsed.ssl_check === '1')
      return HTTPModuleFunctions.buildSSLCheckResponse(res);
    if (isRecord(parsed) && parsed.type === 'url_verification')
      return HTTPModuleFunctions.buildUrlVerificationResponse(res, parsed);
    const shape = checkPayloadShape(parsed);
    if (!shape.ok) return refuse(400, shape.problem);
    const { body, kind } = shape;
    trace.kind = kind;
    if (kind === 'unknown') {
      // No Bolt route takes it (Bolt would warn and never ack): nothing runs, so nothing to replay.
      logger.debug({ type: body.type }, 'a request of no known kind: acked empty');
      return answer(200);
    }

    const submission = body.type === 'view_submission';
    let superseded = false;
    const answerSubmissionNotRun = (why: SubmissionNotRunReason, reference = newReferenceId()) => {
      if (res.headersSent) return;
      superseded = true;
      answer(200, deps.submissionNotRun(body.view, { reference, why }));
      logger.warn(
        { reference, callbackId: (body.view as { callback_id?: unknown }).callback_id },
        why === 'store'
          ? `the store did not answer in time: a form submission was not run (${reference})`
          : `nothing acked a form submission within ${LAST_CHANCE_ACK_MS} ms of arrival: not run (${reference})`,
      );
    };
    const storeLate = setTimeout(() => {
      if (submission) return answerSubmissionNotRun('store');
      answer(200);
      logger.info({ kind }, 'acked before the store answered; the work goes on');
    }, budget);
    const record = replayRecordOf(body, kind, signature, now());
    let fresh = true;
    try {
      fresh = (await deps.locks.acquire(record.name, record.ttlMs)) !== undefined;
    } catch (err) {
      // Fail open: what a replay could change needs the same store, which is down too.
      logger.warn(
        { err: safeError(err) },
        'replay record not written (store unavailable): request accepted',
      );
    } finally {
      clearTimeout(storeLate);
    }
    if (!fresh) {
      if (kind === 'command') {
        // A slash command's ack is empty whatever happens: its replay gets the same 200.
        logger.warn({ kind }, 'replayed request (same signature within 5 minutes): not run');
        return answer(200);
      }
      if (req.headers['x-slack-retry-num'] !== undefined) {
        logger.info({ kind }, 'Slack redelivered a request already accepted: not run again');
        return answer(200);
      }
      return refuse(401, 'replayed request (same signature or event within 5 minutes)');
    }
    if (superseded) return;

    const window: AckWindow = {
      get answered() {
        return res.headersSent;
      },
      // Bolt acks a request whose authorization failed itself; only a form needs its error.
      answerBeforeStore: (reference) => {
        if (submission) answerSubmissionNotRun('store', reference);
      },
    };
    const lastChance: LastChance = {
      receivedAt: trace.receivedAt,
      answer: () => {
        // A form answered empty would close with what was typed, its work still to come.
        if (submission) return answerSubmissionNotRun('late');
        logger.warn(`nothing acked within ${LAST_CHANCE_ACK_MS} ms of arrival: answered empty`);
        answer(200);
      },
      notRun: () => superseded,
    };
    await runInAckWindow(window, () => run({ req, res, buffered, body }, lastChance));
  }

  /** Bolt runs the request; the listener's ack answers Slack unless the store was late. */
  async function run({ req, res, buffered, body }: VerifiedRequest, lastChance: LastChance) {
    const ack = new HTTPResponseAck({
      logger: deps.slackLogger,
      processBeforeResponse: false,
      unhandledRequestTimeoutMillis: Math.max(
        0,
        LAST_CHANCE_ACK_MS - (performance.now() - lastChance.receivedAt),
      ),
      unhandledRequestHandler: ({ response }) => {
        if (!response.headersSent) lastChance.answer();
      },
      httpRequest: buffered,
      httpRequestBody: body,
      httpResponse: res,
    });
    const send = ack.bind();
    try {
      await deps.processEvent({
        body,
        ack: async (response) => {
          if (!res.headersSent) return send(response);
          ack.ack();
          if (lastChance.notRun()) throw new SubmissionNotRun();
          // Slack was answered when the store was late: the ack has nothing left to send.
          logger.debug({ kind: currentTrace()?.kind }, 'acked after Slack was answered: not sent');
        },
        retryNum: HTTPModuleFunctions.extractRetryNumFromHTTPRequest(req),
        retryReason: HTTPModuleFunctions.extractRetryReasonFromHTTPRequest(req),
      });
    } catch (error) {
      // Bolt's own rule (a 401 for a failed authorization, else 500), once nothing was sent.
      if (res.headersSent) return ack.ack();
      const answered = await HTTPModuleFunctions.defaultProcessEventErrorHandler({
        error: error instanceof Error ? error : new Error(String(error)),
        logger: deps.slackLogger,
        request: req,
        response: res,
        storedResponse: undefined,
      });
      if (answered) ack.ack();
    }
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    // The trace the receiver opened (a fresh one when the gate is called on its own).
    const trace = currentTrace() ?? newTrace(generatedRequestId());
    res.once('finish', () => {
      metrics.ackSeconds.observe({ kind: trace.kind ?? 'other' }, secondsSince(trace.receivedAt));
      // The line carries the request's id; the scope is entered only when the line is written.
      if (res.statusCode === 200 && logger.isLevelEnabled('debug'))
        runInScope({ trace }, () => logger.debug({ kind: trace.kind }, 'request acked'));
    });
    handle(req, res, trace).catch((err: unknown) => {
      logger.error({ err: safeError(err) }, 'Slack request failed before its ack');
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}

/**
 * Slack's unsigned connectivity check, recognised as Bolt recognises it: a form post whose
 * fields say `ssl_check=1` (answered empty; any other field is dropped). Only unsigned requests
 * are looked at, so a signed body is parsed once.
 */
function isSslCheck(req: IncomingMessage, raw: Buffer): boolean {
  return (
    req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
    parseQuery(raw.toString('utf8')).ssl_check === '1'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
