/** What other features use of the connection: an Enlivy token retired when the app is uninstalled. */
export { retireToken } from './web/connect-service.js';
