import { describe, expect, it } from 'vitest';
import {
  type BlockKitIssue,
  formatIssue,
  formatIssueMessage,
  validateMessageBlocks,
  validateView,
} from '../../fakes/slack/block-kit/index.js';

type Obj = Record<string, unknown>;

const pt = (text: string) => ({ type: 'plain_text', text });
const md = (text: string) => ({ type: 'mrkdwn', text });
const x = (n: number) => 'x'.repeat(n);
const opt = (value: string, text = value) => ({ text: pt(text), value });
const opts = (n: number) => Array.from({ length: n }, (_, i) => opt(`v${i}`));
const section = (text = 'hello', extra: Obj = {}) => ({
  type: 'section',
  text: md(text),
  ...extra,
});
const button = (extra: Obj = {}) => ({ type: 'button', text: pt('Go'), action_id: 'go', ...extra });
const actions = (elements: unknown[], extra: Obj = {}) => ({ type: 'actions', elements, ...extra });
const input = (element: unknown, extra: Obj = {}) => ({
  type: 'input',
  block_id: 'in',
  label: pt('Label'),
  element,
  ...extra,
});
const textInput = (extra: Obj = {}) => ({ type: 'plain_text_input', action_id: 'value', ...extra });
const modal = (blocks: unknown[], extra: Obj = {}) => ({
  type: 'modal',
  title: pt('Title'),
  submit: pt('Save'),
  close: pt('Cancel'),
  blocks,
  ...extra,
});

function message(blocks: unknown[]): BlockKitIssue[] {
  return validateMessageBlocks({ blocks });
}

function expectIssue(issues: BlockKitIssue[], pointer: string, message: string | RegExp): void {
  const found = issues.find(
    (i) =>
      i.pointer === pointer &&
      (typeof message === 'string' ? i.message.includes(message) : message.test(i.message)),
  );
  expect(
    found,
    `expected ${pointer} "${String(message)}" in ${JSON.stringify(issues, null, 1)}`,
  ).toBeDefined();
}

describe('Block Kit validator: messages', () => {
  const cases: Array<[string, unknown[], string, string]> = [
    [
      'more than 50 blocks',
      Array.from({ length: 51 }, () => ({ type: 'divider' })),
      '/blocks',
      'no more than 50 items allowed',
    ],
    [
      'section text over 3000',
      [section(x(3001))],
      '/blocks/0/text/text',
      'must be less than 3001 characters',
    ],
    ['empty text object', [section('')], '/blocks/0/text/text', 'must be more than 0 characters'],
    [
      'section without text or fields',
      [{ type: 'section' }],
      '/blocks/0',
      'must provide text or fields',
    ],
    [
      'more than 10 fields',
      [{ type: 'section', fields: Array.from({ length: 11 }, () => md('f')) }],
      '/blocks/0/fields',
      'no more than 10 items allowed',
    ],
    [
      'field over 2000',
      [{ type: 'section', fields: [md(x(2001))] }],
      '/blocks/0/fields/0/text',
      'must be less than 2001 characters',
    ],
    [
      'header in mrkdwn',
      [{ type: 'header', text: md('Hi') }],
      '/blocks/0/text/type',
      'must be plain_text',
    ],
    [
      'header over 150',
      [{ type: 'header', text: pt(x(151)) }],
      '/blocks/0/text/text',
      'must be less than 151 characters',
    ],
    ['header without text', [{ type: 'header' }], '/blocks/0/text', 'missing required field: text'],
    [
      'button text over 75',
      [actions([button({ text: pt(x(76)) })])],
      '/blocks/0/elements/0/text/text',
      'must be less than 76 characters',
    ],
    [
      'button text in mrkdwn',
      [actions([button({ text: md('Go') })])],
      '/blocks/0/elements/0/text/type',
      'must be plain_text',
    ],
    [
      'button value over 2000',
      [actions([button({ value: x(2001) })])],
      '/blocks/0/elements/0/value',
      'must be less than 2001 characters',
    ],
    [
      'button url over 3000',
      [actions([button({ url: `https://a.example/${x(3000)}` })])],
      '/blocks/0/elements/0/url',
      'must be less than 3001 characters',
    ],
    [
      'button without action_id',
      [actions([{ type: 'button', text: pt('Go') }])],
      '/blocks/0/elements/0/action_id',
      'missing required field: action_id',
    ],
    [
      'button without text',
      [actions([{ type: 'button', action_id: 'go' }])],
      '/blocks/0/elements/0/text',
      'missing required field: text',
    ],
    [
      'button style not primary/danger',
      [actions([button({ style: 'green' })])],
      '/blocks/0/elements/0/style',
      'must be one of primary, danger',
    ],
    [
      'static_select without options',
      [actions([{ type: 'static_select', action_id: 's' }])],
      '/blocks/0/elements/0/options',
      'missing required field: options',
    ],
    [
      'static_select with 101 options',
      [actions([{ type: 'static_select', action_id: 's', options: opts(101) }])],
      '/blocks/0/elements/0/options',
      'no more than 100 items allowed',
    ],
    [
      'external_select with options',
      [actions([{ type: 'external_select', action_id: 's', options: opts(2) }])],
      '/blocks/0/elements/0/options',
      'not allowed on external_select',
    ],
    [
      'overflow with 6 options',
      [actions([{ type: 'overflow', action_id: 'o', options: opts(6) }])],
      '/blocks/0/elements/0/options',
      'no more than 5 items allowed',
    ],
    [
      'checkboxes with 11 options',
      [actions([{ type: 'checkboxes', action_id: 'c', options: opts(11) }])],
      '/blocks/0/elements/0/options',
      'no more than 10 items allowed',
    ],
    [
      'radio buttons with 11 options',
      [actions([{ type: 'radio_buttons', action_id: 'r', options: opts(11) }])],
      '/blocks/0/elements/0/options',
      'no more than 10 items allowed',
    ],
    [
      'actions with 26 elements',
      [actions(Array.from({ length: 26 }, (_, i) => button({ action_id: `b${i}` })))],
      '/blocks/0/elements',
      'no more than 25 items allowed',
    ],
    [
      'actions without elements',
      [{ type: 'actions', elements: [] }],
      '/blocks/0/elements',
      'must provide at least 1 items',
    ],
    [
      'context with 11 elements',
      [{ type: 'context', elements: Array.from({ length: 11 }, () => md('c')) }],
      '/blocks/0/elements',
      'no more than 10 items allowed',
    ],
    [
      'button in a context block',
      [{ type: 'context', elements: [button()] }],
      '/blocks/0/elements/0/type',
      'not a valid element type in context block',
    ],
    [
      'text input in an actions block',
      [actions([textInput()])],
      '/blocks/0/elements/0/type',
      'not a valid element type in actions block',
    ],
    [
      'text input as section accessory',
      [section('s', { accessory: textInput() })],
      '/blocks/0/accessory/type',
      'not a valid element type in section accessory',
    ],
    [
      'button in an input block',
      [input(button())],
      '/blocks/0/element/type',
      'not a valid element type in input block',
    ],
    [
      'option text over 75',
      [actions([{ type: 'static_select', action_id: 's', options: [opt('v', x(76))] }])],
      '/blocks/0/elements/0/options/0/text/text',
      'must be less than 76 characters',
    ],
    [
      'option value over 150',
      [actions([{ type: 'static_select', action_id: 's', options: [opt(x(151))] }])],
      '/blocks/0/elements/0/options/0/value',
      'must be less than 151 characters',
    ],
    [
      'option description over 75',
      [
        actions([
          {
            type: 'static_select',
            action_id: 's',
            options: [{ ...opt('v'), description: pt(x(76)) }],
          },
        ]),
      ],
      '/blocks/0/elements/0/options/0/description/text',
      'must be less than 76 characters',
    ],
    [
      'option text in mrkdwn for a select',
      [
        actions([
          { type: 'static_select', action_id: 's', options: [{ text: md('v'), value: 'v' }] },
        ]),
      ],
      '/blocks/0/elements/0/options/0/text/type',
      'must be plain_text',
    ],
    [
      'option url outside overflow',
      [
        actions([
          {
            type: 'static_select',
            action_id: 's',
            options: [{ ...opt('v'), url: 'https://a.example' }],
          },
        ]),
      ],
      '/blocks/0/elements/0/options/0/url',
      'only allowed on overflow',
    ],
    [
      'placeholder over 150',
      [actions([{ type: 'users_select', action_id: 'u', placeholder: pt(x(151)) }])],
      '/blocks/0/elements/0/placeholder/text',
      'must be less than 151 characters',
    ],
    [
      'confirm title over 100',
      [
        actions([
          button({
            confirm: { title: pt(x(101)), text: pt('t'), confirm: pt('y'), deny: pt('n') },
          }),
        ]),
      ],
      '/blocks/0/elements/0/confirm/title/text',
      'must be less than 101 characters',
    ],
    [
      'confirm text over 300',
      [
        actions([
          button({
            confirm: { title: pt('t'), text: md(x(301)), confirm: pt('y'), deny: pt('n') },
          }),
        ]),
      ],
      '/blocks/0/elements/0/confirm/text/text',
      'must be less than 301 characters',
    ],
    [
      'confirm button over 30',
      [
        actions([
          button({ confirm: { title: pt('t'), text: pt('t'), confirm: pt(x(31)), deny: pt('n') } }),
        ]),
      ],
      '/blocks/0/elements/0/confirm/confirm/text',
      'must be less than 31 characters',
    ],
    [
      'deny button over 30',
      [
        actions([
          button({ confirm: { title: pt('t'), text: pt('t'), confirm: pt('y'), deny: pt(x(31)) } }),
        ]),
      ],
      '/blocks/0/elements/0/confirm/deny/text',
      'must be less than 31 characters',
    ],
    [
      'confirm without deny',
      [actions([button({ confirm: { title: pt('t'), text: pt('t'), confirm: pt('y') } })])],
      '/blocks/0/elements/0/confirm/deny',
      'missing required field: deny',
    ],
    [
      'input label over 2000',
      [input(textInput(), { label: pt(x(2001)) })],
      '/blocks/0/label/text',
      'must be less than 2001 characters',
    ],
    [
      'input hint over 2000',
      [input(textInput(), { hint: pt(x(2001)) })],
      '/blocks/0/hint/text',
      'must be less than 2001 characters',
    ],
    [
      'input without label',
      [{ type: 'input', element: textInput() }],
      '/blocks/0/label',
      'missing required field: label',
    ],
    [
      'input without element',
      [{ type: 'input', label: pt('L') }],
      '/blocks/0/element',
      'missing required field: element',
    ],
    [
      'min_length over 3000',
      [input(textInput({ min_length: 3001 }))],
      '/blocks/0/element/min_length',
      'must be at most 3000',
    ],
    [
      'max_length of 0',
      [input(textInput({ max_length: 0 }))],
      '/blocks/0/element/max_length',
      'must be at least 1',
    ],
    [
      'min_length above max_length',
      [input(textInput({ min_length: 10, max_length: 5 }))],
      '/blocks/0/element/min_length',
      'less than or equal to max_length',
    ],
    [
      'block_id over 255',
      [section('s', { block_id: x(256) })],
      '/blocks/0/block_id',
      'must be less than 256 characters',
    ],
    [
      'action_id over 255',
      [actions([button({ action_id: x(256) })])],
      '/blocks/0/elements/0/action_id',
      'must be less than 256 characters',
    ],
    [
      'duplicate block_id',
      [section('a', { block_id: 'same' }), section('b', { block_id: 'same' })],
      '/blocks/1/block_id',
      'duplicate block_id: same',
    ],
    [
      'duplicate action_id in a block',
      [actions([button(), button()])],
      '/blocks/0/elements/1/action_id',
      'duplicate action_id "go" in block',
    ],
    [
      'unknown block type',
      [{ type: 'sectoin', text: md('typo') }],
      '/blocks/0/type',
      'unknown block type: sectoin',
    ],
    ['block that is not an object', ['divider'], '/blocks/0', 'must provide an object'],
    [
      'initial_option not among options',
      [
        actions([
          { type: 'static_select', action_id: 's', options: opts(2), initial_option: opt('zzz') },
        ]),
      ],
      '/blocks/0/elements/0/initial_option',
      'must match one of the provided options',
    ],
    [
      'emoji flag on mrkdwn',
      [section('s', { text: { type: 'mrkdwn', text: 'hi', emoji: true } })],
      '/blocks/0/text/emoji',
      'only allowed on plain_text',
    ],
    [
      'image without alt_text',
      [{ type: 'image', image_url: 'https://a.example/i.png' }],
      '/blocks/0/alt_text',
      'missing required field: alt_text',
    ],
    [
      'response_url_enabled in a message',
      [input({ type: 'conversations_select', action_id: 'c', response_url_enabled: true })],
      '/blocks/0/element/response_url_enabled',
      'only allowed',
    ],
  ];

  it.each(cases)('rejects %s', (_name, blocks, pointer, text) => {
    expectIssue(message(blocks), pointer, text);
  });

  it('validates the blocks of every attachment', () => {
    const issues = validateMessageBlocks({
      attachments: [{ color: '#f00', blocks: [section(x(3001))] }],
    });
    expectIssue(issues, '/attachments/0/blocks/0/text/text', 'must be less than 3001 characters');
  });

  it('does not require options on users, conversations, channels or external selects', () => {
    for (const type of [
      'users_select',
      'conversations_select',
      'channels_select',
      'external_select',
      'multi_users_select',
    ]) {
      expect(message([actions([{ type, action_id: 'x' }])]), type).toEqual([]);
    }
  });

  it('accepts a rich, valid message', () => {
    const blocks = [
      { type: 'header', text: pt('Invoice INV-001') },
      section('*Amount*: 100 EUR', {
        accessory: {
          type: 'overflow',
          action_id: 'more',
          options: [opt('a'), { ...opt('b'), url: 'https://a.example' }],
        },
      }),
      { type: 'section', fields: [md('*Status*'), md('Paid')] },
      { type: 'divider' },
      {
        type: 'context',
        elements: [
          md('Updated now'),
          { type: 'image', image_url: 'https://a.example/i.png', alt_text: 'logo' },
        ],
      },
      actions([
        button({ action_id: 'pdf', value: 'inv_1', style: 'primary' }),
        button({
          action_id: 'delete',
          value: 'inv_1',
          style: 'danger',
          confirm: {
            title: pt('Delete?'),
            text: md('Really?'),
            confirm: pt('Delete'),
            deny: pt('Keep'),
            style: 'danger',
          },
        }),
        {
          type: 'static_select',
          action_id: 'pick',
          options: opts(3),
          initial_option: opt('v1'),
          placeholder: pt('Pick'),
        },
        { type: 'datepicker', action_id: 'date', initial_date: '2026-11-20' },
        { type: 'checkboxes', action_id: 'cb', options: [{ text: md('*a*'), value: 'a' }] },
      ]),
      { type: 'markdown', text: '**bold**' },
      {
        type: 'image',
        image_url: 'https://a.example/i.png',
        alt_text: 'chart',
        title: pt('Chart'),
      },
      {
        type: 'rich_text',
        elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'hi' }] }],
      },
    ];
    expect(message(blocks)).toEqual([]);
  });

  it('formats issues like Slack: errors entries and [ERROR] messages', () => {
    const issue = { pointer: '/blocks/0/text/text', message: 'must be less than 3001 characters' };
    expect(formatIssue(issue)).toBe(
      'must be less than 3001 characters [json-pointer:/blocks/0/text/text]',
    );
    expect(formatIssueMessage(issue)).toBe(
      '[ERROR] must be less than 3001 characters [json-pointer:/blocks/0/text/text]',
    );
  });
});

describe('Block Kit validator: views', () => {
  const cases: Array<[string, unknown, 'modal' | 'home' | undefined, string, string]> = [
    [
      'title over 24',
      modal([], { title: pt(x(25)) }),
      'modal',
      '/view/title/text',
      'must be less than 25 characters',
    ],
    [
      'title in mrkdwn',
      modal([], { title: md('T') }),
      'modal',
      '/view/title/type',
      'must be plain_text',
    ],
    [
      'missing title',
      { type: 'modal', blocks: [] },
      'modal',
      '/view/title',
      'missing required field: title',
    ],
    [
      'submit over 24',
      modal([], { submit: pt(x(25)) }),
      'modal',
      '/view/submit/text',
      'must be less than 25 characters',
    ],
    [
      'close over 24',
      modal([], { close: pt(x(25)) }),
      'modal',
      '/view/close/text',
      'must be less than 25 characters',
    ],
    [
      'input block without submit',
      modal([input(textInput())], { submit: undefined }),
      'modal',
      '/view/submit',
      'must provide submit',
    ],
    [
      'private_metadata over 3000',
      modal([], { private_metadata: x(3001) }),
      'modal',
      '/view/private_metadata',
      'must be less than 3001 characters',
    ],
    [
      'callback_id over 255',
      modal([], { callback_id: x(256) }),
      'modal',
      '/view/callback_id',
      'must be less than 256 characters',
    ],
    [
      'external_id over 255',
      modal([], { external_id: x(256) }),
      'modal',
      '/view/external_id',
      'must be less than 256 characters',
    ],
    [
      'more than 100 blocks',
      modal(Array.from({ length: 101 }, () => ({ type: 'divider' }))),
      'modal',
      '/view/blocks',
      'no more than 100 items allowed',
    ],
    [
      'no blocks',
      { type: 'modal', title: pt('T') },
      'modal',
      '/view/blocks',
      'missing required field: blocks',
    ],
    [
      'home with a title',
      { type: 'home', title: pt('Home'), blocks: [] },
      'home',
      '/view/title',
      'home views cannot have a title',
    ],
    [
      'home with submit',
      { type: 'home', submit: pt('Go'), blocks: [] },
      'home',
      '/view/submit',
      'home views cannot have a submit',
    ],
    ['a modal where a home view is expected', modal([]), 'home', '/view/type', 'must be home'],
    [
      'a home view where a modal is expected',
      { type: 'home', blocks: [] },
      'modal',
      '/view/type',
      'must be modal',
    ],
    [
      'unknown view type',
      { type: 'workflow_step', blocks: [] },
      undefined,
      '/view/type',
      'must be one of modal, home',
    ],
    [
      'a view read back from a payload (id, hash, state)',
      { ...modal([]), id: 'V1', hash: '1.a', state: { values: {} } },
      'modal',
      '/view/id',
      'unexpected field: id',
    ],
    [
      'duplicate block_id in a view',
      modal([section('a', { block_id: 'b' }), input(textInput(), { block_id: 'b' })]),
      'modal',
      '/view/blocks/1/block_id',
      'duplicate block_id: b',
    ],
    [
      'markdown block in a modal',
      modal([{ type: 'markdown', text: 'x' }]),
      'modal',
      '/view/blocks/0/type',
      'only allowed in messages',
    ],
    [
      'section text over 3000 in a modal',
      modal([section(x(3001))]),
      'modal',
      '/view/blocks/0/text/text',
      'must be less than 3001 characters',
    ],
  ];

  it.each(cases)('rejects %s', (_name, view, expectedType, pointer, text) => {
    expectIssue(validateView(view, { expectedType }), pointer, text);
  });

  it('reports the exact [ERROR] line Slack logs for a long title', () => {
    const issues = validateView(modal([], { title: pt('Create a Slack destination now') }));
    expect(issues.map(formatIssueMessage)).toEqual([
      '[ERROR] must be less than 25 characters [json-pointer:/view/title/text]',
    ]);
  });

  it('accepts a full modal with every input element type', () => {
    const elements: Obj[] = [
      textInput({
        multiline: true,
        min_length: 2,
        max_length: 500,
        initial_value: 'hi',
        dispatch_action_config: { trigger_actions_on: ['on_enter_pressed'] },
      }),
      {
        type: 'static_select',
        action_id: 'value',
        option_groups: [{ label: pt('Group'), options: opts(3) }],
      },
      {
        type: 'multi_static_select',
        action_id: 'value',
        options: opts(3),
        initial_options: [opt('v0')],
        max_selected_items: 2,
      },
      { type: 'external_select', action_id: 'value', min_query_length: 1 },
      { type: 'users_select', action_id: 'value', initial_user: 'U1' },
      {
        type: 'conversations_select',
        action_id: 'value',
        response_url_enabled: true,
        default_to_current_conversation: true,
      },
      { type: 'multi_channels_select', action_id: 'value' },
      { type: 'checkboxes', action_id: 'value', options: opts(10) },
      { type: 'radio_buttons', action_id: 'value', options: opts(2), initial_option: opt('v1') },
      { type: 'datepicker', action_id: 'value', initial_date: '2026-01-31' },
      { type: 'timepicker', action_id: 'value', initial_time: '09:30' },
      { type: 'datetimepicker', action_id: 'value', initial_date_time: 1_700_000_000 },
      {
        type: 'number_input',
        action_id: 'value',
        is_decimal_allowed: false,
        min_value: '1',
        max_value: '10',
      },
      { type: 'email_text_input', action_id: 'value' },
      { type: 'url_text_input', action_id: 'value' },
      { type: 'file_input', action_id: 'value', max_files: 2 },
      { type: 'rich_text_input', action_id: 'value' },
    ];
    const view = modal(
      [
        { type: 'header', text: pt('New destination') },
        ...elements.map((element, i) =>
          input(element, { block_id: `b${i}`, optional: i % 2 === 0, hint: pt('hint') }),
        ),
        actions([button()]),
      ],
      {
        callback_id: 'create',
        private_metadata: JSON.stringify({ channel: 'C1' }),
        external_id: 'ext-1',
        notify_on_close: true,
        clear_on_close: false,
      },
    );
    expect(validateView(view, { expectedType: 'modal' })).toEqual([]);
  });

  it('accepts a home view', () => {
    expect(
      validateView(
        {
          type: 'home',
          callback_id: 'home',
          blocks: [{ type: 'header', text: pt('Enlivy') }, section('Welcome'), actions([button()])],
        },
        { expectedType: 'home' },
      ),
    ).toEqual([]);
  });
});
