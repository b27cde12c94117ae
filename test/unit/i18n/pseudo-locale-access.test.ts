import { describe } from 'vitest';
import {
  accessListMessage,
  alreadyGrantedMessage,
  grantRefusedMessage,
  noGrantMessage,
  roleGrantedReceipt,
  roleRevokedReceipt,
} from '../../../src/features/access/views/access.js';
import { itShowsOnlyCatalogText, xx } from '../../translators.js';

/** The access feature's views in the pseudo-locale `xx`: no word may bypass the catalogs. */
const grant = {
  userId: 'U2',
  role: 'editor' as const,
  grantedBy: 'U1',
  grantedAt: '2026-11-20T10:30:00.000Z',
};
const many = Array.from({ length: 90 }, (_, i) => ({ ...grant, userId: `U${i + 10}` }));

const VIEWS: Record<string, () => unknown> = {
  'access list': () => accessListMessage([grant, { ...grant, userId: 'U1' }], 'U1', xx),
  'access list, empty': () => accessListMessage([], undefined, xx),
  'access list, more than shown': () => accessListMessage(many, undefined, xx),
  granted: () => roleGrantedReceipt('U1', 'U2', 'editor', xx),
  'revoked, viewer now': () => roleRevokedReceipt('U1', 'U2', 'viewer', xx),
  'revoked, still admin': () => roleRevokedReceipt('U1', 'U2', 'admin', xx),
  'no grant': () => noGrantMessage('U2', xx),
  ...Object.fromEntries(
    (['connected', 'slack_admin', 'external', 'hidden'] as const).map((reason) => [
      `refused: ${reason}`,
      () => grantRefusedMessage('U2', reason, xx),
    ]),
  ),
  'already granted': () => alreadyGrantedMessage(grant, xx),
};

describe('pseudo-locale: access views have no text outside the catalogs', () => {
  // `date_short` is a format word inside Slack's date token, not text.
  itShowsOnlyCatalogText(VIEWS, new Set(['date_short']));
});
