import type { App, ViewSubmitAction } from '@slack/bolt';
import type { Role } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { closeText } from '../../core/copy/index.js';
import { hintText, referenceSuffix } from '../../core/error-views.js';
import { logFailure, recordFailure } from '../../core/errors/failure-log.js';
import { ackOnly, onClick } from '../../core/listeners/button.js';
import { requestOf } from '../../core/listeners/request.js';
import { selectedValues, textValue } from '../../core/listeners/view-state.js';
import { postReceipt } from '../../core/receipts.js';
import { AppError } from '../../platform/app-error.js';
import { escapeMrkdwn, modalNotice } from '../../slack/blocks.js';
import { connectionSay } from './copy/index.js';
import type { ConnectionDeps } from './deps.js';
import { CONNECTION } from './ids.js';
import {
  connectedReceipt,
  disconnectedMessage,
  disconnectedReceipt,
  plainMessage,
} from './views/connection.js';
import { connectTokenModal } from './views/token-modal.js';
import {
  connectionFingerprint,
  connectWithToken,
  currentConnection,
  retireToken,
  shownConnection,
} from './web/connect-service.js';

const ORG_ID = /^[A-Za-z0-9_-]{3,100}$/;

/** Who may connect and disconnect the workspace (the commands declare the same). */
export const CONNECTION_ROLE: Role = 'admin';

async function disconnect(
  request: Request,
  services: ConnectionDeps,
  fingerprint: string | undefined,
) {
  const t = await request.t();
  const say = connectionSay(t);
  const connection = await services.stores.connections.get(request.workspace);
  if (connection === undefined) {
    await request.ui.respond(plainMessage(say('disconnect.already')), { replaceOriginal: true });
    return;
  }
  if (fingerprint !== connectionFingerprint(connection)) {
    const organization = escapeMrkdwn(connection.organizationName);
    await request.ui.respond(plainMessage(say('disconnect.changed', { organization })), {
      replaceOriginal: true,
    });
    return;
  }
  await services.stores.connections.delete(request.workspace);
  // Forgotten first, then revoked: a failed revocation must not keep the workspace connected.
  const fate = await retireToken(services, connection);
  await request.ui.respond(disconnectedMessage(connection.organizationName, fate, t), {
    replaceOriginal: true,
  });
  const watching = await services.stores.watch.getSettings(request.workspace).then(
    (settings) => settings !== undefined && settings.paused === undefined,
    () => false,
  );
  await postReceipt(
    request,
    (reader) => disconnectedReceipt(request.userId, connection.organizationName, watching, reader),
    { logger: services.logger },
  );
}

export function connectionListeners(app: App, services: ConnectionDeps): void {
  app.action(CONNECTION.action.openPage, ackOnly);

  app.action(
    CONNECTION.action.disconnectCancel,
    onClick(services, { name: CONNECTION.action.disconnectCancel }, async ({ request }) =>
      request.ui.respond(
        { text: connectionSay(await request.t())('disconnect.kept') },
        { replaceOriginal: true },
      ),
    ),
  );

  app.action(
    CONNECTION.action.disconnectConfirm,
    onClick(services, { name: 'disconnect', role: CONNECTION_ROLE }, ({ request, value }) =>
      disconnect(request, services, value),
    ),
  );

  app.view<ViewSubmitAction>(CONNECTION.callback.token, async (args) => {
    const { ack, view, body } = args;
    // The channel the command came from rides in private_metadata, for the public receipt.
    const channelId = /^[CGD][A-Z0-9]+$/.test(view.private_metadata)
      ? view.private_metadata
      : undefined;
    const request = requestOf(args, { userId: body.user.id, channelId });
    const t = await request.t();
    const say = connectionSay(t);
    const token = textValue(view, CONNECTION.block.token);
    const organizationId = textValue(view, CONNECTION.block.org);
    const errors: Record<string, string> = {};
    if (/\s/.test(token) || token.length < 8)
      errors[CONNECTION.block.token] = say('modal.badToken');
    if (!ORG_ID.test(organizationId)) errors[CONNECTION.block.org] = say('modal.badOrg');
    if (Object.keys(errors).length > 0) {
      await ack({ response_action: 'errors', errors });
      return;
    }
    await ack({
      response_action: 'update',
      view: modalNotice(say('modal.title'), say('modal.checking'), closeText(t)),
    });
    try {
      // A submission is a request of its own: the role is checked again, its refusal shown here.
      await services.access.require(request, CONNECTION_ROLE);
      const { connection, change } = await connectWithToken(
        services,
        {
          workspace: request.workspace,
          userId: request.userId,
          token,
          organizationId,
          replaces: selectedValues(view, CONNECTION.block.replace)[0] ?? '',
        },
        t,
      );
      // The person reads the modal and their DM; the channel reads the workspace default.
      const receipt = connectedReceipt(request.userId, connection, change, t);
      await request.ui.updateModal(
        view.id,
        modalNotice(
          say('modal.connectedTitle'),
          say('modal.connected.done', { receipt: receipt.text }),
          closeText(t),
        ),
      );
      await request.ui.postMessage(request.userId, receipt).catch(() => undefined);
      // A channel receipt is for a change: re-entering the token in use changes nothing.
      if (channelId && change.kind !== 'unchanged') {
        const channelT = await request.channelT();
        await request.ui
          .postMessage(channelId, connectedReceipt(request.userId, connection, change, channelT))
          .catch(() => undefined);
      }
    } catch (err) {
      const problem = recordFailure(
        services.logger,
        err,
        { action: 'connect:token', userId: request.userId },
        t,
      );
      const { reference } = problem;
      const summary = `${problem.message} ${problem.hint}${referenceSuffix(problem)}`;
      const retryable = !(err instanceof AppError && err.code === 'forbidden_role');
      // Shown again with the connection as it is now, so a replacement is confirmed afresh.
      const current = retryable
        ? await currentConnection(services, request.workspace).catch(() => undefined)
        : undefined;
      const next = retryable
        ? connectTokenModal(
            { organizationId, error: summary, channelId, current: shownConnection(current) },
            t,
          )
        : modalNotice(
            say('modal.title'),
            `${escapeMrkdwn(problem.message)} ${hintText(problem)}${referenceSuffix(problem)}`,
            closeText(t),
          );
      await request.ui
        .updateModal(view.id, next)
        .catch((e: unknown) =>
          logFailure(services.logger, e, reference, { action: 'connect:token:report' }),
        );
    }
  });
}
