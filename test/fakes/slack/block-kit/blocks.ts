/** Layout blocks: per-type required fields, limits and which elements each may hold. */
import {
  type Checker,
  checkArray,
  checkBoolean,
  checkString,
  checkText,
  isObject,
  type Obj,
} from './checker.js';
import {
  ACTIONS_ELEMENTS,
  CONTEXT_ACTIONS_ELEMENTS,
  CONTEXT_ELEMENTS,
  checkElement,
  INPUT_ELEMENTS,
  SECTION_ACCESSORIES,
} from './elements.js';

type BlockCheck = (c: Checker, block: Obj, pointer: string) => void;

/** Newer block types from @slack/types that the fake accepts without deep checks. */
const SHALLOW_BLOCKS = [
  'alert',
  'card',
  'carousel',
  'container',
  'data_table',
  'task_card',
  'plan',
];

/** Block types that only exist in messages. */
const MESSAGE_ONLY_BLOCKS = ['markdown', 'file', 'table'];

function checkUniqueActionIds(c: Checker, elements: unknown[], pointer: string): void {
  const seen = new Set<string>();
  elements.forEach((element, i) => {
    if (!isObject(element) || typeof element.action_id !== 'string') return;
    if (seen.has(element.action_id)) {
      c.add(`${pointer}/${i}/action_id`, `duplicate action_id "${element.action_id}" in block`);
    }
    seen.add(element.action_id);
  });
}

const BLOCK_CHECKS: Record<string, BlockCheck> = {
  section(c, b, p) {
    if (b.text === undefined && b.fields === undefined) {
      c.add(p, 'must provide text or fields');
    }
    checkText(c, b.text, `${p}/text`, { max: 3000 });
    const fields = checkArray(c, b.fields, `${p}/fields`, { min: 1, max: 10 });
    fields?.forEach((field, i) => {
      checkText(c, field, `${p}/fields/${i}`, { max: 2000 });
    });
    if (b.accessory !== undefined) {
      checkElement(c, b.accessory, `${p}/accessory`, {
        where: 'section accessory',
        allowed: SECTION_ACCESSORIES,
      });
    }
    checkBoolean(c, b.expand, `${p}/expand`);
  },
  actions(c, b, p) {
    const elements = checkArray(c, b.elements, `${p}/elements`, {
      required: true,
      min: 1,
      max: 25,
    });
    elements?.forEach((el, i) => {
      checkElement(c, el, `${p}/elements/${i}`, {
        where: 'actions block',
        allowed: ACTIONS_ELEMENTS,
      });
    });
    if (elements) checkUniqueActionIds(c, elements, `${p}/elements`);
  },
  context(c, b, p) {
    const elements = checkArray(c, b.elements, `${p}/elements`, {
      required: true,
      min: 1,
      max: 10,
    });
    elements?.forEach((el, i) => {
      checkElement(c, el, `${p}/elements/${i}`, {
        where: 'context block',
        allowed: CONTEXT_ELEMENTS,
      });
    });
  },
  context_actions(c, b, p) {
    const elements = checkArray(c, b.elements, `${p}/elements`, { required: true, min: 1, max: 5 });
    elements?.forEach((el, i) => {
      checkElement(c, el, `${p}/elements/${i}`, {
        where: 'context_actions block',
        allowed: CONTEXT_ACTIONS_ELEMENTS,
      });
    });
  },
  divider() {},
  header(c, b, p) {
    checkText(c, b.text, `${p}/text`, { required: true, plainOnly: true, max: 150 });
  },
  image(c, b, p) {
    if (b.image_url === undefined && b.slack_file === undefined) {
      c.add(`${p}/image_url`, 'missing required field: image_url');
    }
    checkString(c, b.image_url, `${p}/image_url`, { min: 1, max: 3000 });
    checkString(c, b.alt_text, `${p}/alt_text`, { required: true, min: 1, max: 2000 });
    checkText(c, b.title, `${p}/title`, { plainOnly: true, max: 2000 });
  },
  input(c, b, p) {
    checkText(c, b.label, `${p}/label`, { required: true, plainOnly: true, max: 2000 });
    checkText(c, b.hint, `${p}/hint`, { plainOnly: true, max: 2000 });
    checkBoolean(c, b.optional, `${p}/optional`);
    checkBoolean(c, b.dispatch_action, `${p}/dispatch_action`);
    if (b.element === undefined) {
      c.add(`${p}/element`, 'missing required field: element');
      return;
    }
    checkElement(c, b.element, `${p}/element`, {
      where: 'input block',
      allowed: INPUT_ELEMENTS,
      inModalInput: c.surface === 'modal',
    });
  },
  markdown(c, b, p) {
    checkString(c, b.text, `${p}/text`, { required: true, min: 1, max: 12000 });
  },
  rich_text(c, b, p) {
    checkArray(c, b.elements, `${p}/elements`, { required: true });
  },
  video(c, b, p) {
    checkString(c, b.alt_text, `${p}/alt_text`, { required: true, min: 1 });
    checkText(c, b.title, `${p}/title`, { required: true, plainOnly: true, max: 200 });
    checkString(c, b.video_url, `${p}/video_url`, { required: true, min: 1 });
    checkString(c, b.thumbnail_url, `${p}/thumbnail_url`, { required: true, min: 1 });
  },
  file(c, b, p) {
    checkString(c, b.external_id, `${p}/external_id`, { required: true, min: 1 });
    checkString(c, b.source, `${p}/source`, { required: true, min: 1 });
  },
  table(c, b, p) {
    const rows = checkArray(c, b.rows, `${p}/rows`, { required: true, min: 1, max: 100 });
    rows?.forEach((row, i) => {
      checkArray(c, row, `${p}/rows/${i}`, { min: 1, max: 20 });
    });
  },
};

for (const type of SHALLOW_BLOCKS) BLOCK_CHECKS[type] = () => {};

export const KNOWN_BLOCK_TYPES: readonly string[] = Object.keys(BLOCK_CHECKS);

/** One layout block; `block_id` uniqueness is tracked across the whole surface. */
export function checkBlock(c: Checker, block: unknown, pointer: string): void {
  if (!isObject(block)) {
    c.add(pointer, 'must provide an object');
    return;
  }
  const type = block.type;
  const check = typeof type === 'string' ? BLOCK_CHECKS[type] : undefined;
  if (!check) {
    c.add(pointer, 'failed to match all allowed schemas');
    c.add(`${pointer}/type`, `unknown block type: ${String(type)}`);
    return;
  }
  if (c.surface !== 'message' && MESSAGE_ONLY_BLOCKS.includes(type as string)) {
    c.add(`${pointer}/type`, `${String(type)} blocks are only allowed in messages`);
  }
  const blockId = checkString(c, block.block_id, `${pointer}/block_id`, { min: 1, max: 255 });
  if (blockId !== undefined) {
    if (c.blockIds.has(blockId)) c.add(`${pointer}/block_id`, `duplicate block_id: ${blockId}`);
    c.blockIds.add(blockId);
  }
  check(c, block, pointer);
}

/** A `blocks` array with its per-surface count limit. */
export function checkBlocks(
  c: Checker,
  blocks: unknown,
  pointer: string,
  limits: { max: number; required?: boolean },
): void {
  const list = checkArray(c, blocks, pointer, { required: limits.required, max: limits.max });
  list?.forEach((block, i) => {
    checkBlock(c, block, `${pointer}/${i}`);
  });
}
