import { randomBytes, randomInt } from 'node:crypto';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomChars(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Hands out Slack-shaped ids that are unique within one fake. */
export class IdGenerator {
  readonly #issued = new Set<string>();
  #lastTsMicros = 0;

  /** `T…`, `U…`, `C…`, `G…`, `D…`, `B…`, `A…`, `V…`, `F…`, `E…` ids: prefix + 10 characters. */
  id(prefix: string): string {
    for (;;) {
      const id = `${prefix}0${randomChars(ID_ALPHABET, 9)}`;
      if (!this.#issued.has(id)) {
        this.#issued.add(id);
        return id;
      }
    }
  }

  /** Message timestamp `seconds.micros`, strictly increasing. */
  ts(nowMs: number): string {
    let micros = nowMs * 1000;
    if (micros <= this.#lastTsMicros) micros = this.#lastTsMicros + 1;
    this.#lastTsMicros = micros;
    const seconds = Math.floor(micros / 1_000_000);
    const rest = String(micros % 1_000_000).padStart(6, '0');
    return `${seconds}.${rest}`;
  }

  /** `digits.digits.hex`, e.g. `398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c`. */
  triggerId(): string {
    return `${randomInt(100_000_000_000, 999_999_999_999)}.${randomInt(10_000_000_000, 99_999_999_999)}.${hex(16)}`;
  }

  /** A view hash such as `1700000000.Ab3dE9xQ`. */
  viewHash(nowMs: number): string {
    return `${Math.floor(nowMs / 1000)}.${randomChars(`${ID_ALPHABET}abcdefghijklmnopqrstuvwxyz`, 8)}`;
  }

  /** `xoxb-<n>-<n>-<24 chars>` and friends. */
  token(kind: 'xoxb' | 'xoxp'): string {
    return `${kind}-${randomInt(1e11, 9e11)}-${randomInt(1e11, 9e11)}-${randomChars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 24)}`;
  }

  /** An app-level token such as `xapp-1-A0123456789-1234567890123-<64 hex>`. */
  appToken(appId: string): string {
    return `xapp-1-${appId}-${randomInt(1e12, 9e12)}-${hex(32)}`;
  }

  /** An OAuth code like Slack's `1234567890.1234567890.abcdef…`. */
  oauthCode(): string {
    return `${randomInt(1e9, 9e9)}.${randomInt(1e9, 9e9)}.${hex(32)}`;
  }

  secret(bytes = 16): string {
    return hex(bytes);
  }
}

export function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Slack's trigger id shape: digits.digits.hex. */
export const TRIGGER_ID_PATTERN = /^\d+\.\d+\.[0-9a-f]+$/;
