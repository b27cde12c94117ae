import type { ViewOutput } from '@slack/bolt';
import { FIELD } from '../../slack/blocks.js';

type StateValue = ViewOutput['state']['values'][string][string];

function stateValue(
  view: ViewOutput,
  blockId: string,
  actionId: string = FIELD.value,
): StateValue | undefined {
  return view.state.values[blockId]?.[actionId];
}

/** Trimmed text of a plain_text_input, '' when empty. */
export function textValue(view: ViewOutput, blockId: string, actionId?: string): string {
  return (stateValue(view, blockId, actionId)?.value ?? '').trim();
}

export function selectedValues(view: ViewOutput, blockId: string, actionId?: string): string[] {
  const state = stateValue(view, blockId, actionId);
  return (state?.selected_options ?? [])
    .map((option) => option.value ?? '')
    .filter((v) => v !== '');
}

export function selectedValue(
  view: ViewOutput,
  blockId: string,
  actionId?: string,
): string | undefined {
  return stateValue(view, blockId, actionId)?.selected_option?.value ?? undefined;
}

export function selectedConversation(
  view: ViewOutput,
  blockId: string,
  actionId?: string,
): string | undefined {
  return stateValue(view, blockId, actionId)?.selected_conversation ?? undefined;
}
