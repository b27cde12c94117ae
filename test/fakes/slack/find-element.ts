/** Finding the interactive elements a person can see on a surface. */

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface LocatedElement {
  element: Obj & { type: string; action_id: string };
  block: Obj;
  blockId: string;
}

const STATIC_TYPES = new Set(['image', 'plain_text', 'mrkdwn']);

/**
 * Elements that send a block_actions payload when used: actions-block elements, section
 * accessories, and input-block elements whose block has `dispatch_action: true`.
 */
export function clickableElements(blocks: unknown[]): LocatedElement[] {
  const found: LocatedElement[] = [];
  const add = (element: unknown, block: Obj) => {
    if (!isObj(element) || typeof element.type !== 'string' || STATIC_TYPES.has(element.type))
      return;
    if (typeof element.action_id !== 'string') return;
    found.push({
      element: element as LocatedElement['element'],
      block,
      blockId: String(block.block_id ?? ''),
    });
  };
  for (const block of blocks) {
    if (!isObj(block)) continue;
    if (
      (block.type === 'actions' || block.type === 'context_actions') &&
      Array.isArray(block.elements)
    ) {
      for (const element of block.elements) add(element, block);
    }
    if (block.type === 'section' && block.accessory !== undefined) add(block.accessory, block);
    if (block.type === 'input' && block.dispatch_action === true) add(block.element, block);
  }
  return found;
}

/** Elements whose value Slack reports in `state.values`: input elements and stateful controls. */
export function statefulElements(blocks: unknown[]): LocatedElement[] {
  const stateless = new Set([
    'button',
    'overflow',
    'workflow_button',
    'feedback_buttons',
    'icon_button',
  ]);
  const found: LocatedElement[] = [];
  for (const block of blocks) {
    if (!isObj(block)) continue;
    const candidates: unknown[] = [];
    if (block.type === 'input') candidates.push(block.element);
    if (block.type === 'actions' && Array.isArray(block.elements))
      candidates.push(...block.elements);
    if (block.type === 'section' && block.accessory !== undefined) candidates.push(block.accessory);
    for (const element of candidates) {
      if (
        !isObj(element) ||
        typeof element.type !== 'string' ||
        typeof element.action_id !== 'string'
      )
        continue;
      if (stateless.has(element.type) || STATIC_TYPES.has(element.type)) continue;
      found.push({
        element: element as LocatedElement['element'],
        block,
        blockId: String(block.block_id ?? ''),
      });
    }
  }
  return found;
}

/** All options of a select / checkboxes / radio / overflow, flattening option groups. */
export function optionsOf(element: Obj): Obj[] {
  const out: Obj[] = [];
  if (Array.isArray(element.options)) out.push(...element.options.filter(isObj));
  if (Array.isArray(element.option_groups)) {
    for (const group of element.option_groups) {
      if (isObj(group) && Array.isArray(group.options)) out.push(...group.options.filter(isObj));
    }
  }
  return out;
}

export function findOption(element: Obj, value: string): Obj {
  const option = optionsOf(element).find((o) => o.value === value);
  if (!option) {
    const known = optionsOf(element).map((o) => String(o.value));
    throw new Error(
      `fake-slack driver: option "${value}" is not offered by ${String(element.action_id)} (options: ${known.join(', ') || 'none'})`,
    );
  }
  return option;
}
