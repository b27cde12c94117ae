import type { AllMiddlewareArgs, SlackViewMiddlewareArgs, ViewSubmitAction } from '@slack/bolt';
import type { Services } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { DESTINATION_FORM } from '../../core/ids.js';
import { onButton } from '../../core/listeners/button.js';
import { requestFrom } from '../../core/listeners/request.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import { workspaceOf } from '../../slack/workspace.js';
import { checkCreateForm, submitCreate, titleFor } from './create-submit.js';
import { editFormAgain, reviewEdit, saveEdit, savingModal } from './edit-submit.js';
import { unpackCreateMeta, unpackEditMeta } from './form-metadata.js';
import { previewForm } from './form-preview.js';
import { readDestinationForm } from './form-state.js';
import { hasErrors } from './form-values.js';
import { blockErrors, formFields } from './views/form.js';
import { loadingModal, problemModal } from './views/results.js';

type ViewArgs = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;

const C = DESTINATION_FORM.callback;

/** A submission that cannot even be read (expired draft …): answered in the modal itself. */
async function ackProblem(args: ViewArgs, services: Services, err: unknown, title: string) {
  const problem = recordFailure(services.logger, err, {
    action: `${title}:submit`,
    userId: args.body.user.id,
  });
  await args.ack({ response_action: 'update', view: problemModal(title, problem) });
}

export function destinationFormListeners(table: ListenerTable, services: Services): void {
  const onCreate = async (args: ViewArgs) => {
    const { view, body, client, context } = args;
    const workspace = workspaceOf(context);
    let meta: Awaited<ReturnType<typeof unpackCreateMeta>>;
    let values: ReturnType<typeof readDestinationForm>;
    try {
      meta = await unpackCreateMeta(services.stores, workspace, view.private_metadata);
      values = readDestinationForm(view);
    } catch (err) {
      await ackProblem(args, services, err, 'New destination');
      return;
    }
    const { errors } = checkCreateForm(values, meta);
    if (hasErrors(errors)) {
      await args.ack({
        response_action: 'errors',
        errors: blockErrors(errors, formFields(meta.kind, 'create', meta.cardsOffered === true)),
      });
      return;
    }
    await args.ack({
      response_action: 'update',
      view: loadingModal(titleFor(meta), 'Creating the destination in Enlivy…'),
    });
    const request = requestFrom({ context, client, userId: body.user.id, channelId: meta.origin });
    await submitCreate(services, request, {
      viewId: view.id,
      privateMetadata: view.private_metadata,
      meta,
      values,
    });
  };
  table.view(C.subscribe, onCreate);
  table.view(C.webhook, onCreate);

  table.view(C.edit, async (args) => {
    const { view, body, client, context } = args;
    const workspace = workspaceOf(context);
    let meta: Awaited<ReturnType<typeof unpackEditMeta>>;
    let values: ReturnType<typeof readDestinationForm>;
    let review: Awaited<ReturnType<typeof reviewEdit>>;
    try {
      meta = await unpackEditMeta(services.stores, workspace, view.private_metadata);
      values = readDestinationForm(view);
      review = await reviewEdit(services, workspace, meta, values);
    } catch (err) {
      await ackProblem(args, services, err, 'Edit destination');
      return;
    }
    if (review.step === 'errors') {
      await args.ack({ response_action: 'errors', errors: review.errors });
      return;
    }
    await args.ack({ response_action: 'update', view: review.view });
    if (review.step !== 'save') return;
    const request = requestFrom({ context, client, userId: body.user.id, channelId: meta.origin });
    await saveEdit(services, request, view.id, meta, values);
  });

  table.view(C.editConfirm, async (args) => {
    const { view, body, client, context } = args;
    const workspace = workspaceOf(context);
    let meta: Awaited<ReturnType<typeof unpackEditMeta>>;
    try {
      meta = await unpackEditMeta(services.stores, workspace, view.private_metadata);
    } catch (err) {
      await ackProblem(args, services, err, 'Edit destination');
      return;
    }
    const values = meta.submitted;
    if (values === undefined) {
      await ackProblem(
        args,
        services,
        new Error('review without submitted values'),
        'Edit destination',
      );
      return;
    }
    await args.ack({ response_action: 'update', view: savingModal() });
    const request = requestFrom({ context, client, userId: body.user.id, channelId: meta.origin });
    await saveEdit(services, request, view.id, meta, values);
  });

  onButton(
    table,
    services,
    DESTINATION_FORM.action.editBack,
    async ({ request, body }) => {
      const view = body.view;
      if (view === undefined) return;
      const meta = await unpackEditMeta(services.stores, request.workspace, view.private_metadata);
      if (meta.submitted === undefined) return;
      const form = await editFormAgain(services, request.workspace, meta, meta.submitted);
      await request.ui.updateModal(view.id, form, view.hash);
    },
    { name: 'edit:back' },
  );

  onButton(
    table,
    services,
    DESTINATION_FORM.action.preview,
    async ({ request, body }) => {
      const view = body.view;
      if (view === undefined) return;
      const source = {
        viewId: view.id,
        hash: view.hash,
        callbackId: view.callback_id,
        privateMetadata: view.private_metadata,
      };
      await previewForm(services, request, source, readDestinationForm(view));
    },
    { name: 'destination:preview' },
  );
}
