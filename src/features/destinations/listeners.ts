import type { App } from '@slack/bolt';
import type { Request, Services } from '../../core/context.js';
import { DESTINATION } from '../../core/ids.js';
import { onClick } from '../../core/listeners/button.js';
import { openDeliveryLog } from '../deliveries/index.js';
import { type CardPlace, parseCardBlockId } from '../shared/destinations/views/card.js';
import { parsePagerValue } from '../shared/destinations/views/list.js';
import { cardWorking, commonWorking, type WorkingKey } from '../working.js';
import { cancelDelete, confirmDelete, deleteFromCard } from './delete.js';
import { openEditModal } from './edit.js';
import { showListModal, showListPage } from './list.js';
import { openSubscribeModal } from './subscribe.js';
import { confirmChannelTest, testFromCard } from './test.js';
import { channelCancelledMessage } from './views/messages.js';

interface Click {
  request: Request;
  /** The button's value: a destination id on cards. */
  value: string;
  place: CardPlace;
  /** The channel's name when Slack sent it (not for DMs and private groups). */
  channelName: string | undefined;
  /** The modal the click came from (the App Home's list), if any. */
  modalId: string | undefined;
}

function usableChannelName(name: string | undefined): string | undefined {
  return name === undefined || name === 'directmessage' || name === 'privategroup'
    ? undefined
    : name;
}

/** Destination cards, list pages, the delete confirm step and the App Home buttons. */
export function destinationListeners(app: App, services: Services): void {
  /** `working`: what the card's message shows if the answer takes long (it redraws that message). */
  const onCard = (actionId: string, work: (click: Click) => Promise<void>, working?: WorkingKey) =>
    app.action(
      actionId,
      onClick(
        services,
        { name: actionId, ...(working ? { working: cardWorking(commonWorking(working)) } : {}) },
        ({ request, value, blockId, body }) =>
          work({
            request,
            value,
            place: parseCardBlockId(blockId),
            channelName: usableChannelName(body.channel?.name),
            modalId: body.view?.type === 'modal' ? body.view.id : undefined,
          }),
      ),
    );

  const fromCard = (click: Click) => ({
    destinationId: click.value,
    place: click.place,
    ...(click.channelName ? { channelName: click.channelName } : {}),
  });

  onCard(
    DESTINATION.test,
    (click) => testFromCard(click.request, services, fromCard(click)),
    'command.test.working',
  );
  onCard(DESTINATION.deliveries, (click) =>
    openDeliveryLog(click.request, services, { destinationId: click.value }),
  );
  onCard(DESTINATION.edit, (click) => openEditModal(click.request, services, click.value));
  onCard(DESTINATION.delete, (click) => deleteFromCard(click.request, services, click.value));
  onCard(DESTINATION.deleteConfirm, (click) => confirmDelete(click.request, services, click.value));
  onCard(DESTINATION.deleteCancel, (click) => cancelDelete(click.request));
  onCard(DESTINATION.channelTest, (click) =>
    confirmChannelTest(click.request, services, click.value),
  );
  onCard(DESTINATION.channelCancel, async ({ request }) =>
    request.ui.respond(channelCancelledMessage(await request.t()), { replaceOriginal: true }),
  );

  for (const pager of [DESTINATION.listPrevious, DESTINATION.listNext]) {
    onCard(
      pager,
      (click) => {
        const { scope, page } = parsePagerValue(click.value);
        if (click.modalId !== undefined) {
          return showListModal(click.request, services, { page, viewId: click.modalId });
        }
        return showListPage(click.request, services, {
          scope,
          page,
          ...(click.channelName ? { channelName: click.channelName } : {}),
        });
      },
      'command.list.working',
    );
  }

  onCard(DESTINATION.homeList, (click) => showListModal(click.request, services, { page: 1 }));
  onCard(DESTINATION.homeDeliveries, (click) => openDeliveryLog(click.request, services));
  onCard(DESTINATION.homeSubscribe, (click) => openSubscribeModal(click.request, services));
}
