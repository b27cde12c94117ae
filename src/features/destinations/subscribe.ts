import type { CommandRequest, Request } from '../../core/context.js';
import { postReceipt } from '../../core/receipts.js';
import { type Destination, isEnlivyError } from '../../enlivy/index.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { truncate } from '../../slack/blocks.js';
import type { ChannelInfo } from '../../slack/ui.js';
import { cardsUnreachableReason } from '../cards/index.js';
import {
  channelIdForPicker,
  requirePostableChannel,
} from '../shared/destinations/channel-check.js';
import { createInEnlivy } from '../shared/destinations/create.js';
import {
  channelDestinationIds,
  type DestinationsOverview,
  destinationAllowance,
  loadOverview,
} from '../shared/destinations/overview.js';
import { noPaidPack } from '../shared/destinations/views/phrases.js';
import { cardFor } from './create.js';
import {
  type CredentialOption,
  credentialOption,
  elsewhereWarning,
} from './credential-workspace.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import { formProblemOf } from './enlivy-problems.js';
import { describeUnknownEvents, parseSubscribeArgs } from './event-input.js';
import { type CreateMeta, packMetadata } from './form-metadata.js';
import { renderForm } from './form-render.js';
import { type FormValues, MAX_NAME_LENGTH } from './form-values.js';
import { inModal } from './modal-steps.js';
import { buildSubscriptions } from './subscriptions.js';
import { formTitle } from './views/form.js';
import { formsCopy } from './views/forms-copy.js';
import { loadingFromEnlivy, noSlackCredentialModal, subscribedReceipt } from './views/results.js';

type SlackCredentials = { kind: 'list'; options: CredentialOption[] } | { kind: 'unreadable' };

/** The organization's Slack credentials; `unreadable` when Enlivy would not list them. */
async function slackCredentials(
  request: Request,
  services: DestinationsDeps,
): Promise<SlackCredentials> {
  const t = await request.t();
  try {
    const page = await services.connections.use(request.workspace, ({ api, orgId }) =>
      api.apiCredentials.list(orgId, { perPage: 50 }),
    );
    const options = page.items
      .filter((c) => c.service === 'slack')
      .map((c) => credentialOption(c, request.workspace, t));
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
  services: DestinationsDeps,
  options: { channelId?: string | undefined } = {},
): Promise<void> {
  const t = await request.t();
  const say = formsCopy(t);
  const title = formTitle('slack', 'create', t);
  const { viewId } = await request.ui.openModal(loadingFromEnlivy(title, t));
  await inModal(
    services,
    request,
    { viewId, where: { action: 'subscribe:open', title } },
    async () => {
      await services.access.require(request, 'editor');
      const channelId = channelIdForPicker(options.channelId ?? request.channelId);
      const [credentials, name, { connection, allowance }] = await Promise.all([
        slackCredentials(request, services),
        channelName(request, channelId),
        services.connections.use(request.workspace, async ({ api, orgId, connection }) => ({
          connection,
          allowance: await destinationAllowance(api, orgId),
        })),
      ]);
      if (credentials.kind === 'list' && credentials.options.length === 0) {
        await request.ui.updateModal(
          viewId,
          noSlackCredentialModal(connection.organizationName, t),
        );
        return;
      }
      const values: FormValues = {
        name: name ? say('subscribe.defaultName', { channel: name }) : '',
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
        ...(cardsUnreachableReason(services.config, t) === undefined ? { cardsOffered: true } : {}),
      };
      const privateMetadata = await packMetadata(services.stores, request.workspace, meta);
      await request.ui.updateModal(
        viewId,
        renderForm({ meta, privateMetadata, values, extras: {} }, t),
      );
    },
  );
}

/** The one Slack credential a command-line subscribe can use without asking. */
async function onlyCredential(
  request: Request,
  services: DestinationsDeps,
  t: Translator,
): Promise<CredentialOption> {
  const say = formsCopy(t);
  const credentials = await slackCredentials(request, services);
  const useForm = say('subscribe.useForm');
  if (credentials.kind === 'unreadable') {
    throw new AppError('bad_input', say('subscribe.credentialsUnreadable'), { hint: useForm });
  }
  if (credentials.options.length === 0) {
    throw new AppError('bad_input', say('subscribe.noCredential'), {
      hint: say('subscribe.noCredential.hint'),
    });
  }
  if (credentials.options.length > 1) {
    throw new AppError(
      'bad_input',
      say('subscribe.manyCredentials', { count: credentials.options.length }),
      { hint: useForm },
    );
  }
  return credentials.options[0]!;
}

function defaultName(channel: ChannelInfo, events: readonly string[]): string {
  const where = channel.name ? `#${channel.name}` : channel.id;
  return truncate(`${where} — ${events.join(', ')}`, MAX_NAME_LENGTH);
}

/** `/enlivy subscribe invoice.paid invoice.created [#channel]`: created at once, no form. */
async function subscribeNow(request: CommandRequest, services: DestinationsDeps): Promise<void> {
  const t = await request.t();
  const say = formsCopy(t);
  const parsed = parseSubscribeArgs(request.args);
  if (parsed.unknown.length > 0) {
    throw new AppError(
      'bad_input',
      say('subscribe.unknownEvents', { events: describeUnknownEvents(parsed.unknown, t) }),
      { hint: say('subscribe.unknownEvents.hint') },
    );
  }
  if (parsed.unlinkedChannels.length > 0) {
    const typed = parsed.unlinkedChannels[0] ?? '#';
    throw new AppError(
      'bad_input',
      say('subscribe.unlinked', { typed: truncate(typed.replaceAll('`', ''), 80) }),
      { hint: say('subscribe.unlinked.hint') },
    );
  }
  if (parsed.extraChannels.length > 0) {
    throw new AppError('bad_input', say('subscribe.oneChannel'), {
      hint: say('subscribe.example'),
    });
  }
  const channelId = parsed.channelId ?? request.channelId;
  if (parsed.events.length === 0) {
    await openSubscribeModal(request, services, { channelId });
    return;
  }
  if (channelId === undefined) {
    throw new AppError('bad_input', say('subscribe.whichChannel'), {
      hint: say('subscribe.example'),
    });
  }
  const channel = await requirePostableChannel(request.ui, channelId, t);
  const overview = await services.connections.use(request.workspace, ({ api, orgId }) =>
    // Which destinations post here and what they get; their last deliveries are not needed.
    loadOverview({ api, orgId }, services.stores, request.workspace, { lastDeliveries: false }),
  );
  const role = await services.access.roleOf(request);
  const same = sameEventsHere(overview, channel, parsed.events);
  if (same !== undefined) {
    await request.ui.respond(
      await cardFor(services, request, {
        destination: same,
        role,
        banner: say('subscribe.already', { channel: channel.id, count: parsed.events.length }),
        kind: 'existing',
      }),
    );
    return;
  }
  const credential = await onlyCredential(request, services, t);
  const subscriptions = buildSubscriptions(parsed.events, [], '');
  let created: Awaited<ReturnType<typeof createInEnlivy>>;
  try {
    created = await createInEnlivy(services, {
      request,
      draft: {
        kind: 'slack',
        name: uniqueName(
          defaultName(channel, parsed.events),
          overview.destinations.map((d) => d.name ?? ''),
        ),
        channelId: channel.id,
        credentialId: credential.id,
        subscriptions,
        active: true,
      },
      noteChannelId: channel.id,
    });
  } catch (err) {
    const refused = formProblemOf(err, parsed.events, new Set(), t);
    if (refused === undefined) throw err;
    throw new AppError('bad_input', refused.banner ?? say('subscribe.refused'), {
      fields: refused.fields,
      hint: say('subscribe.refused.hint'),
      cause: err,
    });
  }
  const { destination } = created;
  const warnings = [
    credential.elsewhere ? `:warning: ${elsewhereWarning([credential], t)}` : undefined,
    overview.allowance.state === 'none' ? `:warning: ${noPaidPack(t)}` : undefined,
  ].filter((line): line is string => line !== undefined);
  await request.ui.respond(
    await cardFor(services, request, {
      destination,
      role,
      banner: warnings.join('\n') || undefined,
    }),
  );
  // Said in the channel: in the workspace's language.
  await postReceipt(
    request,
    (reader) =>
      subscribedReceipt(
        {
          userId: request.userId,
          channelId: channel.id,
          name: destination.name ?? '',
          eventCount: subscriptions.length,
        },
        { noPaidPack: overview.allowance.state === 'none' },
        reader,
      ),
    { logger: services.logger },
  );
}

/** A destination of this channel that already posts exactly these events. */
function sameEventsHere(
  overview: DestinationsOverview,
  channel: ChannelInfo,
  events: readonly string[],
): Destination | undefined {
  const here = channelDestinationIds(overview.destinations, overview.notes, {
    id: channel.id,
    ...(channel.name ? { name: channel.name } : {}),
  });
  const wanted = [...events].sort().join(' ');
  return overview.destinations.find(
    (d) =>
      here.has(d.id) &&
      d.event_subscriptions !== undefined &&
      [...new Set(d.event_subscriptions.map((s) => s.event))].sort().join(' ') === wanted,
  );
}

/** The generated name, or with " (2)", " (3)"… when another destination already has it. */
function uniqueName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  if (!lower.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${truncate(name, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

/** `/enlivy subscribe`: the form; with events, creates the destination at once. */
export const subscribe: DestinationsCommand = async (request, services) => {
  if (request.args.length === 0) {
    await openSubscribeModal(request, services, { channelId: request.channelId });
    return;
  }
  await subscribeNow(request, services);
};
