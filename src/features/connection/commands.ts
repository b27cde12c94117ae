import type { CommandHandler } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import {
  connectLinkMessage,
  connectTokenModal,
  disconnectConfirmMessage,
  statusMessage,
} from './views/connection.js';
import { currentConnection, shownConnection } from './web/connect-service.js';

export const connect: CommandHandler = async (request, services) => {
  const [mode] = request.args;
  if (mode?.toLowerCase() === 'token') {
    const current = await currentConnection(services, request.workspace);
    await request.ui.openModal(
      connectTokenModal({
        channelId: request.channelId,
        current: shownConnection(current),
      }),
    );
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
  const current = await currentConnection(services, request.workspace);
  await request.ui.respond(
    connectLinkMessage(
      link.url,
      link.validMinutes,
      current.connection,
      services.config.enlivy.oauth !== undefined,
    ),
  );
};

/** Always checks the token live, so a connection marked expired by mistake heals here. */
export const status: CommandHandler = async (request, services) => {
  const checked = await services.connections.check(request.workspace);
  await request.ui.respond(statusMessage(checked?.connection, checked?.health));
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
