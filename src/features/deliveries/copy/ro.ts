import type { Translation } from '../../../platform/i18n/index.js';
import type { DeliveriesCopy } from './en.js';

export const deliveriesRo: Translation<DeliveriesCopy> = {};
