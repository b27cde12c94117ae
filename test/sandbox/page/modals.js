// The user's modal stack: the top one is live, the ones below show behind it.
import { missingInputs, renderBlocks } from './blocks.js';
import { h } from './dom.js';
import { textObject } from './mrkdwn.js';
import { api, ctx, surface, typedFor, ui } from './state.js';

export function drawStack() {
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
