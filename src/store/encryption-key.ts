import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError, isBase64Key } from '../platform/config.js';
import type { Logger } from '../platform/logging/logger.js';
import { parseStoreUrl } from './backends/index.js';

export const KEY_FILE_NAME = 'encryption.key';

const HOW_TO =
  'set ENCRYPTION_KEY to 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`';

/**
 * The 32-byte key for secrets at rest.
 * - ENCRYPTION_KEY set: that key.
 * - Missing with NODE_ENV=production: ConfigError.
 * - memory:// store: a throwaway key (nothing outlives the process anyway).
 * - Otherwise: `<data dir>/encryption.key` (base64 text, mode 0600), generated on the first start
 *   and reused later, with one warning per start. The data dir is the sqlite file's directory, or
 *   `./data` for other stores. The file's content is a valid ENCRYPTION_KEY value.
 */
export async function resolveEncryptionKey(
  config: Pick<Config, 'isProduction' | 'store'>,
  logger: Logger,
  options: { cwd?: string } = {},
): Promise<Buffer> {
  const configured = config.store.encryptionKey;
  if (configured !== undefined && configured.trim() !== '') {
    if (!isBase64Key(configured)) {
      throw new ConfigError([`ENCRYPTION_KEY must be base64 of exactly 32 bytes: ${HOW_TO}`]);
    }
    return Buffer.from(configured.trim(), 'base64');
  }
  if (config.isProduction) {
    throw new ConfigError([`ENCRYPTION_KEY is required when NODE_ENV=production: ${HOW_TO}`]);
  }
  const cwd = options.cwd ?? process.cwd();
  const store = parseStoreUrl(config.store.url, cwd);
  if (store.kind === 'memory' || store.sqlitePath === ':memory:') {
    logger.debug('in-memory store: secrets are encrypted with a throwaway key');
    return randomBytes(32);
  }
  const dataDir =
    store.sqlitePath === undefined ? path.resolve(cwd, 'data') : path.dirname(store.sqlitePath);
  const file = path.join(dataDir, KEY_FILE_NAME);
  const { key, generated } = await readOrCreateKeyFile(file);
  logger.warn(
    { keyFile: file },
    `ENCRYPTION_KEY is not set: secrets at rest are encrypted with the key in ${file} (${generated ? 'generated now' : 'made on an earlier start'}). Keep that file with the data; production must set ENCRYPTION_KEY (the file's content is a valid value).`,
  );
  return key;
}

async function readOrCreateKeyFile(file: string): Promise<{ key: Buffer; generated: boolean }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return { key: await readKeyFile(file), generated: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // Made on an earlier start (or by another instance a moment ago): reuse it, tightened to 0600.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return { key: await readKeyFile(file), generated: false };
}

async function readKeyFile(file: string): Promise<Buffer> {
  const text = (await readFile(file, 'utf8')).trim();
  if (!isBase64Key(text)) {
    throw new ConfigError([
      `ENCRYPTION_KEY is not set and ${file} does not hold base64 of 32 bytes: restore the file, or ${HOW_TO} (a new key cannot read secrets stored with the old one)`,
    ]);
  }
  return Buffer.from(text, 'base64');
}
