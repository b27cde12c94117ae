import type { KnownBlock } from '@slack/types';
import type { Translator } from '../../../platform/i18n/index.js';
import { actions, button, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import type { InvoiceReference } from '../../shared/invoices/resolve.js';
import { shortcutsSay } from '../copy/index.js';
import { SHORTCUTS } from '../ids.js';

export function referenceWords(reference: InvoiceReference): string {
  return reference.kind === 'id' ? reference.id : reference.number;
}

/** No invoice number or id in the message: say so, and offer a search of its words. */
export function noInvoicesInMessage(searchValue: string | undefined, t: Translator): SlackMessage {
  const say = shortcutsSay(t);
  const text = say('none.text');
  const blocks: KnownBlock[] = [
    section(`${text}\n${searchValue ? say('none.search') : say('none.try')}`),
  ];
  if (searchValue !== undefined) {
    blocks.push(
      actions([button(say('none.button'), SHORTCUTS.searchOffer, { value: searchValue })]),
    );
  }
  return { text, blocks };
}

/** What was looked up but not shown: not found, shared by several invoices, or past the limit. */
export function lookupNotes(
  input: {
    missing: InvoiceReference[];
    several: string[];
    skipped: InvoiceReference[];
  },
  t: Translator,
): SlackMessage | undefined {
  const say = shortcutsSay(t);
  const lines: string[] = [];
  const list = (refs: InvoiceReference[]) =>
    refs.map((r) => `\`${escapeMrkdwn(referenceWords(r)).replaceAll('`', '')}\``).join(', ');
  if (input.missing.length > 0) lines.push(say('notes.missing', { list: list(input.missing) }));
  for (const number of input.several)
    lines.push(say('notes.several', { number: escapeMrkdwn(number).replaceAll('`', '') }));
  if (input.skipped.length > 0)
    lines.push(say('notes.skipped', { count: input.skipped.length, list: list(input.skipped) }));
  if (lines.length === 0) return undefined;
  const text = lines.join('\n');
  return { text, blocks: [section(text)] };
}
