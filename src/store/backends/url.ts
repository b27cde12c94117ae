import path from 'node:path';

/** The store URL schemes: `sqlite://<path>`, `redis://` / `rediss://`, `postgres://` / `postgresql://`, `memory://`. */
export type StoreKind = 'memory' | 'sqlite' | 'redis' | 'postgres';

export interface ParsedStoreUrl {
  kind: StoreKind;
  /** sqlite only: absolute path of the database file, or `:memory:`. */
  sqlitePath?: string;
}

export function parseStoreUrl(url: string, cwd = process.cwd()): ParsedStoreUrl {
  const match = /^([a-z]+):\/\/(.*)$/i.exec(url.trim());
  const scheme = match?.[1]?.toLowerCase();
  const rest = match?.[2] ?? '';
  switch (scheme) {
    case 'memory':
      return { kind: 'memory' };
    case 'sqlite':
      if (rest === '') throw new Error('A sqlite:// store URL needs a file path');
      return { kind: 'sqlite', sqlitePath: rest === ':memory:' ? rest : path.resolve(cwd, rest) };
    case 'redis':
    case 'rediss':
      return { kind: 'redis' };
    case 'postgres':
    case 'postgresql':
      return { kind: 'postgres' };
    default:
      throw new Error(
        'Unsupported store URL: use sqlite://, redis://, rediss://, postgres://, postgresql:// or memory://',
      );
  }
}

/** The store URL without credentials, for log lines. */
export function describeStoreUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'memory:' || parsed.protocol === 'sqlite:') return url;
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return `${url.split('://')[0] ?? 'unknown'}://…`;
  }
}
