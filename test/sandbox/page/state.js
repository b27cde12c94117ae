// What the page knows and how it talks to the sandbox server: the shared state, the API call
// helper, the render context, and a "surface" (where blocks draw and how they act).
import { h } from './dom.js';
import { textObject } from './mrkdwn.js';

export const ui = {
  /** Set by app.js: redraws the error strip, moves between places. */
  onError: () => {},
  nav: { go: () => {}, openApp: () => {} },
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
  /** Set on sending: the pane shows the newest message on its next draw, as Slack does. */
  followLatest: false,
  /** The fault mode just chosen, until the state confirms it. */
  pendingMode: null,
  /** The language just chosen, until the state confirms it. */
  pendingLanguage: null,
};

export async function api(path, body) {
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
    ui.onError();
    throw new Error(json.error ?? `HTTP ${res.status}`);
  }
  return json;
}

export function ctx() {
  return {
    users: ui.session.users,
    channels: ui.session.channels,
    tz: ui.state?.me.tz ?? 'UTC',
    conversations: ui.state?.channels ?? [],
    currentChannel: currentChannel(),
  };
}

/** Where the person is: a channel id, or the app's DM when they are in the app. */
export function currentChannel() {
  return ui.place === 'app' ? dmChannel()?.id : ui.place;
}

export function dmChannel() {
  return ui.state?.channels.find((c) => c.isIm);
}

export function typedFor(viewId) {
  if (!ui.typed.has(viewId)) ui.typed.set(viewId, {});
  return ui.typed.get(viewId);
}

// ---- surfaces ------------------------------------------------------------------------------

export function confirmDialog(confirm) {
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

export function surface(kind, where, view) {
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
