import type {
  AllMiddlewareArgs,
  App,
  SlackViewMiddlewareArgs,
  ViewOutput,
  ViewSubmitAction,
} from '@slack/bolt';
import type { Request } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { onClick } from '../../core/listeners/button.js';
import { requestOf } from '../../core/listeners/request.js';
import type { Translator } from '../../platform/i18n/index.js';
import { checkCreateForm, isCardsChoice, submitCreate, titleFor } from './create-submit.js';
import type { DestinationsDeps } from './deps.js';
import { editFormAgain, reviewEdit, saveEdit, savingModal } from './edit-submit.js';
import { unpackCreateMeta, unpackEditMeta } from './form-metadata.js';
import { type OpenForm, previewForm } from './form-preview.js';
import { readDestinationForm } from './form-state.js';
import { restyleForm } from './form-style.js';
import { hasErrors } from './form-values.js';
import { DESTINATION_FORM } from './ids.js';
import { blockErrors, formFields, formTitle } from './views/form.js';
import { formsCopy } from './views/forms-copy.js';
import { loadingModal, problemModal } from './views/results.js';

type ViewArgs = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;

const C = DESTINATION_FORM.callback;

/** A submission that cannot even be read (expired draft …): answered in the modal itself. */
async function ackProblem(
  args: ViewArgs,
  services: DestinationsDeps,
  failure: { err: unknown; where: { action: string; title: string }; t: Translator },
) {
  const { err, where, t } = failure;
  const problem = recordFailure(
    services.logger,
    err,
    { action: `${where.action}:submit`, userId: args.body.user.id },
    t,
  );
  const title = where.title;
  await args.ack({ response_action: 'update', view: problemModal(title, problem, t) });
}

/** The person who submitted: the modal's answers, field errors included, are in their language. */
function submitter(args: ViewArgs, origin: string | undefined): Request {
  return requestOf(args, { userId: args.body.user.id, channelId: origin });
}

/** The modal a form button was clicked in, as the form's re-renders need it. */
function openForm(view: ViewOutput): OpenForm {
  return {
    viewId: view.id,
    hash: view.hash,
    callbackId: view.callback_id,
    privateMetadata: view.private_metadata,
  };
}

export function destinationFormListeners(app: App, services: DestinationsDeps): void {
  const onCreate = async (args: ViewArgs) => {
    const { view } = args;
    const unread = submitter(args, undefined);
    const t = await unread.t();
    let meta: Awaited<ReturnType<typeof unpackCreateMeta>>;
    let values: ReturnType<typeof readDestinationForm>;
    try {
      meta = await unpackCreateMeta(services.stores, unread.workspace, view.private_metadata, t);
      values = readDestinationForm(view);
    } catch (err) {
      const kind = view.callback_id === C.webhook ? 'webhook' : 'slack';
      const title = formTitle(kind, 'create', t);
      await ackProblem(args, services, { err, where: { action: 'New destination', title }, t });
      return;
    }
    const { errors } = checkCreateForm(values, meta, t);
    if (hasErrors(errors)) {
      const layout = { styleOffered: meta.cardsOffered, cards: isCardsChoice(meta, values) };
      await args.ack({
        response_action: 'errors',
        errors: blockErrors(errors, formFields(meta.kind, 'create', layout)),
      });
      return;
    }
    await args.ack({
      response_action: 'update',
      view: loadingModal(titleFor(meta, t), formsCopy(t)('loading.creating'), t),
    });
    const request = submitter(args, meta.origin);
    await submitCreate(services, request, {
      viewId: view.id,
      privateMetadata: view.private_metadata,
      meta,
      values,
    });
  };
  app.view<ViewSubmitAction>(C.subscribe, onCreate);
  app.view<ViewSubmitAction>(C.webhook, onCreate);

  app.view<ViewSubmitAction>(C.edit, async (args) => {
    const { view } = args;
    const unread = submitter(args, undefined);
    const t = await unread.t();
    const title = formTitle('slack', 'edit', t);
    let meta: Awaited<ReturnType<typeof unpackEditMeta>>;
    let values: ReturnType<typeof readDestinationForm>;
    let review: Awaited<ReturnType<typeof reviewEdit>>;
    try {
      meta = await unpackEditMeta(services.stores, unread.workspace, view.private_metadata, t);
      values = readDestinationForm(view);
      review = await reviewEdit(services, unread.workspace, { meta, values }, t);
    } catch (err) {
      await ackProblem(args, services, { err, where: { action: 'Edit destination', title }, t });
      return;
    }
    if (review.step === 'errors') {
      await args.ack({ response_action: 'errors', errors: review.errors });
      return;
    }
    await args.ack({ response_action: 'update', view: review.view });
    if (review.step !== 'save') return;
    const request = submitter(args, meta.origin);
    await saveEdit(services, request, view.id, { meta, values });
  });

  app.view<ViewSubmitAction>(C.editConfirm, async (args) => {
    const { view } = args;
    const unread = submitter(args, undefined);
    const t = await unread.t();
    const title = formTitle('slack', 'edit', t);
    let meta: Awaited<ReturnType<typeof unpackEditMeta>>;
    try {
      meta = await unpackEditMeta(services.stores, unread.workspace, view.private_metadata, t);
    } catch (err) {
      await ackProblem(args, services, { err, where: { action: 'Edit destination', title }, t });
      return;
    }
    const values = meta.submitted;
    if (values === undefined) {
      await ackProblem(args, services, {
        err: new Error('review without submitted values'),
        where: { action: 'Edit destination', title },
        t,
      });
      return;
    }
    await args.ack({ response_action: 'update', view: savingModal(t) });
    const request = submitter(args, meta.origin);
    await saveEdit(services, request, view.id, { meta, values });
  });

  app.action(
    DESTINATION_FORM.action.editBack,
    onClick(services, { name: 'edit:back' }, async ({ request, body }) => {
      const view = body.view;
      if (view === undefined) return;
      const t = await request.t();
      const meta = await unpackEditMeta(
        services.stores,
        request.workspace,
        view.private_metadata,
        t,
      );
      if (meta.submitted === undefined) return;
      const form = await editFormAgain(
        services,
        request.workspace,
        { meta, values: meta.submitted, extras: {} },
        t,
      );
      await request.ui.updateModal(view.id, form, view.hash);
    }),
  );

  /** A control that shows the open form again in place, with everything entered so far. */
  const redraws = (
    actionId: string,
    name: string,
    work: (request: Request, view: ViewOutput) => Promise<void>,
  ) =>
    app.action(
      actionId,
      onClick(services, { name }, async ({ request, body }) => {
        if (body.view !== undefined) await work(request, body.view);
      }),
    );
  redraws(DESTINATION_FORM.action.style, 'destination:style', (request, view) =>
    restyleForm(services, request, openForm(view), view),
  );
  redraws(DESTINATION_FORM.action.preview, 'destination:preview', (request, view) =>
    previewForm(services, request, openForm(view), readDestinationForm(view)),
  );
}
