/**
 * The app, built as in production (build.mjs: esbuild, under a second; the sandbox must be
 * usable within 10 s), in node_modules/.cache, inside the repository so that node finds the
 * app's dependencies (left as imports) from there. Type checking stays with `npm run typecheck`.
 */

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/enlivy-slack-sandbox');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds of sandboxes that ended without cleaning up (killed): their process is gone. */
function removeOrphans(): void {
  for (const name of readdirSync(CACHE)) {
    const pid = Number(/^build-(\d+)-/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) rmSync(path.join(CACHE, name), { recursive: true, force: true });
  }
}

/** Builds src/ into a fresh folder (each sandbox its own; remove it when done; removed here when the build fails); returns both paths. */
export async function buildApp(): Promise<{ dir: string; main: string }> {
  mkdirSync(CACHE, { recursive: true });
  removeOrphans();
  const OUT = mkdtempSync(path.join(CACHE, `build-${process.pid}-`));
  // OUT/package.json makes the built .js files ES modules and gives the User-Agent its version.
  const main = path.join(OUT, 'dist/main.js');
  try {
    await buildInto(OUT);
  } catch (error) {
    rmSync(OUT, { recursive: true, force: true });
    throw error;
  }
  return { dir: OUT, main };
}

/** The production build (build.mjs) into OUT/dist. */
async function buildInto(OUT: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'build.mjs'), path.join(OUT, 'dist')],
    {
      cwd: ROOT,
    },
  );
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  writeFileSync(
    path.join(OUT, 'package.json'),
    JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', private: true }),
  );
}
