// The sandbox page: a Slack client reduced to what the app uses. Everything shown comes from
// /api/state (the fake Slack's model); everything done goes through /api/* to the driver, which
// sends the app the same signed requests Slack would.
import { drawStepRuns, wireShortcutButton, wireStepRunner } from './automation.js';
import { drawErrors, drawPanel, drawSidebar } from './chrome.js';
import { mentionDirectory, wireComposer } from './composer.js';
import { h } from './dom.js';
import { drawStack } from './modals.js';
import { drawPane } from './pane.js';
import { api, currentChannel, ui } from './state.js';

function draw() {
  const s = ui.state;
  // Between a user switch and that user's first state there is nothing to draw; the poll
  // draws the place chosen meanwhile as soon as the state arrives.
  if (!s) return;
  const parts = {
    sidebar: JSON.stringify([s.channels, ui.place, s.me]),
    pane: JSON.stringify([
      ui.place,
      ui.appTab,
      ui.place === 'app' && ui.appTab === 'home' ? s.home : s.messages[currentChannel()],
      s.me,
    ]),
    stack: JSON.stringify([s.stack, ui.keys.localErrors]),
    errors: JSON.stringify([s.errors, ui.dismissed, ui.localErrors.length]),
    panel: JSON.stringify([s.enlivy, s.me.language, s.me.locale]),
    steps: JSON.stringify(s.steps),
  };
  const redraw = {
    sidebar: drawSidebar,
    pane: drawPane,
    stack: drawStack,
    errors: drawErrors,
    panel: drawPanel,
    steps: drawStepRuns,
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
  // Ready again once this user's first state is drawn (tests and people wait for it).
  delete document.body.dataset.ready;
  ui.keys = {};
  ui.pendingLanguage = null;
  ui.typed.clear();
  document.querySelector('.modal-layer')?.remove();
  const person = ui.session.people.find((p) => p.id === userId);
  document.getElementById('me').textContent = `${person.name} · ${person.role}`;
  pollLoop(userId);
  ui.redrawStepInputs?.();
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
  document.getElementById('fire-due').addEventListener('click', async () => {
    const note = document.getElementById('fire-due-note');
    note.textContent = 'Firing…';
    const answer = await api('/api/due/fire', { user: ui.user, channel: currentChannel() }).catch(
      (error) => ({ error }),
    );
    note.textContent = answer.error ? String(answer.error.message ?? answer.error) : 'Fired';
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
  for (const input of document.querySelectorAll('input[name=language]')) {
    input.addEventListener('change', () => {
      ui.pendingLanguage = input.value;
      const channel = currentChannel();
      api('/api/language', { user: ui.user, channel, language: input.value }).catch(() => {
        ui.pendingLanguage = null;
        drawPanel();
      });
    });
  }
  wireShortcutButton(document.getElementById('shortcut-menu'));
  ui.redrawStepInputs = wireStepRunner(document.getElementById('step-runner'));
  wireComposer(document.getElementById('composer'), {
    directory: () => mentionDirectory(ui.session, ui.state?.channels ?? []),
    send: async (text) => {
      const channel = currentChannel();
      const pane = document.getElementById('pane');
      pane.scrollTop = pane.scrollHeight;
      ui.followLatest = true;
      await api('/api/message', { user: ui.user, channel, text }).catch(() => undefined);
    },
  });
  switchUser(ui.session.people[0].id);
}

ui.onError = drawErrors;
ui.nav = { go, openApp };
start();
