import type { KnownBlock } from '@slack/types';
import { PAUSING, WATCH } from '../../../core/ids.js';
import {
  actions,
  button,
  context,
  literalText,
  section,
  slackDate,
} from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { Incident } from '../../../store/index.js';
import { httpLabel, statusMarker } from '../../deliveries/views/format.js';
import { slackRefusalCode } from '../../destinations/views/excerpt.js';
import { pauseForMenu } from '../../pausing/views/menus.js';
import { formatDuration, plural } from './format.js';

export type IncidentEnd =
  | { kind: 'recovered'; at: string }
  | { kind: 'paused' }
  | { kind: 'deleted' };

/** How the failures split by status, when they are not all of one kind (else it says nothing new). */
function statusSummary(counts: Record<string, number>): string {
  const kinds = Object.entries(counts).filter(([, n]) => n > 0);
  if (kinds.length < 2) return '';
  const split = kinds
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  return ` (${split})`;
}

/** What failed last: the event, and Slack's refusal by name or the HTTP status and an excerpt. */
export function lastFailureLine(incident: Incident): string {
  const refusal = slackRefusalCode(incident.lastResponseStatus, incident.lastExcerpt);
  const answer =
    refusal !== undefined
      ? `Slack answered \`${refusal}\``
      : `${httpLabel(incident.lastResponseStatus)}${incident.lastExcerpt === '' ? '' : `, answer \`${incident.lastExcerpt}\``}`;
  return `Latest: \`${incident.lastEvent}\` — ${statusMarker(lastStatus(incident))} (${answer})`;
}

function lastStatus(incident: Incident): string {
  return incident.lastStatus;
}

function openText(incident: Incident): string {
  const name = literalText(incident.destinationName, { strong: true });
  const lines = [
    `:rotating_light: Deliveries to ${name} are failing: *${plural(incident.failures, 'failed delivery', 'failed deliveries')}* since ${slackDate(incident.firstFailureAt)}${statusSummary(incident.statusCounts)}.`,
    lastFailureLine(incident),
  ];
  if (incident.createdBy) lines.push(`Created by <@${incident.createdBy}>.`);
  return lines.join('\n');
}

function endText(incident: Incident, end: IncidentEnd): string {
  const name = literalText(incident.destinationName, { strong: true });
  const failures = plural(incident.failures, 'failure', 'failures');
  if (end.kind === 'recovered') {
    const took = formatDuration(Date.parse(end.at) - Date.parse(incident.firstFailureAt));
    return `:white_check_mark: ${name} recovered after ${failures} (${took}).`;
  }
  return `:white_circle: ${name} was ${end.kind === 'paused' ? 'paused' : 'deleted'}; this alert is closed after ${failures}.`;
}

/**
 * The incident's parent message: updated in place as failures add up, and once more when it
 * ends. The buttons act on the destination (each checks the clicker's role).
 */
export function incidentParent(
  incident: Incident,
  destinationId: string,
  end?: IncidentEnd,
): SlackMessage {
  const text = end ? endText(incident, end) : openText(incident);
  const blocks: KnownBlock[] = [section(text)];
  if (end === undefined) {
    blocks.push(
      actions(
        [
          button('Deliveries', WATCH.deliveries, { value: destinationId }),
          button('Send test', WATCH.test, { value: destinationId }),
          button('Pause', WATCH.pause, { value: destinationId, style: 'danger' }),
          pauseForMenu(destinationId),
          button('Mute 1 h', WATCH.mute, { value: destinationId }),
          button('Pause all failing', PAUSING.pauseFailing, { value: destinationId }),
        ],
        WATCH.actionsBlock,
      ),
    );
  } else {
    blocks.push(context(lastFailureLine(incident)));
  }
  return { text, blocks };
}

/** A coalesced thread reply: the failures since the last reply, with counts. */
export function incidentUpdate(incident: Incident, newFailures: number): SlackMessage {
  const text = `${plural(newFailures, 'more failed delivery', 'more failed deliveries')} (${plural(incident.failures, 'failure', 'failures')} in all). ${lastFailureLine(incident)}`;
  return { text };
}

/** The thread's last word when the incident ends. */
export function incidentEndReply(incident: Incident, end: IncidentEnd): SlackMessage {
  if (end.kind === 'recovered') {
    return {
      text: `:white_check_mark: A delivery succeeded at ${slackDate(end.at)}: recovered after ${plural(incident.failures, 'failure', 'failures')} (${formatDuration(Date.parse(end.at) - Date.parse(incident.firstFailureAt))}).`,
    };
  }
  return {
    text: `:white_circle: The destination was ${end.kind === 'paused' ? 'paused' : 'deleted'}, so this alert is closed.`,
  };
}

/**
 * Send test from an alert, in the alert's thread: who sent it and how it went (`line` is the
 * test's own line), updated in place when the outcome is known.
 */
export function alertTestReply(userId: string, line: string): SlackMessage {
  return {
    text: line,
    blocks: [section(line), context(`Test sent from this alert by <@${userId}>.`)],
  };
}
