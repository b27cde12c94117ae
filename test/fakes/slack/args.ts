/** Typed access to Web API arguments, which arrive as form strings or JSON values. */
import type { SlackApiError } from './errors.js';

export class Args {
  constructor(readonly raw: Record<string, unknown>) {}

  /** A string argument; numbers and booleans are read as their text. Empty = absent. */
  string(name: string): string | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v === '' ? undefined : v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return undefined;
  }

  bool(name: string): boolean {
    const v = this.raw[name];
    return v === true || v === 'true' || v === '1' || v === 1;
  }

  /**
   * A JSON-valued argument: already decoded in JSON bodies, a JSON string in form bodies.
   * A string that does not parse throws `onInvalid()`.
   */
  json(name: string, onInvalid: () => SlackApiError): unknown {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      throw onInvalid();
    }
  }

  /** `a,b,c` or a JSON array of strings. */
  list(name: string): string[] | undefined {
    const v = this.raw[name];
    if (Array.isArray(v)) return v.map(String);
    const s = this.string(name);
    if (s === undefined) return undefined;
    return s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }
}
