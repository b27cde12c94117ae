import type { KnownBlock } from '@slack/types';
import type { Delivery, Destination } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, escapeMrkdwn, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { responseExcerpt, slackRefusalCode } from '../../shared/deliveries/views/excerpt.js';
import { statusInText } from '../../shared/deliveries/views/status.js';
import { sharedDestinationsSay } from '../../shared/destinations/copy/index.js';
import { DESTINATION_CARD } from '../../shared/destinations/ids.js';
import { destinationName, httpPart } from '../../shared/destinations/views/card.js';
import { destinationsSay } from './phrases.js';

/** Where a test stands: sent and waiting, finished, or still pending when we stopped looking. */
export type TestState =
  | { kind: 'sending'; delivery: Delivery }
  | { kind: 'final'; delivery: Delivery }
  | { kind: 'pending'; delivery: Delivery; waitedSeconds: number; stopped?: boolean };

/** The outcome line with what the destination answered: Slack's refusal by name, else an excerpt. */
function withExcerpt(
  line: string,
  delivery: Delivery,
  destination: Destination,
  t: Translator,
): string {
  const refusal = slackRefusalCode(delivery.response_status, delivery.response);
  const excerpt = responseExcerpt(delivery.response);
  const http = httpPart(delivery.response_status, t);
  const answered =
    refusal !== undefined
      ? `${line}: ${sharedDestinationsSay(t)('delivery.slackAnswered', { code: `\`${refusal}\`` })}`
      : excerpt === undefined
        ? `${line}${http}`
        : `${line}${http}: \`${excerpt}\``;
  const hint = destination.type === 'slack' ? slackRefusalHint(delivery.response, t) : undefined;
  return hint === undefined ? answered : `${answered}\n${hint}`;
}

/**
 * What to do when Slack refused Enlivy's post. Enlivy posts with its own Slack app (the
 * organization's Slack credential), not with this one: that app must be in the channel, and the
 * channel must be in the Slack workspace the credential is connected to.
 */
export function slackRefusalHint(response: unknown, t: Translator): string | undefined {
  const text = typeof response === 'string' ? response : JSON.stringify(response ?? '');
  const say = destinationsSay(t);
  if (/\bnot_in_channel\b/.test(text)) return say('test.hint.notInChannel');
  if (/\bchannel_not_found\b/.test(text)) return say('test.hint.channelNotFound');
  return undefined;
}

/** Where to look when a message stops updating: the Deliveries button, or the command. */
export function sendingHint(deliveriesButton: boolean, t: Translator): string {
  return destinationsSay(t)(
    deliveriesButton ? 'test.sendingHint.button' : 'test.sendingHint.command',
  );
}

/**
 * How the test went, for a message or under a card. While sending it also says where to look if
 * no update follows (the app may restart mid-test); `deliveriesButton` says whether a Deliveries
 * button is next to it.
 */
export function testLine(
  destination: Destination,
  state: TestState,
  options: { deliveriesButton: boolean },
  t: Translator,
): string {
  const say = destinationsSay(t);
  const name = literalText(destinationName(destination), { strong: true });
  const { delivery } = state;
  const event = `\`${escapeMrkdwn(delivery.event)}\``;
  const http = httpPart(delivery.response_status, t);
  if (state.kind === 'sending') {
    return `${say('test.sending', { event, name })}\n${sendingHint(options.deliveriesButton, t)}`;
  }
  if (state.kind === 'pending' && state.stopped === true) {
    return say(options.deliveriesButton ? 'test.stopped.button' : 'test.stopped.command', {
      event,
      name,
    });
  }
  if (state.kind === 'pending') {
    return say('test.pending', { event, name, seconds: t.number(state.waitedSeconds) });
  }
  switch (delivery.status) {
    case 'success':
      return say('test.success', { event, name, http });
    case 'failed':
      return withExcerpt(say('test.failed', { event, name }), delivery, destination, t);
    case 'anomaly':
      return withExcerpt(say('test.anomaly', { event, name }), delivery, destination, t);
    case 'dropped':
      return destination.is_active
        ? say('test.dropped.noPack', { event, name })
        : say('test.dropped.paused', { event, name });
    default:
      return say('test.other', {
        event,
        name,
        status: `\`${statusInText(delivery.status, t)}\``,
        http,
      });
  }
}

function needsDeliveriesButton(state: TestState): boolean {
  if (state.kind === 'sending' || state.kind === 'pending') return true;
  return state.kind === 'final' && ['failed', 'anomaly'].includes(state.delivery.status);
}

/** The message `/enlivy test` keeps updating in place. */
export function testMessage(
  destination: Destination,
  state: TestState,
  options: { deliveriesButton: boolean },
  t: Translator,
): SlackMessage {
  const line = testLine(destination, state, options, t);
  const blocks: KnownBlock[] = [section(line)];
  if (options.deliveriesButton && needsDeliveriesButton(state)) {
    blocks.push(
      actions([
        button(sharedDestinationsSay(t)('button.deliveries'), DESTINATION_CARD.deliveries, {
          value: destination.id,
        }),
      ]),
    );
  }
  return { text: line, blocks };
}
