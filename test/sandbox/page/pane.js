// The message pane: a channel's messages (public and "Only visible to you"), or the app's
// Home tab, with its header.
import { moreActionsButton } from './automation.js';
import { renderBlocks } from './blocks.js';
import { h } from './dom.js';
import { mrkdwn } from './mrkdwn.js';
import { ctx, dmChannel, surface, ui } from './state.js';

function initials(name) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function timeOf(ts) {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ui.state.me.tz,
  }).format(new Date(Number(ts) * 1000));
}

function message(m, channelId) {
  const c = ctx();
  const person = m.user ? ui.session.users[m.user] : null;
  const name = m.bot ? 'Enlivy' : (person?.real_name ?? m.user ?? 'someone');
  const where = { channel: channelId, ts: m.ts };
  const content = m.blocks?.length
    ? renderBlocks(m.blocks, surface('message', where))
    : h('div', { class: 'msg-text', html: mrkdwn(m.text, c) });
  const attachments = (m.attachments ?? []).map((a) =>
    h(
      'div',
      {
        class: 'attachment',
        style: `border-color: ${/^#?[0-9a-f]{6}$/i.test(a.color ?? '') ? (a.color.startsWith('#') ? a.color : `#${a.color}`) : a.color === 'danger' ? '#e01e5a' : a.color === 'warning' ? '#ecb22e' : '#ddd'}`,
      },
      a.blocks
        ? renderBlocks(a.blocks, surface('message', where))
        : h('div', { html: mrkdwn(a.text ?? a.fallback ?? '', c) }),
    ),
  );
  const files = (m.files ?? []).map((f) =>
    h(
      'div',
      { class: 'file-chip' },
      h('span', { class: 'file-icon' }, 'PDF'),
      h('span', {}, f.title || f.name),
    ),
  );
  return h(
    'div',
    {
      class: `msg${m.ephemeral ? ' ephemeral' : ''}${m.thread_ts && m.thread_ts !== m.ts ? ' in-thread' : ''}`,
      'data-ts': m.ts,
    },
    h('div', { class: `avatar${m.bot ? ' bot' : ''}` }, m.bot ? 'E' : initials(name)),
    h(
      'div',
      { class: 'msg-body' },
      h(
        'div',
        { class: 'msg-meta' },
        h('b', {}, name),
        m.bot ? h('span', { class: 'app-badge' }, 'APP') : null,
        h('span', { class: 'msg-time' }, timeOf(m.ts)),
        m.edited ? h('span', { class: 'msg-edited' }, '(edited)') : null,
        m.ephemeral ? null : moreActionsButton(channelId, m.ts),
      ),
      m.thread_ts && m.thread_ts !== m.ts
        ? h('div', { class: 'thread-note' }, '↳ replied in thread')
        : null,
      content,
      ...attachments,
      ...files,
      m.enlivy
        ? h(
            'div',
            { class: 'enlivy-tag' },
            `Posted by Enlivy's destination “${m.enlivy.destination}” for ${m.enlivy.event}`,
          )
        : null,
      m.ephemeral ? h('div', { class: 'ephemeral-note' }, '👁 Only visible to you') : null,
    ),
  );
}

export function drawPane() {
  const pane = document.getElementById('pane');
  const header = document.getElementById('pane-header');
  const composer = document.getElementById('composer-wrap');
  const place = ui.place;
  const channel = place === 'app' ? dmChannel() : ui.state.channels.find((c) => c.id === place);
  if (place === 'app') {
    header.replaceChildren(
      h(
        'div',
        { class: 'pane-title' },
        h('span', { class: 'avatar bot small' }, 'E'),
        'Enlivy',
        h('span', { class: 'app-badge' }, 'APP'),
      ),
      h(
        'div',
        { class: 'tabs' },
        h(
          'button',
          {
            type: 'button',
            id: 'tab-home',
            class: ui.appTab === 'home' ? 'tab active' : 'tab',
            onclick: () => ui.nav.openApp('home'),
          },
          'Home',
        ),
        h(
          'button',
          {
            type: 'button',
            id: 'tab-messages',
            class: ui.appTab === 'messages' ? 'tab active' : 'tab',
            onclick: () => ui.nav.openApp('messages'),
          },
          'Messages',
        ),
      ),
    );
  } else if (channel) {
    header.replaceChildren(
      h('div', { class: 'pane-title' }, channel.isPrivate ? '🔒 ' : '# ', channel.name),
      h('div', { class: 'pane-purpose' }, channel.purpose || ''),
      ...(channel.appIsMember
        ? []
        : [h('div', { class: 'pane-note' }, 'The app is not in this channel')]),
    );
  }
  if (place === 'app' && ui.appTab === 'home') {
    composer.hidden = true;
    const home = ui.state.home;
    pane.replaceChildren(
      home
        ? h('div', { class: 'home' }, renderBlocks(home.blocks, surface('home', 'home', home)))
        : h('div', { class: 'empty' }, 'Opening the Home tab…'),
    );
    return;
  }
  composer.hidden = !channel;
  if (!channel) {
    pane.replaceChildren(h('div', { class: 'empty' }, 'Pick a channel.'));
    return;
  }
  document.getElementById('composer').placeholder =
    `Message ${channel.isIm ? 'Enlivy' : `#${channel.name}`} — try /enlivy help`;
  const list = ui.state.messages[channel.id] ?? [];
  const stick = pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 40;
  pane.replaceChildren(
    h(
      'div',
      { class: 'channel-intro' },
      channel.isIm
        ? 'This is your direct message with Enlivy.'
        : `This is the very beginning of #${channel.name}.`,
    ),
    ...list.map((m) => message(m, channel.id)),
  );
  if (stick || ui.followLatest || ui.keys.lastPlace !== place) pane.scrollTop = pane.scrollHeight;
  ui.followLatest = false;
  ui.keys.lastPlace = place;
}
