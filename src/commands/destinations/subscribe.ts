import { isEnlivyError } from '../../api/index.js';
import { AppError } from '../../errors.js';
import type { ChannelInfo } from '../../slack/ui.js';
import { truncate } from '../../views/blocks.js';
import {
  loadingModal,
  noSlackCredentialModal,
  subscribedReceipt,
} from '../../views/destinations/results.js';
import type { CommandHandler, CommandRequest, Request, Services } from '../context.js';
import { channelIdForPicker, requirePostableChannel } from './channel-check.js';
import { cardFor, createInEnlivy } from './create.js';
import { type CredentialOption, credentialOption } from './credential-workspace.js';
import { formProblemOf } from './enlivy-problems.js';
import { describeUnknownEvents, parseSubscribeArgs } from './event-input.js';
import { type CreateMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';
import { type FormValues, MAX_NAME_LENGTH } from './form-values.js';
import { inModal } from './modal-steps.js';
import { destinationAllowance } from './overview.js';
import { buildSubscriptions } from './subscriptions.js';

const TITLE = 'New Slack destination';

type SlackCredentials = { kind: 'list'; options: CredentialOption[] } | { kind: 'unreadable' };

/** The organization's Slack credentials; `unreadable` when Enlivy would not list them. */
async function slackCredentials(request: Request, services: Services): Promise<SlackCredentials> {
  try {
    const page = await services.connections.use(request.workspace, ({ api, orgId }) =>
      api.apiCredentials.list(orgId, { perPage: 50 }),
    );
    const options = page.items
      .filter((c) => c.service === 'slack')
      .map((c) => credentialOption(c, request.workspace));
    return { kind: 'list', options };
  } catch (err) {
    // An expired connection is reported as such; any other refusal just means "type the id".
    if (isEnlivyError(err)) return { kind: 'unreadable' };
    throw err;
  }
}

async function channelName(request: Request, channelId: string | undefined) {
  if (channelId === undefined) return undefined;
  const info = await request.ui.channelInfo(channelId).catch(() => undefined);
  return info?.name;
}

/**
 * The subscribe form: opened at once in a loading state, then filled once Enlivy has listed the
 * organization's Slack credentials (the only one is preselected; none → how to add one).
 */
export async function openSubscribeModal(
  request: Request,
  services: Services,
  options: { channelId?: string | undefined } = {},
): Promise<void> {
  const { viewId } = await request.ui.openModal(loadingModal(TITLE));
  await inModal(services, request, viewId, { action: 'subscribe:open', title: TITLE }, async () => {
    await services.access.require(request, 'editor');
    const channelId = channelIdForPicker(options.channelId ?? request.channelId);
    const [credentials, name, connection, allowance] = await Promise.all([
      slackCredentials(request, services),
      channelName(request, channelId),
      services.connections.require(request.workspace),
      services.connections.use(request.workspace, ({ api, orgId }) =>
        destinationAllowance(api, orgId),
      ),
    ]);
    if (credentials.kind === 'list' && credentials.options.length === 0) {
      await request.ui.updateModal(viewId, noSlackCredentialModal(connection.organizationName));
      return;
    }
    const values: FormValues = {
      name: name ? `#${name} alerts` : '',
      channelId,
      credentialId:
        credentials.kind === 'list' && credentials.options.length === 1
          ? credentials.options[0]?.id
          : undefined,
      events: [],
      otherEvents: '',
      includes: [],
      message: '',
      active: true,
    };
    const meta: CreateMeta = {
      form: 'create',
      kind: 'slack',
      ...(request.channelId ? { origin: request.channelId } : {}),
      ...(credentials.kind === 'list' ? { credentials: credentials.options } : {}),
      ...(allowance.state === 'none' ? { noPaidPack: true } : {}),
    };
    const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
    await request.ui.updateModal(viewId, renderForm(meta, privateMetadata, values));
  });
}

/** The one Slack credential a command-line subscribe can use without asking. */
async function onlyCredential(request: Request, services: Services): Promise<string> {
  const credentials = await slackCredentials(request, services);
  const useForm = 'Run `/enlivy subscribe` without events to pick it in the form.';
  if (credentials.kind === 'unreadable') {
    throw new AppError('bad_input', 'Enlivy did not list the organization’s Slack credentials.', {
      hint: useForm,
    });
  }
  if (credentials.options.length === 0) {
    throw new AppError('bad_input', 'This organization has no Slack credential in Enlivy.', {
      hint: 'In Enlivy, open Settings → Integrations → Slack and connect Slack, then try again.',
    });
  }
  if (credentials.options.length > 1) {
    throw new AppError(
      'bad_input',
      `This organization has ${credentials.options.length} Slack credentials; say which one.`,
      { hint: useForm },
    );
  }
  return credentials.options[0]!.id;
}

function defaultName(channel: ChannelInfo, events: readonly string[]): string {
  const where = channel.name ? `#${channel.name}` : channel.id;
  return truncate(`${where} — ${events.join(', ')}`, MAX_NAME_LENGTH);
}

/** `/enlivy subscribe invoice.paid invoice.created [#channel]`: created at once, no form. */
async function subscribeNow(request: CommandRequest, services: Services): Promise<void> {
  const parsed = parseSubscribeArgs(request.args);
  if (parsed.unknown.length > 0) {
    throw new AppError('bad_input', `Unknown events: ${describeUnknownEvents(parsed.unknown)}.`, {
      hint: 'Event names look like `invoice.paid`. `/enlivy subscribe` alone opens a form listing them all.',
    });
  }
  if (parsed.extraChannels.length > 0) {
    throw new AppError('bad_input', 'Give one channel: a destination posts to a single channel.', {
      hint: 'For example `/enlivy subscribe invoice.paid #finance`.',
    });
  }
  const channelId = parsed.channelId ?? request.channelId;
  if (parsed.events.length === 0) {
    await openSubscribeModal(request, services, { channelId });
    return;
  }
  if (channelId === undefined) {
    throw new AppError('bad_input', 'Say which channel to post to.', {
      hint: 'For example `/enlivy subscribe invoice.paid #finance`.',
    });
  }
  const channel = await requirePostableChannel(request.ui, channelId);
  const credentialId = await onlyCredential(request, services);
  const subscriptions = buildSubscriptions(parsed.events, [], '');
  let created: Awaited<ReturnType<typeof createInEnlivy>>;
  try {
    created = await createInEnlivy(
      services,
      request,
      {
        kind: 'slack',
        name: defaultName(channel, parsed.events),
        channelId: channel.id,
        credentialId,
        subscriptions,
        active: true,
      },
      channel.id,
    );
  } catch (err) {
    const refused = formProblemOf(err, parsed.events);
    if (refused === undefined) throw err;
    throw new AppError('bad_input', refused.banner ?? 'Enlivy refused the destination.', {
      fields: refused.fields,
      hint: 'Fix it and try again, or use `/enlivy subscribe` alone for the form.',
      cause: err,
    });
  }
  const { destination } = created;
  const role = await services.access.roleOf(request);
  await request.ui.respond(await cardFor(services, request, destination, role));
  await request.ui.respond(
    subscribedReceipt(request.userId, channel.id, destination.name ?? '', subscriptions.length),
    { inChannel: true },
  );
}

/** `/enlivy subscribe`: the form; with events, creates the destination at once. */
export const subscribe: CommandHandler = async (request, services) => {
  if (request.args.length === 0) {
    await openSubscribeModal(request, services, { channelId: request.channelId });
    return;
  }
  await subscribeNow(request, services);
};
