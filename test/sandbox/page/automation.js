// Slack's automation surfaces: the ⚡ shortcuts menu by the composer, "More actions" on a
// message, and the side panel's "Run a workflow step" (inputs in, the completion shown).
import { h } from './dom.js';
import { api, ui } from './state.js';

function closeMenus() {
  for (const menu of document.querySelectorAll('.action-menu')) menu.remove();
}

document.addEventListener('click', (event) => {
  if (!event.target.closest?.('.action-menu, .shortcut-btn, .msg-more')) closeMenus();
});

function openMenu(anchor, title, items) {
  closeMenus();
  const rect = anchor.getBoundingClientRect();
  const menu = h(
    'div',
    { class: 'action-menu', role: 'menu' },
    h('div', { class: 'action-menu-title' }, title),
    ...(items.length === 0
      ? [h('div', { class: 'action-menu-empty' }, 'No shortcuts')]
      : items.map((item) =>
          h(
            'button',
            {
              type: 'button',
              class: 'action-menu-item',
              role: 'menuitem',
              'data-callback': item.callback_id,
              onclick: () => {
                closeMenus();
                item.run();
              },
            },
            h('b', {}, item.name),
            h('span', { class: 'action-menu-detail' }, item.description),
          ),
        )),
  );
  menu.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 340))}px`;
  menu.style.top = `${Math.max(8, rect.top - 8)}px`;
  document.body.append(menu);
  // Opens upwards from the anchor when there is no room below.
  const height = menu.getBoundingClientRect().height;
  if (rect.bottom + height > window.innerHeight) menu.style.top = `${rect.top - height - 4}px`;
  else menu.style.top = `${rect.bottom + 4}px`;
}

const shortcutsOf = (type) =>
  (ui.session.automation?.shortcuts ?? []).filter((s) => s.type === type);

/** The ⚡ button: the app's global shortcuts. */
export function wireShortcutButton(button) {
  button.addEventListener('click', () =>
    openMenu(
      button,
      'Shortcuts',
      shortcutsOf('global').map((s) => ({
        ...s,
        run: () =>
          api('/api/shortcut', { user: ui.user, callbackId: s.callback_id }).catch(() => undefined),
      })),
    ),
  );
}

/** "More actions" on one message: the app's message shortcuts. */
export function moreActionsButton(channelId, ts) {
  const button = h('button', {
    type: 'button',
    class: 'msg-more',
    title: 'More actions',
    'aria-label': 'More actions',
    onclick: () =>
      openMenu(
        button,
        'More actions',
        shortcutsOf('message').map((s) => ({
          ...s,
          run: () =>
            api('/api/message-shortcut', {
              user: ui.user,
              callbackId: s.callback_id,
              channel: channelId,
              ts,
            }).catch(() => undefined),
        })),
      ),
  });
  button.textContent = '⋮';
  return button;
}

// ---- "Run a workflow step" -------------------------------------------------------------------

function inputField(name, parameter) {
  const id = `step-input-${name}`;
  const label = h(
    'label',
    { class: 'panel-label', for: id },
    parameter.title,
    parameter.is_required ? '' : h('span', { class: 'step-optional' }, ' (optional)'),
  );
  let control;
  if (parameter.type === 'boolean') {
    control = h('input', { type: 'checkbox', id, 'data-input': name, checked: true });
  } else if (parameter.type === 'slack#/types/user_id') {
    control = h(
      'select',
      { id, class: 'panel-select', 'data-input': name },
      ...ui.session.people.map((p) =>
        h('option', { value: p.id, selected: p.id === ui.user }, `${p.name} (${p.role})`),
      ),
    );
  } else {
    control = h('input', {
      type: 'text',
      id,
      class: 'panel-select',
      'data-input': name,
      placeholder: parameter.hint ?? parameter.description ?? '',
    });
  }
  return h('div', { class: 'step-field' }, label, control);
}

function readInputs(form) {
  const inputs = {};
  for (const control of form.querySelectorAll('[data-input]')) {
    const name = control.dataset.input;
    if (control.type === 'checkbox') inputs[name] = control.checked;
    else if (control.value.trim() !== '') inputs[name] = control.value;
  }
  return inputs;
}

/** The panel's step runner: pick a step, fill its inputs, run it. */
export function wireStepRunner(container) {
  const steps = ui.session.automation?.steps ?? {};
  const select = h(
    'select',
    { id: 'step-select', class: 'panel-select' },
    ...Object.entries(steps).map(([id, step]) => h('option', { value: id }, step.title)),
  );
  const fields = h('div', { class: 'step-fields' });
  const note = h('div', { class: 'panel-note', id: 'step-note' });
  const drawFields = () => {
    const step = steps[select.value];
    fields.replaceChildren(
      ...Object.entries(step?.input_parameters ?? {}).map(([name, p]) => inputField(name, p)),
    );
  };
  const run = h(
    'button',
    {
      type: 'button',
      id: 'step-run',
      class: 'bk-btn bk-btn-primary',
      onclick: async () => {
        note.textContent = 'Running…';
        const answer = await api('/api/step', {
          callbackId: select.value,
          inputs: readInputs(fields),
        }).catch(() => undefined);
        note.textContent = answer ? `Started ${answer.executionId}` : 'Not started';
      },
    },
    'Run step',
  );
  select.addEventListener('change', drawFields);
  container.replaceChildren(select, fields, h('div', { class: 'panel-row' }, run), note);
  drawFields();
  // Called again when the page acts as someone else: "Acting user" starts as that person.
  return drawFields;
}

/** The newest runs and how the app ended each: outputs, or the error text. */
export function drawStepRuns() {
  const runs = ui.state?.steps ?? [];
  document
    .getElementById('step-runs')
    .replaceChildren(
      ...runs.map((run) =>
        h(
          'div',
          { class: 'step-run', 'data-execution': run.id, 'data-state': run.state },
          h('span', { class: `pill pill-step-${run.state}` }, run.state),
          h('code', {}, run.callbackId),
          run.outputs
            ? h(
                'dl',
                { class: 'step-outputs' },
                ...Object.entries(run.outputs).flatMap(([k, v]) => [
                  h('dt', {}, k),
                  h('dd', {}, String(v)),
                ]),
              )
            : null,
          run.error ? h('div', { class: 'step-error' }, run.error) : null,
        ),
      ),
    );
}
