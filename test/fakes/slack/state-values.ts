/**
 * `state.values` of a view or message as Slack builds it: every input element and stateful
 * control, typed per element, starting from initial values and overridden by what the
 * test "typed". Also the client-side checks that make Slack refuse to submit a modal.
 */
import { findOption, type LocatedElement, statefulElements } from './find-element.js';

type Obj = Record<string, unknown>;

export type StateValue = Obj & { type: string };
export type StateValues = Record<string, Record<string, StateValue>>;

/**
 * What a test types into a view: `{ blockId: value }` for blocks with one element, or
 * `{ blockId: { actionId: value } }`. Values: a string (text, option value, user/channel id,
 * date, time), a string array (multi-selects, checkboxes), a number (datetimepicker),
 * an option object `{text, value}` (external selects), or null to clear.
 */
export type InputValues = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeOption(value: Obj): boolean {
  return 'value' in value && 'text' in value;
}

function asOption(element: Obj, given: unknown): Obj {
  if (isObj(given)) return given;
  const value = String(given);
  if (String(element.type).includes('external')) {
    return { text: { type: 'plain_text', text: value, emoji: true }, value };
  }
  return findOption(element, value);
}

function asList(given: unknown): unknown[] {
  return Array.isArray(given) ? given : [given];
}

function richText(text: string): Obj {
  return {
    type: 'rich_text',
    elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }],
  };
}

/** The typed state entry for one element; `given === undefined` means "left as initialised". */
export function stateValueFor(element: Obj, given: unknown): StateValue {
  const type = String(element.type);
  const has = given !== undefined;
  switch (type) {
    case 'plain_text_input':
    case 'email_text_input':
    case 'url_text_input':
    case 'number_input':
      return {
        type,
        value: has
          ? given === null
            ? null
            : String(given)
          : ((element.initial_value as string) ?? null),
      };
    case 'static_select':
    case 'external_select':
    case 'radio_buttons':
      return {
        type,
        selected_option: has
          ? given === null
            ? null
            : asOption(element, given)
          : (element.initial_option ?? null),
      };
    case 'multi_static_select':
    case 'multi_external_select':
    case 'checkboxes':
      return {
        type,
        selected_options: has
          ? given === null
            ? []
            : asList(given).map((g) => asOption(element, g))
          : (element.initial_options ?? []),
      };
    case 'users_select':
      return { type, selected_user: has ? given : (element.initial_user ?? null) };
    case 'multi_users_select':
      return { type, selected_users: has ? asList(given ?? []) : (element.initial_users ?? []) };
    case 'conversations_select':
      return { type, selected_conversation: has ? given : (element.initial_conversation ?? null) };
    case 'multi_conversations_select':
      return {
        type,
        selected_conversations: has ? asList(given ?? []) : (element.initial_conversations ?? []),
      };
    case 'channels_select':
      return { type, selected_channel: has ? given : (element.initial_channel ?? null) };
    case 'multi_channels_select':
      return {
        type,
        selected_channels: has ? asList(given ?? []) : (element.initial_channels ?? []),
      };
    case 'datepicker':
      return { type, selected_date: has ? given : (element.initial_date ?? null) };
    case 'timepicker':
      return { type, selected_time: has ? given : (element.initial_time ?? null) };
    case 'datetimepicker':
      return { type, selected_date_time: has ? given : (element.initial_date_time ?? null) };
    case 'rich_text_input':
      return {
        type,
        rich_text_value: has
          ? typeof given === 'string'
            ? richText(given)
            : given
          : (element.initial_value ?? null),
      };
    case 'file_input':
      return { type, files: has ? asList(given ?? []) : [] };
    default:
      return { type, value: has ? given : null };
  }
}

/** Splits the test's values into `blockId → actionId → value`, refusing unknown ids. */
export function normalizeValues(
  blocks: unknown[],
  values: InputValues = {},
): Map<string, Map<string, unknown>> {
  const elements = statefulElements(blocks);
  const out = new Map<string, Map<string, unknown>>();
  for (const [blockId, value] of Object.entries(values)) {
    const inBlock = elements.filter((e) => e.blockId === blockId);
    if (inBlock.length === 0) {
      const known = [...new Set(elements.map((e) => e.blockId))];
      throw new Error(
        `fake-slack driver: no input with block_id "${blockId}" on screen (block_ids: ${known.join(', ') || 'none'})`,
      );
    }
    const perAction = new Map<string, unknown>();
    if (isObj(value) && !looksLikeOption(value)) {
      for (const [actionId, v] of Object.entries(value)) {
        if (!inBlock.some((e) => e.element.action_id === actionId)) {
          throw new Error(
            `fake-slack driver: block "${blockId}" has no element "${actionId}" (action_ids: ${inBlock.map((e) => e.element.action_id).join(', ')})`,
          );
        }
        perAction.set(actionId, v);
      }
    } else {
      if (inBlock.length !== 1) {
        throw new Error(
          `fake-slack driver: block "${blockId}" has ${inBlock.length} elements; give { ${blockId}: { actionId: value } }`,
        );
      }
      perAction.set((inBlock[0] as LocatedElement).element.action_id, value);
    }
    out.set(blockId, perAction);
  }
  return out;
}

export function buildStateValues(blocks: unknown[], values?: InputValues): StateValues {
  const given = normalizeValues(blocks, values);
  const state: StateValues = {};
  for (const { element, blockId } of statefulElements(blocks)) {
    const entry = state[blockId] ?? {};
    state[blockId] = entry;
    entry[element.action_id] = stateValueFor(element, given.get(blockId)?.get(element.action_id));
  }
  return state;
}

function isEmpty(value: StateValue): boolean {
  for (const [key, v] of Object.entries(value)) {
    if (key === 'type') continue;
    if (v === null || v === undefined || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    return false;
  }
  return true;
}

function labelOf(block: Obj, blockId: string): string {
  const label = block.label;
  return isObj(label) && typeof label.text === 'string' ? `"${label.text}" (${blockId})` : blockId;
}

/**
 * What the Slack client checks before it sends a view_submission: required inputs are
 * filled, text lengths are within min/max_length, numbers/emails/urls are well formed.
 * Returns human-readable refusals; empty when Slack would submit.
 */
export function clientSideRefusals(blocks: unknown[], state: StateValues): string[] {
  const refusals: string[] = [];
  for (const block of blocks) {
    if (!isObj(block) || block.type !== 'input' || !isObj(block.element)) continue;
    const blockId = String(block.block_id);
    const element = block.element;
    const value = state[blockId]?.[String(element.action_id)];
    if (!value) continue;
    const label = labelOf(block, blockId);
    if (isEmpty(value)) {
      if (block.optional !== true) refusals.push(`${label} is required`);
      continue;
    }
    const text = typeof value.value === 'string' ? value.value : undefined;
    if (element.type === 'plain_text_input' && text !== undefined) {
      const length = Array.from(text).length;
      if (typeof element.min_length === 'number' && length < element.min_length) {
        refusals.push(`${label} needs at least ${element.min_length} characters`);
      }
      if (typeof element.max_length === 'number' && length > element.max_length) {
        refusals.push(`${label} allows at most ${element.max_length} characters`);
      }
    }
    if (element.type === 'number_input' && text !== undefined) {
      const n = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text)) refusals.push(`${label} must be a number`);
      else if (element.is_decimal_allowed !== true && !Number.isInteger(n)) {
        refusals.push(`${label} must be a whole number`);
      } else {
        if (typeof element.min_value === 'string' && n < Number(element.min_value)) {
          refusals.push(`${label} must be at least ${element.min_value}`);
        }
        if (typeof element.max_value === 'string' && n > Number(element.max_value)) {
          refusals.push(`${label} must be at most ${element.max_value}`);
        }
      }
    }
    if (
      element.type === 'email_text_input' &&
      text !== undefined &&
      !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text)
    ) {
      refusals.push(`${label} must be an email address`);
    }
    if (element.type === 'url_text_input' && text !== undefined && !/^https?:\/\/\S+$/.test(text)) {
      refusals.push(`${label} must be a URL`);
    }
  }
  return refusals;
}

/**
 * What the person has now typed into a view: what they typed before (kept by the view across
 * views.update) plus `values`, in the `{ blockId: { actionId: value } }` form.
 */
export function mergeTyping(
  blocks: unknown[],
  before: Record<string, Record<string, unknown>> | undefined,
  values?: InputValues,
): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [blockId, actions] of Object.entries(before ?? {})) merged[blockId] = { ...actions };
  for (const [blockId, actions] of normalizeValues(blocks, values)) {
    for (const [actionId, value] of actions) {
      merged[blockId] = { ...merged[blockId], [actionId]: value };
    }
  }
  return merged;
}
