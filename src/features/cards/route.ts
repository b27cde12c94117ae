import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import { logFailure } from '../../core/errors/failure-log.js';
import { newReferenceId } from '../../platform/app-error.js';
import { metrics } from '../../platform/metrics.js';
import { sendJson } from '../../web/http.js';
import { CARDS_PATH } from '../shared/cards/urls.js';
import { MAX_DELIVERY_BYTES } from './envelope.js';
import { type CardsReceiverDeps, type DeliveryAnswer, receiveDelivery } from './receive.js';

/**
 * Enlivy expects a quick answer. A delivery only waits for the store (its inbox write), never
 * for Slack; a store slower than this budget is answered 503 while the write goes on: Enlivy's
 * retry then finds the event waiting (a duplicate) or writes it.
 */
export const ANSWER_WITHIN_MS = 900;

type Req = IncomingMessage & { params?: Record<string, string | string[]> };

class TooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DELIVERY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_DELIVERY_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function reply(res: ServerResponse, result: DeliveryAnswer): void {
  if (res.headersSent) return;
  if (result.retryAfterSec !== undefined)
    res.setHeader('retry-after', String(result.retryAfterSec));
  // The rest of an oversized body is not read: the connection cannot be reused.
  if (result.status === 413) res.setHeader('connection', 'close');
  sendJson(res, result.status, { status: result.outcome });
}

/**
 * `POST /enlivy/events/:id`: deliveries of cards destinations. Not Slack's endpoint, so not
 * behind the Slack request gate: Enlivy's own signature is checked instead. The body is never
 * logged (it is an organization's business data), only what was decided about it.
 */
export function cardsRoutes(deps: CardsReceiverDeps): CustomRoute[] {
  const now = deps.now ?? Date.now;
  return [
    {
      path: `${CARDS_PATH}/:id`,
      method: 'POST',
      handler: (req: Req, res: ServerResponse) => {
        const receivedAt = now();
        const param = req.params?.id;
        const id = typeof param === 'string' ? param : '';
        const log = (result: DeliveryAnswer, late = false) =>
          deps.logger.info(
            {
              cardsId: id,
              status: result.status,
              outcome: result.outcome,
              ms: now() - receivedAt,
              ...(late ? { answered: 'before this ended' } : {}),
            },
            'cards: delivery',
          );
        let answered = false;
        const timer = setTimeout(() => {
          answered = true;
          reply(res, { status: 503, outcome: 'still_working', retryAfterSec: 30 });
        }, ANSWER_WITHIN_MS);
        const work = readBody(req).then((raw) =>
          receiveDelivery(deps, {
            id,
            raw,
            signature: headerOf(req, 'signature'),
            receivedAt,
          }),
        );
        work
          .catch((err: unknown): DeliveryAnswer => {
            if (err instanceof TooLarge) return { status: 413, outcome: 'too_large' };
            const reference = newReferenceId();
            logFailure(deps.logger, err, reference, { action: 'cards:delivery', cardsId: id });
            return { status: 503, outcome: 'failed', retryAfterSec: 30 };
          })
          .then((result) => {
            clearTimeout(timer);
            log(result, answered);
            // `filtered:amount` and the like count as one outcome: labels stay a closed set.
            metrics.eventCardDeliveries.inc({ outcome: result.outcome.split(':')[0] ?? 'other' });
            reply(res, result);
          })
          .catch((err: unknown) =>
            logFailure(deps.logger, err, newReferenceId(), { action: 'cards:answer' }),
          );
      },
    },
  ];
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
