/**
 * The OAuth scopes the app asks Enlivy for: only what its features use, each with the reason
 * the connect page gives. Every feature is always on, so all three are asked for; a feature
 * taken out of the app takes its scope out of this table.
 */
export const SCOPES = [
  {
    scope: 'webhooks:manage',
    purpose: 'manage event destinations and read their delivery log',
    used: '`/enlivy list`, `/enlivy create`, pause, test and the delivery log',
  },
  {
    scope: 'accounting:read',
    purpose: 'look up and search invoices',
    used: '`/enlivy invoice` and `/enlivy search`',
  },
  {
    scope: 'accounting:write',
    purpose: 'delete invoices',
    used: 'the Delete button of an invoice',
  },
] as const;

export function requestedScopes(): string[] {
  return SCOPES.map((entry) => entry.scope);
}

/** What a scope lets the app do, in words; the scope itself when the app does not know it. */
export function scopePurpose(scope: string): string {
  return SCOPES.find((entry) => entry.scope === scope)?.purpose ?? `use ${scope}`;
}
