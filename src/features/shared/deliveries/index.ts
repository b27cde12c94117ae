/** The face of the deliveries topic for the other shared topics (features import its files directly). */
export { responseExcerpt, slackRefusalCode } from './views/excerpt.js';
export { statusEmoji, statusInText } from './views/status.js';
