import type { AppServices } from '../../core/context.js';
import type { Feature } from '../../core/feature.js';
import { ackOnly } from '../../core/listeners/button.js';
import { cardsCopy } from './copy/index.js';
import { cardsDrainHandler, DRAIN_JOB } from './drain.js';
import { CARDS } from './ids.js';
import { cardsRoutes } from './route.js';

/** What other features use of cards: a cards destination created, and whether Enlivy can reach this app. */
export { createCards, requireReachable } from './create.js';
export { cardsUnreachableReason } from './reachability.js';
/** What the composition root starts and stops with the app: the sweep of channels with cards waiting. */
export { createCardsSweep } from './sweep.js';

export type CardsDeps = Pick<
  AppServices,
  'botClients' | 'config' | 'languages' | 'logger' | 'stores' | 'tasks' | 'tuning'
>;

/**
 * Event cards: Enlivy delivers a cards destination's events to `POST /enlivy/events/:id` (the
 * inbox), and the drain job posts them in their channel, one a second, as rich cards.
 */
export const cards: Feature<CardsDeps> = {
  name: 'cards',
  copy: { cards: cardsCopy },
  ids: CARDS,
  // The receiver's own clock (ms), not the services' `now`.
  routes: ({ stores, logger, tasks }) => cardsRoutes({ stores, logger, tasks }),
  register(app, deps) {
    const { cardsPaceMs } = deps.tuning;
    deps.tasks.handle(
      DRAIN_JOB,
      cardsDrainHandler({ ...deps, ...(cardsPaceMs === undefined ? {} : { paceMs: cardsPaceMs }) }),
    );
    // "Open in Enlivy" on a card is a link: Slack still sends the click, which needs its ack.
    app.action(CARDS.openInEnlivy, ackOnly);
  },
};
