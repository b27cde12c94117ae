import { copyFor, copyOf, type Translator } from '../../../platform/i18n/index.js';
import { type ConnectionCopy, connectionEn } from './en.js';
import { connectionRo } from './ro.js';

export const connectionCopy = copyOf(connectionEn, connectionRo);
export type { ConnectionCopy } from './en.js';

/** The `connection` texts in `t`'s language. */
export const connectionSay = (t: Translator) => copyFor<ConnectionCopy>(t, 'connection');
