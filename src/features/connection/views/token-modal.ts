import type { ModalView } from '@slack/types';
import type { Translator } from '../../../platform/i18n/index.js';
import { escapeMrkdwn, FIELD, section } from '../../../slack/blocks.js';
import type { Connection } from '../../../store/index.js';
import { connectionSay } from '../copy/index.js';
import { CONNECTION } from '../ids.js';
import { connectionFingerprint } from '../web/connect-service.js';
import { connectionSummary, retirementNote } from './connection.js';

/**
 * Shown above the token inputs when a connection exists: the person must tick it to replace it,
 * unless it expired (then it is replaced without asking).
 */
function replaceInputs(
  current: Connection | undefined,
  unreadable: boolean,
  t: Translator,
): ModalView['blocks'] {
  const say = connectionSay(t);
  if (current === undefined && !unreadable) return [];
  if (current?.state === 'expired') {
    return [section(say('modal.expired', { summary: connectionSummary(current, t) }))];
  }
  const label =
    current === undefined
      ? say('modal.replaceUnreadable')
      : say('modal.replaceNamed', { organization: current.organizationName });
  return [
    section(
      current === undefined
        ? say('modal.unreadable')
        : say('modal.connected', {
            summary: connectionSummary(current, t),
            retirement: retirementNote(current, t),
          }),
    ),
    {
      type: 'input',
      block_id: CONNECTION.block.replace,
      label: { type: 'plain_text', text: say('modal.replaceLabel') },
      element: {
        type: 'checkboxes',
        action_id: FIELD.value,
        options: [
          {
            text: { type: 'plain_text', text: label.slice(0, 75) },
            value: current === undefined ? 'unreadable' : connectionFingerprint(current),
          },
        ],
      },
    },
  ];
}

function tokenInputs(values: { organizationId?: string }, t: Translator): ModalView['blocks'] {
  const say = connectionSay(t);
  return [
    section(say('modal.tokenIntro')),
    {
      type: 'input',
      block_id: CONNECTION.block.token,
      label: { type: 'plain_text', text: say('modal.tokenLabel') },
      element: {
        type: 'plain_text_input',
        action_id: FIELD.value,
        placeholder: { type: 'plain_text', text: '12|AbC…' },
        min_length: 8,
        max_length: 500,
      },
    },
    {
      type: 'input',
      block_id: CONNECTION.block.org,
      label: { type: 'plain_text', text: say('modal.orgLabel') },
      hint: { type: 'plain_text', text: say('modal.orgHint') },
      element: {
        type: 'plain_text_input',
        action_id: FIELD.value,
        placeholder: { type: 'plain_text', text: 'org_…' },
        ...(values.organizationId ? { initial_value: values.organizationId } : {}),
        max_length: 100,
      },
    },
  ];
}

export function connectTokenModal(
  values: {
    organizationId?: string;
    error?: string;
    channelId?: string | undefined;
    /** The connection a submit would replace ('unreadable' when its record cannot be read). */
    current?: Connection | 'unreadable' | undefined;
  },
  t: Translator,
): ModalView {
  const say = connectionSay(t);
  const current = values.current === 'unreadable' ? undefined : values.current;
  const blocks = [
    ...replaceInputs(current, values.current === 'unreadable', t),
    ...tokenInputs(values, t),
  ];
  if (values.error)
    blocks.unshift(section(say('modal.error', { error: escapeMrkdwn(values.error) })));
  return {
    type: 'modal',
    callback_id: CONNECTION.callback.token,
    ...(values.channelId ? { private_metadata: values.channelId } : {}),
    title: { type: 'plain_text', text: say('modal.title') },
    submit: { type: 'plain_text', text: say('modal.submit') },
    close: { type: 'plain_text', text: say('modal.cancel') },
    blocks,
  };
}
