import { copyOf } from '../../../platform/i18n/index.js';
import { destinationsEn } from './en.js';
import { destinationsRo } from './ro.js';

export const destinationsCopy = copyOf(destinationsEn, destinationsRo);
export type { DestinationsCopy } from './en.js';
