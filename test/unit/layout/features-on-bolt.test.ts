import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/features/index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FEATURES_DIR = path.join(ROOT, 'src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const relative = (file: string) => path.relative(ROOT, file);

/** A file's code without its comments (they may show how a listener is registered). */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/**
 * Issue "On Bolt's path": each feature registers its own listeners on Bolt's router, from its
 * folder, listed once in src/features/index.ts; nothing routes ids by itself beside Bolt.
 */
describe('features on Bolt’s router', () => {
  it('lists every feature folder in FEATURES (shared parts are not features)', () => {
    const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name)
      .sort();
    const registered = FEATURES.map((feature) =>
      feature.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    ).sort();
    expect(registered).toEqual(folders);
  });

  it('has no catch-all listener registration anywhere in src', () => {
    const catchAll = [
      /\.command\(\s*\/\.\*\//,
      /\.action\(\s*\{\s*type:\s*['"]block_actions['"]\s*\}/,
      /\.options\(\s*\{\s*\}/,
      /\.view\(\s*\{\s*type:\s*['"]view_submission['"]\s*\}\s*,/,
    ];
    const found = sourceFiles(path.join(ROOT, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return catchAll.filter((pattern) => pattern.test(text)).map(() => relative(file));
    });
    expect(found).toEqual([]);
  });

  it('registers listeners only from inside feature folders (app.ts registers none)', () => {
    const app = readFileSync(path.join(ROOT, 'src/app.ts'), 'utf8');
    expect(app).not.toMatch(
      /\bbolt\.(command|action|view|options|shortcut|event|function|message)\(/,
    );
    const outside = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => !file.startsWith(FEATURES_DIR))
      .filter((file) =>
        /\bapp\.(command|action|view|options|shortcut|event|function|message)\(/.test(codeOf(file)),
      )
      .map(relative);
    expect(outside).toEqual([]);
  });

  it('never hands a feature Bolt’s tokenless client or say (authorize returns no bot token)', () => {
    // A listener given straight to Bolt whose arguments are destructured for `client` or `say`
    // (the core builders — onClick, onEvent, onSlashCommand, requestOf — hand a working one).
    const boltArgs =
      /\bapp\.(command|action|view|options|shortcut|event|function|message)\(\s*[^,()]+(\([^()]*\))?\s*,\s*(async\s*)?\(\s*\{[^}]*\b(client|say)\b/;
    const found = sourceFiles(FEATURES_DIR)
      .filter((file) => boltArgs.test(codeOf(file)))
      .map(relative);
    expect(found).toEqual([]);
  });
});
