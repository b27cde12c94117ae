/** What Slack does with the app's HTTP answer to a slash command or a view submission. */
import type { AckResult } from './driver-http.js';
import { SlackApiError } from './errors.js';
import {
  botAuthor,
  type MessageContentInput,
  postChannelMessage,
  postEphemeralMessage,
} from './messaging.js';
import type { SlackModel } from './model.js';
import type { ChannelRecord, InstallationRecord, ViewRecord } from './types.js';
import { assertValidMessage, assertValidView } from './validation.js';
import { clearStack, popView, pushModal, updateView } from './view-store.js';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refusal(what: string, error: unknown): Error {
  if (error instanceof SlackApiError) {
    const detail = JSON.stringify(error.extra);
    return new Error(`fake-slack driver: Slack would refuse ${what}: ${error.error} ${detail}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Slash command ack: empty = nothing; plain text = an ephemeral; JSON `{text, blocks,
 * response_type}` = ephemeral unless `in_channel`. Non-2xx answers post nothing (the user
 * sees dispatch_failed).
 */
export function applyCommandAck(
  model: SlackModel,
  ack: AckResult,
  ctx: { channel: ChannelRecord; userId: string; inst: InstallationRecord },
): void {
  if (ack.status !== 200 || ack.body.trim() === '') return;
  let content: MessageContentInput;
  let inChannel = false;
  if (isObj(ack.json)) {
    const body = ack.json;
    content = {
      ...(typeof body.text === 'string' ? { text: body.text } : {}),
      ...(Array.isArray(body.blocks) ? { blocks: body.blocks } : {}),
      ...(Array.isArray(body.attachments) ? { attachments: body.attachments } : {}),
    };
    inChannel = body.response_type === 'in_channel';
  } else {
    content = { text: ack.body };
  }
  try {
    assertValidMessage(model, 'command_ack', content);
  } catch (error) {
    throw refusal('the slash command ack', error);
  }
  const author = botAuthor(ctx.inst);
  if (inChannel) postChannelMessage(model, ctx.channel, author, content, 'command_ack');
  else postEphemeralMessage(model, ctx.channel, ctx.userId, author, content, 'command_ack');
}

export type SubmissionOutcome =
  | 'closed'
  | 'errors'
  | 'updated'
  | 'pushed'
  | 'cleared'
  | 'http_error';

/**
 * view_submission ack: empty 200 closes the submitted view; `response_action` errors (keys must
 * be block_ids of input blocks), update, push (stack of 3) or clear. Anything else throws.
 */
export function applySubmissionAck(
  model: SlackModel,
  ack: AckResult,
  view: ViewRecord,
  inst: InstallationRecord,
): SubmissionOutcome {
  if (ack.status !== 200) return 'http_error';
  const stack = model.stack(view.userId);
  if (stack.at(-1) !== view)
    throw new Error('fake-slack driver: the submitted view is no longer on top');
  if (ack.body.trim() === '') {
    popView(model, view.userId);
    return 'closed';
  }
  if (!isObj(ack.json)) {
    throw new Error(
      `fake-slack driver: view_submission ack is not a JSON object: ${ack.body.slice(0, 200)}`,
    );
  }
  const body = ack.json;
  const action = body.response_action;
  if (action === undefined) {
    popView(model, view.userId);
    return 'closed';
  }
  if (action === 'errors') {
    const errors = body.errors;
    if (!isObj(errors) || Object.keys(errors).length === 0) {
      throw new Error(
        'fake-slack driver: response_action "errors" needs a non-empty errors object',
      );
    }
    const inputBlockIds = view.blocks
      .filter((b): b is Obj => isObj(b) && b.type === 'input')
      .map((b) => String(b.block_id));
    for (const [key, message] of Object.entries(errors)) {
      if (!inputBlockIds.includes(key)) {
        throw new Error(
          `fake-slack driver: response_action errors key "${key}" is not the block_id of an input block (input block_ids: ${inputBlockIds.join(', ') || 'none'}); Slack would show a generic error`,
        );
      }
      if (typeof message !== 'string' || message === '') {
        throw new Error(
          `fake-slack driver: response_action errors["${key}"] must be a non-empty string`,
        );
      }
    }
    view.errors = errors as Record<string, string>;
    return 'errors';
  }
  if (action === 'clear') {
    clearStack(model, view.userId);
    return 'cleared';
  }
  if (action === 'update' || action === 'push') {
    try {
      assertValidView(model, `view_submission.${action}`, body.view, 'modal');
      if (action === 'update') updateView(model, view, body.view as Obj);
      else pushModal(model, { userId: view.userId, teamId: view.teamId, inst }, body.view as Obj);
    } catch (error) {
      throw refusal(`response_action "${action}"`, error);
    }
    return action === 'update' ? 'updated' : 'pushed';
  }
  throw new Error(`fake-slack driver: unknown response_action ${JSON.stringify(action)}`);
}
