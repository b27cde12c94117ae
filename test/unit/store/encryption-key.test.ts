import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/platform/config.js';
import { createLogger } from '../../../src/platform/logging/logger.js';
import { resolveEncryptionKey } from '../../../src/store/encryption-key.js';

let dir: string;
let output: string[];
const logger = () =>
  createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk, _e, cb) {
        output.push(String(chunk));
        cb();
      },
    }),
  });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'enlivy-key-'));
  output = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const config = (url: string, encryptionKey?: string, isProduction = false) => ({
  isProduction,
  store: { url, encryptionKey },
});

describe('resolveEncryptionKey', () => {
  it('uses ENCRYPTION_KEY when set', async () => {
    const key = Buffer.alloc(32, 3);
    const resolved = await resolveEncryptionKey(
      config('sqlite://./x.sqlite', key.toString('base64')),
      logger(),
      { cwd: dir },
    );
    expect(resolved.equals(key)).toBe(true);
    expect(output.join('')).toBe('');
  });

  it('refuses production without ENCRYPTION_KEY', async () => {
    await expect(
      resolveEncryptionKey(config('sqlite://./x.sqlite', undefined, true), logger(), { cwd: dir }),
    ).rejects.toThrow(ConfigError);
  });

  it('generates a 0600 key file next to the sqlite file, warns once, and reuses it', async () => {
    const first = await resolveEncryptionKey(config('sqlite://./db/app.sqlite'), logger(), {
      cwd: dir,
    });
    const file = path.join(dir, 'db', 'encryption.key');
    expect(first).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    const warnings = output.map((l) => JSON.parse(l)).filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toContain(file);
    expect(warnings[0].msg).toContain('production must set ENCRYPTION_KEY');
    expect(output.join('')).not.toContain(first.toString('base64'));

    const second = await resolveEncryptionKey(config('sqlite://./db/app.sqlite'), logger(), {
      cwd: dir,
    });
    expect(second.equals(first)).toBe(true);
  });

  it('uses ./data for network stores and tightens a loose file mode', async () => {
    const first = await resolveEncryptionKey(config('redis://localhost:6379'), logger(), {
      cwd: dir,
    });
    const file = path.join(dir, 'data', 'encryption.key');
    await chmod(file, 0o644);
    const again = await resolveEncryptionKey(config('redis://localhost:6379'), logger(), {
      cwd: dir,
    });
    expect(again.equals(first)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged key file instead of silently making a new key', async () => {
    await resolveEncryptionKey(config('postgres://db/app'), logger(), { cwd: dir });
    await writeFile(path.join(dir, 'data', 'encryption.key'), 'not a key');
    await expect(
      resolveEncryptionKey(config('postgres://db/app'), logger(), { cwd: dir }),
    ).rejects.toThrow(ConfigError);
  });

  it('memory:// gets a throwaway key and writes no file', async () => {
    const key = await resolveEncryptionKey(config('memory://'), logger(), { cwd: dir });
    expect(key).toHaveLength(32);
    await expect(stat(path.join(dir, 'data'))).rejects.toThrow();
  });
});
