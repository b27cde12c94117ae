// The sandbox page: a Slack client reduced to what the app uses. Everything shown comes from
// /api/state (the fake Slack's model); everything done goes through /api/* to the driver, which
// sends the app the same signed requests Slack would.
import { h, missingInputs, renderBlocks } from './blocks.js';
import { mrkdwn, textObject } from './mrkdwn.js';

const ui = {
  session: null,
  user: null,
  state: null,
  version: null,
  /** A channel id, or 'app' for the app's Home / Messages. */
  place: null,
  appTab: 'home',
  typed: new Map(),
  localErrors: [],
  dismissed: 0,
  keys: {},
  poll: null,
  /** The fault mode just chosen, until the state confirms it. */
  pendingMode: null,
};

async function api(path, body) {
  const res = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) {
    ui.localErrors.push({
      at: Date.now(),
      source: path.replace('/api/', ''),
      error: json.error ?? `HTTP ${res.status}`,
      detail: [],
    });
    drawErrors();
    throw new Error(json.error ?? `HTTP ${res.status}`);
  }
  return json;
}

function ctx() {
  return {
    users: ui.session.users,
    channels: ui.session.channels,
    tz: ui.state?.me.tz ?? 'UTC',
    conversations: ui.state?.channels ?? [],
    currentChannel: ui.place === 'app' ? dmChannel()?.id : ui.place,
  };
}

function dmChannel() {
  return ui.state?.channels.find((c) => c.isIm);
}

function typedFor(viewId) {
  if (!ui.typed.has(viewId)) ui.typed.set(viewId, {});
  return ui.typed.get(viewId);
}

// ---- surfaces ------------------------------------------------------------------------------

function confirmDialog(confirm) {
  return new Promise((resolve) => {
    const c = ctx();
    const done = (answer) => {
      layer.remove();
      resolve(answer);
    };
    const style = confirm.style === 'danger' ? 'bk-btn-danger' : 'bk-btn-primary';
    const layer = h(
      'div',
      { class: 'overlay confirm-layer' },
      h(
        'div',
        { class: 'confirm', role: 'dialog' },
        h('div', { class: 'confirm-title', html: textObject(confirm.title, c) }),
        h('div', { class: 'confirm-text', html: textObject(confirm.text, c) }),
        h(
          'div',
          { class: 'confirm-buttons' },
          h(
            'button',
            { type: 'button', class: 'bk-btn confirm-deny', onclick: () => done(false) },
            confirm.deny?.text ?? 'Cancel',
          ),
          h(
            'button',
            { type: 'button', class: `bk-btn ${style} confirm-ok`, onclick: () => done(true) },
            confirm.confirm?.text ?? 'Yes',
          ),
        ),
      ),
    );
    document.body.append(layer);
  });
}

function surface(kind, where, view) {
  const store = view ? typedFor(view.id) : {};
  const serverTyped = view?.typed ?? {};
  return {
    kind,
    ctx: ctx(),
    errors: view?.errors ?? {},
    get: (blockId, actionId) => store[blockId]?.[actionId] ?? serverTyped[blockId]?.[actionId],
    set: (blockId, actionId, value) => {
      store[blockId] = { ...store[blockId], [actionId]: value };
    },
    confirm: confirmDialog,
    act: (element, blockId, value) =>
      api('/api/click', {
        user: ui.user,
        in: where,
        actionId: element.action_id,
        blockId,
        value,
        ...(view ? { values: store } : {}),
      }).catch(() => undefined),
  };
}

// ---- messages ------------------------------------------------------------------------------

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

function drawPane() {
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
            onclick: () => openApp('home'),
          },
          'Home',
        ),
        h(
          'button',
          {
            type: 'button',
            id: 'tab-messages',
            class: ui.appTab === 'messages' ? 'tab active' : 'tab',
            onclick: () => openApp('messages'),
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
  if (stick || ui.keys.lastPlace !== place) pane.scrollTop = pane.scrollHeight;
  ui.keys.lastPlace = place;
}

// ---- modals --------------------------------------------------------------------------------

function drawStack() {
  document.querySelector('.modal-layer')?.remove();
  const stack = ui.state.stack;
  if (!stack.length) return;
  const c = ctx();
  const layer = h('div', { class: 'overlay modal-layer' });
  stack.forEach((view, index) => {
    const top = index === stack.length - 1;
    const s = surface('modal', 'modal', view);
    const local = ui.keys.localErrors?.[view.id] ?? {};
    s.errors = { ...view.errors, ...local };
    const submit = async () => {
      const missing = missingInputs(view.blocks, s);
      ui.keys.localErrors = { [view.id]: missing };
      if (Object.keys(missing).length) return drawStack();
      ui.keys.localErrors = {};
      await api('/api/submit', { user: ui.user, values: typedFor(view.id) }).catch(() => undefined);
    };
    layer.append(
      h(
        'div',
        {
          class: `modal${top ? ' is-top' : ' is-below'}`,
          'data-view-id': view.id,
          'data-callback-id': view.callback_id,
          style: `--depth:${stack.length - 1 - index}`,
        },
        h(
          'div',
          { class: 'modal-head' },
          h('div', { class: 'modal-title', html: textObject(view.title, c) }),
          h(
            'button',
            {
              type: 'button',
              class: 'modal-x',
              title: 'Close',
              onclick: () => api('/api/close', { user: ui.user }).catch(() => undefined),
            },
            '×',
          ),
        ),
        h('div', { class: 'modal-body' }, renderBlocks(view.blocks, s)),
        h(
          'div',
          { class: 'modal-foot' },
          h(
            'button',
            {
              type: 'button',
              class: 'bk-btn modal-close',
              onclick: () => api('/api/close', { user: ui.user }).catch(() => undefined),
            },
            view.close?.text ?? 'Cancel',
          ),
          view.submit
            ? h(
                'button',
                {
                  type: 'button',
                  class: 'bk-btn bk-btn-primary modal-submit',
                  disabled: view.submit_disabled,
                  onclick: submit,
                },
                view.submit.text,
              )
            : null,
        ),
      ),
    );
  });
  document.body.append(layer);
}

// ---- errors, sidebar, panel ----------------------------------------------------------------

function drawErrors() {
  const strip = document.getElementById('error-strip');
  const all = [...(ui.state?.errors ?? []), ...ui.localErrors].sort((a, b) => a.at - b.at);
  const shown = all.slice(ui.dismissed);
  strip.hidden = shown.length === 0;
  strip.replaceChildren(
    h(
      'div',
      { class: 'error-head' },
      h('b', {}, `⚠ ${shown.length} error${shown.length === 1 ? '' : 's'} from Slack calls`),
      h(
        'button',
        {
          type: 'button',
          class: 'error-dismiss',
          onclick: () => {
            ui.dismissed = all.length;
            drawErrors();
          },
        },
        'Dismiss',
      ),
    ),
    ...shown
      .slice(-5)
      .map((e) =>
        h(
          'div',
          { class: 'error-line' },
          h('code', {}, e.source),
          ' → ',
          h('b', {}, e.error),
          e.detail?.length
            ? h('span', { class: 'error-detail' }, ` ${e.detail.join(' · ')}`)
            : null,
        ),
      ),
  );
}

function drawSidebar() {
  const side = document.getElementById('channels');
  const item = (label, place, extra = {}) =>
    h(
      'button',
      {
        type: 'button',
        class: `side-item${ui.place === place ? ' active' : ''}`,
        onclick: () => go(place),
        ...extra,
      },
      label,
    );
  const channels = ui.state.channels.filter((c) => !c.isIm);
  side.replaceChildren(
    h('div', { class: 'side-section' }, 'Channels'),
    ...channels.map((c) =>
      item(
        h('span', {}, h('span', { class: 'side-hash' }, c.isPrivate ? '🔒' : '#'), c.name),
        c.id,
        { 'data-channel': c.name },
      ),
    ),
    h('div', { class: 'side-section' }, 'Apps'),
    ui.state.me.insider
      ? item(h('span', {}, h('span', { class: 'avatar bot tiny' }, 'E'), 'Enlivy'), 'app', {
          'data-channel': 'app',
        })
      : h('div', { class: 'side-note' }, 'Guests from other companies have no DM with this app'),
  );
}

function drawPanel() {
  const { enlivy } = ui.state;
  // A switch just clicked wins over a state read before the simulator applied it.
  if (ui.pendingMode === enlivy.mode) ui.pendingMode = null;
  const mode = ui.pendingMode ?? enlivy.mode;
  document.querySelectorAll('input[name=enlivy-mode]').forEach((input) => {
    input.checked = input.value === mode;
  });
  document
    .getElementById('deliveries')
    .replaceChildren(
      ...enlivy.deliveries.map((d) =>
        h(
          'div',
          { class: 'delivery' },
          h('span', { class: `pill pill-${d.status}` }, d.status),
          h('span', { class: 'delivery-event' }, d.event),
          h('span', { class: 'delivery-dest' }, `→ ${d.destination}`),
          d.response
            ? h('div', { class: 'delivery-response', title: d.response }, d.response)
            : null,
        ),
      ),
    );
}

function draw() {
  const s = ui.state;
  const parts = {
    sidebar: JSON.stringify([s.channels, ui.place, s.me]),
    pane: JSON.stringify([
      ui.place,
      ui.appTab,
      ui.place === 'app' && ui.appTab === 'home'
        ? s.home
        : s.messages[ui.place === 'app' ? dmChannel()?.id : ui.place],
      s.me,
    ]),
    stack: JSON.stringify([s.stack, ui.keys.localErrors]),
    errors: JSON.stringify([s.errors, ui.dismissed, ui.localErrors.length]),
    panel: JSON.stringify(s.enlivy),
  };
  const redraw = {
    sidebar: drawSidebar,
    pane: drawPane,
    stack: drawStack,
    errors: drawErrors,
    panel: drawPanel,
  };
  for (const [name, key] of Object.entries(parts)) {
    if (ui.keys[name] === key) continue;
    ui.keys[name] = key;
    redraw[name]();
  }
}

// ---- navigation and polling ----------------------------------------------------------------

function go(place) {
  if (place === 'app') return openApp(ui.appTab);
  ui.place = place;
  draw();
}

function openApp(tab) {
  ui.place = 'app';
  ui.appTab = tab;
  if (tab === 'home') api('/api/home-opened', { user: ui.user }).catch(() => undefined);
  draw();
}

async function pollLoop(user) {
  const controller = new AbortController();
  ui.poll?.abort();
  ui.poll = controller;
  while (!controller.signal.aborted) {
    try {
      const url = `/api/state?user=${encodeURIComponent(user)}${ui.version ? `&version=${ui.version}` : ''}`;
      const res = await fetch(url, { signal: controller.signal });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const next = await res.json();
      if (controller.signal.aborted) return;
      document.body.classList.remove('offline');
      if (next.version !== ui.version) {
        ui.version = next.version;
        ui.state = next;
        if (!ui.place || (ui.place !== 'app' && !next.channels.some((c) => c.id === ui.place)))
          ui.place = next.channels[0]?.id ?? null;
        draw();
        document.body.dataset.ready = 'true';
      }
    } catch {
      if (controller.signal.aborted) return;
      document.body.classList.add('offline');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function switchUser(userId) {
  ui.user = userId;
  ui.version = null;
  ui.state = null;
  ui.keys = {};
  ui.typed.clear();
  document.querySelector('.modal-layer')?.remove();
  const person = ui.session.people.find((p) => p.id === userId);
  document.getElementById('me').textContent = `${person.name} · ${person.role}`;
  pollLoop(userId);
  if (ui.place === 'app' && ui.appTab === 'home')
    api('/api/home-opened', { user: userId }).catch(() => undefined);
}

async function start() {
  ui.session = await api('/api/session');
  document.getElementById('team').textContent = ui.session.team;
  document.getElementById('org').textContent = ui.session.organization;
  document.getElementById('demo-org').textContent = ui.session.demo.organizationId;
  document.getElementById('demo-token').textContent = ui.session.demo.apiToken;
  document.getElementById('demo-login').textContent =
    `${ui.session.demo.email} / ${ui.session.demo.password}`;
  const switcher = document.getElementById('user-switcher');
  for (const p of ui.session.people)
    switcher.append(h('option', { value: p.id }, `${p.name} (${p.role})`));
  switcher.addEventListener('change', () => switchUser(switcher.value));
  const events = document.getElementById('event-select');
  for (const e of ui.session.events)
    events.append(h('option', { value: e, selected: e === 'invoice.paid' }, e));
  document.getElementById('fire').addEventListener('click', async () => {
    const note = document.getElementById('fire-note');
    note.textContent = 'Firing…';
    const answer = await api('/api/enlivy/event', { event: events.value }).catch(() => undefined);
    note.textContent = answer
      ? `${events.value}: ${answer.deliveries} deliver${answer.deliveries === 1 ? 'y' : 'ies'} queued`
      : 'Not fired';
  });
  for (const input of document.querySelectorAll('input[name=enlivy-mode]')) {
    input.addEventListener('change', () => {
      ui.pendingMode = input.value;
      api('/api/enlivy/mode', { mode: input.value }).catch(() => {
        ui.pendingMode = null;
        drawPanel();
      });
    });
  }
  const composer = document.getElementById('composer');
  composer.addEventListener('keydown', async (event) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    const text = composer.value.trim();
    if (!text) return;
    const channel = ui.place === 'app' ? dmChannel()?.id : ui.place;
    composer.value = '';
    await api('/api/message', { user: ui.user, channel, text }).catch(() => undefined);
  });
  switchUser(ui.session.people[0].id);
}

start();
