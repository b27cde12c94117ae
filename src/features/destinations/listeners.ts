import type { App } from '@slack/bolt';
import type { Role } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { declaredRole, onClick } from '../../core/listeners/button.js';
import type { Translator } from '../../platform/i18n/index.js';
import { openDeliveryLog } from '../deliveries/index.js';
import { cardWorking } from '../shared/destinations/card-working.js';
import { usableChannelName } from '../shared/destinations/channel.js';
import { DESTINATION_CARD } from '../shared/destinations/ids.js';
import { type CardPlace, parseCardBlockId } from '../shared/destinations/views/card.js';
import { parsePagerValue } from '../shared/destinations/views/list.js';
import { cancelDelete, confirmDelete, deleteFromCard } from './delete.js';
import type { DestinationsDeps } from './deps.js';
import { openEditModal } from './edit.js';
import { DESTINATION } from './ids.js';
import { showListModal, showListPage } from './list.js';
import { DELETE_ROLE, TEST_ROLE } from './roles.js';
import { openSubscribeModal } from './subscribe.js';
import { confirmChannelTest, testFromCard } from './test.js';
import { channelCancelledMessage } from './views/messages.js';
import { destinationsSay } from './views/phrases.js';

interface Click {
  request: Request;
  /** The button's value: a destination id on cards. */
  value: string;
  place: CardPlace;
  /** The channel's name when Slack sent it (not for DMs and private groups). */
  channelName: string | undefined;
  /** The modal the click came from (the App Home's list), if any. */
  modalId: string | undefined;
  /** The clicker's role, when the action declares one. */
  role?: Role;
}

interface CardOptions {
  /** Who may click: checked before the work runs. */
  role?: Role;
  /** What the card's message shows if the answer takes long (it redraws that message). */
  working?: (t: Translator) => string;
}

/** Destination cards, list pages, the delete confirm step and the App Home buttons. */
export function destinationListeners(app: App, services: DestinationsDeps): void {
  const onCard = (actionId: string, options: CardOptions, work: (click: Click) => Promise<void>) =>
    app.action(
      actionId,
      onClick(
        services,
        {
          name: actionId,
          ...(options.role ? { role: options.role } : {}),
          ...(options.working ? { working: cardWorking(options.working) } : {}),
        },
        ({ request, value, blockId, body, role }) =>
          work({
            request,
            value,
            place: parseCardBlockId(blockId),
            channelName: usableChannelName(body.channel?.name),
            modalId: body.view?.type === 'modal' ? body.view.id : undefined,
            ...(role ? { role } : {}),
          }),
      ),
    );
  const say = (key: 'command.test.working' | 'command.list.working') => (t: Translator) =>
    destinationsSay(t)(key);

  onCard(
    DESTINATION_CARD.test,
    { role: TEST_ROLE, working: say('command.test.working') },
    (click) =>
      testFromCard(click.request, services, {
        role: declaredRole(click),
        destinationId: click.value,
        place: click.place,
        ...(click.channelName ? { channelName: click.channelName } : {}),
      }),
  );
  onCard(DESTINATION_CARD.deliveries, {}, (click) =>
    openDeliveryLog(click.request, services, { destinationId: click.value }),
  );
  onCard(DESTINATION_CARD.edit, {}, (click) => openEditModal(click.request, services, click.value));
  onCard(DESTINATION_CARD.delete, { role: DELETE_ROLE }, (click) =>
    deleteFromCard(click.request, services, click.value),
  );
  onCard(DESTINATION.deleteConfirm, { role: DELETE_ROLE }, (click) =>
    confirmDelete(click.request, services, click.value),
  );
  onCard(DESTINATION.deleteCancel, {}, (click) => cancelDelete(click.request));
  // Send test on the question `/enlivy test` asked: the command's role, at the click.
  onCard(DESTINATION.channelTest, { role: TEST_ROLE }, (click) =>
    confirmChannelTest(click.request, services, click.value),
  );
  onCard(DESTINATION_CARD.channelCancel, {}, async ({ request }) =>
    request.ui.respond(channelCancelledMessage(await request.t()), { replaceOriginal: true }),
  );

  for (const pager of [DESTINATION_CARD.listPrevious, DESTINATION_CARD.listNext]) {
    onCard(pager, { working: say('command.list.working') }, (click) => {
      const { scope, page } = parsePagerValue(click.value);
      if (click.modalId !== undefined) {
        return showListModal(click.request, services, { page, viewId: click.modalId });
      }
      return showListPage(click.request, services, {
        scope,
        page,
        ...(click.channelName ? { channelName: click.channelName } : {}),
      });
    });
  }

  onCard(DESTINATION.homeList, {}, (click) => showListModal(click.request, services, { page: 1 }));
  onCard(DESTINATION.homeDeliveries, {}, (click) => openDeliveryLog(click.request, services));
  onCard(DESTINATION.homeSubscribe, {}, (click) => openSubscribeModal(click.request, services));
}
