import type { KnownBlock, ModalView, SectionBlock } from '@slack/types';
import { slackMoment } from '../../../core/copy/index.js';
import { hintLine } from '../../../core/error-views.js';
import type { Delivery } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  header,
  literalText,
  section,
  truncate,
} from '../../../slack/blocks.js';
import { httpLabel, statusMarker, statusMeaning } from '../../shared/deliveries/views/status.js';
import { deliveriesSay } from '../copy/index.js';
import { DELIVERIES } from '../ids.js';
import { codeBlock, inlineCode, prettyJson } from './format.js';
import { slackRefusalFix, slackRefusalOf, slackRefusalWhy } from './slack-refusal.js';

export interface InspectViewInput {
  delivery: Delivery;
  /** Undefined when the destination is gone (deleted) or could not be read. */
  destinationName: string | undefined;
  /** A Slack destination's channel as configured (a Slack refusal's fix names it). */
  slackChannel?: string | undefined;
  /** The Slack user Enlivy's Slack app posts as, when known (a Slack refusal's fix names it). */
  enlivyBotUserId?: string | undefined;
  /** After "Send full payload as a file": where it went, or what failed. */
  notice?: { kind: 'sent' | 'error'; text: string } | undefined;
}

/** Leaves room for the label line inside Slack's 3000-character section text. */
const CODE_MAX = 2800;

function modal(deliveryId: string, blocks: KnownBlock[], t: Translator): ModalView {
  const say = deliveriesSay(t);
  return {
    type: 'modal',
    callback_id: DELIVERIES.callback.inspect,
    private_metadata: deliveryId.slice(0, 200),
    title: { type: 'plain_text', text: say('inspect.title') },
    close: { type: 'plain_text', text: say('inspect.back') },
    blocks: blocks.slice(0, 100),
  };
}

function fields(
  delivery: Delivery,
  destinationName: string | undefined,
  t: Translator,
): SectionBlock {
  const say = deliveriesSay(t);
  const id = inlineCode(delivery.organization_event_destination_id);
  const destination =
    destinationName === undefined
      ? `${say('inspect.destinationUnknown')}\n${id}`
      : `${literalText(destinationName)}\n${id}`;
  const response = [
    httpLabel(delivery.response_status, t),
    delivery.response_type ? inlineCode(delivery.response_type) : say('inspect.noContentType'),
  ].join(' · ');
  return {
    type: 'section',
    fields: [
      { type: 'mrkdwn', text: `${say('inspect.destination')}\n${truncate(destination, 1900)}` },
      { type: 'mrkdwn', text: `${say('inspect.created')}\n${slackMoment(delivery.created_at, t)}` },
      {
        type: 'mrkdwn',
        text: `${say('inspect.retry')}\n${delivery.is_retry ? say('inspect.retryYes') : say('inspect.retryNo')}`,
      },
      { type: 'mrkdwn', text: `${say('inspect.response')}\n${truncate(response, 1900)}` },
    ],
  };
}

function responseText(response: unknown): string | undefined {
  if (response === null || response === undefined) return undefined;
  if (typeof response === 'string' && response.trim() === '') return '';
  return prettyJson(response);
}

/** What the status means; for Slack's refusal of Enlivy's post, why and what to do about it. */
function outcomeBlocks(input: InspectViewInput, t: Translator): KnownBlock[] {
  const { delivery } = input;
  const marker = statusMarker(delivery.status, t);
  const refusal = slackRefusalOf(delivery);
  if (refusal === undefined) {
    return [section(`${marker}: ${escapeMrkdwn(statusMeaning(delivery.status, t))}`)];
  }
  const why = slackRefusalWhy(refusal, t);
  const fix = slackRefusalFix(
    refusal,
    { channel: input.slackChannel, botUserId: input.enlivyBotUserId },
    t,
  );
  return [section(fix === undefined ? `${marker}: ${why}` : `${marker}: ${why}\n${fix}`)];
}

export function inspectView(input: InspectViewInput, t: Translator): ModalView {
  const { delivery, destinationName, notice } = input;
  const say = deliveriesSay(t);
  const payloadRaw = prettyJson(delivery.request_payload ?? null);
  const payload = codeBlock(payloadRaw, CODE_MAX);
  const answerRaw = responseText(delivery.response);
  const answer = answerRaw ? codeBlock(answerRaw, CODE_MAX) : undefined;
  const body = answer
    ? answer.text
    : answerRaw === ''
      ? say('inspect.responseEmpty')
      : say('inspect.responseNone');
  const blocks: KnownBlock[] = [
    header(delivery.event),
    ...outcomeBlocks(input, t),
    fields(delivery, destinationName, t),
    section(`${say('inspect.responseBody')}\n${body}`),
    section(`${say('inspect.payload')}\n${payload.text}`),
  ];
  const truncated = payload.truncated || answer?.truncated === true;
  if (truncated) {
    const sizes = [
      payload.truncated
        ? say('inspect.payloadSize', {
            count: payloadRaw.length,
            n: t.number(payloadRaw.length),
          })
        : '',
      answer?.truncated ? say('inspect.responseSize', { n: t.number(answerRaw?.length ?? 0) }) : '',
    ].filter(Boolean);
    blocks.push(context(say('inspect.shortened', { sizes: sizes.join(', ') })));
    if (notice === undefined || notice.kind === 'error') {
      blocks.push(
        actions(
          [
            button(say('inspect.sendFile'), DELIVERIES.action.sendFile, {
              value: delivery.id,
            }),
          ],
          DELIVERIES.block.inspectActions,
        ),
      );
    }
  }
  if (notice) {
    blocks.push(
      context(
        notice.kind === 'sent' ? `:white_check_mark: ${notice.text}` : `:warning: ${notice.text}`,
      ),
    );
  }
  blocks.push(context(say('inspect.footer', { id: inlineCode(delivery.id) })));
  return modal(delivery.id, blocks, t);
}

/** The comment on the uploaded JSON file: Enlivy's id, event and status, none of them mrkdwn. */
export function deliveryFileComment(delivery: Delivery, t: Translator): string {
  const status = escapeMrkdwn(delivery.status.replaceAll('`', ''));
  return deliveriesSay(t)('inspect.fileComment', {
    id: inlineCode(delivery.id),
    event: inlineCode(delivery.event),
    status,
  });
}

/** The title of the uploaded JSON file. */
export function deliveryFileTitle(delivery: Delivery, t: Translator): string {
  return deliveriesSay(t)('inspect.fileTitle', { event: delivery.event, id: delivery.id });
}

export function inspectLoadingView(deliveryId: string, t: Translator): ModalView {
  return modal(deliveryId, [section(deliveriesSay(t)('inspect.loading'))], t);
}

export function inspectErrorView(deliveryId: string, error: UserError, t: Translator): ModalView {
  return modal(
    deliveryId,
    [
      section(`:warning: *${escapeMrkdwn(error.title)}*\n${escapeMrkdwn(error.message)}`),
      context(hintLine(error)),
      actions(
        [
          button(deliveriesSay(t)('inspect.tryAgain'), DELIVERIES.action.inspectRetry, {
            value: deliveryId,
          }),
        ],
        DELIVERIES.block.inspectActions,
      ),
    ],
    t,
  );
}
