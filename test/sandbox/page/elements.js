// Block Kit elements → DOM: buttons, overflow menus, selects and multi-selects (static,
// conversations, channels, users), checkboxes, radios, pickers and text inputs. Outside input
// blocks an element acts at once; inside, only with dispatch_action (see renderElement).
import { h } from './dom.js';
import { plainText, textObject } from './mrkdwn.js';

/** The element's current value: what was typed or picked, else its initial value. */
export function current(surface, blockId, element) {
  const typed = surface.get(blockId, element.action_id);
  if (typed !== undefined) return typed;
  switch (element.type) {
    case 'static_select':
    case 'external_select':
    case 'radio_buttons':
      return element.initial_option?.value ?? null;
    case 'multi_static_select':
    case 'multi_external_select':
    case 'checkboxes':
      return (element.initial_options ?? []).map((o) => o.value);
    case 'conversations_select':
      return (
        element.initial_conversation ??
        (element.default_to_current_conversation ? surface.ctx.currentChannel : null) ??
        null
      );
    case 'channels_select':
      return element.initial_channel ?? null;
    case 'users_select':
      return element.initial_user ?? null;
    case 'multi_conversations_select':
      return element.initial_conversations ?? [];
    case 'multi_channels_select':
      return element.initial_channels ?? [];
    case 'multi_users_select':
      return element.initial_users ?? [];
    case 'datepicker':
      return element.initial_date ?? null;
    case 'timepicker':
      return element.initial_time ?? null;
    case 'datetimepicker':
      return element.initial_date_time ?? null;
    default:
      return element.initial_value ?? '';
  }
}

/** Options for conversation / channel / user pickers, from the workspace directory. */
function directoryOptions(element, ctx) {
  const type = element.type.replace(/^multi_/, '');
  if (type === 'users_select') {
    return Object.entries(ctx.users)
      .filter(([, u]) => !u.is_bot)
      .map(([id, u]) => ({ value: id, label: u.real_name }));
  }
  const filter = element.filter ?? {};
  const include =
    filter.include ??
    (type === 'channels_select' ? ['public'] : ['public', 'private', 'im', 'mpim']);
  return (ctx.conversations ?? [])
    .filter((c) =>
      c.isIm ? include.includes('im') : include.includes(c.isPrivate ? 'private' : 'public'),
    )
    .map((c) => ({
      value: c.id,
      label: c.isIm ? c.name : `${c.isPrivate ? '🔒' : '#'} ${c.name}`,
    }));
}

function choices(element, ctx) {
  if (/(conversations|channels|users)_select$/.test(element.type)) {
    return [{ label: null, options: directoryOptions(element, ctx) }];
  }
  if (element.option_groups) {
    return element.option_groups.map((g) => ({
      label: plainText(g.label),
      options: (g.options ?? []).map((o) => ({ value: o.value, label: plainText(o.text) })),
    }));
  }
  return [
    {
      label: null,
      options: (element.options ?? []).map((o) => ({ value: o.value, label: plainText(o.text) })),
    },
  ];
}

async function confirmed(surface, element) {
  return element.confirm ? surface.confirm(element.confirm) : true;
}

function button(element, blockId, surface) {
  const style = element.style ? ` bk-btn-${element.style}` : '';
  return h(
    'button',
    {
      class: `bk-btn${style}`,
      type: 'button',
      'data-action-id': element.action_id,
      'data-value': element.value,
      onclick: async (event) => {
        const target = event.currentTarget;
        if (!(await confirmed(surface, element))) return;
        if (element.url) window.open(element.url, '_blank', 'noopener');
        target.disabled = true;
        try {
          await surface.act(element, blockId, element.value ?? null);
        } finally {
          target.disabled = false;
        }
      },
    },
    h('span', { html: textObject(element.text, surface.ctx) }),
  );
}

function closeMenus() {
  for (const menu of document.querySelectorAll('.bk-menu')) menu.hidden = true;
}
document.addEventListener('click', closeMenus);

function overflow(element, blockId, surface) {
  const menu = h('div', { class: 'bk-menu', hidden: true });
  for (const option of element.options ?? []) {
    menu.append(
      h(
        'button',
        {
          type: 'button',
          class: 'bk-menu-item',
          'data-value': option.value,
          onclick: async () => {
            menu.hidden = true;
            if (!(await confirmed(surface, element))) return;
            if (option.url) window.open(option.url, '_blank', 'noopener');
            await surface.act(element, blockId, option.value);
          },
        },
        h('span', { html: textObject(option.text, surface.ctx) }),
      ),
    );
  }
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'bk-overflow',
      title: 'More actions',
      'data-action-id': element.action_id,
      onclick: (event) => {
        event.stopPropagation();
        const open = menu.hidden;
        closeMenus();
        menu.hidden = !open;
      },
    },
    '⋯',
  );
  return h('div', { class: 'bk-overflow-wrap' }, toggle, menu);
}

/** Elements outside input blocks act at once; inside, only with dispatch_action. */
function changed(surface, blockId, element, value, dispatch) {
  surface.set(blockId, element.action_id, value);
  if (dispatch) surface.act(element, blockId, value);
}

function singleSelect(element, blockId, surface, dispatch) {
  const value = current(surface, blockId, element);
  const select = h('select', {
    class: 'bk-select',
    'data-action-id': element.action_id,
    'data-block-id': blockId,
    onchange: (event) => changed(surface, blockId, element, event.target.value || null, dispatch),
  });
  select.append(
    h(
      'option',
      { value: '', disabled: value ? undefined : true, selected: !value },
      plainText(element.placeholder) || 'Select an item',
    ),
  );
  for (const group of choices(element, surface.ctx)) {
    const parent = group.label ? h('optgroup', { label: group.label }) : select;
    for (const option of group.options) {
      parent.append(
        h('option', { value: option.value, selected: option.value === value }, option.label),
      );
    }
    if (parent !== select) select.append(parent);
  }
  return select;
}

function multiSelect(element, blockId, surface, dispatch) {
  let selected = [...(current(surface, blockId, element) ?? [])];
  const groups = choices(element, surface.ctx);
  const labelOf = (value) =>
    groups.flatMap((g) => g.options).find((o) => o.value === value)?.label ?? value;
  const box = h('div', {
    class: 'bk-multi',
    'data-action-id': element.action_id,
    'data-block-id': blockId,
  });
  const chips = h('div', { class: 'bk-chips' });
  const search = h('input', {
    class: 'bk-multi-search',
    type: 'text',
    placeholder: plainText(element.placeholder) || 'Select options',
  });
  const list = h('div', { class: 'bk-multi-list', hidden: true });
  const commit = () => {
    changed(surface, blockId, element, [...selected], dispatch);
    draw();
  };
  const draw = () => {
    chips.replaceChildren(
      ...selected.map((value) =>
        h(
          'span',
          { class: 'bk-chip', 'data-value': value },
          labelOf(value),
          h(
            'button',
            {
              type: 'button',
              class: 'bk-chip-x',
              title: 'Remove',
              onclick: () => {
                selected = selected.filter((v) => v !== value);
                commit();
              },
            },
            '×',
          ),
        ),
      ),
    );
    search.placeholder = selected.length ? '' : plainText(element.placeholder) || 'Select options';
    const needle = search.value.trim().toLowerCase();
    list.replaceChildren(
      ...groups.flatMap((group) => {
        const options = group.options.filter(
          (o) => !needle || o.label.toLowerCase().includes(needle) || o.value.includes(needle),
        );
        if (!options.length) return [];
        return [
          ...(group.label ? [h('div', { class: 'bk-multi-group' }, group.label)] : []),
          ...options.map((o) =>
            h(
              'div',
              {
                class: `bk-multi-option${selected.includes(o.value) ? ' is-selected' : ''}`,
                'data-value': o.value,
                onmousedown: (event) => {
                  event.preventDefault();
                  selected = selected.includes(o.value)
                    ? selected.filter((v) => v !== o.value)
                    : [...selected, o.value];
                  if (element.max_selected_items && selected.length > element.max_selected_items)
                    selected.shift();
                  search.value = '';
                  commit();
                },
              },
              h('span', { class: 'bk-check' }, selected.includes(o.value) ? '✓' : ''),
              o.label,
            ),
          ),
        ];
      }),
    );
  };
  search.addEventListener('focus', () => {
    list.hidden = false;
  });
  search.addEventListener('blur', () => {
    list.hidden = true;
  });
  search.addEventListener('input', draw);
  draw();
  box.append(chips, search, list);
  box.addEventListener('click', () => search.focus());
  return box;
}

function choiceList(element, blockId, surface, dispatch) {
  const multiple = element.type === 'checkboxes';
  const value = current(surface, blockId, element);
  const name = `${blockId}--${element.action_id}--${Math.random().toString(36).slice(2)}`;
  const wrap = h('div', {
    class: 'bk-choices',
    'data-action-id': element.action_id,
    'data-block-id': blockId,
  });
  for (const option of element.options ?? []) {
    const checked = multiple ? (value ?? []).includes(option.value) : value === option.value;
    const input = h('input', {
      type: multiple ? 'checkbox' : 'radio',
      name,
      value: option.value,
      checked,
      onchange: () => {
        const picked = [...wrap.querySelectorAll('input:checked')].map((i) => i.value);
        changed(surface, blockId, element, multiple ? picked : (picked[0] ?? null), dispatch);
      },
    });
    wrap.append(
      h(
        'label',
        { class: 'bk-choice' },
        input,
        h(
          'span',
          {},
          h('span', { class: 'bk-choice-text', html: textObject(option.text, surface.ctx) }),
          option.description
            ? h('span', {
                class: 'bk-choice-desc',
                html: textObject(option.description, surface.ctx),
              })
            : null,
        ),
      ),
    );
  }
  return wrap;
}

function picker(element, blockId, surface, dispatch) {
  const kinds = { datepicker: 'date', timepicker: 'time', datetimepicker: 'datetime-local' };
  let value = current(surface, blockId, element);
  if (element.type === 'datetimepicker' && typeof value === 'number') {
    value = new Date(value * 1000).toISOString().slice(0, 16);
  }
  return h('input', {
    class: 'bk-input bk-picker',
    type: kinds[element.type],
    value: value ?? '',
    'data-action-id': element.action_id,
    'data-block-id': blockId,
    onchange: (event) => {
      const raw = event.target.value || null;
      const picked =
        element.type === 'datetimepicker' && raw ? Math.floor(Date.parse(`${raw}Z`) / 1000) : raw;
      changed(surface, blockId, element, picked, dispatch);
    },
  });
}

function textInput(element, blockId, surface, dispatch) {
  const multiline = element.multiline === true;
  const types = { email_text_input: 'email', url_text_input: 'url', number_input: 'text' };
  const attrs = {
    class: `bk-input${multiline ? ' bk-textarea' : ''}`,
    placeholder: plainText(element.placeholder),
    maxlength: element.max_length,
    'data-action-id': element.action_id,
    'data-block-id': blockId,
    oninput: (event) => {
      surface.set(blockId, element.action_id, event.target.value);
      const on = element.dispatch_action_config?.trigger_actions_on ?? ['on_enter_pressed'];
      if (dispatch && on.includes('on_character_entered'))
        surface.act(element, blockId, event.target.value);
    },
    onkeydown: (event) => {
      if (event.key !== 'Enter' || (multiline && !event.metaKey && !event.ctrlKey)) return;
      const on = element.dispatch_action_config?.trigger_actions_on ?? ['on_enter_pressed'];
      if (dispatch && on.includes('on_enter_pressed')) {
        event.preventDefault();
        surface.act(element, blockId, event.target.value);
      }
    },
  };
  const value = current(surface, blockId, element) ?? '';
  if (multiline) return h('textarea', { ...attrs, rows: 4 }, value);
  return h('input', { ...attrs, type: types[element.type] ?? 'text', value });
}

export function imageElement(element) {
  // Nothing here loads from the internet: images show their alt text instead.
  return h('span', { class: 'bk-image-el', title: element.image_url ?? '' }, '🖼');
}

export function renderElement(element, blockId, surface, where) {
  const dispatch = where !== 'input' || surface.dispatchBlocks?.has(blockId);
  switch (element.type) {
    case 'button':
      return button(element, blockId, surface);
    case 'overflow':
      return overflow(element, blockId, surface);
    case 'static_select':
    case 'external_select':
    case 'conversations_select':
    case 'channels_select':
    case 'users_select':
      return singleSelect(element, blockId, surface, dispatch);
    case 'multi_static_select':
    case 'multi_external_select':
    case 'multi_conversations_select':
    case 'multi_channels_select':
    case 'multi_users_select':
      return multiSelect(element, blockId, surface, dispatch);
    case 'checkboxes':
    case 'radio_buttons':
      return choiceList(element, blockId, surface, dispatch);
    case 'datepicker':
    case 'timepicker':
    case 'datetimepicker':
      return picker(element, blockId, surface, dispatch);
    case 'plain_text_input':
    case 'email_text_input':
    case 'url_text_input':
    case 'number_input':
      return textInput(element, blockId, surface, dispatch);
    case 'image':
      return imageElement(element);
    default:
      return h('span', { class: 'bk-unsupported' }, `[${element.type} element]`);
  }
}
