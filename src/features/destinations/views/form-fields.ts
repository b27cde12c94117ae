import type { KnownBlock, PlainTextOption } from '@slack/types';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  actions,
  button,
  context,
  escapeMrkdwn,
  FIELD,
  section,
  truncate,
} from '../../../slack/blocks.js';
import type { FormValues } from '../form-values.js';
import { DESTINATION_FORM } from '../ids.js';
import {
  eventInitialOptions,
  eventOptionGroups,
  includeInitialOptions,
  includeOptionGroups,
} from './event-options.js';
import { input, plain, textInput } from './form-inputs.js';
import { formsCopy } from './forms-copy.js';
import { placeholderHint, type TemplatePreview } from './preview.js';

const B = DESTINATION_FORM.block;

export type CredentialChoice =
  | { mode: 'select'; options: { id: string; label: string }[]; warning?: string }
  | { mode: 'text'; note: string };

/** The filters of a cards destination, with the hint that fits where they are asked. */
export function filtersInput(values: FormValues, hint: string, t: Translator): KnownBlock {
  const say = formsCopy(t);
  return textInput(B.filters, say('form.filters.label'), values.filters, {
    optional: true,
    maxLength: 500,
    placeholder: say('form.filters.placeholder'),
    hint,
  });
}

/** A cards destination's own part of the form: where its cards go, and its filters. */
export function cardsBlocks(
  values: FormValues,
  channelLabel: string | undefined,
  t: Translator,
): KnownBlock[] {
  const say = formsCopy(t);
  return [
    context(channelLabel ? say('form.cardsTo', { channel: channelLabel }) : say('form.cards')),
    filtersInput(values, say('form.filters.hint'), t),
  ];
}

/**
 * The subscribe form's choice between Enlivy's text messages and this app's cards. Choosing
 * dispatches at once, so the form shows only the fields of that choice.
 */
export function styleBlock(values: FormValues, t: Translator): KnownBlock {
  const say = formsCopy(t);
  const options = [
    {
      text: plain(say('form.style.enlivy')),
      description: plain(say('form.style.enlivy.description')),
      value: 'enlivy',
    },
    {
      text: plain(say('form.style.cards')),
      description: plain(say('form.style.cards.description')),
      value: 'cards',
    },
  ];
  const initial = options.find((o) => o.value === (values.style ?? 'enlivy'));
  return {
    ...input(B.style, say('form.style.label'), {
      type: 'radio_buttons',
      action_id: DESTINATION_FORM.action.style,
      options,
      ...(initial ? { initial_option: initial } : {}),
    }),
    dispatch_action: true,
  };
}

export function credentialBlocks(
  choice: CredentialChoice,
  values: FormValues,
  t: Translator,
): KnownBlock[] {
  const say = formsCopy(t);
  if (choice.mode === 'text') {
    return [
      textInput(B.credential, say('form.credential.textLabel'), values.credentialId, {
        placeholder: say('form.credential.textPlaceholder'),
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
      say('form.credential.label'),
      {
        type: 'static_select',
        action_id: FIELD.value,
        options,
        ...(initial ? { initial_option: initial } : {}),
        placeholder: plain(say('form.credential.placeholder')),
      },
      {
        hint:
          choice.warning === undefined
            ? say('form.credential.hint')
            : say('form.credential.hintWarning', { warning: choice.warning }),
      },
    ),
  ];
}

export function eventBlocks(
  values: FormValues,
  mode: 'create' | 'edit',
  t: Translator,
): KnownBlock[] {
  const say = formsCopy(t);
  const eventGroups = eventOptionGroups(t, values.events);
  const initialEvents = eventInitialOptions(values.events, eventGroups);
  const includeGroups = includeOptionGroups(values.includes, t);
  const initialIncludes = includeInitialOptions(values.includes, includeGroups);
  return [
    // Required: a destination without events delivers nothing, whatever it posts.
    input(
      B.events,
      say('form.events.label'),
      {
        type: 'multi_static_select',
        action_id: FIELD.value,
        option_groups: eventGroups,
        ...(initialEvents.length > 0 ? { initial_options: initialEvents } : {}),
        placeholder: plain(say('form.events.placeholder')),
      },
      { hint: say('form.events.hint') },
    ),
    textInput(B.otherEvents, say('form.otherEvents.label'), values.otherEvents, {
      optional: true,
      maxLength: 3000,
      placeholder: say('form.otherEvents.placeholder'),
      hint: say('form.otherEvents.hint'),
    }),
    input(
      B.includes,
      say('form.includes.label'),
      {
        type: 'multi_static_select',
        action_id: FIELD.value,
        option_groups: includeGroups,
        ...(initialIncludes.length > 0 ? { initial_options: initialIncludes } : {}),
        placeholder: plain(say('form.includes.placeholder')),
      },
      {
        optional: true,
        hint: say(mode === 'edit' ? 'form.includes.hintEdit' : 'form.includes.hintCreate'),
      },
    ),
  ];
}

/** The template placeholders of the message field's example, as they are typed. */
const EXAMPLE = { number: '{{number}}', total: '{{total}}', currency: '{{currency}}' };

export function messageBlocks(
  values: FormValues,
  options: { mixedMessages?: boolean | undefined; preview?: TemplatePreview | undefined },
  t: Translator,
): KnownBlock[] {
  const say = formsCopy(t);
  const hint =
    options.mixedMessages === true
      ? say('form.message.hintMixed', { hint: placeholderHint(t) })
      : placeholderHint(t);
  const blocks: KnownBlock[] = [
    textInput(B.message, say('form.message.label'), values.message, {
      optional: true,
      multiline: true,
      placeholder: say('form.message.placeholder', EXAMPLE),
      hint,
    }),
    actions(
      [button(say('form.preview.button'), DESTINATION_FORM.action.preview)],
      B.previewActions,
    ),
  ];
  const preview = options.preview;
  if (preview !== undefined) {
    const unknown =
      preview.unknown.length > 0
        ? `\n${say('form.preview.unknown', {
            names: preview.unknown.map((p) => `\`{{${escapeMrkdwn(p)}}}\``).join(', '),
          })}`
        : '';
    const body =
      preview.text.trim() === ''
        ? say('form.preview.empty')
        : `>${escapeMrkdwn(truncate(preview.text, 2500)).replace(/\n/g, '\n>')}`;
    blocks.push(
      section(
        `${say('form.preview.head', { event: escapeMrkdwn(preview.event) })}\n${body}${unknown}`,
      ),
    );
  }
  return blocks;
}

export function activeBlock(values: FormValues, t: Translator): KnownBlock {
  const say = formsCopy(t);
  const option = {
    text: plain(say('form.active.option')),
    value: DESTINATION_FORM.activeValue,
  };
  return input(
    B.active,
    say('form.active.label'),
    {
      type: 'checkboxes',
      action_id: FIELD.value,
      options: [option],
      ...(values.active ? { initial_options: [option] } : {}),
    },
    { optional: true, hint: say('form.active.hint') },
  );
}
