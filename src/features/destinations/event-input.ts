import { didYouMean, parseChannelMention } from '../../core/parse.js';
import { EVENT_NAMES, isCatalogEvent, isEventName } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { formsCopy } from './views/forms-copy.js';

export interface ParsedEventList {
  /** Well-formed names, lowercased, first occurrence kept. */
  names: string[];
  /** Words that are not `subject.action`. */
  invalid: string[];
}

/** Free-form event text (comma, semicolon or space separated) → event names. */
export function parseEventList(text: string): ParsedEventList {
  const names: string[] = [];
  const invalid: string[] = [];
  for (const word of text.split(/[\s,;]+/)) {
    if (word === '') continue;
    const name = word.toLowerCase();
    if (!isEventName(name)) invalid.push(word);
    else if (!names.includes(name)) names.push(name);
  }
  return { names, invalid };
}

/** "invoice.payed (did you mean invoice.paid?)" for each name the catalog does not know. */
export function describeUnknownEvents(unknown: readonly string[], t: Translator): string {
  return unknown
    .map((name) => {
      const guess = didYouMean(name, EVENT_NAMES);
      return guess === undefined
        ? `\`${name}\``
        : formsCopy(t)('unknownEvent.guess', { name, guess });
    })
    .join(', ');
}

export interface SubscribeArgs {
  events: string[];
  /** From a `<#C…>` mention; the command's channel otherwise. */
  channelId: string | undefined;
  /** Words that are neither catalog events nor a channel mention. */
  unknown: string[];
  /** More than one channel mention. */
  extraChannels: string[];
  /** `#name` typed without picking it, so Slack did not link it: there is no id to post to. */
  unlinkedChannels: string[];
}

/** `/enlivy subscribe invoice.paid invoice.created <#C123|finance>` → events and channel. */
export function parseSubscribeArgs(args: readonly string[]): SubscribeArgs {
  const parsed: SubscribeArgs = {
    events: [],
    channelId: undefined,
    unknown: [],
    extraChannels: [],
    unlinkedChannels: [],
  };
  for (const arg of args) {
    const channel = parseChannelMention(arg);
    if (channel !== undefined) {
      if (parsed.channelId === undefined) parsed.channelId = channel;
      else if (channel !== parsed.channelId) parsed.extraChannels.push(channel);
      continue;
    }
    if (arg.startsWith('#')) {
      parsed.unlinkedChannels.push(arg);
      continue;
    }
    for (const word of arg.split(/[,;]+/)) {
      if (word === '') continue;
      const name = word.toLowerCase();
      if (isCatalogEvent(name)) {
        if (!parsed.events.includes(name)) parsed.events.push(name);
      } else parsed.unknown.push(word);
    }
  }
  return parsed;
}
