/**
 * What the driver sends for Slack's automation surfaces: a workflow step run (`function_executed`
 * with its own execution record and token) and a message shortcut (`message_action`).
 */
import { randomInt } from 'node:crypto';
import { actor, interactionBase } from './driver-refs.js';
import { type FunctionExecutionRecord, loadFunctionDefinitions } from './functions.js';
import { hex } from './ids.js';
import { issueResponseUrl, issueTrigger } from './issuers.js';
import type { SlackModel } from './model.js';

type Obj = Record<string, unknown>;

export interface FunctionExecutedInput {
  /** The step's callback_id (a key of manifest.yml's `functions`). */
  callbackId: string;
  inputs: Obj;
  /** The workspace the workflow runs in (default: the only installation's team). */
  teamId: string;
}

/**
 * Starts an execution as Slack does when a workflow reaches the step: a record (running), a
 * token good for this execution only, and the event to deliver. Unknown callback ids are sent
 * too (a step removed from the manifest still reaches the app from old workflows).
 */
export function startExecution(
  model: SlackModel,
  input: FunctionExecutedInput,
): { execution: FunctionExecutionRecord; event: Obj & { type: string } } {
  model.functionDefinitions ??= loadFunctionDefinitions();
  const inst = model.installationForTeam(input.teamId);
  if (inst === undefined)
    throw new Error(`fake-slack: the app is not installed in ${input.teamId}`);
  const definition = model.functionDefinitions[input.callbackId];
  const id = `Fx${model.ids.id('').slice(1)}`;
  const token = `xwfp-${randomInt(1e11, 9e11)}-${randomInt(1e11, 9e11)}-${hex(16)}`;
  model.tokens.set(token, {
    token,
    kind: 'bot',
    installation: inst,
    userId: inst.botUserId,
    scopes: inst.scopes,
    revoked: false,
  });
  const execution: FunctionExecutionRecord = {
    id,
    callbackId: input.callbackId,
    workflowExecutionId: `Wx${model.ids.id('').slice(1)}`,
    token,
    installation: inst,
    inputs: input.inputs,
    state: 'running',
    attempts: [],
  };
  model.functionExecutions.set(id, execution);
  const parameters = (side: Obj | undefined) =>
    Object.entries(side ?? {}).map(([name, p]) => ({ ...(p as Obj), name }));
  const event = {
    type: 'function_executed',
    function: {
      id: `Fn${model.ids.id('').slice(1)}`,
      callback_id: input.callbackId,
      title: definition?.title ?? input.callbackId,
      ...(definition?.description ? { description: definition.description } : {}),
      type: 'app',
      input_parameters: parameters(definition?.input_parameters),
      output_parameters: parameters(definition?.output_parameters),
      app_id: inst.appId,
      date_created: Math.floor(model.now() / 1000),
      date_updated: Math.floor(model.now() / 1000),
      date_deleted: 0,
    },
    inputs: input.inputs,
    function_execution_id: id,
    workflow_execution_id: execution.workflowExecutionId,
    bot_access_token: token,
  };
  return { execution, event };
}

export interface MessageShortcutInput {
  user: string;
  callbackId: string;
  /** Channel id of the message. */
  channel: string;
  /** The message's ts (must be in the channel). */
  messageTs: string;
}

/** A `message_action` payload for a message in a channel, with a trigger and a response_url. */
export function messageShortcutPayload(model: SlackModel, input: MessageShortcutInput): Obj {
  const who = actor(model, input.user);
  const channel = model.channel(input.channel);
  const message = (model.messages.get(channel.id) ?? []).find((m) => m.ts === input.messageTs);
  if (message === undefined) throw new Error(`fake-slack: no message ${input.messageTs}`);
  const trigger = issueTrigger(model, who.user.id).id;
  const responseUrl = issueResponseUrl(model, {
    userId: who.user.id,
    channelId: channel.id,
    kind: 'actions',
  }).url;
  return {
    type: 'message_action',
    ...interactionBase(model, who, trigger),
    callback_id: input.callbackId,
    action_ts: model.nextTs(),
    message_ts: message.ts,
    message: {
      type: 'message',
      ts: message.ts,
      text: message.text,
      ...(message.user ? { user: message.user } : {}),
      ...(message.blocks ? { blocks: message.blocks } : {}),
    },
    channel: { id: channel.id, name: channel.name },
    response_url: responseUrl,
  };
}
