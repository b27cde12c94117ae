import type { KnownBlock } from '@slack/types';
import { DESTINATION } from '../../../core/ids.js';
import type { Delivery, Destination } from '../../../enlivy/index.js';
import { actions, button, escapeMrkdwn, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { destinationName } from './card.js';
import { responseExcerpt, slackRefusalCode } from './excerpt.js';

export { responseExcerpt } from './excerpt.js';

/** Where a test stands: sent and waiting, finished, or still pending when we stopped looking. */
export type TestState =
  | { kind: 'sending'; delivery: Delivery }
  | { kind: 'final'; delivery: Delivery }
  | { kind: 'pending'; delivery: Delivery; waitedSeconds: number; stopped?: boolean };

function http(delivery: Delivery): string {
  return delivery.response_status === null ? '' : ` (HTTP ${delivery.response_status})`;
}

/** The outcome line with what the destination answered: Slack's refusal by name, else an excerpt. */
function withExcerpt(line: string, delivery: Delivery, destination: Destination): string {
  const refusal = slackRefusalCode(delivery.response_status, delivery.response);
  const excerpt = responseExcerpt(delivery.response);
  const answered =
    refusal !== undefined
      ? `${line}: Slack answered \`${refusal}\``
      : excerpt === undefined
        ? `${line}${http(delivery)}`
        : `${line}${http(delivery)}: \`${excerpt}\``;
  const hint = destination.type === 'slack' ? slackRefusalHint(delivery.response) : undefined;
  return hint === undefined ? answered : `${answered}\n${hint}`;
}

/**
 * What to do when Slack refused Enlivy's post. Enlivy posts with its own Slack app (the
 * organization's Slack credential), not with this one: that app must be in the channel, and the
 * channel must be in the Slack workspace the credential is connected to.
 */
export function slackRefusalHint(response: unknown): string | undefined {
  const text = typeof response === 'string' ? response : JSON.stringify(response ?? '');
  if (/\bnot_in_channel\b/.test(text)) {
    return ":bulb: Enlivy's Slack app is not in that channel. Invite it there (in the channel, type `/invite @` and pick Enlivy's app), then test again.";
  }
  if (/\bchannel_not_found\b/.test(text)) {
    return ":bulb: Slack could not find the channel for Enlivy's Slack app: it is private and Enlivy's app is not in it (invite it), or Enlivy's Slack credential is connected to another Slack workspace (see `/enlivy subscribe` for which).";
  }
  return undefined;
}

/** Where to look when a message stops updating: the Deliveries button, or the command. */
export function sendingHint(deliveriesButton: boolean): string {
  return deliveriesButton
    ? 'If this does not update within 30 seconds, open *Deliveries* to see how it went.'
    : 'If this does not update within 30 seconds, run `/enlivy deliveries` to see how it went.';
}

/**
 * How the test went, for a message or under a card. While sending it also says where to look if
 * no update follows (the app may restart mid-test); `deliveriesButton` says whether a Deliveries
 * button is next to it.
 */
export function testLine(
  destination: Destination,
  state: TestState,
  options: { deliveriesButton: boolean } = { deliveriesButton: true },
): string {
  const name = literalText(destinationName(destination), { strong: true });
  const { delivery } = state;
  const event = `\`${escapeMrkdwn(delivery.event)}\``;
  if (state.kind === 'sending') {
    return `:hourglass_flowing_sand: Sending test event ${event} to ${name}…\n${sendingHint(options.deliveriesButton)}`;
  }
  if (state.kind === 'pending' && state.stopped === true) {
    return `:hourglass: Test event ${event} to ${name} is still pending: this app was restarting and stopped following it. Enlivy keeps trying; ${options.deliveriesButton ? 'open *Deliveries*' : 'run `/enlivy deliveries`'} to see how it went.`;
  }
  if (state.kind === 'pending') {
    return `:hourglass: Test event ${event} to ${name} is still pending after ${state.waitedSeconds} s. Enlivy keeps trying; check the deliveries later.`;
  }
  switch (delivery.status) {
    case 'success':
      return `:white_check_mark: Test event ${event} delivered to ${name}${http(delivery)}.`;
    case 'failed':
      return withExcerpt(`:x: Test event ${event} to ${name} failed`, delivery, destination);
    case 'anomaly':
      return withExcerpt(
        `:warning: Test event ${event} to ${name} got an unexpected answer`,
        delivery,
        destination,
      );
    case 'dropped':
      return destination.is_active
        ? `:no_entry_sign: Test event ${event} to ${name} was dropped: Enlivy did not send it (sending events requires a paid Enlivy pack).`
        : `:no_entry_sign: Test event ${event} to ${name} was dropped because ${name} is paused. Resume it, then test again.`;
    default:
      return `Test event ${event} to ${name} ended as \`${escapeMrkdwn(delivery.status)}\`${http(delivery)}.`;
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
): SlackMessage {
  const line = testLine(destination, state, options);
  const blocks: KnownBlock[] = [section(line)];
  if (options.deliveriesButton && needsDeliveriesButton(state)) {
    blocks.push(actions([button('Deliveries', DESTINATION.deliveries, { value: destination.id })]));
  }
  return { text: line, blocks };
}
