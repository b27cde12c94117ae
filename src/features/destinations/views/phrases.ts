import { escapeMrkdwn } from '../../../slack/blocks.js';

/** Said wherever destinations are made or counted when the organization has no paid pack. */
export const NO_PAID_PACK =
  'This Enlivy organization has no paid pack: nothing is delivered until it has one.';

/** "amount>=1000 · direction:outgoing" as inline code, or undefined without filters. */
export function filtersText(filters: readonly string[]): string | undefined {
  if (filters.length === 0) return undefined;
  return filters.map((f) => `\`${escapeMrkdwn(f.replaceAll('`', ''))}\``).join(' · ');
}
