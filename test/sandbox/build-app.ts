/**
 * The app, built: src/ compiled to JavaScript by esbuild into one file (under a second, where
 * tsc takes ~15 s, and one file loads faster: the sandbox must be usable within 10 s), in
 * node_modules/.cache, inside the repository so that node finds the app's dependencies (left
 * as imports) from there. Type checking stays with `npm run typecheck`; the code is the same.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

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
  // dist/app/main.js: src/enlivy/request.ts reads ../../package.json (its version for the
  // User-Agent), which from there is OUT/package.json; it also makes .js files ES modules.
  const main = path.join(OUT, 'dist/app/main.js');
  try {
    await buildInto(OUT, main);
  } catch (error) {
    rmSync(OUT, { recursive: true, force: true });
    throw error;
  }
  return { dir: OUT, main };
}

async function buildInto(OUT: string, main: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'src/main.ts')],
    bundle: true,
    packages: 'external',
    outfile: main,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  writeFileSync(
    path.join(OUT, 'package.json'),
    JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', private: true }),
  );
}
