/** Block elements and the composition objects they carry (options, option groups, confirm dialogs). */
import {
  type Checker,
  checkArray,
  checkBoolean,
  checkEnum,
  checkInteger,
  checkString,
  checkText,
  isObject,
  type Obj,
} from './checker.js';

export const SINGLE_SELECTS = [
  'static_select',
  'external_select',
  'users_select',
  'conversations_select',
  'channels_select',
] as const;

export const MULTI_SELECTS = [
  'multi_static_select',
  'multi_external_select',
  'multi_users_select',
  'multi_conversations_select',
  'multi_channels_select',
] as const;

const SELECTS: readonly string[] = [...SINGLE_SELECTS, ...MULTI_SELECTS];

/** Element types allowed in an `actions` block. */
export const ACTIONS_ELEMENTS: readonly string[] = [
  'button',
  'checkboxes',
  'datepicker',
  'datetimepicker',
  'overflow',
  'radio_buttons',
  'timepicker',
  'workflow_button',
  'rich_text_input',
  ...SELECTS,
];

/** Element types allowed as a `section` accessory. */
export const SECTION_ACCESSORIES: readonly string[] = [
  'button',
  'checkboxes',
  'datepicker',
  'image',
  'overflow',
  'radio_buttons',
  'timepicker',
  'workflow_button',
  ...SELECTS,
];

/** Element types allowed in an `input` block. */
export const INPUT_ELEMENTS: readonly string[] = [
  'checkboxes',
  'datepicker',
  'datetimepicker',
  'email_text_input',
  'file_input',
  'number_input',
  'plain_text_input',
  'radio_buttons',
  'rich_text_input',
  'timepicker',
  'url_text_input',
  ...SELECTS,
];

/** Element types allowed in a `context` block (image elements and text objects only). */
export const CONTEXT_ELEMENTS: readonly string[] = ['image', 'plain_text', 'mrkdwn'];

/** Element types allowed in a `context_actions` block. */
export const CONTEXT_ACTIONS_ELEMENTS: readonly string[] = ['feedback_buttons', 'icon_button'];

const ID_MAX = 255;
const PLACEHOLDER_MAX = 150;

export interface OptionRule {
  /** Checkboxes and radio buttons accept mrkdwn option text. */
  allowMrkdwn?: boolean;
  /** Only overflow menu options may carry a url. */
  allowUrl?: boolean;
}

export function checkOption(
  c: Checker,
  value: unknown,
  pointer: string,
  rule: OptionRule = {},
): void {
  if (!isObject(value)) {
    c.add(pointer, 'must provide an object');
    return;
  }
  checkText(c, value.text, `${pointer}/text`, {
    required: true,
    plainOnly: !rule.allowMrkdwn,
    max: 75,
  });
  checkString(c, value.value, `${pointer}/value`, { required: true, min: 1, max: 150 });
  checkText(c, value.description, `${pointer}/description`, {
    plainOnly: !rule.allowMrkdwn,
    max: 75,
  });
  if (value.url !== undefined) {
    if (!rule.allowUrl) c.add(`${pointer}/url`, 'url is only allowed on overflow menu options');
    else checkString(c, value.url, `${pointer}/url`, { max: 3000 });
  }
}

export function checkConfirm(c: Checker, value: unknown, pointer: string): void {
  if (value === undefined) return;
  if (!isObject(value)) {
    c.add(pointer, 'must provide an object');
    return;
  }
  checkText(c, value.title, `${pointer}/title`, { required: true, plainOnly: true, max: 100 });
  checkText(c, value.text, `${pointer}/text`, { required: true, max: 300 });
  checkText(c, value.confirm, `${pointer}/confirm`, { required: true, plainOnly: true, max: 30 });
  checkText(c, value.deny, `${pointer}/deny`, { required: true, plainOnly: true, max: 30 });
  checkEnum(c, value.style, `${pointer}/style`, ['primary', 'danger']);
}

function optionKey(option: unknown): string {
  if (!isObject(option)) return '';
  const text = isObject(option.text) ? option.text.text : undefined;
  return JSON.stringify([option.value, text]);
}

/** `initial_option(s)` must exactly match one of the element's options. */
function checkInitialOptions(
  c: Checker,
  element: Obj,
  pointer: string,
  allOptions: unknown[] | undefined,
): void {
  if (!allOptions) return;
  const known = new Set(allOptions.map(optionKey));
  if (element.initial_option !== undefined && !known.has(optionKey(element.initial_option))) {
    c.add(`${pointer}/initial_option`, 'must match one of the provided options');
  }
  if (Array.isArray(element.initial_options)) {
    element.initial_options.forEach((option, i) => {
      if (!known.has(optionKey(option))) {
        c.add(`${pointer}/initial_options/${i}`, 'must match one of the provided options');
      }
    });
  } else if (element.initial_options !== undefined) {
    c.add(`${pointer}/initial_options`, 'must provide an array');
  }
}

function checkOptionList(
  c: Checker,
  element: Obj,
  pointer: string,
  limits: { min: number; max: number },
  rule: OptionRule,
): unknown[] | undefined {
  const options = checkArray(c, element.options, `${pointer}/options`, {
    required: true,
    ...limits,
  });
  options?.forEach((option, i) => {
    checkOption(c, option, `${pointer}/options/${i}`, rule);
  });
  return options;
}

/** static selects: `options` (≤100) or `option_groups` (≤100 groups of ≤100), not both. */
function checkStaticOptions(c: Checker, element: Obj, pointer: string): unknown[] | undefined {
  if (element.options !== undefined && element.option_groups !== undefined) {
    c.add(pointer, 'must provide either options or option_groups, not both');
    return undefined;
  }
  if (element.option_groups !== undefined) {
    const groups = checkArray(c, element.option_groups, `${pointer}/option_groups`, {
      min: 1,
      max: 100,
    });
    const all: unknown[] = [];
    groups?.forEach((group, g) => {
      const groupPtr = `${pointer}/option_groups/${g}`;
      if (!isObject(group)) {
        c.add(groupPtr, 'must provide an object');
        return;
      }
      checkText(c, group.label, `${groupPtr}/label`, { required: true, plainOnly: true, max: 75 });
      const options = checkOptionList(c, group, groupPtr, { min: 1, max: 100 }, {});
      if (options) all.push(...options);
    });
    return all;
  }
  return checkOptionList(c, element, pointer, { min: 1, max: 100 }, {});
}

function checkPlaceholder(c: Checker, element: Obj, pointer: string): void {
  checkText(c, element.placeholder, `${pointer}/placeholder`, {
    plainOnly: true,
    max: PLACEHOLDER_MAX,
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

export interface ElementContext {
  /** Human name of the container, used in messages ("actions block", "input block"…). */
  where: string;
  allowed: readonly string[];
  /** Inside an input block of a modal (for `response_url_enabled`). */
  inModalInput?: boolean;
}

/** Checks one block element against the container's allowed types and the element's own rules. */
export function checkElement(
  c: Checker,
  element: unknown,
  pointer: string,
  ctx: ElementContext,
): void {
  if (!isObject(element)) {
    c.add(pointer, 'must provide an object');
    return;
  }
  const type = element.type;
  if (typeof type !== 'string' || !ctx.allowed.includes(type)) {
    c.add(pointer, 'failed to match all allowed schemas');
    c.add(`${pointer}/type`, `${String(type)} is not a valid element type in ${ctx.where}`);
    return;
  }
  if (type === 'plain_text' || type === 'mrkdwn') {
    checkText(c, element, pointer);
    return;
  }
  if (type !== 'image') {
    checkString(c, element.action_id, `${pointer}/action_id`, {
      required: type === 'button',
      min: 1,
      max: ID_MAX,
    });
  }
  checkBoolean(c, element.focus_on_load, `${pointer}/focus_on_load`);
  const check = ELEMENT_CHECKS[type];
  check?.(c, element, pointer, ctx);
}

type ElementCheck = (c: Checker, element: Obj, pointer: string, ctx: ElementContext) => void;

function checkSelect(c: Checker, element: Obj, pointer: string, ctx: ElementContext): void {
  const type = String(element.type);
  const multi = type.startsWith('multi_');
  checkPlaceholder(c, element, pointer);
  checkConfirm(c, element.confirm, `${pointer}/confirm`);
  if (multi)
    checkInteger(c, element.max_selected_items, `${pointer}/max_selected_items`, { min: 1 });
  if (type === 'static_select' || type === 'multi_static_select') {
    checkInitialOptions(c, element, pointer, checkStaticOptions(c, element, pointer));
    return;
  }
  if (element.options !== undefined || element.option_groups !== undefined) {
    c.add(`${pointer}/options`, `options are not allowed on ${type}`);
  }
  if (type.endsWith('external_select')) {
    checkInteger(c, element.min_query_length, `${pointer}/min_query_length`, { min: 0 });
    if (element.initial_option !== undefined) {
      checkOption(c, element.initial_option, `${pointer}/initial_option`);
    }
    if (Array.isArray(element.initial_options)) {
      element.initial_options.forEach((o, i) => {
        checkOption(c, o, `${pointer}/initial_options/${i}`);
      });
    }
  }
  if (type.endsWith('conversations_select') || type.endsWith('channels_select')) {
    if (element.response_url_enabled !== undefined) {
      checkBoolean(c, element.response_url_enabled, `${pointer}/response_url_enabled`);
      if (!ctx.inModalInput || multi) {
        c.add(
          `${pointer}/response_url_enabled`,
          'response_url_enabled is only allowed on single selects in input blocks of modals',
        );
      }
    }
  }
}

const ELEMENT_CHECKS: Record<string, ElementCheck> = {
  button(c, el, p) {
    checkText(c, el.text, `${p}/text`, { required: true, plainOnly: true, max: 75 });
    checkString(c, el.value, `${p}/value`, { min: 1, max: 2000 });
    checkString(c, el.url, `${p}/url`, { min: 1, max: 3000 });
    checkString(c, el.accessibility_label, `${p}/accessibility_label`, { min: 1, max: 75 });
    checkEnum(c, el.style, `${p}/style`, ['primary', 'danger']);
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  checkboxes(c, el, p) {
    const options = checkOptionList(c, el, p, { min: 1, max: 10 }, { allowMrkdwn: true });
    checkInitialOptions(c, el, p, options);
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  radio_buttons(c, el, p) {
    const options = checkOptionList(c, el, p, { min: 1, max: 10 }, { allowMrkdwn: true });
    checkInitialOptions(c, el, p, options);
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  overflow(c, el, p) {
    checkOptionList(c, el, p, { min: 1, max: 5 }, { allowUrl: true });
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  datepicker(c, el, p) {
    checkPlaceholder(c, el, p);
    const date = checkString(c, el.initial_date, `${p}/initial_date`);
    if (date !== undefined && !DATE.test(date)) c.add(`${p}/initial_date`, 'must be YYYY-MM-DD');
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  timepicker(c, el, p) {
    checkPlaceholder(c, el, p);
    const time = checkString(c, el.initial_time, `${p}/initial_time`);
    if (time !== undefined && !TIME.test(time)) c.add(`${p}/initial_time`, 'must be HH:mm');
    checkString(c, el.timezone, `${p}/timezone`);
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  datetimepicker(c, el, p) {
    checkInteger(c, el.initial_date_time, `${p}/initial_date_time`, { min: 0 });
    checkConfirm(c, el.confirm, `${p}/confirm`);
  },
  plain_text_input(c, el, p) {
    checkPlaceholder(c, el, p);
    checkBoolean(c, el.multiline, `${p}/multiline`);
    const min = checkInteger(c, el.min_length, `${p}/min_length`, { min: 0, max: 3000 });
    const max = checkInteger(c, el.max_length, `${p}/max_length`, { min: 1, max: 3000 });
    if (min !== undefined && max !== undefined && min > max) {
      c.add(`${p}/min_length`, 'must be less than or equal to max_length');
    }
    checkString(c, el.initial_value, `${p}/initial_value`, { max: max ?? 3000 });
    const dispatch = el.dispatch_action_config;
    if (dispatch !== undefined) {
      if (!isObject(dispatch)) c.add(`${p}/dispatch_action_config`, 'must provide an object');
      else {
        const triggers = checkArray(
          c,
          dispatch.trigger_actions_on,
          `${p}/dispatch_action_config/trigger_actions_on`,
          { min: 1, max: 2 },
        );
        triggers?.forEach((t, i) => {
          checkEnum(c, t, `${p}/dispatch_action_config/trigger_actions_on/${i}`, [
            'on_enter_pressed',
            'on_character_entered',
          ]);
        });
      }
    }
  },
  email_text_input(c, el, p) {
    checkPlaceholder(c, el, p);
    checkString(c, el.initial_value, `${p}/initial_value`);
  },
  url_text_input(c, el, p) {
    checkPlaceholder(c, el, p);
    checkString(c, el.initial_value, `${p}/initial_value`);
  },
  number_input(c, el, p) {
    checkPlaceholder(c, el, p);
    if (typeof el.is_decimal_allowed !== 'boolean') {
      c.add(`${p}/is_decimal_allowed`, 'missing required field: is_decimal_allowed');
    }
    for (const key of ['initial_value', 'min_value', 'max_value'] as const) {
      const v = checkString(c, el[key], `${p}/${key}`);
      if (v !== undefined && !NUMERIC.test(v)) c.add(`${p}/${key}`, 'must be a number');
    }
  },
  file_input(c, el, p) {
    checkInteger(c, el.max_files, `${p}/max_files`, { min: 1, max: 10 });
    checkArray(c, el.filetypes, `${p}/filetypes`);
    if (c.surface !== 'modal') c.add(`${p}/type`, 'file_input is only allowed in modals');
  },
  rich_text_input(c, el, p) {
    checkPlaceholder(c, el, p);
  },
  image(c, el, p) {
    if (el.image_url === undefined && el.slack_file === undefined) {
      c.add(`${p}/image_url`, 'missing required field: image_url');
    }
    checkString(c, el.image_url, `${p}/image_url`, { min: 1, max: 3000 });
    checkString(c, el.alt_text, `${p}/alt_text`, { required: true, min: 1, max: 2000 });
  },
  workflow_button(c, el, p) {
    checkText(c, el.text, `${p}/text`, { required: true, plainOnly: true, max: 75 });
    if (!isObject(el.workflow)) c.add(`${p}/workflow`, 'missing required field: workflow');
  },
};

for (const type of SELECTS) ELEMENT_CHECKS[type] = checkSelect;
