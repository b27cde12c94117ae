/** What other features use of deliveries: the delivery log, opened from a card, an alert or Home. */
export { type LogFilterInput, openDeliveryLog } from './open.js';
