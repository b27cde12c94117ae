import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/index.js';
import { memoryLogger, testKey } from './helpers.js';

const tempDir = mkdtempSync(path.join(tmpdir(), 'enlivy-sqlite-files-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function openAndWrite(file: string) {
  const stores = await openStore({
    url: `sqlite://${file}`,
    encryptionKey: testKey(),
    logger: memoryLogger().logger,
  });
  await stores.roles.grant({ teamId: 'T1' }, 'U1', 'editor', 'U0');
  return stores;
}

describe('the SQLite store file', () => {
  it('is created 0600 in directories created 0700, and so are its journal files', async () => {
    const file = path.join(tempDir, 'new', 'data', 'store.sqlite');
    const stores = await openAndWrite(file);
    try {
      expect(modeOf(path.join(tempDir, 'new'))).toBe(0o700);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      for (const name of readdirSync(path.dirname(file))) {
        expect([name, modeOf(path.join(path.dirname(file), name))]).toEqual([name, 0o600]);
      }
    } finally {
      await stores.close();
    }
  });

  it('narrows an existing file that others could read to 0600', async () => {
    const file = path.join(tempDir, 'old.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const stores = await openAndWrite(file);
    try {
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await stores.close();
    }
  });
});
