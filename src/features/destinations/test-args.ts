import type { Request } from '../../core/context.js';
import { didYouMean } from '../../core/parse.js';
import type { EnlivyClient } from '../../enlivy/index.js';
import { type Destination, EVENT_NAMES, isCatalogEvent } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { resolveDestination } from '../shared/destinations/resolve.js';
import { destinationsSay } from './views/phrases.js';

export interface TestTarget {
  destination: Destination;
  event?: string;
}

function resolves(
  query: string,
  destinations: readonly Destination[],
  t: Translator,
): Destination | undefined {
  try {
    return resolveDestination({ query, destinations }, t);
  } catch {
    return undefined;
  }
}

function exactly(query: string, destinations: readonly Destination[]): Destination | undefined {
  const lower = query.toLowerCase();
  const exact = destinations.filter(
    (d) => d.id === query || (d.name ?? '').toLowerCase() === lower,
  );
  return exact.length === 1 ? exact[0] : undefined;
}

function unknownEvent(word: string, t: Translator): AppError {
  const say = destinationsSay(t);
  const guess = didYouMean(word, EVENT_NAMES);
  const problem = say('test.unknownEvent', { word: word.replaceAll('`', '') });
  return new AppError(
    'bad_input',
    guess ? `${problem} ${say('test.didYouMean', { guess })}` : problem,
    { hint: say('test.unknownEvent.hint') },
  );
}

/**
 * `test NAME [event]` → the destination and the event. Generated names end with an event
 * (`#finance — invoice.paid`), so the last word is the event only when it is a catalog event and
 * the words before it name a destination; a name that matches exactly as typed always wins.
 * Otherwise every word is the name, and a last word shaped like an event that Enlivy does not send
 * is named as such rather than reported as a missing destination.
 */
export function resolveTestTarget(
  args: readonly string[],
  destinations: readonly Destination[],
  t: Translator,
): TestTarget {
  const whole = args.join(' ');
  const last = args.at(-1);
  if (args.length < 2 || last === undefined) {
    return { destination: resolveDestination({ query: whole, destinations }, t) };
  }
  const exact = exactly(whole, destinations);
  if (exact) return { destination: exact };
  const rest = args.slice(0, -1).join(' ');
  if (isCatalogEvent(last)) {
    const named = resolves(rest, destinations, t);
    if (named) return { destination: named, event: last };
  }
  const byWhole = resolves(whole, destinations, t);
  if (byWhole) return { destination: byWhole };
  if (last.includes('.') && !isCatalogEvent(last) && resolves(rest, destinations, t)) {
    throw unknownEvent(last, t);
  }
  if (isCatalogEvent(last)) {
    return { destination: resolveDestination({ query: rest, destinations }, t), event: last };
  }
  return { destination: resolveDestination({ query: whole, destinations }, t) };
}

/** `test NAME [event]` → the destination and the event (see resolveTestTarget). */
export async function testTargetFromCommand(
  connected: { api: EnlivyClient; orgId: string },
  request: Request,
  args: readonly string[],
): Promise<TestTarget> {
  const [destinations, t] = await Promise.all([
    connected.api.destinations.listAll(connected.orgId),
    request.t(),
  ]);
  return resolveTestTarget(args, destinations, t);
}
