import { z } from 'zod';
import type { Http } from '../http.js';
import { path } from '../query.js';

/**
 * What the organization's plan allows for event destinations. Enlivy meters destinations as the
 * usage domain `webhook_endpoint` ("metered usage vs granted caps", `GET O/tenant-billing/usage`):
 * a cap of 0 means no paid pack, and nothing is delivered without one. The body's exact shape is
 * not documented, so the reading is tolerant: a list (bare or under `data`) of entries naming the
 * domain (`domain`/`key`/`name`) with a cap (`cap`/`limit`/`granted`) and a count
 * (`used`/`usage`). Anything else is `unknown`, and the app then says nothing about packs.
 */
export type DestinationAllowance =
  | { state: 'paid'; cap: number; used?: number }
  | { state: 'none'; used?: number }
  | { state: 'unknown' };

const METERED_DOMAIN = 'webhook_endpoint';

function firstNumber(entry: Record<string, unknown>, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const value = entry[key];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return undefined;
}

const wrappedSchema = z.looseObject({ data: z.unknown() });
const allowanceSchema = z.unknown().transform(readAllowance);

export function readAllowance(body: unknown): DestinationAllowance {
  const root = wrappedSchema.safeParse(body);
  const list = Array.isArray(body) ? body : root.success ? root.data.data : undefined;
  if (!Array.isArray(list)) return { state: 'unknown' };
  for (const raw of list) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    if (![entry.domain, entry.key, entry.name].includes(METERED_DOMAIN)) continue;
    const cap = firstNumber(entry, ['cap', 'limit', 'granted']);
    const used = firstNumber(entry, ['used', 'usage']);
    const counted = used === undefined ? {} : { used };
    if (cap === undefined) return { state: 'unknown' };
    return cap > 0 ? { state: 'paid', cap, ...counted } : { state: 'none', ...counted };
  }
  return { state: 'unknown' };
}

export interface BillingApi {
  destinationAllowance(orgId: string): Promise<DestinationAllowance>;
}

export function billingApi(http: Http): BillingApi {
  return {
    destinationAllowance: (orgId) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/tenant-billing/usage`,
        schema: allowanceSchema,
      }),
  };
}
