/** What other features use of cards: a cards destination created, and whether Enlivy can reach this app. */
export { createCards, requireReachable } from './create.js';
export { cardsUnreachableReason } from './reachability.js';
