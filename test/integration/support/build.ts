/**
 * The production build (build.mjs) written to .test-dist/ instead of dist/, so that
 * `npm start` (whose prestart rebuilds dist/) can never swap files under a running test or
 * benchmark. Rebuilt when any file in src/ is newer, under a lock so that parallel test files
 * build once. No vitest import: the benchmarks use it too.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const OUT_DIR = '.test-dist';
const LOCK = path.join(ROOT, '.test-dist-lock');
const STALE_LOCK_MS = 180_000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function isBuilt(): boolean {
  try {
    const built = statSync(path.join(ROOT, OUT_DIR, 'main.js')).mtimeMs;
    return built >= newestMtime(path.join(ROOT, 'src'));
  } catch {
    return false;
  }
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmdirSync(LOCK);
    } catch {
      // Someone else removed it: try again on the next round.
    }
    return false;
  }
}

/** Builds into .test-dist/ unless it is up to date with src/. */
export async function ensureBuilt(): Promise<void> {
  while (!isBuilt()) {
    if (!tryLock()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!isBuilt()) {
        await promisify(execFile)(process.execPath, [path.join(ROOT, 'build.mjs'), OUT_DIR], {
          cwd: ROOT,
        });
      }
    } finally {
      rmdirSync(LOCK);
    }
  }
}

/** Reads a child's stdout and stderr from now on; returns what was read so far, on demand. */
export function collectOutput(child: {
  stdout: Readable;
  stderr: Readable;
}): () => { stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return () => ({ stdout, stderr });
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system CPU time of a process so far, in ms (Linux /proc). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}
