import type { App } from '@slack/bolt';
import type { Request } from '../../core/context.js';
import { type ButtonClick, declaredRole, onClick } from '../../core/listeners/button.js';
import { postReceipt } from '../../core/receipts.js';
import { userZone } from '../../core/time-zones.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { cardWorking } from '../shared/destinations/card-working.js';
import { usableChannelName } from '../shared/destinations/channel.js';
import { DESTINATION_CARD } from '../shared/destinations/ids.js';
import { parseCardBlockId } from '../shared/destinations/views/card.js';
import { PAUSE_ACTIONS } from '../shared/pausing/ids.js';
import { PAUSE_PRESETS, type PausePreset } from '../shared/pausing/views/menus.js';
import { type PauseEnd, parsePauseEnd } from '../shared/pausing/when.js';
import { changeActive } from './active.js';
import { cancelBulkPause, confirmBulkPause, pauseAll, resumeBatch } from './bulk.js';
import { confirmChannelChange, setActiveFromCard, tellActiveChange } from './commands.js';
import { pausingSay } from './copy/index.js';
import type { PausingDeps } from './deps.js';
import { PAUSING } from './ids.js';
import { timerOf } from './timers.js';
import { resumedNowReplacement } from './views/messages.js';

/** `<destination id>|<preset>` from a menu option. */
function parseChoice(value: string, t: Translator): { destinationId: string; preset: PausePreset } {
  const [destinationId = '', preset = ''] = value.split('|');
  if (destinationId === '' || !(preset in PAUSE_PRESETS || preset === '+1h')) {
    const say = pausingSay(t);
    throw new AppError('bad_input', say('menu.badChoice'), { hint: say('menu.badChoice.hint') });
  }
  return { destinationId, preset: preset as PausePreset };
}

async function endOf(
  request: Request,
  services: PausingDeps,
  choice: { destinationId: string; preset: PausePreset },
): Promise<PauseEnd> {
  const { destinationId, preset } = choice;
  const context = { now: services.now(), zone: await userZone(request), t: await request.t() };
  if (preset !== '+1h') {
    const { keyword, words } = PAUSE_PRESETS[preset];
    return parsePauseEnd(keyword, words, context);
  }
  const timer = await timerOf(services, request.workspace, destinationId);
  const from = Math.max(Date.parse(timer?.until ?? '') || 0, context.now.getTime());
  const asked = pausingSay(await request.channelT())('extend.asked');
  return { until: new Date(from + 3_600_000), asked };
}

/**
 * A timed pause chosen from a menu: on a card, the card is re-rendered in place; on a receipt,
 * the new receipt is posted and the old one stays as the record of what was done.
 */
async function pauseFromMenu(click: ButtonClick, services: PausingDeps): Promise<void> {
  const choice = parseChoice(click.value, await click.request.t());
  const end = await endOf(click.request, services, choice);
  const { destinationId } = choice;
  if (click.blockId.startsWith(DESTINATION_CARD.cardBlock)) {
    await setActiveFromCard(click.request, services, {
      role: declaredRole(click),
      destinationId,
      active: false,
      place: parseCardBlockId(click.blockId),
      end,
    });
    return;
  }
  const result = await services.connections.use(click.request.workspace, (connected) =>
    changeActive(services, {
      connected,
      request: click.request,
      destinationId,
      active: false,
      end,
    }),
  );
  await tellActiveChange(click.request, services, { result, active: false, end });
}

/** "Resume now" on a timed pause's receipt: the receipt becomes the record of the resume. */
async function resumeNow(click: ButtonClick, services: PausingDeps): Promise<void> {
  const { request } = click;
  if (click.value === '') {
    const say = pausingSay(await request.t());
    throw new AppError('bad_input', say('menu.noDestination'));
  }
  const result = await services.connections.use(request.workspace, (connected) =>
    changeActive(services, { connected, request, destinationId: click.value, active: true }),
  );
  if (result.changed) {
    await postReceipt(
      request,
      (t) => resumedNowReplacement(request.userId, result.destination, t),
      {
        logger: services.logger,
        post: (message) => request.ui.respond(message, { replaceOriginal: true }),
      },
    );
    return;
  }
  await tellActiveChange(request, services, { result, active: true, end: undefined });
}

/** Pause / Resume on a destination card: the card is redrawn, the receipt posted. */
function cardButton(services: PausingDeps, active: boolean) {
  return (click: ButtonClick) => {
    const channelName = usableChannelName(click.body.channel?.name);
    return setActiveFromCard(click.request, services, {
      role: declaredRole(click),
      destinationId: click.value,
      active,
      place: parseCardBlockId(click.blockId),
      ...(channelName ? { channelName } : {}),
    });
  };
}

/**
 * Pause and Resume on cards, timed pause menus, Resume now, the question `pause` / `resume`
 * without NAME asks, and the bulk pause's confirm, cancel and Resume these.
 */
export function pausingListeners(app: App, services: PausingDeps): void {
  const pausing = cardWorking((t) => pausingSay(t)('command.pause.working'));
  const resuming = cardWorking((t) => pausingSay(t)('command.resume.working'));
  // On a card the answer redraws the card's message; on a receipt or an alert it is a new one.
  const working = (click: ButtonClick, t: Translator) =>
    click.blockId.startsWith(DESTINATION_CARD.cardBlock) ? pausing(click, t) : undefined;
  app.action(
    DESTINATION_CARD.pause,
    onClick(
      services,
      { name: DESTINATION_CARD.pause, role: 'editor', working: pausing },
      cardButton(services, false),
    ),
  );
  app.action(
    DESTINATION_CARD.resume,
    onClick(
      services,
      { name: DESTINATION_CARD.resume, role: 'editor', working: resuming },
      cardButton(services, true),
    ),
  );
  for (const menu of [PAUSE_ACTIONS.pauseFor, PAUSE_ACTIONS.extend]) {
    app.action(
      menu,
      onClick(services, { name: menu, role: 'editor', working }, (click) =>
        pauseFromMenu(click, services),
      ),
    );
  }
  app.action(
    PAUSING.resumeNow,
    onClick(services, { name: PAUSING.resumeNow, role: 'editor' }, (click) =>
      resumeNow(click, services),
    ),
  );
  // The command's own role is checked in confirmChannelChange (pause or resume, from the value).
  app.action(
    PAUSING.channelConfirm,
    onClick(services, { name: PAUSING.channelConfirm }, (click) =>
      confirmChannelChange(click.request, services, click.value),
    ),
  );
  const admin = { role: 'admin' as const };
  app.action(
    PAUSING.bulkConfirm,
    onClick(services, { name: PAUSING.bulkConfirm, ...admin }, (click) =>
      confirmBulkPause(click.request, services, click.value),
    ),
  );
  app.action(
    PAUSING.bulkCancel,
    onClick(services, { name: PAUSING.bulkCancel, ...admin }, (click) =>
      cancelBulkPause(click.request, services, click.value),
    ),
  );
  app.action(
    PAUSING.resumeBatch,
    onClick(services, { name: PAUSING.resumeBatch, ...admin }, (click) =>
      resumeBatch(click.request, services, click.value),
    ),
  );
  app.action(
    PAUSE_ACTIONS.pauseFailing,
    onClick(services, { name: PAUSE_ACTIONS.pauseFailing, ...admin }, (click) =>
      pauseAll(click.request, services, ['failing'], undefined),
    ),
  );
}
