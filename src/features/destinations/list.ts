import type { Role } from '../../core/access/roles.js';
import type { CommandRequest, Request } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import type { SlackMessage } from '../../slack/ui.js';
import { requestChannel } from '../shared/destinations/channel.js';
import {
  buildListMessage,
  completeForPage,
  type ListOptions,
} from '../shared/destinations/list.js';
import { loadOverview } from '../shared/destinations/overview.js';
import type { ListScope } from '../shared/destinations/views/list.js';
import type { DestinationsCommand, DestinationsDeps } from './deps.js';
import { inModal } from './modal-steps.js';
import { destinationsSay } from './views/phrases.js';
import { loadingModal, messageModal } from './views/results.js';

/** Loads what a list shows and renders it, in the language of the person who asked. */
export async function listMessage(
  request: Request & Pick<CommandRequest, 'connection'>,
  services: DestinationsDeps,
  role: Role,
  options: Omit<ListOptions, 'channel'> & { channelName?: string },
): Promise<SlackMessage> {
  return services.connections.use(
    request.workspace,
    async (connected) => {
      const [channel, overview, t] = await Promise.all([
        requestChannel(request, services, options.channelName),
        loadOverview(connected, services.stores, request.workspace),
        request.t(),
      ]);
      const listOptions = { ...options, channel };
      const complete = await completeForPage(connected, overview, listOptions);
      return buildListMessage(complete, role, listOptions, t);
    },
    request.connection,
  );
}

/** `/enlivy list [all]` */
export const list: DestinationsCommand = async (request, services) => {
  const word = request.args[0]?.toLowerCase();
  if (word !== undefined && word !== 'all') {
    const say = destinationsSay(await request.t());
    throw new AppError('bad_input', say('list.badOption', { word }), {
      hint: say('list.badOption.hint'),
    });
  }
  const message = await listMessage(request, services, request.role, {
    scope: word === 'all' ? 'all' : 'channel',
    page: 1,
  });
  await request.ui.respond(message);
};

/** Previous / Next on a list: re-renders in place. */
export async function showListPage(
  request: Request,
  services: DestinationsDeps,
  options: { scope: ListScope; page: number; channelName?: string },
): Promise<void> {
  const role = await services.access.roleOf(request);
  const message = await listMessage(request, services, role, {
    scope: options.scope,
    page: options.page,
    ...(options.channelName ? { channelName: options.channelName } : {}),
  });
  await request.ui.respond(message, { replaceOriginal: true });
}

/**
 * The App Home's "List destinations": answered on Home, in a modal opened at once (loading) and
 * filled with every destination; Previous / Next page in the same modal (`viewId`).
 */
export async function showListModal(
  request: Request,
  services: DestinationsDeps,
  options: { page: number; viewId?: string | undefined },
): Promise<void> {
  const t = await request.t();
  const title = destinationsSay(t)('home.header');
  const viewId =
    options.viewId ??
    (await request.ui.openModal(loadingModal(title, destinationsSay(t)('list.loading'), t))).viewId;
  await inModal(services, request, { viewId, where: { action: 'home:list', title } }, async () => {
    const role = await services.access.roleOf(request);
    const message = await listMessage(request, services, role, {
      scope: 'all',
      page: options.page,
      readOnly: true,
    });
    await request.ui.updateModal(viewId, messageModal(title, message, t));
  });
}
