import type { Translator } from '../../platform/i18n/index.js';
import { literalText, truncate } from '../../slack/blocks.js';
import { splitPauseEnd } from '../shared/pausing/when.js';
import { pausingSay } from './copy/index.js';

const NAME_SHOWN = 200;

/** The words before a time phrase that reads as one ("for 2h"); else all of them. */
function withoutTime(args: readonly string[], t: Translator): readonly string[] {
  try {
    return splitPauseEnd(args, { now: new Date(), zone: 'UTC', t }, () => false).words;
  } catch {
    // "Waiting for payment": no time after all (the command tells a name from a time by
    // Enlivy's list, which the notice does not wait for).
    return args;
  }
}

/** The destination a pause or resume names, as typed (its time phrase left out). */
function typedName(args: readonly string[], t: Translator): string | undefined {
  const name = withoutTime(args, t).join(' ').trim();
  // Names are short; a very long text is cut so the notice stays within Slack's limits.
  return name === '' ? undefined : truncate(name, NAME_SHOWN);
}

/** What `/enlivy pause …` shows while it waits ("Pausing *Accounting sync*…"). */
export function pauseWorkingLine(args: readonly string[], t: Translator): string {
  const say = pausingSay(t);
  if (args[0]?.toLowerCase() === 'all') return say('command.pause.working.all');
  const typed = typedName(args, t);
  return typed === undefined
    ? say('command.pause.working')
    : say('command.pause.working.named', { name: literalText(typed, { strong: true }) });
}

/** What `/enlivy resume …` shows while it waits. */
export function resumeWorkingLine(args: readonly string[], t: Translator): string {
  const say = pausingSay(t);
  const typed = typedName(args, t);
  return typed === undefined
    ? say('command.resume.working')
    : say('command.resume.working.named', { name: literalText(typed, { strong: true }) });
}
