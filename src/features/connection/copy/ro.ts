import type { Translation } from '../../../platform/i18n/index.js';
import type { ConnectionCopy } from './en.js';

export const connectionRo: Translation<ConnectionCopy> = {};
