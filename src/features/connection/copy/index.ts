import { copyOf } from '../../../platform/i18n/index.js';
import { connectionEn } from './en.js';
import { connectionRo } from './ro.js';

export const connectionCopy = copyOf(connectionEn, connectionRo);
export type { ConnectionCopy } from './en.js';
