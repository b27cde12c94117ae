/**
 * What other features use of pausing: a pause or resume (a card's or an alert's Pause button, a
 * workflow step), and a deleted destination's timed pause ended with its receipt. The pause menus
 * and pause times are in `shared/pausing`.
 */
export { changeActive } from './active.js';
export { setActiveFromCard } from './commands.js';
export { clearTimer, closeReceipt } from './timers.js';
