import { EnlivyForbiddenError, EnlivyValidationError } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { escapeMrkdwn } from '../../slack/blocks.js';
import type { FieldErrors, FormField } from './form-values.js';
import { formsCopy } from './views/forms-copy.js';

export interface FormProblem {
  fields: FieldErrors;
  /** What is not about one field (the destination limit, a missing pack, unknown keys). */
  banner: string | undefined;
}

const PER_PACK = 25;

/** "…reached its limit of 50 event destinations." → 50; the documented 25 otherwise. */
function limitOf(message: string): number {
  const match = /limit of (\d+)/i.exec(message);
  return match ? Number(match[1]) : PER_PACK;
}

export function limitMessage(message: string, t: Translator): string {
  const limit = limitOf(message);
  const packs = Math.max(1, Math.round(limit / PER_PACK));
  return formsCopy(t)('problem.limit', { count: packs, limit: t.number(limit) });
}

/** Which form field an Enlivy field key (`events.0.config.message`, `config.channel` …) is about. */
function fieldFor(
  key: string,
  events: readonly string[],
  typed: ReadonlySet<string>,
): FormField | undefined {
  if (key === 'name') return 'name';
  if (key === 'config.channel' || key === 'config') return 'channel';
  if (key === 'organization_api_credential_id') return 'credential';
  if (key === 'destination_url') return 'url';
  if (key === 'is_active') return 'active';
  if (key === 'events') return 'events';
  const match = /^events\.(\d+)(?:\.(.+))?$/.exec(key);
  if (match === null) return undefined;
  const rest = match[2] ?? 'event';
  if (rest.startsWith('includes')) return 'includes';
  if (rest.startsWith('config')) return 'message';
  const event = events[Number(match[1])];
  return event !== undefined && typed.has(event) ? 'otherEvents' : 'events';
}

/** "events.2.event" → "invoice.foo: …" so the user sees which event Enlivy refused. */
function withEvent(key: string, message: string, events: readonly string[]): string {
  const match = /^events\.(\d+)/.exec(key);
  const event = match ? events[Number(match[1])] : undefined;
  return event === undefined ? message : `${event}: ${message}`;
}

/**
 * Enlivy's refusal as form feedback: 422 field messages next to the matching inputs, the
 * destination limit and the paid-pack rule said plainly. Undefined for other failures.
 */
export function formProblemOf(
  err: unknown,
  events: readonly string[],
  typedEvents: ReadonlySet<string> = new Set(),
  t: Translator,
): FormProblem | undefined {
  if (err instanceof EnlivyForbiddenError && /paid pack/i.test(err.message)) {
    return { fields: {}, banner: formsCopy(t)('problem.paidPack') };
  }
  if (!(err instanceof EnlivyValidationError)) return undefined;
  const fields: FieldErrors = {};
  const other: string[] = [];
  if (err.fieldErrors.limit !== undefined) other.push(limitMessage(err.message, t));
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    if (key === 'limit') continue;
    const text = withEvent(key, messages.join(' '), events);
    const field = fieldFor(key, events, typedEvents);
    if (field === undefined) other.push(escapeMrkdwn(text));
    else fields[field] = fields[field] === undefined ? text : `${fields[field]} ${text}`;
  }
  if (other.length === 0 && Object.keys(fields).length === 0) other.push(escapeMrkdwn(err.message));
  return { fields, banner: other.length > 0 ? other.join('\n') : undefined };
}
