import type { PlainTextElement, PlainTextOption } from '@slack/types';
import { subjectName } from '../../../core/copy/index.js';
import {
  EVENT_GROUPS,
  type EventSubject,
  INCLUDES_BY_SUBJECT,
  isCatalogEvent,
} from '../../../enlivy/events.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { truncate } from '../../../slack/blocks.js';
import { formsCopy } from './forms-copy.js';

/** Slack: ≤ 100 groups of ≤ 100 options; option text ≤ 75, value ≤ 150. */
const MAX_GROUPS = 100;
const MAX_OPTIONS = 100;

function option(text: string, value: string): PlainTextOption {
  return { text: { type: 'plain_text', text: truncate(text, 75) }, value: value.slice(0, 150) };
}

/** An option group as static selects take it (plain-text options only). */
export interface OptionGroup {
  label: PlainTextElement;
  options: PlainTextOption[];
}

function group(label: string, options: PlainTextOption[]): OptionGroup {
  return {
    label: { type: 'plain_text', text: truncate(label, 75) },
    options: options.slice(0, MAX_OPTIONS),
  };
}

export function eventOption(event: string): PlainTextOption {
  return option(event, event);
}

/** A subject's name in the reader's language (event and include names stay as they are). */
function subjectLabel(subject: string, t: Translator): string {
  return subjectName(subject, t) ?? subject;
}

/**
 * The 77 catalog events grouped by subject, money first; then, under "Other events", the picked
 * events the catalog does not list (a destination already subscribed to them), so the required
 * select can hold every event a destination has.
 */
export function eventOptionGroups(t: Translator, picked: readonly string[] = []): OptionGroup[] {
  const groups = EVENT_GROUPS.slice(0, MAX_GROUPS - 1).map((g) =>
    group(
      subjectLabel(g.subject, t),
      g.events.map((event) => eventOption(event)),
    ),
  );
  const others = [...new Set(picked.filter((event) => !isCatalogEvent(event)))];
  if (others.length > 0) {
    groups.push(group(formsCopy(t)('form.events.otherGroup'), others.map(eventOption)));
  }
  return groups;
}

/** The picked events among the options: Slack refuses initial options it was not given. */
export function eventInitialOptions(
  events: readonly string[],
  groups: readonly OptionGroup[],
): PlainTextOption[] {
  const offered = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));
  return [...new Set(events)].filter((event) => offered.has(event)).map(eventOption);
}

export function includeOption(pair: string): PlainTextOption {
  const cut = pair.lastIndexOf(':');
  const subject = pair.slice(0, cut);
  const name = pair.slice(cut + 1);
  return option(`${subject} · ${name}`, pair);
}

/**
 * `subject · include` options per subject (the catalog's names plus any a destination already
 * uses), so a subscription's includes can be kept even when the catalog does not list them.
 */
export function includeOptionGroups(extraPairs: readonly string[], t: Translator): OptionGroup[] {
  const bySubject = new Map<string, string[]>();
  for (const g of EVENT_GROUPS) {
    const names = INCLUDES_BY_SUBJECT[g.subject as EventSubject]?.names ?? [];
    if (names.length > 0) bySubject.set(g.subject, [...names]);
  }
  for (const pair of extraPairs) {
    const cut = pair.lastIndexOf(':');
    if (cut <= 0) continue;
    const subject = pair.slice(0, cut);
    const names = bySubject.get(subject) ?? [];
    if (!names.includes(pair.slice(cut + 1))) names.push(pair.slice(cut + 1));
    bySubject.set(subject, names);
  }
  return [...bySubject.entries()].slice(0, MAX_GROUPS).map(([subject, names]) =>
    group(
      subjectLabel(subject, t),
      names.map((name) => includeOption(`${subject}:${name}`)),
    ),
  );
}

export function includeInitialOptions(
  pairs: readonly string[],
  groups: readonly OptionGroup[],
): PlainTextOption[] {
  const offered = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));
  return pairs.filter((pair) => offered.has(pair)).map((pair) => includeOption(pair));
}
