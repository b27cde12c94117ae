/**
 * Slack fills in a `block_id` for every block and an `action_id` for every interactive
 * element that lacks one, and sends those generated ids back in views, messages and payloads.
 */
import { randomBytes } from 'node:crypto';

type Obj = Record<string, unknown>;

const NOT_INTERACTIVE = new Set(['image', 'plain_text', 'mrkdwn']);

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortId(): string {
  return randomBytes(4).toString('base64url').slice(0, 5);
}

function withActionId(element: unknown): unknown {
  if (!isObj(element) || typeof element.type !== 'string' || NOT_INTERACTIVE.has(element.type)) {
    return element;
  }
  return element.action_id === undefined ? { ...element, action_id: shortId() } : element;
}

/** A copy of `blocks` with generated ids where the app gave none. */
export function withGeneratedIds(blocks: unknown[]): unknown[] {
  return blocks.map((block) => {
    if (!isObj(block)) return block;
    const out: Obj = { ...block };
    if (out.block_id === undefined) out.block_id = shortId();
    if (Array.isArray(out.elements) && (out.type === 'actions' || out.type === 'context_actions')) {
      out.elements = out.elements.map(withActionId);
    }
    if (out.accessory !== undefined) out.accessory = withActionId(out.accessory);
    if (out.element !== undefined) out.element = withActionId(out.element);
    return out;
  });
}
