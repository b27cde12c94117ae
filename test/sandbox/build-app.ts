/**
 * The app, built: every file of src/ compiled to JavaScript by esbuild (under a second, where
 * tsc takes ~15 s; the sandbox must be usable within 10 s) into node_modules/.cache, inside the
 * repository so that node finds the app's dependencies from there. Type checking stays with
 * `npm run typecheck`; the code that runs is the same.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/enlivy-slack-sandbox');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

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

/** Builds src/ into a fresh folder (each sandbox its own; remove it when done); returns both paths. */
export async function buildApp(): Promise<{ dir: string; main: string }> {
  mkdirSync(CACHE, { recursive: true });
  removeOrphans();
  const OUT = mkdtempSync(path.join(CACHE, `build-${process.pid}-`));
  await build({
    entryPoints: sources(path.join(ROOT, 'src')),
    outbase: path.join(ROOT, 'src'),
    outdir: path.join(OUT, 'dist'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  // dist/ reads ../../package.json (its version for the User-Agent), and .js files are ES modules.
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  writeFileSync(
    path.join(OUT, 'package.json'),
    JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', private: true }),
  );
  return { dir: OUT, main: path.join(OUT, 'dist/main.js') };
}
