// Around the pane: the error strip, the sidebar and the sandbox's side panel.
import { h } from './dom.js';
import { ui } from './state.js';

export function drawErrors() {
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

export function drawSidebar() {
  const side = document.getElementById('channels');
  const item = (label, place, extra = {}) =>
    h(
      'button',
      {
        type: 'button',
        class: `side-item${ui.place === place ? ' active' : ''}`,
        onclick: () => ui.nav.go(place),
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

export function drawPanel() {
  if (!ui.state) return;
  const { enlivy } = ui.state;
  // A switch just clicked wins over a state read before the simulator applied it.
  if (ui.pendingMode === enlivy.mode) ui.pendingMode = null;
  const mode = ui.pendingMode ?? enlivy.mode;
  document.querySelectorAll('input[name=enlivy-mode]').forEach((input) => {
    input.checked = input.value === mode;
  });
  const { me } = ui.state;
  if (ui.pendingLanguage === me.language) ui.pendingLanguage = null;
  const language = ui.pendingLanguage ?? me.language;
  document.querySelectorAll('input[name=language]').forEach((input) => {
    input.checked = input.value === language;
  });
  document.getElementById('my-locale').textContent = me.locale;
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
