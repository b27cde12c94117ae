import type { Copy } from '../../platform/i18n/index.js';
import type { CommonCopy } from '../copy/en.js';

/**
 * The OAuth scopes the app asks Enlivy for: only what its features use, each with the reason
 * the connect page and a missing-scope error give (`common`'s `scope.*`). Every feature is
 * always on, so all three are asked for; a feature taken out of the app takes its scope out.
 */
export const SCOPES = [
  { scope: 'webhooks:manage', purpose: 'scope.webhooks_manage' },
  { scope: 'accounting:read', purpose: 'scope.accounting_read' },
  { scope: 'accounting:write', purpose: 'scope.accounting_write' },
] as const;

export function requestedScopes(): string[] {
  return SCOPES.map((entry) => entry.scope);
}

/** What a scope lets the app do, in the reader's words; the scope itself when unknown. */
export function scopePurpose(scope: string, say: Copy<CommonCopy>): string {
  const known = SCOPES.find((entry) => entry.scope === scope);
  return known === undefined ? say('scope.other', { scope }) : say(known.purpose);
}
