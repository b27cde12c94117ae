/** Validation of whole surfaces: message blocks (and attachments' blocks) and views. */

import { checkBlocks } from './blocks.js';
import {
  type BlockKitIssue,
  Checker,
  checkBoolean,
  checkKnownKeys,
  checkString,
  checkText,
  isObject,
} from './checker.js';

export const MESSAGE_BLOCKS_MAX = 50;
export const VIEW_BLOCKS_MAX = 100;
export const VIEW_TEXT_MAX = 24;
export const PRIVATE_METADATA_MAX = 3000;

export interface MessageContent {
  blocks?: unknown;
  attachments?: unknown;
}

/** Issues in a message's `blocks` and in every attachment's `blocks`. Empty when valid. */
export function validateMessageBlocks(message: MessageContent): BlockKitIssue[] {
  const c = new Checker('message');
  if (message.blocks !== undefined) {
    checkBlocks(c, message.blocks, '/blocks', { max: MESSAGE_BLOCKS_MAX });
  }
  if (Array.isArray(message.attachments)) {
    message.attachments.forEach((attachment, i) => {
      if (!isObject(attachment)) {
        c.add(`/attachments/${i}`, 'must provide an object');
        return;
      }
      if (attachment.blocks !== undefined) {
        checkBlocks(c, attachment.blocks, `/attachments/${i}/blocks`, { max: MESSAGE_BLOCKS_MAX });
      }
    });
  } else if (message.attachments !== undefined) {
    c.add('/attachments', 'must provide an array');
  }
  return c.issues;
}

const MODAL_KEYS = [
  'type',
  'title',
  'blocks',
  'close',
  'submit',
  'private_metadata',
  'callback_id',
  'clear_on_close',
  'notify_on_close',
  'external_id',
  'submit_disabled',
] as const;

const HOME_KEYS = ['type', 'blocks', 'private_metadata', 'callback_id', 'external_id'] as const;

export interface ViewRules {
  /** `modal` for views.open/push (and modal updates), `home` for views.publish. */
  expectedType?: 'modal' | 'home';
}

/**
 * Issues in a view, with pointers under `/view`. A view object read back from a payload
 * (with `id`, `hash`, `state`…) is refused, as Slack does: only the documented keys are allowed.
 */
export function validateView(view: unknown, rules: ViewRules = {}): BlockKitIssue[] {
  if (!isObject(view)) {
    const c = new Checker('modal');
    c.add('/view', 'must provide an object');
    return c.issues;
  }
  const type = view.type;
  if (type !== 'modal' && type !== 'home') {
    const c = new Checker('modal');
    c.add('/view/type', 'must be one of modal, home');
    return c.issues;
  }
  const c = new Checker(type);
  if (rules.expectedType && type !== rules.expectedType) {
    c.add('/view/type', `must be ${rules.expectedType}`);
  }
  if (type === 'home') {
    for (const key of ['title', 'submit', 'close'] as const) {
      if (view[key] !== undefined) c.add(`/view/${key}`, `home views cannot have a ${key}`);
    }
    checkKnownKeys(
      c,
      Object.fromEntries(
        Object.entries(view).filter(([k]) => !['title', 'submit', 'close'].includes(k)),
      ),
      '/view',
      HOME_KEYS,
    );
  } else {
    checkKnownKeys(c, view, '/view', MODAL_KEYS);
    checkText(c, view.title, '/view/title', {
      required: true,
      plainOnly: true,
      max: VIEW_TEXT_MAX,
    });
    checkText(c, view.submit, '/view/submit', { plainOnly: true, max: VIEW_TEXT_MAX });
    checkText(c, view.close, '/view/close', { plainOnly: true, max: VIEW_TEXT_MAX });
    if (view.submit === undefined && hasInputBlock(view.blocks)) {
      c.add('/view/submit', 'must provide submit when blocks contain an input block');
    }
    checkBoolean(c, view.clear_on_close, '/view/clear_on_close');
    checkBoolean(c, view.notify_on_close, '/view/notify_on_close');
    checkBoolean(c, view.submit_disabled, '/view/submit_disabled');
  }
  checkString(c, view.private_metadata, '/view/private_metadata', { max: PRIVATE_METADATA_MAX });
  checkString(c, view.callback_id, '/view/callback_id', { max: 255 });
  checkString(c, view.external_id, '/view/external_id', { max: 255 });
  checkBlocks(c, view.blocks, '/view/blocks', { max: VIEW_BLOCKS_MAX, required: true });
  return c.issues;
}

export function hasInputBlock(blocks: unknown): boolean {
  return Array.isArray(blocks) && blocks.some((b) => isObject(b) && b.type === 'input');
}

/** `must be less than 25 characters [json-pointer:/view/title/text]` — the `errors` array of invalid_blocks. */
export function formatIssue(issue: BlockKitIssue): string {
  return `${issue.message} [json-pointer:${issue.pointer}]`;
}

/** `[ERROR] …` lines of `response_metadata.messages`. */
export function formatIssueMessage(issue: BlockKitIssue): string {
  return `[ERROR] ${formatIssue(issue)}`;
}

/** Total characters of every `text` string inside the blocks (Slack's msg_blocks_too_long heuristic). */
export function totalBlockText(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, v) => sum + totalBlockText(v), 0);
  if (!isObject(value)) return 0;
  let sum = 0;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'text' && typeof v === 'string') sum += Array.from(v).length;
    else sum += totalBlockText(v);
  }
  return sum;
}
