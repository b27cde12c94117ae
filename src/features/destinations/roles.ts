import type { Role } from '../../core/access/roles.js';

/** `/enlivy test` and every Send test that does what it does (cards, its question). */
export const TEST_ROLE: Role = 'editor';
/** `/enlivy delete` and the card's Delete and its confirm step. */
export const DELETE_ROLE: Role = 'admin';
