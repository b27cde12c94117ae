/** The face of the cards topic for the other shared topics (features import its files directly). */
export { isCardsUrl } from './urls.js';
