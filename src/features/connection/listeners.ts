import type { BlockAction, ButtonAction } from '@slack/bolt';
import type { Request, Services } from '../../core/context.js';
import { referenceSuffix } from '../../core/error-views.js';
import { logFailure, recordFailure } from '../../core/errors/failure-log.js';
import { ACTION, BLOCK, CALLBACK } from '../../core/ids.js';
import { onButton } from '../../core/listeners/button.js';
import { requestFrom } from '../../core/listeners/request.js';
import { selectedValues, textValue } from '../../core/listeners/view-state.js';
import { AppError } from '../../platform/app-error.js';
import { escapeMrkdwn, modalNotice } from '../../slack/blocks.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import {
  connectedReceipt,
  connectTokenModal,
  disconnectedMessage,
  disconnectedReceipt,
  plainMessage,
} from './views/connection.js';
import {
  connectionFingerprint,
  connectWithToken,
  currentConnection,
  retireToken,
  shownConnection,
} from './web/connect-service.js';

const ORG_ID = /^[A-Za-z0-9_-]{3,100}$/;

async function disconnect(request: Request, services: Services, fingerprint: string | undefined) {
  await services.access.require(request, 'admin');
  const connection = await services.stores.connections.get(request.workspace);
  if (connection === undefined) {
    await request.ui.respond(plainMessage('This workspace was already disconnected.'), {
      replaceOriginal: true,
    });
    return;
  }
  if (fingerprint !== connectionFingerprint(connection)) {
    const name = escapeMrkdwn(connection.organizationName);
    await request.ui.respond(
      plainMessage(
        `The connection changed after this prompt was shown (it is now *${name}*). Nothing was disconnected; run \`/enlivy disconnect\` again if you still want to.`,
      ),
      { replaceOriginal: true },
    );
    return;
  }
  await services.stores.connections.delete(request.workspace);
  // Forgotten first, then revoked: a failed revocation must not keep the workspace connected.
  const fate = await retireToken(services, connection);
  await request.ui.respond(disconnectedMessage(connection.organizationName, fate), {
    replaceOriginal: true,
  });
  const watching = await services.stores.watch.getSettings(request.workspace).then(
    (settings) => settings !== undefined && settings.paused === undefined,
    () => false,
  );
  await request.ui.respond(
    disconnectedReceipt(request.userId, connection.organizationName, watching),
    { inChannel: true },
  );
}

export function connectionListeners(table: ListenerTable, services: Services): void {
  table.action<BlockAction<ButtonAction>>(ACTION.connectOpenPage, async ({ ack }) => {
    await ack();
  });

  onButton(table, services, ACTION.disconnectCancel, ({ request }) =>
    request.ui.respond({ text: 'Kept the Enlivy connection.' }, { replaceOriginal: true }),
  );

  onButton(
    table,
    services,
    ACTION.disconnectConfirm,
    ({ request, value }) => disconnect(request, services, value),
    {
      name: 'disconnect',
    },
  );

  table.view(CALLBACK.connectToken, async ({ ack, view, body, client, context }) => {
    const token = textValue(view, BLOCK.connectToken);
    const organizationId = textValue(view, BLOCK.connectOrg);
    const errors: Record<string, string> = {};
    if (/\s/.test(token) || token.length < 8)
      errors[BLOCK.connectToken] = 'Paste the whole token, without spaces.';
    if (!ORG_ID.test(organizationId)) {
      errors[BLOCK.connectOrg] = 'An organization id looks like org_… (letters, digits, _ and -).';
    }
    if (Object.keys(errors).length > 0) {
      await ack({ response_action: 'errors', errors });
      return;
    }
    await ack({
      response_action: 'update',
      view: modalNotice(
        'Connect Enlivy',
        ':hourglass_flowing_sand: Checking the token with Enlivy…',
      ),
    });
    // The channel the command came from rides in private_metadata, for the public receipt.
    const channelId = /^[CGD][A-Z0-9]+$/.test(view.private_metadata)
      ? view.private_metadata
      : undefined;
    const request = requestFrom({ context, client, userId: body.user.id, channelId });
    try {
      await services.access.require(request, 'admin');
      const { connection, replaced } = await connectWithToken(services, {
        workspace: request.workspace,
        userId: request.userId,
        token,
        organizationId,
        replaces: selectedValues(view, BLOCK.connectReplace)[0] ?? '',
      });
      const receipt = connectedReceipt(request.userId, connection, replaced);
      await request.ui.updateModal(
        view.id,
        modalNotice(
          'Connected',
          `:white_check_mark: ${receipt.text} Type \`/enlivy help\` to see what you can do.`,
        ),
      );
      await request.ui.postMessage(request.userId, receipt).catch(() => undefined);
      if (channelId) await request.ui.postMessage(channelId, receipt).catch(() => undefined);
    } catch (err) {
      const problem = recordFailure(services.logger, err, {
        action: 'connect:token',
        userId: request.userId,
      });
      const { reference } = problem;
      const summary = `${problem.message} ${problem.hint}${referenceSuffix(problem)}`;
      const retryable = !(err instanceof AppError && err.code === 'forbidden_role');
      // Shown again with the connection as it is now, so a replacement is confirmed afresh.
      const current = retryable
        ? await currentConnection(services, request.workspace).catch(() => undefined)
        : undefined;
      const next = retryable
        ? connectTokenModal({
            organizationId,
            error: summary,
            channelId,
            current: shownConnection(current),
          })
        : modalNotice('Connect Enlivy', escapeMrkdwn(summary));
      await request.ui
        .updateModal(view.id, next)
        .catch((e: unknown) =>
          logFailure(services.logger, e, reference, { action: 'connect:token:report' }),
        );
    }
  });
}
