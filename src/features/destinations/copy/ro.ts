import type { Translation } from '../../../platform/i18n/index.js';
import type { DestinationsCopy } from './en.js';

export const destinationsRo: Translation<DestinationsCopy> = {};
