/** Finding what a user clicks on screen, and the `actions[]` entry Slack sends for it. */
import type { Actor } from './driver-refs.js';
import type { FakeSlack } from './fake-slack.js';
import { clickableElements, findOption, type LocatedElement } from './find-element.js';
import type { SlackModel } from './model.js';
import type { InputValues } from './state-values.js';
import type { ChannelRecord, MessageRecord, ViewRecord } from './types.js';

type Obj = Record<string, unknown>;

export type ClickWhere = 'modal' | 'home' | { channel: string; ts?: string };

export interface ClickInput {
  user: string;
  actionId: string;
  /** Button: which button (by value) when several share the action_id. Selects: the option value(s). Pickers: the picked value. */
  value?: string | string[] | number;
  /** Where the element is on screen; default: the top modal. */
  in?: ClickWhere;
  /** External selects: the option chosen. */
  option?: { text: unknown; value: string };
  blockId?: string;
  /** What is typed into inputs on the same surface (goes into state.values). */
  values?: InputValues;
}

export interface Surface {
  kind: 'modal' | 'home' | 'message';
  blocks: unknown[];
  view?: ViewRecord;
  message?: MessageRecord;
  ephemeral?: boolean;
  channel?: ChannelRecord;
}

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageBlocks(message: MessageRecord): unknown[] {
  const blocks = [...(message.blocks ?? [])];
  for (const attachment of message.attachments ?? []) {
    if (isObj(attachment) && Array.isArray(attachment.blocks)) blocks.push(...attachment.blocks);
  }
  return blocks;
}

export function channelName(channel: ChannelRecord): string {
  if (channel.isIm) return 'directmessage';
  if (channel.isPrivate) return 'privategroup';
  return channel.name;
}

export function surfacesFor(
  slack: FakeSlack,
  who: Actor,
  where: ClickWhere | undefined,
): Surface[] {
  const userId = who.user.id;
  if (where === undefined || where === 'modal') {
    const top = slack.topView(userId);
    if (!top) {
      throw new Error(
        `fake-slack driver: ${userId} has no modal open${where === undefined ? "; say where with in: 'home' | { channel }" : ''}`,
      );
    }
    return [{ kind: 'modal', blocks: top.blocks, view: top }];
  }
  if (where === 'home') {
    const home = slack.home(userId);
    if (!home) throw new Error(`fake-slack driver: ${userId} has no home tab published`);
    return [{ kind: 'home', blocks: home.blocks, view: home }];
  }
  const channel = slack.channel(where.channel);
  if (!slack.model.userCanSee(userId, channel)) {
    throw new Error(`fake-slack driver: ${userId} cannot see ${channel.id}`);
  }
  const visible: Surface[] = [
    ...slack.messages(channel.id).map((m) => ({ message: m, ephemeral: false })),
    ...slack.ephemerals(userId, channel.id).map((m) => ({ message: m, ephemeral: true })),
  ]
    .filter(({ message }) => where.ts === undefined || message.ts === where.ts)
    .sort((a, b) => Number(b.message.ts) - Number(a.message.ts))
    .map(({ message, ephemeral }) => ({
      kind: 'message' as const,
      blocks: messageBlocks(message),
      message,
      ephemeral,
      channel,
    }));
  if (visible.length === 0) {
    throw new Error(
      `fake-slack driver: ${userId} sees no messages in ${channel.id}${where.ts ? ` with ts ${where.ts}` : ''}`,
    );
  }
  return visible;
}

export function locateElement(
  input: ClickInput,
  surfaces: Surface[],
): { surface: Surface; located: LocatedElement } {
  const seen = new Set<string>();
  for (const surface of surfaces) {
    const elements = clickableElements(surface.blocks);
    for (const e of elements) seen.add(e.element.action_id);
    let matches = elements.filter(
      (e) =>
        e.element.action_id === input.actionId &&
        (input.blockId === undefined || e.blockId === input.blockId),
    );
    const buttons = matches.filter((m) => m.element.type === 'button');
    if (
      typeof input.value === 'string' &&
      buttons.length > 0 &&
      buttons.length === matches.length
    ) {
      matches = buttons.filter((m) => m.element.value === input.value);
    }
    const located = matches[0];
    if (located) return { surface, located };
  }
  const where =
    surfaces[0]?.kind === 'message' ? 'the messages it can see there' : `the ${surfaces[0]?.kind}`;
  throw new Error(
    `fake-slack driver: "${input.actionId}"${typeof input.value === 'string' ? ` (value ${input.value})` : ''} is not on screen for ${input.user} in ${where}; visible action_ids: ${[...seen].join(', ') || 'none'}`,
  );
}

export function actionFor(model: SlackModel, located: LocatedElement, input: ClickInput): Obj {
  const { element, blockId } = located;
  const type = element.type;
  const action: Obj = {
    type,
    action_id: element.action_id,
    block_id: blockId,
    action_ts: model.nextTs(),
  };
  const need = (): string | string[] | number => {
    if (input.value === undefined) {
      throw new Error(`fake-slack driver: clicking ${type} "${element.action_id}" needs a value`);
    }
    return input.value;
  };
  const values = (): string[] => {
    const v = need();
    return Array.isArray(v) ? v : [String(v)];
  };
  switch (type) {
    case 'button':
      action.text = element.text;
      if (element.value !== undefined) action.value = element.value;
      if (element.style !== undefined) action.style = element.style;
      break;
    case 'static_select':
    case 'radio_buttons':
    case 'overflow':
      action.selected_option = findOption(element, String(need()));
      break;
    case 'external_select':
      action.selected_option = input.option ?? {
        text: { type: 'plain_text', text: String(need()), emoji: true },
        value: String(need()),
      };
      break;
    case 'multi_static_select':
    case 'checkboxes':
      action.selected_options = values().map((v) => findOption(element, v));
      break;
    case 'multi_external_select':
      action.selected_options = values().map((v) => ({
        text: { type: 'plain_text', text: v, emoji: true },
        value: v,
      }));
      break;
    case 'users_select':
      action.selected_user = String(need());
      break;
    case 'multi_users_select':
      action.selected_users = values();
      break;
    case 'conversations_select':
      action.selected_conversation = String(need());
      break;
    case 'multi_conversations_select':
      action.selected_conversations = values();
      break;
    case 'channels_select':
      action.selected_channel = String(need());
      break;
    case 'multi_channels_select':
      action.selected_channels = values();
      break;
    case 'datepicker':
      action.selected_date = String(need());
      break;
    case 'timepicker':
      action.selected_time = String(need());
      break;
    case 'datetimepicker':
      action.selected_date_time = Number(need());
      break;
    case 'rich_text_input':
      action.rich_text_value = {
        type: 'rich_text',
        elements: [
          { type: 'rich_text_section', elements: [{ type: 'text', text: String(need()) }] },
        ],
      };
      break;
    case 'feedback_buttons': {
      // One of the two buttons: its value and text, as Slack sends it.
      const pressed = [element.positive_button, element.negative_button].find(
        (button) => isObj(button) && button.value === String(need()),
      );
      if (!isObj(pressed))
        throw new Error(`fake-slack driver: no feedback button with value ${String(need())}`);
      action.value = pressed.value;
      action.text = pressed.text;
      break;
    }
    default:
      action.value = input.value === undefined ? null : String(input.value);
  }
  return action;
}
