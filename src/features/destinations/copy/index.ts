import { copyOf } from '../../../platform/i18n/index.js';
import { destinationsEn } from './en.js';
import { destinationFormsEn } from './forms-en.js';
import { destinationFormsRo } from './forms-ro.js';
import { destinationsRo } from './ro.js';

export const destinationsCopy = copyOf(destinationsEn, destinationsRo);
export type { DestinationsCopy } from './en.js';
export const destinationFormsCopy = copyOf(destinationFormsEn, destinationFormsRo);
export type { DestinationFormsCopy } from './forms-en.js';
