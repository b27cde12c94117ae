import type { ViewOutput } from '@slack/bolt';
import { z } from 'zod';
import {
  selectedConversation,
  selectedValue,
  selectedValues,
  textValue,
} from '../../core/listeners/view-state.js';
import { FIELD } from '../../slack/blocks.js';
import type { FormValues } from './form-values.js';
import { DESTINATION_FORM } from './ids.js';

const B = DESTINATION_FORM.block;

const formSchema = z.object({
  name: z.string().max(3000),
  channelId: z.string().max(64).optional(),
  credentialId: z.string().max(3000).optional(),
  url: z.string().max(3000).optional(),
  events: z.array(z.string().max(150)).max(200),
  otherEvents: z.string().max(3000),
  includes: z.array(z.string().max(150)).max(200),
  message: z.string().max(3000),
  active: z.boolean(),
  filters: z.string().max(3000).optional(),
  style: z.enum(['enlivy', 'cards']).optional(),
});

/** The template as typed (only trailing whitespace trimmed: leading spaces may be intended). */
function rawText(view: ViewOutput, blockId: string): string {
  return (view.state.values[blockId]?.[FIELD.value]?.value ?? '').trimEnd();
}

function present(view: ViewOutput, blockId: string): boolean {
  return view.state.values[blockId] !== undefined;
}

/** The destination form's state.values → FormValues (inputs missing from the view are empty). */
export function readDestinationForm(view: ViewOutput): FormValues {
  const credentialId =
    selectedValue(view, B.credential) ?? (textValue(view, B.credential) || undefined);
  return formSchema.parse({
    name: textValue(view, B.name),
    channelId: selectedConversation(view, B.channel),
    credentialId,
    url: present(view, B.url) ? textValue(view, B.url) : undefined,
    events: selectedValues(view, B.events),
    otherEvents: textValue(view, B.otherEvents),
    includes: selectedValues(view, B.includes),
    message: rawText(view, B.message),
    active: present(view, B.active)
      ? selectedValues(view, B.active).includes(DESTINATION_FORM.activeValue)
      : true,
    ...(present(view, B.filters) ? { filters: textValue(view, B.filters) } : {}),
    ...(present(view, B.style)
      ? { style: selectedValue(view, B.style, DESTINATION_FORM.action.style) }
      : {}),
  });
}
