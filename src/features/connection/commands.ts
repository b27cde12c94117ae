import type { ModalView } from '@slack/types';
import type { CommandRequest, Request } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import { connectionSay } from './copy/index.js';
import type { ConnectionDeps } from './deps.js';
import {
  connectLinkMessage,
  connectLinkModal,
  disconnectConfirmMessage,
  statusMessage,
} from './views/connection.js';
import { connectTokenModal } from './views/token-modal.js';
import { currentConnection, shownConnection } from './web/connect-service.js';

export async function connect(request: CommandRequest, services: ConnectionDeps): Promise<void> {
  const [mode] = request.args;
  const t = await request.t();
  if (mode?.toLowerCase() === 'token') {
    const current = await currentConnection(services, request.workspace);
    await request.ui.openModal(
      connectTokenModal({ channelId: request.channelId, current: shownConnection(current) }, t),
    );
    return;
  }
  if (mode !== undefined) {
    const say = connectionSay(t);
    throw new AppError('bad_input', say('connect.badOption', { mode }), {
      hint: say('connect.badOptionHint'),
    });
  }
  await request.ui.respond(await connectLinkFor(request, services, t));
}

/** A fresh one-time connect link for whoever asks, and what it would replace. */
export async function connectLinkFor(
  request: Request,
  services: Pick<ConnectionDeps, 'config' | 'connectLinks' | 'stores'>,
  t: Translator,
): Promise<SlackMessage> {
  const link = await services.connectLinks.create({
    workspace: request.workspace,
    userId: request.userId,
    channelId: request.channelId,
    workspaceName: request.names?.workspace,
    userName: request.names?.user,
    // The page speaks the language of the person who asked for the link.
    language: await request.language(),
  });
  const current = await currentConnection(services, request.workspace);
  return connectLinkMessage(
    {
      url: link.url,
      minutes: link.validMinutes,
      oauth: services.config.enlivy.oauth !== undefined,
    },
    current.connection,
    t,
  );
}

/** The App Home's Reconnect: a fresh connect link in a modal. */
export async function connectLinkModalFor(
  request: Request,
  services: Pick<ConnectionDeps, 'config' | 'connectLinks' | 'stores'>,
): Promise<ModalView> {
  const t = await request.t();
  return connectLinkModal(await connectLinkFor(request, services, t), t);
}

/**
 * Always checks the token live, so a connection marked expired by mistake heals here. Other
 * features' lines (how links unfold in this channel, …) follow the connection's.
 */
export async function status(request: CommandRequest, services: ConnectionDeps): Promise<void> {
  const t = await request.t();
  const [checked, more] = await Promise.all([
    services.connections.check(request.workspace),
    services.statusLines.render(request, t),
  ]);
  await request.ui.respond(statusMessage(checked?.connection, checked, t, more));
}

export async function disconnect(request: CommandRequest, services: ConnectionDeps): Promise<void> {
  const connection = await services.stores.connections.get(request.workspace);
  const t = await request.t();
  if (connection === undefined) {
    throw new AppError('not_connected', connectionSay(t)('disconnect.notConnected'));
  }
  await request.ui.respond(disconnectConfirmMessage(connection, t));
}
