import { z } from 'zod';
import type { Request } from '../../core/context.js';
import type { Destination } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { truncate } from '../../slack/blocks.js';
import { destinationName } from '../shared/destinations/views/card.js';
import { endOfPhrase, type PauseEnd, refusal } from '../shared/pausing/when.js';
import { pausingSay } from './copy/index.js';
import { channelActiveQuestion } from './views/messages.js';

/**
 * `/enlivy pause` or `resume` without NAME asks before it acts on the channel's destination. The
 * button's value carries the whole intent (no state in memory: any instance takes the click).
 */
const Intent = z.object({
  destinationId: z.string().min(1).max(100),
  /** For messages when the destination is gone by the click. */
  name: z.string().max(300),
  active: z.boolean(),
  /** `for …`: the length, counted from the click. */
  minutes: z.number().int().positive().optional(),
  /** `until …`: the instant read from the command. */
  until: z.iso.datetime().optional(),
  asked: z.string().max(300).optional(),
});
export type Intent = z.infer<typeof Intent>;

/** The button's value: the whole intent, as JSON (well under Slack's 2,000 characters). */
export function intentValue(
  destination: Destination,
  active: boolean,
  end: PauseEnd | undefined,
): string {
  const intent: Intent = {
    destinationId: destination.id,
    name: truncate(destinationName(destination), 300),
    active,
    ...(end?.minutes !== undefined
      ? { minutes: end.minutes }
      : end !== undefined
        ? { until: end.until.toISOString() }
        : {}),
    ...(end !== undefined ? { asked: truncate(end.asked, 300) } : {}),
  };
  return JSON.stringify(intent);
}

/** The question, privately, in the asker's language. */
export async function askAboutChannelDestination(
  request: Request,
  destination: Destination,
  active: boolean,
  end: PauseEnd | undefined,
): Promise<void> {
  const value = intentValue(destination, active, end);
  await request.ui.respond(
    channelActiveQuestion({ destination, active, end, value }, await request.t()),
  );
}

/** The button's value; a value this app did not make is refused. */
export function readIntent(value: string, t: Translator): Intent {
  try {
    return Intent.parse(JSON.parse(value));
  } catch {
    const say = pausingSay(t);
    throw new AppError('bad_input', say('menu.badChoice'), { hint: say('menu.badChoice.hint') });
  }
}

/**
 * The end as of the click. Decision: a duration (`pause for 2h`) counts from the click, since the
 * question says "for 2 h" and a question answered an hour later must still pause for the 2 h
 * asked, never for what is left of them; an end time (`until 18:00`) stays the instant read when
 * the command was typed (the question shows it), since reading "18:00" again after 18:00 would
 * silently mean tomorrow. A click after that instant is refused as passed.
 */
export function endAtClick(intent: Intent, now: Date, t: Translator): PauseEnd | undefined {
  const asked = intent.asked ?? '';
  if (intent.minutes !== undefined) {
    const phrase = { keyword: 'for' as const, words: [`${intent.minutes}m`], typed: asked };
    return endOfPhrase(phrase, { now, zone: 'UTC', t });
  }
  if (intent.until === undefined) return undefined;
  if (Date.parse(intent.until) <= now.getTime()) throw refusal(t, 'when.passed', asked);
  return { until: new Date(intent.until), asked };
}
