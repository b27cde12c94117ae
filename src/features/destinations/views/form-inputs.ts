import type { InputBlock } from '@slack/types';
import { FIELD, prefixWithin, truncate } from '../../../slack/blocks.js';

export function plain(text: string) {
  return { type: 'plain_text' as const, text };
}

export function input(
  blockId: string,
  label: string,
  element: InputBlock['element'],
  options: { optional?: boolean; hint?: string } = {},
): InputBlock {
  return {
    type: 'input',
    block_id: blockId,
    label: plain(label),
    element,
    ...(options.optional ? { optional: true } : {}),
    ...(options.hint ? { hint: plain(truncate(options.hint, 2000)) } : {}),
  };
}

export function textInput(
  blockId: string,
  label: string,
  value: string | undefined,
  options: {
    optional?: boolean;
    hint?: string;
    placeholder?: string;
    multiline?: boolean;
    maxLength?: number;
  } = {},
): InputBlock {
  return input(
    blockId,
    label,
    {
      type: 'plain_text_input',
      action_id: FIELD.value,
      ...(value ? { initial_value: prefixWithin(value, options.maxLength ?? 3000) } : {}),
      ...(options.placeholder ? { placeholder: plain(options.placeholder) } : {}),
      ...(options.multiline ? { multiline: true } : {}),
      max_length: options.maxLength ?? 3000,
    },
    options,
  );
}
