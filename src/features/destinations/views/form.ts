import type { KnownBlock, ModalView } from '@slack/types';
import type { DestinationType } from '../../../enlivy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, escapeMrkdwn, FIELD, section, truncate } from '../../../slack/blocks.js';
import { noPaidPack } from '../../shared/destinations/views/phrases.js';
import type { FieldErrors, FormField, FormValues } from '../form-values.js';
import { DESTINATION_FORM } from '../ids.js';
import {
  activeBlock,
  type CredentialChoice,
  cardsBlocks,
  credentialBlocks,
  eventBlocks,
  filtersInput,
  messageBlocks,
  styleBlock,
} from './form-fields.js';
import { input, plain, textInput } from './form-inputs.js';
import { formsCopy } from './forms-copy.js';
import type { TemplatePreview } from './preview.js';

export type { CredentialChoice } from './form-fields.js';

const B = DESTINATION_FORM.block;

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

/** The form's title: "Edit destination", "New Slack destination" or "New webhook". */
export function formTitle(kind: DestinationType, mode: 'create' | 'edit', t: Translator): string {
  const say = formsCopy(t);
  if (mode === 'edit') return say('title.edit');
  return say(kind === 'slack' ? 'title.newSlack' : 'title.newWebhook');
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

/** Which of the form's optional parts are on screen. */
export interface FormLayout {
  /** Cards (a cards destination, or "Cards in Slack" chosen): filters, no template or credential. */
  cards?: boolean | undefined;
  /** The subscribe form's "Post as" choice. */
  styleOffered?: boolean | undefined;
}

/** The fields of the form that are on screen, to key `response_action: errors` safely. */
export function formFields(
  kind: DestinationType,
  mode: 'create' | 'edit',
  layout: FormLayout = {},
): Set<FormField> {
  const fields = new Set<FormField>(['name', 'events', 'otherEvents', 'includes', 'active']);
  if (layout.styleOffered) fields.add('style');
  if (layout.cards) fields.add('filters');
  else if (kind === 'webhook') fields.add('url');
  const enlivyPosts = kind === 'slack' && !layout.cards;
  if (enlivyPosts) fields.add('message');
  if (kind === 'slack' && mode === 'create') {
    fields.add('channel');
    if (enlivyPosts) fields.add('credential');
  }
  return fields;
}

/** The subscribe form with "Cards in Slack" chosen: the app posts, Enlivy's parts are hidden. */
function cardsChosen(input_: DestinationFormInput): boolean {
  return (
    input_.mode === 'create' && input_.cardsOffered === true && input_.values.style === 'cards'
  );
}

/** The name input, and for a new Slack destination the channel, style and credential. */
function headBlocks(input_: DestinationFormInput, t: Translator): KnownBlock[] {
  const say = formsCopy(t);
  const { values } = input_;
  const blocks: KnownBlock[] = [
    textInput(B.name, say('form.name.label'), values.name, {
      maxLength: 255,
      placeholder: say(
        input_.kind === 'slack' ? 'form.name.placeholderSlack' : 'form.name.placeholderWebhook',
      ),
    }),
  ];
  if (input_.kind === 'slack' && input_.mode === 'create') {
    blocks.push(
      input(
        B.channel,
        say('form.channel.label'),
        {
          type: 'conversations_select',
          action_id: FIELD.value,
          ...(values.channelId ? { initial_conversation: values.channelId } : {}),
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          placeholder: plain(say('form.channel.placeholder')),
        },
        { hint: say('form.channel.hint') },
      ),
    );
    if (input_.cardsOffered === true) blocks.push(styleBlock(values, t));
    // Cards are posted by this app: Enlivy's Slack credential plays no part.
    if (input_.credentials !== undefined && !cardsChosen(input_)) {
      blocks.push(...credentialBlocks(input_.credentials, values, t));
    }
  }
  if (input_.kind === 'slack' && input_.mode === 'edit' && input_.channelLabel !== undefined) {
    blocks.push(context(say('form.postsTo', { channel: input_.channelLabel })));
  }
  return blocks;
}

/** The create / edit form for a destination; values are put back as initial values. */
export function destinationFormModal(input_: DestinationFormInput, t: Translator): ModalView {
  const say = formsCopy(t);
  const { values } = input_;
  const blocks: KnownBlock[] = [];
  if (input_.noPaidPack === true) blocks.push(context(`:warning: ${noPaidPack(t)}`));
  if (input_.banner !== undefined) blocks.push(section(`:warning: ${input_.banner}`));
  blocks.push(...headBlocks(input_, t));
  if (input_.cards === true) {
    blocks.push(...cardsBlocks(values, input_.channelLabel, t));
  } else if (cardsChosen(input_)) {
    blocks.push(filtersInput(values, say('form.styleFilters.hint'), t));
  } else if (input_.kind === 'webhook') {
    blocks.push(
      textInput(B.url, say('form.url.label'), values.url, {
        maxLength: 2048,
        placeholder: say('form.url.placeholder'),
        hint: say('form.url.hint'),
      }),
    );
  }
  blocks.push(...eventBlocks(values, input_.mode, t));
  if (input_.kind === 'slack' && !cardsChosen(input_)) {
    blocks.push(
      ...messageBlocks(values, { mixedMessages: input_.mixedMessages, preview: input_.preview }, t),
    );
  }
  blocks.push(activeBlock(values, t));
  return {
    type: 'modal',
    callback_id: input_.callbackId,
    private_metadata: input_.privateMetadata,
    title: plain(formTitle(input_.kind, input_.mode, t)),
    submit: plain(say(input_.mode === 'edit' ? 'button.save' : 'button.create')),
    close: plain(say('button.cancel')),
    blocks: withFieldNotes(blocks, input_.errors).slice(0, 100),
  };
}
