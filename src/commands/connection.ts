import { isEnlivyError } from '../api/errors.js';
import { AppError } from '../errors.js';
import {
  connectLinkMessage,
  connectTokenModal,
  disconnectConfirmMessage,
  statusMessage,
  type TokenHealth,
} from '../views/connection.js';
import type { CommandHandler } from './context.js';

export const connect: CommandHandler = async (request, services) => {
  const [mode] = request.args;
  if (mode?.toLowerCase() === 'token') {
    await request.ui.openModal(connectTokenModal({ channelId: request.channelId }));
    return;
  }
  if (mode !== undefined) {
    throw new AppError('bad_input', `\`/enlivy connect ${mode}\` is not a connect option.`, {
      hint: 'Use `/enlivy connect` for the secure page, or `/enlivy connect token` to paste an API token.',
    });
  }
  const link = await services.connectLinks.create({
    workspace: request.workspace,
    userId: request.userId,
    channelId: request.channelId,
    workspaceName: request.names?.workspace,
    userName: request.names?.user,
  });
  await request.ui.respond(connectLinkMessage(link.url, link.validMinutes));
};

export const status: CommandHandler = async (request, services) => {
  const connection = await services.stores.connections.get(request.workspace);
  if (connection === undefined || connection.state === 'expired') {
    await request.ui.respond(statusMessage(connection));
    return;
  }
  let health: TokenHealth = 'ok';
  try {
    await services.connections.use(request.workspace, ({ api, orgId }) =>
      api.organizations.retrieve(orgId),
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'connection_expired') health = 'expired';
    else if (isEnlivyError(err)) health = 'unreachable';
    else throw err;
  }
  const current = await services.stores.connections.get(request.workspace);
  await request.ui.respond(statusMessage(current, health));
};

export const disconnect: CommandHandler = async (request, services) => {
  const connection = await services.stores.connections.get(request.workspace);
  if (connection === undefined) {
    throw new AppError(
      'not_connected',
      'This workspace is not connected to Enlivy, so there is nothing to disconnect.',
    );
  }
  await request.ui.respond(disconnectConfirmMessage(connection));
};
