/** What other features use of deliveries: the delivery log, opened from a card, an alert or Home. */
export { openDeliveryLog } from './open.js';
