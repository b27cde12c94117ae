import type { Request, Services } from '../../core/context.js';
import { DESTINATION } from '../../core/ids.js';
import { onButton } from '../../core/listeners/button.js';
import type { ListenerTable } from '../../slack/dispatch.js';
import { openDeliveryLog } from '../deliveries/open.js';
import { setActiveFromCard } from '../pausing/commands.js';
import { cancelDelete, confirmDelete, deleteFromCard } from './delete.js';
import { openEditModal } from './edit.js';
import { showListPage } from './list.js';
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
}

function usableChannelName(name: string | undefined): string | undefined {
  return name === undefined || name === 'directmessage' || name === 'privategroup'
    ? undefined
    : name;
}

/** Destination cards, list pages, the delete confirm step and the App Home buttons. */
export function destinationListeners(table: ListenerTable, services: Services): void {
  const onClick = (actionId: string, work: (click: Click) => Promise<void>) =>
    onButton(table, services, actionId, ({ request, value, blockId, body }) =>
      work({
        request,
        value,
        place: parseCardBlockId(blockId),
        channelName: usableChannelName(body.channel?.name),
      }),
    );

  const fromCard = (click: Click) => ({
    destinationId: click.value,
    place: click.place,
    ...(click.channelName ? { channelName: click.channelName } : {}),
  });

  onClick(DESTINATION.pause, (click) =>
    setActiveFromCard(click.request, services, { ...fromCard(click), active: false }),
  );
  onClick(DESTINATION.resume, (click) =>
    setActiveFromCard(click.request, services, { ...fromCard(click), active: true }),
  );
  onClick(DESTINATION.test, (click) => testFromCard(click.request, services, fromCard(click)));
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
    onClick(pager, (click) =>
      showListPage(click.request, services, {
        ...parsePagerValue(click.value),
        ...(click.channelName ? { channelName: click.channelName } : {}),
        replace: true,
      }),
    );
  }

  onClick(DESTINATION.homeList, (click) =>
    showListPage(click.request, services, { scope: 'all', page: 1, replace: false }),
  );
  onClick(DESTINATION.homeDeliveries, (click) => openDeliveryLog(click.request, services));
  onClick(DESTINATION.homeSubscribe, (click) => openSubscribeModal(click.request, services));
}
