import type { Request, Services } from '../../core/context.js';
import { DESTINATION } from '../../core/ids.js';
import { onButton } from '../../core/listeners/button.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import { openDeliveryLog } from '../deliveries/open.js';
import { setActiveFromCard } from '../pausing/commands.js';
import { cardWorking, type WorkingKey } from '../working.js';
import { cancelDelete, confirmDelete, deleteFromCard } from './delete.js';
import { openEditModal } from './edit.js';
import { showListModal, showListPage } from './list.js';
import { openSubscribeModal } from './subscribe.js';
import { confirmChannelTest, testFromCard } from './test.js';
import { type CardPlace, parseCardBlockId } from './views/card.js';
import { parsePagerValue } from './views/list.js';
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
export function destinationListeners(table: ListenerTable, services: Services): void {
  /** `working`: what the card's message shows if the answer takes long (it redraws that message). */
  const onClick = (actionId: string, work: (click: Click) => Promise<void>, working?: WorkingKey) =>
    onButton(
      table,
      services,
      actionId,
      ({ request, value, blockId, body }) =>
        work({
          request,
          value,
          place: parseCardBlockId(blockId),
          channelName: usableChannelName(body.channel?.name),
          modalId: body.view?.type === 'modal' ? body.view.id : undefined,
        }),
      working ? { working: cardWorking(working) } : {},
    );

  const fromCard = (click: Click) => ({
    destinationId: click.value,
    place: click.place,
    ...(click.channelName ? { channelName: click.channelName } : {}),
  });

  onClick(
    DESTINATION.pause,
    (click) => setActiveFromCard(click.request, services, { ...fromCard(click), active: false }),
    'command.pause.working',
  );
  onClick(
    DESTINATION.resume,
    (click) => setActiveFromCard(click.request, services, { ...fromCard(click), active: true }),
    'command.resume.working',
  );
  onClick(
    DESTINATION.test,
    (click) => testFromCard(click.request, services, fromCard(click)),
    'command.test.working',
  );
  onClick(DESTINATION.deliveries, (click) =>
    openDeliveryLog(click.request, services, { destinationId: click.value }),
  );
  onClick(DESTINATION.edit, (click) => openEditModal(click.request, services, click.value));
  onClick(DESTINATION.delete, (click) => deleteFromCard(click.request, services, click.value));
  onClick(DESTINATION.deleteConfirm, (click) =>
    confirmDelete(click.request, services, click.value),
  );
  onClick(DESTINATION.deleteCancel, (click) => cancelDelete(click.request));
  onClick(DESTINATION.channelTest, (click) =>
    confirmChannelTest(click.request, services, click.value),
  );
  onClick(DESTINATION.channelCancel, async ({ request }) =>
    request.ui.respond(channelCancelledMessage(await request.t()), { replaceOriginal: true }),
  );

  for (const pager of [DESTINATION.listPrevious, DESTINATION.listNext]) {
    onClick(
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

  onClick(DESTINATION.homeList, (click) => showListModal(click.request, services, { page: 1 }));
  onClick(DESTINATION.homeDeliveries, (click) => openDeliveryLog(click.request, services));
  onClick(DESTINATION.homeSubscribe, (click) => openSubscribeModal(click.request, services));
}
