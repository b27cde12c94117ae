import type { KnownBlock } from '@slack/types';
import { formatDuration } from '../../../core/copy/durations.js';
import { slackMoment } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, context, literalText, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Incident } from '../../../store/index.js';
import { slackRefusalCode } from '../../shared/deliveries/views/excerpt.js';
import { httpLabel, statusMarker } from '../../shared/deliveries/views/status.js';
import { PAUSE_ACTIONS } from '../../shared/pausing/ids.js';
import { pauseForMenu } from '../../shared/pausing/views/menus.js';
import { watchSay } from '../copy/index.js';
import { WATCH } from '../ids.js';
import { failures, statusCount } from './format.js';

export type IncidentEnd =
  | { kind: 'recovered'; at: string }
  | { kind: 'paused' }
  | { kind: 'deleted' };

/** How the failures split by status, when they are not all of one kind (else it says nothing new). */
function statusSummary(counts: Record<string, number>, t: Translator): string {
  const kinds = Object.entries(counts).filter(([, n]) => n > 0);
  if (kinds.length < 2) return '';
  const split = kinds
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => statusCount(t, status, n))
    .join(', ');
  return ` (${split})`;
}

/** What failed last: the event, and Slack's refusal by name or the HTTP status and an excerpt. */
export function lastFailureLine(incident: Incident, t: Translator): string {
  const say = watchSay(t);
  const refusal = slackRefusalCode(incident.lastResponseStatus, incident.lastExcerpt);
  const http = httpLabel(incident.lastResponseStatus, t);
  const answer =
    refusal !== undefined
      ? say('incident.slackAnswered', { code: refusal })
      : incident.lastExcerpt === ''
        ? http
        : say('incident.answer', { http, excerpt: incident.lastExcerpt });
  return say('incident.latest', {
    event: incident.lastEvent,
    status: statusMarker(incident.lastStatus, t),
    answer,
  });
}

function openText(incident: Incident, t: Translator): string {
  const say = watchSay(t);
  const name = literalText(incident.destinationName, { strong: true });
  const lines = [
    say('incident.open', {
      name,
      count: incident.failures,
      since: slackMoment(incident.firstFailureAt, t),
      split: statusSummary(incident.statusCounts, t),
    }),
    lastFailureLine(incident, t),
  ];
  if (incident.createdBy) lines.push(say('incident.createdBy', { user: incident.createdBy }));
  return lines.join('\n');
}

function endText(incident: Incident, end: IncidentEnd, t: Translator): string {
  const say = watchSay(t);
  const name = literalText(incident.destinationName, { strong: true });
  const count = failures(t, incident.failures);
  if (end.kind === 'recovered') {
    const took = formatDuration(Date.parse(end.at) - Date.parse(incident.firstFailureAt), t);
    return say('incident.recovered', { name, failures: count, took });
  }
  return say(`incident.closed.${end.kind}`, { name, failures: count });
}

/**
 * The incident's parent message: updated in place as failures add up, and once more when it
 * ends. The buttons act on the destination (each checks the clicker's role).
 */
export function incidentParent(
  incident: Incident,
  destinationId: string,
  end: IncidentEnd | undefined,
  t: Translator,
): SlackMessage {
  const say = watchSay(t);
  const text = end ? endText(incident, end, t) : openText(incident, t);
  const blocks: KnownBlock[] = [section(text)];
  if (end === undefined) {
    blocks.push(
      actions(
        [
          button(say('incident.button.deliveries'), WATCH.deliveries, { value: destinationId }),
          button(say('incident.button.test'), WATCH.test, { value: destinationId }),
          button(say('incident.button.pause'), WATCH.pause, {
            value: destinationId,
            style: 'danger',
          }),
          pauseForMenu(destinationId, t),
          button(say('incident.button.mute'), WATCH.mute, { value: destinationId }),
          button(say('incident.button.pauseFailing'), PAUSE_ACTIONS.pauseFailing, {
            value: destinationId,
          }),
        ],
        WATCH.actionsBlock,
      ),
    );
  } else {
    blocks.push(context(lastFailureLine(incident, t)));
  }
  return { text, blocks };
}

/** A coalesced thread reply: the failures since the last reply, with counts. */
export function incidentUpdate(
  incident: Incident,
  newFailures: number,
  t: Translator,
): SlackMessage {
  return {
    text: watchSay(t)('incident.update', {
      count: newFailures,
      failures: failures(t, incident.failures),
      latest: lastFailureLine(incident, t),
    }),
  };
}

/** The thread's last word when the incident ends. */
export function incidentEndReply(
  incident: Incident,
  end: IncidentEnd,
  t: Translator,
): SlackMessage {
  const say = watchSay(t);
  if (end.kind === 'recovered') {
    return {
      text: say('incident.endReply.recovered', {
        at: slackMoment(end.at, t),
        failures: failures(t, incident.failures),
        took: formatDuration(Date.parse(end.at) - Date.parse(incident.firstFailureAt), t),
      }),
    };
  }
  return { text: say(`incident.endReply.${end.kind}`) };
}

/**
 * Send test from an alert, in the alert's thread: who sent it and how it went (`line` is the
 * test's own line), updated in place when the outcome is known.
 */
export function alertTestReply(userId: string, line: string, t: Translator): SlackMessage {
  return {
    text: line,
    blocks: [section(line), context(watchSay(t)('incident.testFrom', { user: userId }))],
  };
}
