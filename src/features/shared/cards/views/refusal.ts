import { commonSay, slackMoment } from '../../../../core/copy/index.js';
import { knownSlackError, safeSlackCode } from '../../../../core/errors/slack-failure.js';
import type { Translator } from '../../../../platform/i18n/index.js';
import { section } from '../../../../slack/blocks.js';
import type { SlackMessage } from '../../../../slack/ui.js';
import type { CardsRefusal } from '../../../../store/index.js';
import { sharedCardsSay } from '../copy/index.js';

/** What Slack's refusal means and what to do, when the app knows the code; else nothing more. */
function why(code: string, t: Translator): string {
  const known = knownSlackError(code);
  if (known === undefined) return '';
  const say = commonSay(t);
  return `${say(`error.slack.${known.key}.message`)} ${say(`error.slack.${known.key}.hint`)}`;
}

/** The failure watch's alert: Slack refused a card after its event was accepted. */
export function cardsRefusedAlert(refusal: CardsRefusal, t: Translator): SlackMessage {
  const code = safeSlackCode(refusal.slackError);
  const text = sharedCardsSay(t)('refused.alert', {
    channel: refusal.channelId,
    code,
    why: why(code, t),
  }).trim();
  return { text, blocks: [section(text)] };
}

/** The App Home's line under a cards destination whose last card Slack refused. */
export function cardsRefusedLine(refusal: CardsRefusal, t: Translator): string {
  const code = safeSlackCode(refusal.slackError);
  return sharedCardsSay(t)('refused.home', {
    when: slackMoment(refusal.at, t),
    code,
    why: why(code, t),
  }).trim();
}
