import type { App } from '@slack/bolt';
import type { AppServices } from '../../core/context.js';
import { onClick } from '../../core/listeners/button.js';
import { guarded } from '../../core/listeners/report.js';
import { requestOf } from '../../core/listeners/request.js';
import { openSubscribeModal } from '../destinations/index.js';
import { showSearchPage } from '../search/index.js';
import { decodeSearchPlace } from '../shared/invoices/values.js';
import { SHORTCUTS } from './ids.js';
import { lookUpInvoicesIn } from './lookup.js';

/** What the shortcuts use: their own reads, and what the subscribe form they open needs. */
export type ShortcutsDeps = Pick<
  AppServices,
  'access' | 'commands' | 'config' | 'connections' | 'logger'
> &
  Parameters<typeof openSubscribeModal>[1];

/** The ⚡ menu's "Subscribe a channel…" and a message's "Look up Enlivy invoices". */
export function shortcutListeners(app: App, services: ShortcutsDeps): void {
  // A global shortcut has no channel: the form opens with its channel picker empty.
  app.shortcut(SHORTCUTS.subscribe, async (args) => {
    const { ack, body } = args;
    await ack();
    const request = requestOf(args, { userId: body.user.id, triggerId: body.trigger_id });
    await guarded(() => openSubscribeModal(request, services), {
      logger: services.logger,
      ui: request.ui,
      t: request.t,
      action: 'shortcut:subscribe',
      userId: body.user.id,
    });
  });

  app.shortcut(SHORTCUTS.lookupInvoices, async (args) => {
    const { ack, body } = args;
    await ack();
    if (body.type !== 'message_action') return;
    const request = requestOf(args, {
      userId: body.user.id,
      channelId: body.channel.id,
      triggerId: body.trigger_id,
    });
    await guarded(() => lookUpInvoicesIn(request, services, body.message.text ?? ''), {
      logger: services.logger,
      ui: request.ui,
      t: request.t,
      action: 'shortcut:lookup-invoices',
      userId: body.user.id,
    });
  });

  app.action(
    SHORTCUTS.searchOffer,
    onClick(services, { name: 'shortcut:search' }, async ({ request, value }) => {
      const role = await services.access.roleOf(request);
      await showSearchPage(request, services, decodeSearchPlace(value), {
        role,
        respond: { replaceOriginal: true },
      });
    }),
  );
}
