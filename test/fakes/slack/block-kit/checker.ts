/**
 * Primitive checks shared by the Block Kit validator. Messages follow Slack's wording
 * ("must be less than 3001 characters", "no more than 50 items allowed", "must provide an object")
 * and every issue carries the JSON pointer Slack reports.
 */

export type Surface = 'message' | 'modal' | 'home';

export interface BlockKitIssue {
  /** JSON pointer into the request argument, e.g. `/view/title/text` or `/blocks/0/text/text`. */
  pointer: string;
  message: string;
}

export class Checker {
  readonly issues: BlockKitIssue[] = [];
  readonly blockIds = new Set<string>();

  constructor(readonly surface: Surface) {}

  add(pointer: string, message: string): void {
    this.issues.push({ pointer, message });
  }
}

export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Slack counts characters, not UTF-16 code units. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

export interface StringRule {
  required?: boolean;
  /** Maximum characters (inclusive). */
  max?: number;
  /** Minimum characters (inclusive). */
  min?: number;
}

/** Checks an optional/required string field; returns the string when it is one. */
export function checkString(
  c: Checker,
  value: unknown,
  pointer: string,
  rule: StringRule = {},
): string | undefined {
  if (value === undefined) {
    if (rule.required) c.add(pointer, `missing required field: ${lastSegment(pointer)}`);
    return undefined;
  }
  if (typeof value !== 'string') {
    c.add(pointer, 'must provide a string');
    return undefined;
  }
  const length = charLength(value);
  if (rule.min !== undefined && length < rule.min) {
    c.add(pointer, `must be more than ${rule.min - 1} characters`);
  }
  if (rule.max !== undefined && length > rule.max) {
    c.add(pointer, `must be less than ${rule.max + 1} characters`);
  }
  return value;
}

export function checkBoolean(c: Checker, value: unknown, pointer: string): void {
  if (value !== undefined && typeof value !== 'boolean') c.add(pointer, 'must provide a boolean');
}

export function checkInteger(
  c: Checker,
  value: unknown,
  pointer: string,
  range: { min?: number; max?: number; required?: boolean } = {},
): number | undefined {
  if (value === undefined) {
    if (range.required) c.add(pointer, `missing required field: ${lastSegment(pointer)}`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    c.add(pointer, 'must provide an integer');
    return undefined;
  }
  if (range.min !== undefined && value < range.min) c.add(pointer, `must be at least ${range.min}`);
  if (range.max !== undefined && value > range.max) c.add(pointer, `must be at most ${range.max}`);
  return value;
}

export interface ArrayRule {
  required?: boolean;
  min?: number;
  max?: number;
}

export function checkArray(
  c: Checker,
  value: unknown,
  pointer: string,
  rule: ArrayRule = {},
): unknown[] | undefined {
  if (value === undefined) {
    if (rule.required) c.add(pointer, `missing required field: ${lastSegment(pointer)}`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    c.add(pointer, 'must provide an array');
    return undefined;
  }
  if (rule.min !== undefined && value.length < rule.min) {
    c.add(pointer, `must provide at least ${rule.min} items`);
  }
  if (rule.max !== undefined && value.length > rule.max) {
    c.add(pointer, `no more than ${rule.max} items allowed`);
  }
  return value;
}

export function checkEnum(
  c: Checker,
  value: unknown,
  pointer: string,
  allowed: readonly string[],
): void {
  if (value === undefined) return;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    c.add(pointer, `must be one of ${allowed.join(', ')}`);
  }
}

/** Only the listed keys may appear on the object. */
export function checkKnownKeys(
  c: Checker,
  value: Obj,
  pointer: string,
  allowed: readonly string[],
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) c.add(`${pointer}/${key}`, `unexpected field: ${key}`);
  }
}

export interface TextRule {
  required?: boolean;
  plainOnly?: boolean;
  /** Maximum characters of `text` (never above 3000). */
  max?: number;
}

export const TEXT_OBJECT_MAX = 3000;

/** A `plain_text` / `mrkdwn` composition object. */
export function checkText(c: Checker, value: unknown, pointer: string, rule: TextRule = {}): void {
  if (value === undefined) {
    if (rule.required) c.add(pointer, `missing required field: ${lastSegment(pointer)}`);
    return;
  }
  if (!isObject(value)) {
    c.add(pointer, 'must provide an object');
    return;
  }
  const type = value.type;
  if (type !== 'plain_text' && type !== 'mrkdwn') {
    c.add(`${pointer}/type`, 'must be one of plain_text, mrkdwn');
    return;
  }
  if (rule.plainOnly && type !== 'plain_text') {
    c.add(pointer, 'failed to match all allowed schemas');
    c.add(`${pointer}/type`, 'must be plain_text');
  }
  const max = Math.min(rule.max ?? TEXT_OBJECT_MAX, TEXT_OBJECT_MAX);
  checkString(c, value.text, `${pointer}/text`, { required: true, min: 1, max });
  if (type === 'mrkdwn' && value.emoji !== undefined) {
    c.add(`${pointer}/emoji`, 'emoji is only allowed on plain_text');
  }
  if (type === 'plain_text' && value.verbatim !== undefined) {
    c.add(`${pointer}/verbatim`, 'verbatim is only allowed on mrkdwn');
  }
  checkBoolean(c, value.emoji, `${pointer}/emoji`);
  checkBoolean(c, value.verbatim, `${pointer}/verbatim`);
}

export function lastSegment(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i >= 0 ? pointer.slice(i + 1) : pointer;
}
