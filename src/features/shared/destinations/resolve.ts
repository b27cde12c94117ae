import type { Destination } from '../../../enlivy/index.js';
import { AppError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { sharedDestinationsSay } from './copy/index.js';

export interface ResolveInput {
  /** What the user typed: an id, an exact name (any case) or a unique prefix; may be empty. */
  query: string | undefined;
  destinations: readonly Destination[];
  /** Destination ids whose notes say they post to the current channel. */
  channelDestinationIds?: ReadonlySet<string>;
}

function label(destination: Destination): string {
  return `${destination.name ?? destination.id} (${destination.id})`;
}

/**
 * NAME → one destination: an id, an exact name (case-insensitive) or a unique prefix of a name.
 * Without NAME, the channel's only destination. Ambiguous and missing cases say what to type.
 */
export function resolveDestination(
  { query, destinations, channelDestinationIds }: ResolveInput,
  t: Translator,
): Destination {
  const say = sharedDestinationsSay(t);
  const wanted = query?.trim() ?? '';
  if (wanted === '') {
    const inChannel = destinations.filter((d) => channelDestinationIds?.has(d.id));
    if (inChannel.length === 1) return inChannel[0]!;
    throw new AppError(
      'bad_input',
      say(inChannel.length === 0 ? 'resolve.noneHere' : 'resolve.severalHere'),
      {
        ...(inChannel.length > 1 ? { candidates: inChannel.map(label) } : {}),
        hint: say('resolve.which.hint'),
      },
    );
  }
  const byId = destinations.find((d) => d.id === wanted);
  if (byId) return byId;
  const lower = wanted.toLowerCase();
  const exact = destinations.filter((d) => (d.name ?? '').toLowerCase() === lower);
  if (exact.length === 1) return exact[0]!;
  const matches =
    exact.length > 1
      ? exact
      : destinations.filter((d) => (d.name ?? '').toLowerCase().startsWith(lower));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    throw new AppError('not_found', say('resolve.notFound', { wanted }), {
      title: say('resolve.notFound.title'),
      hint: say('resolve.notFound.hint'),
    });
  }
  throw new AppError('ambiguous', say('resolve.ambiguous', { wanted, count: matches.length }), {
    candidates: matches.slice(0, 10).map(label),
    hint: say('resolve.ambiguous.hint'),
  });
}

/**
 * Whether NAME, as `resolveDestination` reads it, points at any destination: an id, or the start
 * of a name (an exact name is its own start). Ambiguous counts: the words were meant as a name.
 */
export function namesDestination(query: string, destinations: readonly Destination[]): boolean {
  const wanted = query.trim();
  if (wanted === '') return false;
  const lower = wanted.toLowerCase();
  return destinations.some(
    (d) => d.id === wanted || (d.name ?? '').toLowerCase().startsWith(lower),
  );
}

/**
 * A word that is empty or blank can only come from quotes (`""`, `" "`, `“”`): the person named
 * a destination and the name is missing. Refused before anything is read or changed: it must
 * never fall back to "the channel's destination" nor to "every destination".
 */
export function refuseBlankName(args: readonly string[], command: string, t: Translator): void {
  if (!args.some((word) => word.trim() === '')) return;
  const say = sharedDestinationsSay(t);
  throw new AppError('bad_input', say('resolve.blank'), {
    hint: say('resolve.blank.hint', { command }),
  });
}
