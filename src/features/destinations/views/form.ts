import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { DESTINATION_FORM, FIELD } from '../../../core/ids.js';
import type { DestinationType } from '../../../enlivy/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  prefixWithin,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { FieldErrors, FormField, FormValues } from '../form-values.js';
import {
  eventInitialOptions,
  eventOptionGroups,
  includeInitialOptions,
  includeOptionGroups,
} from './event-options.js';
import { NO_PAID_PACK } from './phrases.js';
import { PLACEHOLDER_HINT, type TemplatePreview } from './preview.js';

const B = DESTINATION_FORM.block;

/** A cards destination's own part of the form: where its cards go, and its filters. */
function cardsBlocks(values: FormValues, channelLabel: string | undefined): KnownBlock[] {
  return [
    context(`:card_index: Cards in Slack${channelLabel ? ` to ${channelLabel}` : ''}`),
    textInput(B.filters, 'Filters', values.filters, {
      optional: true,
      maxLength: 500,
      placeholder: 'amount>=1000 direction:outgoing',
      hint: 'Only events that match all of these are posted: amount>=1000, direction:outgoing or incoming, status:overdue, currency:EUR (commas for alternatives).',
    }),
  ];
}

/** The subscribe form's choice between Enlivy's text messages and this app's cards. */
function styleBlocks(values: FormValues): KnownBlock[] {
  const options = [
    {
      text: plain("Enlivy's messages"),
      description: plain('Enlivy posts a line of text, with your message template.'),
      value: 'enlivy',
    },
    {
      text: plain('Cards in Slack'),
      description: plain('Posted by this app, with buttons; updates go in its thread.'),
      value: 'cards',
    },
  ];
  const initial = options.find((o) => o.value === (values.style ?? 'enlivy'));
  return [
    input(B.style, 'Post as', {
      type: 'radio_buttons',
      action_id: FIELD.value,
      options,
      ...(initial ? { initial_option: initial } : {}),
    }),
    textInput(B.filters, 'Filters (cards only)', values.filters, {
      optional: true,
      maxLength: 500,
      placeholder: 'amount>=1000 direction:outgoing',
      hint: 'Cards are posted only for events matching all of these: amount>=1000, direction:outgoing or incoming, status:overdue, currency:EUR.',
    }),
  ];
}

/** Where each field's input block is, for `response_action: errors` and notes under inputs. */
export const FIELD_BLOCKS: Record<FormField, string> = {
  name: B.name,
  channel: B.channel,
  credential: B.credential,
  url: B.url,
  events: B.events,
  otherEvents: B.otherEvents,
  includes: B.includes,
  message: B.message,
  active: B.active,
  filters: B.filters,
  style: B.style,
};

/** Field errors keyed by input block id, for `response_action: errors`. */
export function blockErrors(
  errors: FieldErrors,
  present: ReadonlySet<FormField>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors) as [FormField, string][]) {
    if (present.has(field)) out[FIELD_BLOCKS[field]] = truncate(message, 2000);
  }
  return out;
}

export type CredentialChoice =
  | { mode: 'select'; options: { id: string; label: string }[]; warning?: string }
  | { mode: 'text'; note: string };

export interface DestinationFormInput {
  kind: DestinationType;
  mode: 'create' | 'edit';
  callbackId: string;
  privateMetadata: string;
  values: FormValues;
  /** Creating a Slack destination: how the credential is picked. */
  credentials?: CredentialChoice;
  /** Editing a Slack destination: where it posts (not changed here). */
  channelLabel?: string;
  /** Messages shown under the inputs (after the modal was acked, e.g. Enlivy's 422). */
  errors?: FieldErrors;
  /** A problem not tied to one field, mrkdwn. */
  banner?: string;
  /** The organization has no paid pack: nothing will be delivered (said before creating). */
  noPaidPack?: boolean;
  preview?: TemplatePreview;
  /** Editing: the subscriptions have different templates (the field starts empty). */
  mixedMessages?: boolean;
  /** A cards destination: filters instead of the URL (which is this app's own). */
  cards?: boolean;
  /** The subscribe form: offer "Cards in Slack" besides Enlivy's own messages. */
  cardsOffered?: boolean;
}

function plain(text: string) {
  return { type: 'plain_text' as const, text };
}

function input(
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

function textInput(
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

function credentialBlocks(choice: CredentialChoice, values: FormValues): KnownBlock[] {
  if (choice.mode === 'text') {
    return [
      textInput(B.credential, 'Slack credential id', values.credentialId, {
        placeholder: 'org_api_cred_…',
        maxLength: 100,
        hint: choice.note,
      }),
    ];
  }
  const options: PlainTextOption[] = choice.options.slice(0, 100).map((c) => ({
    text: plain(truncate(c.label, 75)),
    value: c.id.slice(0, 150),
  }));
  const initial = options.find((o) => o.value === values.credentialId);
  return [
    input(
      B.credential,
      'Slack credential',
      {
        type: 'static_select',
        action_id: FIELD.value,
        options,
        ...(initial ? { initial_option: initial } : {}),
        placeholder: plain('The Slack connection Enlivy posts with'),
      },
      {
        hint:
          choice.warning === undefined
            ? 'Enlivy posts with the Slack app connected to your organization in Enlivy.'
            : `Enlivy posts with the Slack app connected to your organization in Enlivy. ⚠ ${choice.warning}`,
      },
    ),
  ];
}

function eventBlocks(values: FormValues, input_: DestinationFormInput): KnownBlock[] {
  const initialEvents = eventInitialOptions(values.events);
  const includeGroups = includeOptionGroups(values.includes);
  const initialIncludes = includeInitialOptions(values.includes, includeGroups);
  return [
    input(
      B.events,
      'Events',
      {
        type: 'multi_static_select',
        action_id: FIELD.value,
        option_groups: eventOptionGroups(),
        ...(initialEvents.length > 0 ? { initial_options: initialEvents } : {}),
        placeholder: plain('invoice.paid, contract.updated …'),
      },
      { optional: true },
    ),
    textInput(B.otherEvents, 'Other events', values.otherEvents, {
      optional: true,
      maxLength: 3000,
      placeholder: 'helpdesk.conversation_assigned, …',
      hint: 'Names not in the list above, as subject.action, separated by commas or spaces.',
    }),
    input(
      B.includes,
      'Include related data',
      {
        type: 'multi_static_select',
        action_id: FIELD.value,
        option_groups: includeGroups,
        ...(initialIncludes.length > 0 ? { initial_options: initialIncludes } : {}),
        placeholder: plain('invoice · line_items …'),
      },
      {
        optional: true,
        hint:
          input_.mode === 'edit'
            ? 'Applies to every selected event of that subject. Subjects whose picks you leave as they are keep each subscription’s own includes.'
            : 'Applies to every selected event of that subject; subjects you did not pick an event for are skipped.',
      },
    ),
  ];
}

function messageBlocks(values: FormValues, input_: DestinationFormInput): KnownBlock[] {
  const hint =
    input_.mixedMessages === true
      ? `The subscriptions have different templates: leave this empty to keep each one’s own, or type one to use it for all. ${PLACEHOLDER_HINT}`
      : PLACEHOLDER_HINT;
  const blocks: KnownBlock[] = [
    textInput(B.message, 'Message template', values.message, {
      optional: true,
      multiline: true,
      placeholder: 'Invoice {{number}} was paid: {{total}} {{currency}}',
      hint,
    }),
    actions([button('Preview message', DESTINATION_FORM.action.preview)], B.previewActions),
  ];
  const preview = input_.preview;
  if (preview !== undefined) {
    const unknown =
      preview.unknown.length > 0
        ? `\n:warning: No value in the sample for ${preview.unknown.map((p) => `\`{{${escapeMrkdwn(p)}}}\``).join(', ')} (shown empty).`
        : '';
    const body =
      preview.text.trim() === ''
        ? '_(empty: Enlivy posts its default line for the event)_'
        : `>${escapeMrkdwn(truncate(preview.text, 2500)).replace(/\n/g, '\n>')}`;
    blocks.push(
      section(
        `*Preview* for \`${escapeMrkdwn(preview.event)}\` with sample data:\n${body}${unknown}`,
      ),
    );
  }
  return blocks;
}

function activeBlock(values: FormValues): InputBlock {
  const option = {
    text: plain('Active: deliver events right away'),
    value: DESTINATION_FORM.activeValue,
  };
  return input(
    B.active,
    'State',
    {
      type: 'checkboxes',
      action_id: FIELD.value,
      options: [option],
      ...(values.active ? { initial_options: [option] } : {}),
    },
    { optional: true, hint: 'Untick to keep it paused until you resume it.' },
  );
}

function titleOf(input_: DestinationFormInput): string {
  if (input_.mode === 'edit') return 'Edit destination';
  return input_.kind === 'slack' ? 'New Slack destination' : 'New webhook';
}

/** Puts each field's message right under its input (Enlivy's answers arrive after the ack). */
function withFieldNotes(blocks: KnownBlock[], errors: FieldErrors | undefined): KnownBlock[] {
  if (errors === undefined) return blocks;
  const byBlock = new Map<string, string>();
  for (const [field, message] of Object.entries(errors) as [FormField, string][]) {
    byBlock.set(FIELD_BLOCKS[field], message);
  }
  return blocks.flatMap((block) => {
    const message = 'block_id' in block && block.block_id ? byBlock.get(block.block_id) : undefined;
    return message === undefined
      ? [block]
      : [block, context(`:warning: ${escapeMrkdwn(truncate(message, 2900))}`)];
  });
}

/** The fields of the form that are on screen, to key `response_action: errors` safely. */
export function formFields(
  kind: DestinationType,
  mode: 'create' | 'edit',
  cards = false,
): Set<FormField> {
  const fields = new Set<FormField>(['name', 'events', 'otherEvents', 'includes', 'active']);
  if (cards) {
    fields.add('filters');
    if (kind === 'slack') fields.add('style');
  } else if (kind === 'webhook') fields.add('url');
  if (kind === 'slack') fields.add('message');
  if (kind === 'slack' && mode === 'create') {
    fields.add('channel');
    fields.add('credential');
  }
  return fields;
}

/** The create / edit form for a destination; values are put back as initial values. */
export function destinationFormModal(input_: DestinationFormInput): ModalView {
  const { values } = input_;
  const blocks: KnownBlock[] = [];
  if (input_.noPaidPack === true) blocks.push(context(`:warning: ${NO_PAID_PACK}`));
  if (input_.banner !== undefined) blocks.push(section(`:warning: ${input_.banner}`));
  blocks.push(
    textInput(B.name, 'Name', values.name, {
      maxLength: 255,
      placeholder: input_.kind === 'slack' ? '#finance alerts' : 'Accounting sync',
    }),
  );
  if (input_.kind === 'slack' && input_.mode === 'create') {
    blocks.push(
      input(
        B.channel,
        'Channel',
        {
          type: 'conversations_select',
          action_id: FIELD.value,
          ...(values.channelId ? { initial_conversation: values.channelId } : {}),
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          placeholder: plain('Pick a channel'),
        },
        { hint: 'For a private channel, invite the app first: /invite @enlivy' },
      ),
    );
    if (input_.cardsOffered === true) blocks.push(...styleBlocks(values));
    if (input_.credentials !== undefined) {
      blocks.push(...credentialBlocks(input_.credentials, values));
    }
  }
  if (input_.kind === 'slack' && input_.mode === 'edit' && input_.channelLabel !== undefined) {
    blocks.push(context(`Posts to ${input_.channelLabel}`));
  }
  if (input_.cards === true) {
    blocks.push(...cardsBlocks(values, input_.channelLabel));
  } else if (input_.kind === 'webhook') {
    blocks.push(
      textInput(B.url, 'URL', values.url, {
        maxLength: 2048,
        placeholder: 'https://example.com/enlivy/events',
        hint: 'Enlivy POSTs each event here as JSON, signed with a secret shown once after saving.',
      }),
    );
  }
  blocks.push(...eventBlocks(values, input_));
  if (input_.kind === 'slack') blocks.push(...messageBlocks(values, input_));
  blocks.push(activeBlock(values));
  return {
    type: 'modal',
    callback_id: input_.callbackId,
    private_metadata: input_.privateMetadata,
    title: plain(titleOf(input_)),
    submit: plain(input_.mode === 'edit' ? 'Save' : 'Create'),
    close: plain('Cancel'),
    blocks: withFieldNotes(blocks, input_.errors).slice(0, 100),
  };
}
