import type { DestinationType } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import { filterWord, isFilter, parseFilter, parseFilters } from '../shared/cards/filters.js';
import { parseEventList } from './event-input.js';
import { formsCopy } from './views/forms-copy.js';

/** The inputs of the destination form, named for what they mean (views map them to block ids). */
export type FormField =
  | 'name'
  | 'channel'
  | 'credential'
  | 'url'
  | 'events'
  | 'otherEvents'
  | 'includes'
  | 'message'
  | 'active'
  | 'filters'
  | 'style';

export type FieldErrors = Partial<Record<FormField, string>>;

/** What the form holds, as the user left it: enough to render it again with nothing lost. */
export interface FormValues {
  name: string;
  channelId?: string | undefined;
  credentialId?: string | undefined;
  url?: string | undefined;
  /** Catalog events picked in the select. */
  events: string[];
  /** Other `subject.action` names, as typed. */
  otherEvents: string;
  /** `subject:include` pairs, e.g. `invoice:line_items`. */
  includes: string[];
  message: string;
  active: boolean;
  /** Cards destinations: their filters as typed (`amount>=1000 currency:EUR`). */
  filters?: string | undefined;
  /** The subscribe form: Enlivy's own Slack messages, or cards posted by this app. */
  style?: 'enlivy' | 'cards' | undefined;
}

export const MAX_NAME_LENGTH = 255;
/**
 * The longest template the app sends as new text (what Enlivy accepts for a new template). The
 * form's field allows more (3000, Slack's own limit) on purpose: a template Enlivy already holds
 * may be longer, and it must be shown whole, never cut, so that saving an edit that did not
 * touch it sends it back exactly as it was. So the limit is checked only for a new or changed
 * template (`FormRules.heldMessage`); what Enlivy makes of text it already keeps is its call.
 */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_URL_LENGTH = 2048;
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{3,100}$/;

export interface FormRules {
  kind: DestinationType;
  /** Slack creation asks for the channel. */
  needsChannel: boolean;
  /** The credential is typed as text (the list could not be read). */
  credentialTyped: boolean;
  /**
   * Edit: the template the form was opened with. Left as it was, it is not held to
   * MAX_MESSAGE_LENGTH (see there); compared trimmed, as the edit plan does.
   */
  heldMessage?: string;
  /** A cards destination: its URL is the app's own (not shown); it has filters instead. */
  cards?: boolean;
}

export interface CheckedForm {
  errors: FieldErrors;
  /** Every event to subscribe to: the picked ones, then the typed ones, without repeats. */
  events: string[];
}

/** Why a webhook URL cannot be used, or undefined when it can. */
export function webhookUrlProblem(raw: string, t: Translator): string | undefined {
  const say = formsCopy(t);
  const text = raw.trim();
  if (text === '') return say('check.url.empty');
  if (text.length > MAX_URL_LENGTH)
    return say('check.url.tooLong', { max: t.number(MAX_URL_LENGTH) });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return say('check.url.invalid');
  }
  if (url.protocol !== 'https:') return say('check.url.https');
  if (url.hostname === '') return say('check.url.host');
  if (url.username !== '' || url.password !== '') return say('check.url.credentials');
  return undefined;
}

/** The checks the form needs before anything is sent, as messages per field. */
export function checkForm(values: FormValues, rules: FormRules, t: Translator): CheckedForm {
  const say = formsCopy(t);
  const tooLong = (max: number, length: number) =>
    say('check.tooLong', { max: t.number(max), length: t.number(length) });
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = say('check.name.empty');
  else if (name.length > MAX_NAME_LENGTH) errors.name = tooLong(MAX_NAME_LENGTH, name.length);
  if (rules.needsChannel && !values.channelId) errors.channel = say('check.channel');
  if (rules.credentialTyped && !CREDENTIAL_ID.test(values.credentialId?.trim() ?? '')) {
    errors.credential = say('check.credential');
  }
  if (rules.cards) {
    const problem = filtersProblem(values.filters ?? '', t);
    if (problem !== undefined) errors.filters = problem;
  } else if (rules.kind === 'webhook') {
    const problem = webhookUrlProblem(values.url ?? '', t);
    if (problem !== undefined) errors.url = problem;
  }
  const typed = parseEventList(values.otherEvents);
  if (typed.invalid.length > 0) {
    errors.otherEvents = say('check.otherEvents', { words: typed.invalid.join(', ') });
  }
  const events = [...new Set([...values.events, ...typed.names])];
  if (events.length === 0 && errors.otherEvents === undefined) {
    errors.events = say('check.events');
  }
  const messageChanged =
    rules.heldMessage === undefined || values.message.trim() !== rules.heldMessage.trim();
  if (messageChanged && values.message.length > MAX_MESSAGE_LENGTH) {
    errors.message = tooLong(MAX_MESSAGE_LENGTH, values.message.length);
  }
  return { errors, events };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Filter words as typed → their canonical words (see src/features/cards/filters.ts). */
export function filterWords(text: string): string[] {
  return parseFilters(text.split(/\s+/).filter((word) => word !== '')).map(filterWord);
}

function filtersProblem(text: string, t: Translator): string | undefined {
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    const parsed = parseFilter(word, t);
    if (!isFilter(parsed)) return parsed.problem;
  }
  return undefined;
}
