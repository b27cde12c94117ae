// The production build: src/ bundled by esbuild into OUTDIR (default dist/), one file per entry
// and shared chunk, the npm packages left as imports. Usage: node build.mjs [OUTDIR]
//
// Why a bundle rather than tsc's one file per module: the app is about 480 modules, and Node
// resolved, read and linked each at start-up, a third of its cold start
// (docs/decisions/public-apis-and-speed.md). Types are checked by `npm test` (tsc --noEmit).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

export async function buildApp(outdir = 'dist') {
  const out = path.resolve(ROOT, outdir);
  // Chunk names carry a hash: chunks of an earlier build would stay beside the new ones.
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/main.ts'],
    bundle: true,
    // The store drivers and job engines are imported on demand: each its own chunk.
    splitting: true,
    packages: 'external',
    outdir: out,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApp(process.argv[2]);
