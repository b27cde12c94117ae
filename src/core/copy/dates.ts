import { intlTag, type Translator } from '../../platform/i18n/index.js';
import { dateTimeFormat } from '../../platform/intl-formats.js';
import { escapeMrkdwn, slackDate } from '../../slack/blocks.js';

/** What each part of a Slack date format reads as, written out with Intl. */
const PARTS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  date_num: { year: 'numeric', month: '2-digit', day: '2-digit' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  date_pretty: { year: 'numeric', month: 'long', day: 'numeric' },
  date_short: { year: 'numeric', month: 'short', day: 'numeric' },
  date_short_pretty: { year: 'numeric', month: 'short', day: 'numeric' },
  date_long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  date_long_pretty: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time_secs: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

/**
 * An instant in a Slack date format (`{date_short}, ora {time}`). For one reader whose
 * translator carries their time zone (Romanian, which Slack's tokens cannot speak), written out
 * with Intl in their language and zone ("28 nov. 2026, ora 05:41"); otherwise a Slack date token,
 * which shows each reader their own clock.
 */
export function dateText(iso: string, format: string, t: Translator): string {
  if (t.zone === undefined) return slackDate(iso, format);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return escapeMrkdwn(iso);
  const tag = intlTag(t.language);
  return format.replace(/\{(\w+)\}/g, (whole, part: string) => {
    const options = PARTS[part];
    if (options === undefined) return whole;
    return dateTimeFormat(tag, { ...options, timeZone: t.zone }).format(ms);
  });
}
