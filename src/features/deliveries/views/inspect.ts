import type { KnownBlock, ModalView, SectionBlock } from '@slack/types';
import { hintLine } from '../../../core/error-views.js';
import { DELIVERIES } from '../../../core/ids.js';
import type { Delivery } from '../../../enlivy/index.js';
import type { UserError } from '../../../platform/app-error.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  header,
  literalText,
  section,
  slackDate,
  truncate,
} from '../../../slack/blocks.js';
import {
  codeBlock,
  formatCount,
  httpLabel,
  inlineCode,
  prettyJson,
  statusMarker,
  statusMeaning,
} from './format.js';

export interface InspectViewInput {
  delivery: Delivery;
  /** Undefined when the destination is gone (deleted) or could not be read. */
  destinationName: string | undefined;
  /** After "Send full payload as a file": where it went, or what failed. */
  notice?: { kind: 'sent' | 'error'; text: string } | undefined;
}

const TITLE = 'Delivery';
/** Leaves room for the label line inside Slack's 3000-character section text. */
const CODE_MAX = 2800;

function modal(deliveryId: string, blocks: KnownBlock[]): ModalView {
  return {
    type: 'modal',
    callback_id: DELIVERIES.callback.inspect,
    private_metadata: deliveryId.slice(0, 200),
    title: { type: 'plain_text', text: TITLE },
    close: { type: 'plain_text', text: 'Back' },
    blocks: blocks.slice(0, 100),
  };
}

function fields(delivery: Delivery, destinationName: string | undefined): SectionBlock {
  const destination =
    destinationName === undefined
      ? `_deleted or unknown_\n${inlineCode(delivery.organization_event_destination_id)}`
      : `${literalText(destinationName)}\n${inlineCode(delivery.organization_event_destination_id)}`;
  const response = [
    httpLabel(delivery.response_status),
    delivery.response_type ? inlineCode(delivery.response_type) : 'no content type',
  ].join(' · ');
  return {
    type: 'section',
    fields: [
      { type: 'mrkdwn', text: `*Destination*\n${truncate(destination, 1900)}` },
      { type: 'mrkdwn', text: `*Created*\n${slackDate(delivery.created_at)}` },
      {
        type: 'mrkdwn',
        text: `*Retry*\n${delivery.is_retry ? 'Yes: a repeat attempt' : 'No: the first attempt'}`,
      },
      { type: 'mrkdwn', text: `*Response*\n${truncate(response, 1900)}` },
    ],
  };
}

function responseText(response: unknown): string | undefined {
  if (response === null || response === undefined) return undefined;
  if (typeof response === 'string' && response.trim() === '') return '';
  return prettyJson(response);
}

export function inspectView({ delivery, destinationName, notice }: InspectViewInput): ModalView {
  const payloadRaw = prettyJson(delivery.request_payload ?? null);
  const payload = codeBlock(payloadRaw, CODE_MAX);
  const answerRaw = responseText(delivery.response);
  const answer = answerRaw ? codeBlock(answerRaw, CODE_MAX) : undefined;
  const blocks: KnownBlock[] = [
    header(delivery.event),
    section(`${statusMarker(delivery.status)}: ${escapeMrkdwn(statusMeaning(delivery.status))}`),
    fields(delivery, destinationName),
    section(
      `*Response body*\n${
        answer
          ? answer.text
          : answerRaw === ''
            ? '_empty_'
            : '_none recorded (no answer was received)_'
      }`,
    ),
    section(`*Request payload* (exactly as sent)\n${payload.text}`),
  ];
  const truncated = payload.truncated || answer?.truncated === true;
  if (truncated) {
    const sizes = [
      payload.truncated ? `the payload has ${formatCount(payloadRaw.length)} characters` : '',
      answer?.truncated ? `the response has ${formatCount(answerRaw?.length ?? 0)}` : '',
    ].filter(Boolean);
    blocks.push(context(`Shortened to fit Slack: ${sizes.join(', ')}.`));
    if (notice === undefined || notice.kind === 'error') {
      blocks.push(
        actions(
          [
            button('Send full payload as a file', DELIVERIES.action.sendFile, {
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
  blocks.push(context(`Delivery ${inlineCode(delivery.id)}`));
  return modal(delivery.id, blocks);
}

/** The comment on the uploaded JSON file: Enlivy's id, event and status, none of them mrkdwn. */
export function deliveryFileComment(delivery: Delivery): string {
  const status = escapeMrkdwn(delivery.status.replaceAll('`', ''));
  return `Full request payload and response of delivery ${inlineCode(delivery.id)} (${inlineCode(delivery.event)}, ${status}).`;
}

export function inspectLoadingView(deliveryId: string): ModalView {
  return modal(deliveryId, [section(':hourglass_flowing_sand: Loading the delivery…')]);
}

export function inspectErrorView(deliveryId: string, error: UserError): ModalView {
  return modal(deliveryId, [
    section(`:warning: *${escapeMrkdwn(error.title)}*\n${escapeMrkdwn(error.message)}`),
    context(hintLine(error)),
    actions(
      [button('Try again', DELIVERIES.action.inspectRetry, { value: deliveryId })],
      DELIVERIES.block.inspectActions,
    ),
  ]);
}
