/** A message with every kind of block and element the renderer knows, for its browser test. */
const plain = (text: string) => ({ type: 'plain_text', text, emoji: true });
const options = (...values: string[]) =>
  values.map((v) => ({ text: plain(v.toUpperCase()), value: v }));

export function galleryBlocks(userId: string, channelId: string): unknown[] {
  return [
    { type: 'header', text: plain('Gallery :sparkles:') },
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*bold* _italic_ ~strike~ \`code\` <@${userId}> in <#${channelId}>`,
      },
      fields: [
        { type: 'mrkdwn', text: '*Field A*\none' },
        { type: 'mrkdwn', text: '*Field B*\ntwo' },
      ],
      accessory: {
        type: 'overflow',
        action_id: 'gallery_overflow',
        options: options('one', 'two'),
        confirm: {
          title: plain('Sure?'),
          text: { type: 'mrkdwn', text: 'Really *do* it?' },
          confirm: plain('Do it'),
          deny: plain('Stop'),
          style: 'danger',
        },
      },
    },
    {
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'On <!date^1700000000^{date_num}|a date>' }],
    },
    { type: 'divider' },
    {
      type: 'actions',
      block_id: 'gallery_actions',
      elements: [
        {
          type: 'button',
          action_id: 'gallery_go',
          text: plain('Go'),
          style: 'primary',
          value: 'go',
        },
        {
          type: 'button',
          action_id: 'gallery_drop',
          text: plain('Drop'),
          style: 'danger',
          value: 'drop',
        },
        {
          type: 'static_select',
          action_id: 'gallery_select',
          placeholder: plain('Pick'),
          options: options('a', 'b'),
        },
        {
          type: 'multi_static_select',
          action_id: 'gallery_multi',
          placeholder: plain('Pick some'),
          options: options('x', 'y'),
        },
        {
          type: 'conversations_select',
          action_id: 'gallery_conversation',
          placeholder: plain('Channel'),
        },
        { type: 'checkboxes', action_id: 'gallery_checks', options: options('c1', 'c2') },
        { type: 'radio_buttons', action_id: 'gallery_radio', options: options('r1', 'r2') },
        { type: 'datepicker', action_id: 'gallery_date', initial_date: '2026-11-24' },
      ],
    },
  ];
}
