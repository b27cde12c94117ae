import { eventSubject, type Subscription } from '../../enlivy/index.js';
import type { SubscriptionSpec } from '../shared/destinations/subscriptions.js';

export function specOf(subscription: Subscription): SubscriptionSpec {
  const message = subscription.config?.message;
  return {
    event: subscription.event,
    includes: subscription.includes === null ? null : [...subscription.includes],
    message: typeof message === 'string' && message !== '' ? message : null,
  };
}

/** `invoice:line_items` → subject and include name (the subject may hold dots, never a colon). */
export function splitIncludePair(pair: string): { subject: string; name: string } | undefined {
  const cut = pair.lastIndexOf(':');
  if (cut <= 0 || cut === pair.length - 1) return undefined;
  return { subject: pair.slice(0, cut), name: pair.slice(cut + 1) };
}

export function includePair(subject: string, name: string): string {
  return `${subject}:${name}`;
}

/** The include names the pairs give the event's subject, in the order they were picked. */
export function includesFor(event: string, pairs: readonly string[]): string[] {
  const subject = eventSubject(event);
  const names: string[] = [];
  for (const pair of pairs) {
    const split = splitIncludePair(pair);
    if (split?.subject === subject && !names.includes(split.name)) names.push(split.name);
  }
  return names;
}

/** New subscriptions: each event gets its subject's includes and the message, when given. */
export function buildSubscriptions(
  events: readonly string[],
  pairs: readonly string[],
  message: string,
): SubscriptionSpec[] {
  const text = message.trim() === '' ? null : message;
  return events.map((event) => {
    const includes = includesFor(event, pairs);
    return { event, includes: includes.length > 0 ? includes : null, message: text };
  });
}

/** Every `subject:include` the subscriptions use (what the form's includes select starts with). */
export function includePairsOf(specs: readonly SubscriptionSpec[]): string[] {
  const pairs: string[] = [];
  for (const spec of specs) {
    for (const name of spec.includes ?? []) {
      const pair = includePair(eventSubject(spec.event), name);
      if (!pairs.includes(pair)) pairs.push(pair);
    }
  }
  return pairs;
}

/** The message every subscription shares, or '' when they differ (or have none). */
export function sharedMessage(specs: readonly SubscriptionSpec[]): string {
  const messages = new Set(specs.map((spec) => spec.message ?? ''));
  return messages.size === 1 ? [...messages][0]! : '';
}

export interface EditInput {
  /** The subscriptions the form was opened with. */
  original: readonly SubscriptionSpec[];
  /** What Enlivy holds right before saving (someone may have changed it meanwhile). */
  current: readonly SubscriptionSpec[];
  /** Every event the form now selects. */
  events: readonly string[];
  includes: readonly string[];
  message: string;
}

export interface EditPlan {
  added: string[];
  removed: string[];
  /** Kept events whose includes or message change. */
  modified: string[];
  /** Kept events sent back exactly as they were. */
  unchanged: string[];
  /** The full set to PUT. */
  next: SubscriptionSpec[];
}

function sameList(a: readonly string[] | null, b: readonly string[] | null): boolean {
  const left = [...(a ?? [])].sort();
  const right = [...(b ?? [])].sort();
  return left.length === right.length && left.every((value, i) => value === right[i]);
}

/**
 * The full subscription set to send, from what the user changed relative to what they were
 * shown. Only what they touched changes: the includes of a subject whose picks changed, the
 * message when the template field changed; every other subscription (including ones added by
 * someone else meanwhile) is sent back exactly as Enlivy holds it.
 */
export function planEdit(input: EditInput): EditPlan {
  const shownEvents = new Set(input.original.map((spec) => spec.event));
  const selected = new Set(input.events);
  const shownPairs = includePairsOf(input.original);
  const includesTouched = (event: string) =>
    !sameList(includesFor(event, shownPairs), includesFor(event, input.includes));
  const messageTouched = input.message.trim() !== sharedMessage(input.original).trim();
  const newMessage = input.message.trim() === '' ? null : input.message;
  const formIncludes = (event: string) => {
    const names = includesFor(event, input.includes);
    return names.length > 0 ? names : null;
  };

  const removed = [...shownEvents].filter((event) => !selected.has(event));
  const next: SubscriptionSpec[] = [];
  const modified: string[] = [];
  const unchanged: string[] = [];
  for (const spec of input.current) {
    if (removed.includes(spec.event)) continue;
    const updated: SubscriptionSpec = {
      event: spec.event,
      includes: includesTouched(spec.event) ? formIncludes(spec.event) : spec.includes,
      message: messageTouched ? newMessage : spec.message,
    };
    const changed =
      !sameList(updated.includes, spec.includes) ||
      (updated.message ?? '') !== (spec.message ?? '');
    // null and [] mean the same to a user, but a subscription nobody touched keeps its own.
    next.push(changed ? updated : spec);
    (changed ? modified : unchanged).push(spec.event);
  }
  const held = new Set(input.current.map((spec) => spec.event));
  const added = input.events.filter((event) => !shownEvents.has(event));
  for (const event of added) {
    if (held.has(event)) continue;
    next.push({ event, includes: formIncludes(event), message: newMessage });
  }
  return { added, removed, modified, unchanged, next };
}
