import { describe, expect, it } from 'vitest';
import { buildStateValues, clientSideRefusals } from '../../fakes/slack/state-values.js';

const pt = (text: string) => ({ type: 'plain_text', text });
const opt = (value: string) => ({ text: pt(value.toUpperCase()), value });
const input = (block_id: string, element: object, extra: object = {}) => ({
  type: 'input',
  block_id,
  label: pt(block_id),
  element,
  ...extra,
});

const blocks = [
  input('name', {
    type: 'plain_text_input',
    action_id: 'v',
    initial_value: 'Old name',
    max_length: 20,
  }),
  input('events', {
    type: 'multi_static_select',
    action_id: 'v',
    options: [opt('invoice.paid'), opt('invoice.created')],
  }),
  input('kind', {
    type: 'static_select',
    action_id: 'v',
    option_groups: [{ label: pt('G'), options: [opt('slack'), opt('webhook')] }],
  }),
  input('channel', { type: 'conversations_select', action_id: 'v' }),
  input(
    'flags',
    { type: 'checkboxes', action_id: 'v', options: [opt('a'), opt('b')] },
    { optional: true },
  ),
  input('since', { type: 'datepicker', action_id: 'v', initial_date: '2026-01-01' }),
  input('who', { type: 'users_select', action_id: 'v' }, { optional: true }),
  input('note', { type: 'rich_text_input', action_id: 'v' }, { optional: true }),
  {
    type: 'actions',
    block_id: 'act',
    elements: [
      { type: 'button', action_id: 'b', text: pt('B') },
      { type: 'timepicker', action_id: 't' },
    ],
  },
];

describe('state.values built like Slack', () => {
  it('types every element and starts from initial values', () => {
    const state = buildStateValues(blocks);
    expect(state.name?.v).toEqual({ type: 'plain_text_input', value: 'Old name' });
    expect(state.events?.v).toEqual({ type: 'multi_static_select', selected_options: [] });
    expect(state.kind?.v).toEqual({ type: 'static_select', selected_option: null });
    expect(state.channel?.v).toEqual({ type: 'conversations_select', selected_conversation: null });
    expect(state.since?.v).toEqual({ type: 'datepicker', selected_date: '2026-01-01' });
    expect(state.act?.t).toEqual({ type: 'timepicker', selected_time: null });
    expect(state.act?.b).toBeUndefined();
  });

  it('applies typed values: simple map and nested map, options matched from the element', () => {
    const state = buildStateValues(blocks, {
      name: 'AR alerts',
      events: ['invoice.paid'],
      kind: { v: 'webhook' },
      channel: 'C123',
      flags: ['b'],
      who: 'U1',
      note: 'hello',
    });
    expect(state.name?.v).toEqual({ type: 'plain_text_input', value: 'AR alerts' });
    expect(state.events?.v?.selected_options).toEqual([opt('invoice.paid')]);
    expect(state.kind?.v?.selected_option).toEqual(opt('webhook'));
    expect(state.channel?.v?.selected_conversation).toBe('C123');
    expect(state.flags?.v).toEqual({ type: 'checkboxes', selected_options: [opt('b')] });
    expect(state.who?.v).toEqual({ type: 'users_select', selected_user: 'U1' });
    expect(state.note?.v?.rich_text_value).toMatchObject({ type: 'rich_text' });
  });

  it('refuses values for inputs that are not on screen, or options not offered', () => {
    expect(() => buildStateValues(blocks, { nope: 'x' })).toThrow(
      /no input with block_id "nope".*name, events/,
    );
    expect(() => buildStateValues(blocks, { kind: { other: 'x' } })).toThrow(
      /block "kind" has no element "other"/,
    );
    expect(() => buildStateValues(blocks, { events: ['invoice.deleted'] })).toThrow(
      /option "invoice.deleted" is not offered.*invoice.paid, invoice.created/,
    );
  });

  it('lists what the Slack client would refuse to submit', () => {
    const state = buildStateValues(blocks, { name: 'x'.repeat(21) });
    const refusals = clientSideRefusals(blocks, state);
    expect(refusals).toContain('"name" (name) allows at most 20 characters');
    expect(refusals).toContain('"events" (events) is required');
    expect(refusals).toContain('"channel" (channel) is required');
    expect(refusals.some((r) => r.includes('flags'))).toBe(false);
    const ok = buildStateValues(blocks, { events: ['invoice.paid'], kind: 'slack', channel: 'C1' });
    expect(clientSideRefusals(blocks, ok)).toEqual([]);
  });

  it('checks number, email and url inputs', () => {
    const b = [
      input('n', {
        type: 'number_input',
        action_id: 'v',
        is_decimal_allowed: false,
        min_value: '1',
        max_value: '5',
      }),
      input('e', { type: 'email_text_input', action_id: 'v' }),
      input('u', { type: 'url_text_input', action_id: 'v' }),
    ];
    const refusals = clientSideRefusals(
      b,
      buildStateValues(b, { n: '2.5', e: 'nope', u: 'ftp:x' }),
    );
    expect(refusals).toEqual([
      '"n" (n) must be a whole number',
      '"e" (e) must be an email address',
      '"u" (u) must be a URL',
    ]);
    expect(
      clientSideRefusals(b, buildStateValues(b, { n: '9', e: 'a@b.co', u: 'https://x.example' })),
    ).toEqual(['"n" (n) must be at most 5']);
  });
});
