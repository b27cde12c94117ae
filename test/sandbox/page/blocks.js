// Block Kit → DOM, generic over blocks and elements (not tied to the app's views). A `surface`
// tells the renderer where it draws and how to act:
//   { kind: 'message' | 'modal' | 'home', ctx: { users, channels, tz, conversations, people },
//     errors: { block_id: text }, get(blockId, actionId), set(blockId, actionId, value),
//     act(element, blockId, value), confirm(confirmObject) → Promise<boolean> }
import { h } from './dom.js';
import { current, imageElement, renderElement } from './elements.js';
import { escapeHtml, textObject } from './mrkdwn.js';

function richText(block, ctx) {
  const inline = (elements) =>
    (elements ?? [])
      .map((e) => {
        if (e.type === 'text') {
          let html = escapeHtml(e.text);
          if (e.style?.code) html = `<code>${html}</code>`;
          if (e.style?.bold) html = `<b>${html}</b>`;
          if (e.style?.italic) html = `<i>${html}</i>`;
          if (e.style?.strike) html = `<s>${html}</s>`;
          return html;
        }
        if (e.type === 'link')
          return `<a href="${escapeHtml(e.url)}" target="_blank" rel="noreferrer">${escapeHtml(e.text ?? e.url)}</a>`;
        if (e.type === 'user')
          return `<span class="mention">@${escapeHtml(ctx.users?.[e.user_id]?.real_name ?? e.user_id)}</span>`;
        if (e.type === 'channel')
          return `<span class="mention">#${escapeHtml(ctx.channels?.[e.channel_id]?.name ?? e.channel_id)}</span>`;
        if (e.type === 'emoji') return `:${escapeHtml(e.name)}:`;
        return '';
      })
      .join('');
  const part = (e) => {
    if (e.type === 'rich_text_section')
      return `<div>${inline(e.elements).replace(/\n/g, '<br>')}</div>`;
    if (e.type === 'rich_text_preformatted') return `<pre class="pre">${inline(e.elements)}</pre>`;
    if (e.type === 'rich_text_quote') return `<blockquote>${inline(e.elements)}</blockquote>`;
    if (e.type === 'rich_text_list') {
      const tag = e.style === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${(e.elements ?? []).map((item) => `<li>${inline(item.elements)}</li>`).join('')}</${tag}>`;
    }
    return '';
  };
  return h('div', { class: 'bk-rich', html: (block.elements ?? []).map(part).join('') });
}

function inputBlock(block, surface) {
  const error = surface.errors?.[block.block_id];
  const element = block.element ?? {};
  return h(
    'div',
    {
      class: `bk-block bk-input-block${error ? ' has-error' : ''}`,
      'data-block-id': block.block_id,
    },
    h(
      'label',
      { class: 'bk-label' },
      h('span', { html: textObject(block.label, surface.ctx) }),
      block.optional ? h('span', { class: 'bk-optional' }, ' (optional)') : null,
    ),
    renderElement(element, block.block_id, surface, 'input'),
    error ? h('div', { class: 'bk-error' }, error) : null,
    block.hint ? h('div', { class: 'bk-hint', html: textObject(block.hint, surface.ctx) }) : null,
  );
}

export function renderBlock(block, surface) {
  const ctx = surface.ctx;
  const id = block.block_id;
  switch (block.type) {
    case 'header':
      return h('div', {
        class: 'bk-block bk-header',
        'data-block-id': id,
        html: textObject(block.text, ctx),
      });
    case 'divider':
      return h('hr', { class: 'bk-block bk-divider' });
    case 'section': {
      const body = h('div', { class: 'bk-section-body' });
      if (block.text)
        body.append(h('div', { class: 'bk-text', html: textObject(block.text, ctx) }));
      if (block.fields?.length) {
        body.append(
          h(
            'div',
            { class: 'bk-fields' },
            block.fields.map((f) => h('div', { class: 'bk-field', html: textObject(f, ctx) })),
          ),
        );
      }
      const accessory = block.accessory
        ? h(
            'div',
            { class: 'bk-accessory' },
            renderElement(block.accessory, id, surface, 'accessory'),
          )
        : null;
      return h('div', { class: 'bk-block bk-section', 'data-block-id': id }, body, accessory);
    }
    case 'context':
      return h(
        'div',
        { class: 'bk-block bk-context', 'data-block-id': id },
        (block.elements ?? []).map((e) =>
          e.type === 'image'
            ? imageElement(e)
            : h('span', { class: 'bk-context-item', html: textObject(e, ctx) }),
        ),
      );
    case 'actions':
      return h(
        'div',
        { class: 'bk-block bk-actions', 'data-block-id': id },
        (block.elements ?? []).map((e) => renderElement(e, id, surface, 'actions')),
      );
    case 'input':
      return inputBlock(block, surface);
    case 'image':
      return h(
        'div',
        { class: 'bk-block bk-image' },
        block.title
          ? h('div', { class: 'bk-image-title', html: textObject(block.title, ctx) })
          : null,
        h(
          'div',
          { class: 'bk-image-box' },
          `🖼 ${block.alt_text ?? 'image'} (not loaded: the sandbox reaches no other site)`,
        ),
      );
    case 'rich_text':
      return richText(block, ctx);
    case 'file':
      return h('div', { class: 'bk-block bk-file' }, `📄 file ${block.external_id ?? ''}`);
    default:
      return h('div', { class: 'bk-block bk-unsupported' }, `[${block.type} block]`);
  }
}

export function renderBlocks(blocks, surface) {
  surface.dispatchBlocks = new Set(
    (blocks ?? []).filter((b) => b.type === 'input' && b.dispatch_action).map((b) => b.block_id),
  );
  return h(
    'div',
    { class: 'bk-blocks' },
    (blocks ?? []).map((b) => renderBlock(b, surface)),
  );
}

/** What a person must fill before Slack's client sends a view_submission. */
export function missingInputs(blocks, surface) {
  const missing = {};
  for (const block of blocks ?? []) {
    if (block.type !== 'input' || block.optional) continue;
    const value = current(surface, block.block_id, block.element ?? {});
    const empty =
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (empty) missing[block.block_id] = 'Please complete this required field.';
  }
  return missing;
}
