/** Block Kit checks wired to Slack's error answers, recording every rejection for tests. */
import {
  formatIssue,
  formatIssueMessage,
  totalBlockText,
  validateMessageBlocks,
  validateView,
} from './block-kit/index.js';
import { apiError, invalidArguments } from './errors.js';
import type { SlackModel } from './model.js';

export const MESSAGE_TEXT_MAX = 40_000;
export const VIEW_PAYLOAD_MAX_BYTES = 250_000;

export interface MessageInput {
  text?: string;
  blocks?: unknown;
  attachments?: unknown;
}

/**
 * Throws Slack's error for message content: `invalid_blocks` (with `errors`),
 * `msg_too_long`, `msg_blocks_too_long`, `too_many_attachments`.
 */
export function assertValidMessage(model: SlackModel, method: string, input: MessageInput): void {
  if (input.text !== undefined && Array.from(input.text).length > MESSAGE_TEXT_MAX) {
    throw apiError('msg_too_long');
  }
  if (Array.isArray(input.attachments) && input.attachments.length > 100) {
    throw apiError('too_many_attachments');
  }
  const issues = validateMessageBlocks(input);
  if (issues.length > 0) {
    const errors = issues.map(formatIssue);
    model.validationFailures.push({
      method,
      surface: 'message',
      error: 'invalid_blocks',
      messages: errors,
      payload: { blocks: input.blocks, attachments: input.attachments },
      at: model.now(),
    });
    throw apiError('invalid_blocks', {
      errors,
      response_metadata: { messages: issues.map(formatIssueMessage) },
    });
  }
  if (
    input.blocks !== undefined &&
    totalBlockText(input.blocks) > model.options.maxMessageBlocksText
  ) {
    model.validationFailures.push({
      method,
      surface: 'message',
      error: 'msg_blocks_too_long',
      messages: [`block text exceeds ${model.options.maxMessageBlocksText} characters`],
      payload: { blocks: input.blocks },
      at: model.now(),
    });
    throw apiError('msg_blocks_too_long');
  }
}

/** Throws `invalid_arguments` with `[ERROR] … [json-pointer:/view/…]` messages, or `view_too_large`. */
export function assertValidView(
  model: SlackModel,
  method: string,
  view: unknown,
  expectedType?: 'modal' | 'home',
): void {
  if (JSON.stringify(view ?? null).length > VIEW_PAYLOAD_MAX_BYTES)
    throw apiError('view_too_large');
  const issues = validateView(view, { expectedType });
  if (issues.length === 0) return;
  const messages = issues.map(formatIssueMessage);
  const type = (view as { type?: unknown } | null)?.type;
  model.validationFailures.push({
    method,
    surface: type === 'home' ? 'home' : 'modal',
    error: 'invalid_arguments',
    messages,
    payload: view,
    at: model.now(),
  });
  throw invalidArguments(messages);
}
