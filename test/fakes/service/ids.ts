import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomFrom(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** Random letters and digits, as used in the secret part of a token. */
export function randomSecret(length: number): string {
  return randomFrom(ALPHANUMERIC, length);
}

/** `org_evt_dst_` + 16 lowercase letters/digits. */
export function newId(prefix: string): string {
  return `${prefix}${randomFrom(LOWER_ALPHANUMERIC, 16)}`;
}

export const ID_PREFIX = {
  organization: 'org_',
  invoice: 'org_inv_',
  destination: 'org_evt_dst_',
  delivery: 'org_evt_dlv_',
  subscription: 'org_evt_sub_',
  credential: 'org_api_cred_',
  event: 'evt_',
  user: 'usr_',
} as const;

/** Laravel's JSON date form: `2026-06-12T10:30:00.000000Z`. */
export function isoTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** The webhook envelope's form: `2026-06-12T10:30:00Z`. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `YYYY-MM-DD` in UTC. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
