/** The face of the pausing topic for the other shared topics (features import its files directly). */
export { extendMenu, pauseForMenu, timedStateLabel } from './views/menus.js';
