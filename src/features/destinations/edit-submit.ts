import type { ModalView } from '@slack/types';
import type { Request } from '../../core/context.js';
import { referenceSuffix } from '../../core/error-views.js';
import { reconciledWrite } from '../../core/reconcile.js';
import {
  type Destination,
  newIdempotencyKey,
  type UpdateDestinationInput,
} from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { WorkspaceRef } from '../../store/index.js';
import { syncCardsState } from '../shared/cards/lifecycle.js';
import { type SubscriptionSpec, toInput } from '../shared/destinations/subscriptions.js';
import { webhookHost } from '../shared/destinations/views/card.js';
import type { DestinationsDeps } from './deps.js';
import { retrieveWithSubscriptions } from './edit.js';
import { formProblemOf } from './enlivy-problems.js';
import { parseEventList } from './event-input.js';
import { type EditMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';
import {
  checkForm,
  type FieldErrors,
  type FormValues,
  filterWords,
  hasErrors,
} from './form-values.js';
import { noteFailure, showModal } from './modal-steps.js';
import { type EditPlan, planEdit, sharedMessage } from './subscriptions.js';
import {
  type EditSummary,
  editConfirmModal,
  editedReceipt,
  editSavedModal,
  hasChanges,
  nothingChangedModal,
} from './views/edit.js';
import { blockErrors, formFields, formTitle } from './views/form.js';
import { formsCopy } from './views/forms-copy.js';
import { loadingModal, problemLine, problemModal } from './views/results.js';

const editTitle = (t: Translator) => formTitle('slack', 'edit', t);

function checkEditForm(values: FormValues, meta: EditMeta, t: Translator) {
  return checkForm(
    values,
    {
      kind: meta.kind,
      needsChannel: false,
      credentialTyped: false,
      heldMessage: sharedMessage(meta.subscriptions),
      ...(meta.cards ? { cards: true } : {}),
    },
    t,
  );
}

/** The template field as it counts for the plan: webhooks have none, so it never changes. */
function messageOf(values: FormValues, meta: EditMeta): string {
  return meta.kind === 'slack' ? values.message : sharedMessage(meta.subscriptions);
}

/** `events`: the form's events as its check read them. */
function plan(
  meta: EditMeta,
  values: FormValues,
  current: readonly SubscriptionSpec[],
  events: readonly string[],
): EditPlan {
  return planEdit({
    original: meta.subscriptions,
    current,
    events,
    includes: values.includes,
    message: messageOf(values, meta),
  });
}

function summaryOf(meta: EditMeta, values: FormValues, edit: EditPlan): EditSummary {
  const name = values.name.trim();
  const url = values.url?.trim() ?? '';
  return {
    added: edit.added,
    removed: edit.removed,
    modified: edit.modified,
    unchanged: edit.unchanged.length,
    ...(name !== meta.name ? { rename: { from: meta.name, to: name } } : {}),
    ...(values.active !== meta.active ? { active: values.active } : {}),
    ...(meta.kind === 'webhook' && meta.cards === undefined && url !== (meta.url ?? '')
      ? { urlHost: webhookHost(url) ?? url }
      : {}),
    ...cardsFiltersChange(meta, values),
  };
}

/** A cards destination's filters, when the form changed them (canonical words compared). */
function cardsFiltersChange(meta: EditMeta, values: FormValues): Pick<EditSummary, 'filters'> {
  if (meta.cards === undefined) return {};
  const next = filterWords(values.filters ?? '');
  return next.join(' ') === meta.cards.filters.join(' ') ? {} : { filters: next };
}

/**
 * Filters live in this app (the cards record, read on every delivery, and the note the
 * destination's card shows), not in Enlivy: written once Enlivy took the rest of the edit.
 */
async function saveCardsFilters(
  services: DestinationsDeps,
  request: Request,
  meta: EditMeta,
  filters: string[],
): Promise<void> {
  if (meta.cards === undefined) return;
  const { cards, notes } = services.stores;
  const record = await cards.get(meta.cards.id);
  if (record !== undefined) await cards.save({ ...record, filters });
  const note = await notes.get(request.workspace, meta.id);
  if (note !== undefined) {
    await notes.save(request.workspace, meta.id, {
      ...note,
      cards: { id: meta.cards.id, filters },
    });
  }
}

export type EditReview =
  | { step: 'errors'; errors: Record<string, string> }
  | { step: 'done'; view: ModalView }
  | { step: 'save'; view: ModalView };

/**
 * What the edit form's submission answers with: field errors, "nothing changed", a review of the
 * added and removed events before a PUT replaces the set, or straight to saving.
 */
export async function reviewEdit(
  services: Pick<DestinationsDeps, 'stores'>,
  workspace: WorkspaceRef,
  { meta, values }: { meta: EditMeta; values: FormValues },
  t: Translator,
): Promise<EditReview> {
  const checked = checkEditForm(values, meta, t);
  if (hasErrors(checked.errors)) {
    return {
      step: 'errors',
      errors: blockErrors(
        checked.errors,
        formFields(meta.kind, 'edit', { cards: meta.cards !== undefined }),
      ),
    };
  }
  const edit = plan(meta, values, meta.subscriptions, checked.events);
  const summary = summaryOf(meta, values, edit);
  if (!hasChanges(summary)) return { step: 'done', view: nothingChangedModal(meta.name, t) };
  if (edit.added.length > 0 || edit.removed.length > 0) {
    const privateMetadata = await packMetadata(services.stores, workspace, {
      ...meta,
      submitted: values,
    });
    return {
      step: 'done',
      view: editConfirmModal({ name: meta.name || meta.id, summary, privateMetadata }, t),
    };
  }
  return { step: 'save', view: savingModal(t) };
}

export function savingModal(t: Translator): ModalView {
  return loadingModal(editTitle(t), formsCopy(t)('loading.saving'), t);
}

/** "Back to the form" from the review: the form with what was submitted. */
export async function editFormAgain(
  services: Pick<DestinationsDeps, 'stores'>,
  workspace: WorkspaceRef,
  form: {
    meta: EditMeta;
    values: FormValues;
    extras?: { errors?: FieldErrors; banner?: string };
  },
  t: Translator,
): Promise<ModalView> {
  const { meta, values, extras = {} } = form;
  const { submitted: _submitted, ...kept } = meta;
  const privateMetadata = await packMetadata(services.stores, workspace, kept);
  return renderForm({ meta: kept, privateMetadata, values, extras }, t);
}

/**
 * What the PUT carries: the name, state and URL only when the user changed them in the form (a
 * pause or rename someone made while the form was open stays), and always the full subscription
 * set (PUT replaces it), built from what Enlivy holds now.
 */
function updateBody(values: FormValues, summary: EditSummary, edit: EditPlan) {
  const body: UpdateDestinationInput = {
    ...(summary.rename !== undefined ? { name: summary.rename.to } : {}),
    ...(summary.active !== undefined ? { is_active: summary.active } : {}),
    ...(summary.urlHost !== undefined ? { destination_url: values.url?.trim() ?? '' } : {}),
    events: edit.next.map(toInput),
  };
  return body;
}

/**
 * Saves after the "Saving…" ack: reads the destination again, applies only what the user
 * changed, and PUTs the full subscription set, so nothing they did not touch is lost (not a
 * subscription someone added meanwhile, nor a pause or rename). Failures bring the form back
 * with the values kept.
 */
export async function saveEdit(
  services: DestinationsDeps,
  request: Request,
  viewId: string,
  { meta, values }: { meta: EditMeta; values: FormValues },
): Promise<void> {
  const action = 'edit:save';
  const t = await request.t();
  const say = formsCopy(t);
  let summary: EditSummary;
  let saved: boolean;
  // The name as it is now: the user's rename, else Enlivy's current one (someone may have
  // renamed it meanwhile).
  let name: string;
  // The PUT's order, which Enlivy's `events.N…` field keys refer to.
  const events = checkEditForm(values, meta, t).events;
  let sent: string[] = events;
  try {
    await services.access.require(request, 'editor');
    const { destination, subscriptions } = await retrieveWithSubscriptions(
      services,
      request,
      meta.id,
    );
    const edit = plan(meta, values, subscriptions, events);
    summary = summaryOf(meta, values, edit);
    name = summary.rename?.to ?? (destination.name || meta.name);
    saved = hasChanges(summary);
    if (saved) {
      sent = edit.next.map((spec) => spec.event);
      const body = updateBody(values, summary, edit);
      const idempotencyKey = newIdempotencyKey();
      await services.connections.use(request.workspace, ({ api, orgId }) =>
        reconciledWrite({
          write: () => api.destinations.update(orgId, meta.id, body, { idempotencyKey }),
          readBack: async () => {
            const now = await retrieveWithSubscriptions(services, request, meta.id);
            return showsEdit(now, body, edit.next) ? now.destination : undefined;
          },
          notChanged: say('edit.notChanged', { name }),
          unknown: say('edit.unknown', { name }),
          howToCheck: say('edit.howToCheck'),
        }),
      );
      if (summary.active !== undefined) {
        await syncCardsState(
          services,
          request.workspace,
          meta.id,
          summary.active ? 'active' : 'paused',
        );
      }
    }
  } catch (err) {
    await showEditFailure(services, request, viewId, { meta, values, sent, err, action });
    return;
  }
  if (!saved) {
    await showModal(services, request, { viewId, view: nothingChangedModal(name, t), action });
    return;
  }
  if (summary.filters !== undefined) {
    try {
      await saveCardsFilters(services, request, meta, [...summary.filters]);
    } catch (err) {
      // Enlivy has the rest of the edit; say exactly what did not happen.
      const problem = noteFailure(services, request, { err, action: 'cards:filters', t });
      const message = say('edit.filtersNotStored', { message: problem.message });
      await showModal(services, request, {
        viewId,
        view: problemModal(editTitle(t), { ...problem, message }, t),
        action,
      });
      return;
    }
  }
  await showModal(services, request, { viewId, view: editSavedModal(name, summary, t), action });
  if (meta.origin !== undefined) {
    // The receipt is the channel's: in the workspace's language.
    const channelT = await request.channelT();
    await request.ui
      .postMessage(meta.origin, editedReceipt(request.userId, name, summary, channelT))
      .catch((err: unknown) => noteFailure(services, request, { err, action: 'edit:receipt', t }));
  }
}

function specKey(spec: SubscriptionSpec): string {
  return JSON.stringify([spec.event, [...(spec.includes ?? [])].sort(), spec.message ?? null]);
}

/** The edit's read-back: Enlivy holds every field the PUT carried, and exactly its subscriptions. */
function showsEdit(
  now: { destination: Destination; subscriptions: readonly SubscriptionSpec[] },
  body: UpdateDestinationInput,
  next: readonly SubscriptionSpec[],
): boolean {
  const { destination } = now;
  const same = (a: readonly SubscriptionSpec[]) => a.map(specKey).sort().join('\n');
  return (
    (body.name === undefined || destination.name === body.name) &&
    (body.is_active === undefined || destination.is_active === body.is_active) &&
    (body.destination_url === undefined || destination.destination_url === body.destination_url) &&
    same(now.subscriptions) === same(next)
  );
}

async function showEditFailure(
  services: DestinationsDeps,
  request: Request,
  viewId: string,
  failure: {
    meta: EditMeta;
    values: FormValues;
    sent: readonly string[];
    err: unknown;
    action: string;
  },
): Promise<void> {
  const { meta, values, sent, err, action } = failure;
  const t = await request.t();
  const say = formsCopy(t);
  const problem = noteFailure(services, request, { err, action, t });
  const final =
    err instanceof AppError &&
    ['forbidden_role', 'connection_expired', 'not_connected'].includes(err.code);
  if (final) {
    await showModal(services, request, {
      viewId,
      view: problemModal(editTitle(t), problem, t),
      action,
    });
    return;
  }
  const typed = new Set(parseEventList(values.otherEvents).names);
  const refused = formProblemOf(err, sent, typed, t);
  let banner = problemLine(problem);
  if (refused !== undefined) {
    banner = `${refused.banner ?? say('problem.refused')} ${say('problem.nothingChanged')}${referenceSuffix(problem, true)}`;
  } else if (!(err instanceof AppError && ['not_changed', 'outcome_unknown'].includes(err.code))) {
    // A definite refusal; the reconciled codes already say what Enlivy holds.
    banner += ` ${say('problem.nothingChanged')}`;
  }
  try {
    const view = await editFormAgain(
      services,
      request.workspace,
      { meta, values, extras: { ...(refused ? { errors: refused.fields } : {}), banner } },
      t,
    );
    await showModal(services, request, { viewId, view, action });
  } catch {
    await showModal(services, request, {
      viewId,
      view: problemModal(editTitle(t), problem, t),
      action,
    });
  }
}
