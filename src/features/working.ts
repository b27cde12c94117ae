import { findCommand } from '../core/catalog.js';
import { type CommonCopy, commonSay } from '../core/copy/index.js';
import type { Translator } from '../platform/i18n/index.js';
import { literalText, truncate } from '../slack/blocks.js';
import type { SlackMessage } from '../slack/ui.js';
import { workingMessage } from './help/views/working.js';
import { splitPauseEnd } from './shared/pausing/when.js';

const NAME_SHOWN = 200;

export type WorkingKey = Extract<keyof CommonCopy, `command.${string}.working`>;

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

function workingLine(name: string, args: readonly string[], t: Translator): string {
  const say = commonSay(t);
  if (name === 'pause' && args[0]?.toLowerCase() === 'all') return say('command.pause.working.all');
  if (name === 'pause' || name === 'resume') {
    const typed = typedName(args, t);
    if (typed !== undefined) {
      return say(`command.${name}.working.named`, { name: literalText(typed, { strong: true }) });
    }
  }
  return say(`command.${name}.working` as WorkingKey);
}

/**
 * For a card button whose answer redraws the card's message: that message meanwhile (a click on
 * a card in a modal has no message to redraw, and gets none).
 */
export function cardWorking(key: WorkingKey) {
  return (click: { body: { view?: unknown } }, t: Translator): SlackMessage | undefined =>
    click.body.view === undefined ? workingMessage(commonSay(t)(key), t) : undefined;
}

/**
 * What a subcommand shows while it waits ("Loading destinations…", "Pausing *Accounting
 * sync*…"), in the reader's language.
 */
export function commandWorkingLine(
  name: string,
  args: readonly string[],
  t: Translator,
): string | undefined {
  return findCommand(name) === undefined ? undefined : workingLine(name, args, t);
}
