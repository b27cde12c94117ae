import type { Role } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { hintText, referenceSuffix } from '../../core/error-views.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { escapeMrkdwn } from '../../slack/blocks.js';
import { createCards } from '../cards/index.js';
import {
  channelIdForPicker,
  requirePostableChannel,
} from '../shared/destinations/channel-check.js';
import { createInEnlivy, type NewDestination } from '../shared/destinations/create.js';
import { webhookHost } from '../shared/destinations/views/card.js';
import { announceCreated, cardFor } from './create.js';
import type { DestinationsDeps } from './deps.js';
import { formProblemOf } from './enlivy-problems.js';
import { parseEventList } from './event-input.js';
import type { CreateMeta } from './form-metadata.js';
import { renderForm } from './form-render.js';
import {
  type CheckedForm,
  checkForm,
  type FieldErrors,
  type FormValues,
  filterWords,
} from './form-values.js';
import { noteFailure, showModal } from './modal-steps.js';
import { buildSubscriptions } from './subscriptions.js';
import { cardsCreatedReceipt } from './views/cards-receipts.js';
import { formTitle } from './views/form.js';
import { formsCopy } from './views/forms-copy.js';
import {
  problemLine,
  problemModal,
  secretLostLine,
  secretNotShownLine,
  slackCreatedModal,
  subscribedReceipt,
  webhookCreatedModal,
  webhookReceipt,
  webhookSecretMessage,
} from './views/results.js';

export interface CreateSubmission {
  viewId: string;
  /** The form's private_metadata as submitted (the form is shown again with it on failure). */
  privateMetadata: string;
  meta: CreateMeta;
  values: FormValues;
}

/** The checks that answer the submission itself (`response_action: errors`). */
export function checkCreateForm(values: FormValues, meta: CreateMeta, t: Translator): CheckedForm {
  const cards = isCardsChoice(meta, values);
  return checkForm(
    values,
    {
      kind: meta.kind,
      needsChannel: meta.kind === 'slack',
      // Cards are posted by this app: Enlivy's Slack credential plays no part.
      credentialTyped: meta.kind === 'slack' && meta.credentials === undefined && !cards,
      ...(cards ? { cards: true } : {}),
    },
    t,
  );
}

/** "Cards in Slack" chosen in the subscribe form. */
export function isCardsChoice(meta: CreateMeta, values: FormValues): boolean {
  return meta.kind === 'slack' && meta.cardsOffered === true && values.style === 'cards';
}

export function titleFor(meta: CreateMeta, t: Translator): string {
  return formTitle(meta.kind, 'create', t);
}

/** Errors that no edit of the form can fix: show them alone. */
function isFinal(err: unknown): boolean {
  return (
    err instanceof AppError &&
    (err.code === 'forbidden_role' ||
      err.code === 'connection_expired' ||
      err.code === 'not_connected')
  );
}

/**
 * After the "Creating…" ack: check the channel, create the destination in Enlivy, then show the
 * result in the modal (the person's language) and announce it (the receipt in the channel's).
 * Anything Enlivy or Slack refuses brings the form back with the values kept and the messages
 * next to the fields.
 */
export async function submitCreate(
  services: DestinationsDeps,
  request: Request,
  submission: CreateSubmission,
): Promise<void> {
  const { meta, values, viewId } = submission;
  const t = await request.t();
  const checked = checkCreateForm(values, meta, t);
  if (isCardsChoice(meta, values)) {
    await submitCards(services, request, submission, checked);
    return;
  }
  const action = `${meta.kind === 'slack' ? 'subscribe' : 'webhook'}:submit`;
  let role: Role;
  let draft: NewDestination;
  let created: Awaited<ReturnType<typeof createInEnlivy>>;
  try {
    role = await services.access.require(request, 'editor');
    draft = {
      kind: meta.kind,
      name: values.name.trim(),
      active: values.active,
      subscriptions: buildSubscriptions(
        checked.events,
        values.includes,
        meta.kind === 'slack' ? values.message : '',
      ),
    };
    if (meta.kind === 'slack') {
      const channel = await requirePostableChannel(
        request.ui,
        values.channelId ?? '',
        await request.t(),
      );
      draft.channelId = channel.id;
      const credentialId = values.credentialId?.trim();
      if (credentialId) draft.credentialId = credentialId;
    } else {
      draft.url = values.url?.trim() ?? '';
    }
    const noteChannel = meta.kind === 'slack' ? draft.channelId : channelIdForPicker(meta.origin);
    created = await createInEnlivy(services, { request, draft, noteChannelId: noteChannel });
  } catch (err) {
    await showCreateFailure(services, request, submission, { checked, err, action });
    return;
  }

  const { destination, secret, secretLost } = created;
  const name = destination.name ?? draft.name;
  const eventCount = draft.subscriptions.length;
  if (meta.kind === 'slack' && draft.channelId !== undefined) {
    const card = await cardFor(services, request, { destination, role });
    const channelId = draft.channelId;
    const cardAt = await announceCreated(services, request, {
      card,
      cardChannel: channelId,
      receipt: {
        channel: channelId,
        message: subscribedReceipt(
          { userId: request.userId, channelId, name, eventCount },
          { noPaidPack: meta.noPaidPack === true },
          await request.channelT(),
        ),
      },
    });
    await showModal(services, request, {
      viewId,
      view: slackCreatedModal({ name, channelId, eventCount, cardAt }, t),
      action,
    });
    return;
  }
  const host = webhookHost(destination.destination_url ?? draft.url) ?? formsCopy(t)('theEndpoint');
  const shown = await showModal(services, request, {
    viewId,
    view: webhookCreatedModal({ name, host, eventCount, secret, secretLost }, t),
    action,
  });
  const origin = meta.origin;
  const delivered =
    shown ||
    secret === undefined ||
    (await sendSecretPrivately(services, request, { origin, name, host, secret }));
  // The card stays with its creator after the modal is closed: it says a lost secret too.
  const banner = secretLost
    ? secretLostLine(name, t)
    : delivered
      ? undefined
      : secretNotShownLine(t);
  const card = await cardFor(services, request, { destination, role, banner });
  await announceCreated(services, request, {
    card,
    cardChannel: origin,
    ...(origin
      ? {
          receipt: {
            channel: origin,
            message: webhookReceipt(
              { userId: request.userId, name, host, eventCount },
              { noPaidPack: meta.noPaidPack === true },
              await request.channelT(),
            ),
          },
        }
      : {}),
  });
}

/** "Cards in Slack" in the subscribe form: a cards destination (src/features/cards/) for the channel. */
async function submitCards(
  services: DestinationsDeps,
  request: Request,
  submission: CreateSubmission,
  checked: CheckedForm,
): Promise<void> {
  const { meta, values, viewId } = submission;
  const action = 'cards:submit';
  const t = await request.t();
  const filters = filterWords(values.filters ?? '');
  const subscriptions = buildSubscriptions(checked.events, values.includes, '');
  let role: Role;
  let created: Awaited<ReturnType<typeof createCards>>;
  let channelId: string;
  try {
    role = await services.access.require(request, 'editor');
    const channel = await requirePostableChannel(request.ui, values.channelId ?? '', t);
    channelId = channel.id;
    created = await createCards(services, request, {
      name: values.name.trim(),
      channelId,
      filters,
      draft: { subscriptions, active: values.active },
    });
  } catch (err) {
    await showCreateFailure(services, request, submission, { checked, err, action });
    return;
  }
  const name = created.destination.name ?? values.name.trim();
  const cardAt = await announceCreated(services, request, {
    card: await cardFor(services, request, { destination: created.destination, role }),
    cardChannel: channelId,
    receipt: {
      channel: channelId,
      message: cardsCreatedReceipt(
        { userId: request.userId, channelId, name },
        { events: subscriptions.length, filters, noPaidPack: meta.noPaidPack === true },
        await request.channelT(),
      ),
    },
  });
  await showModal(services, request, {
    viewId,
    view: slackCreatedModal({ name, channelId, eventCount: subscriptions.length, cardAt }, t),
    action,
  });
}

/**
 * The signing secret for its creator when the modal could not show it (they closed it while
 * Enlivy was creating): an ephemeral in the channel the form came from, else the app's DM with
 * them. Never anywhere public, never logged (failures are logged without the message) or kept.
 * Says whether it reached them.
 */
async function sendSecretPrivately(
  services: DestinationsDeps,
  request: Request,
  input: { origin: string | undefined; name: string; host: string; secret: string },
): Promise<boolean> {
  const { origin, ...shown } = input;
  const t = await request.t();
  if (origin !== undefined) {
    try {
      await request.ui.postEphemeral(
        origin,
        request.userId,
        webhookSecretMessage({ ...shown, where: 'ephemeral' }, t),
      );
      return true;
    } catch (err) {
      noteFailure(services, request, { err, action: 'webhook:secret-ephemeral', t });
    }
  }
  try {
    const dm = await request.ui.openDm(request.userId);
    await request.ui.postMessage(dm, webhookSecretMessage({ ...shown, where: 'dm' }, t));
    return true;
  } catch (err) {
    noteFailure(services, request, { err, action: 'webhook:secret-dm', t });
    return false;
  }
}

async function showCreateFailure(
  services: DestinationsDeps,
  request: Request,
  submission: CreateSubmission,
  failure: { checked: CheckedForm; err: unknown; action: string },
): Promise<void> {
  const { checked, err, action } = failure;
  const t = await request.t();
  const problem = noteFailure(services, request, { err, action, t });
  if (isFinal(err)) {
    await showModal(services, request, {
      viewId: submission.viewId,
      view: problemModal(titleFor(submission.meta, t), problem, t),
      action,
    });
    return;
  }
  const typed = new Set(parseEventList(submission.values.otherEvents).names);
  const refused = formProblemOf(err, checked.events, typed, t);
  let errors: FieldErrors = {};
  let banner: string;
  if (refused !== undefined) {
    errors = refused.fields;
    banner = `${refused.banner ?? formsCopy(t)('problem.refused')}${referenceSuffix(problem, true)}`;
  } else if (err instanceof AppError && err.details.fields !== undefined) {
    errors = err.details.fields as FieldErrors;
    banner = `${escapeMrkdwn(problem.message)} ${hintText(problem)}`;
  } else {
    banner = problemLine(problem);
  }
  await showModal(services, request, {
    viewId: submission.viewId,
    view: renderForm(
      {
        meta: submission.meta,
        privateMetadata: submission.privateMetadata,
        values: submission.values,
        extras: { errors, banner },
      },
      t,
    ),
    action,
  });
}
