import type { Translator } from '../../../../platform/i18n/index.js';
import { escapeMrkdwn } from '../../../../slack/blocks.js';
import { sharedDestinationsSay } from '../copy/index.js';

/** Said wherever destinations are made or counted when the organization has no paid pack. */
export function noPaidPack(t: Translator): string {
  return sharedDestinationsSay(t)('noPaidPack');
}

/** "amount>=1000 · direction:outgoing" as inline code, or undefined without filters. */
export function filtersText(filters: readonly string[]): string | undefined {
  if (filters.length === 0) return undefined;
  return filters.map((f) => `\`${escapeMrkdwn(f.replaceAll('`', ''))}\``).join(' · ');
}
