/** Reads a V8 .cpuprofile: where the samples fell, by function and by package or source folder. */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/@slack/bolt/…` → `@slack/bolt`; `src/enlivy/request.ts` → `app: enlivy/request.ts`. */
export function ownerOf(url: string): string {
  if (url === '') return '(native / idle)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  const app = /^src\/(.*)$/.exec(url) ?? /\.test-dist\/(.*)$/.exec(url);
  if (app) return `app: ${app[1]}`;
  if (url.startsWith('node:')) return url;
  return url;
}

/**
 * The app is a bundle (build.mjs): a position in `.test-dist/main.js` or a chunk is mapped back
 * through the bundle's source map to `src/…`, so the figures name the app's own files.
 */
export function sourcePositions() {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.startsWith('file:') ? fileURLToPath(url) : url;
      maps.set(
        url,
        existsSync(`${file}.map`)
          ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : undefined,
      );
    }
    return maps.get(url);
  };
  return (frame: ProfileNode['callFrame']): ProfileNode['callFrame'] => {
    if (!frame.url.includes('.test-dist/')) return frame;
    const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry === undefined || !('originalSource' in entry)) return frame;
    const source = /\bsrc\/.*$/.exec(entry.originalSource)?.[0];
    return source === undefined ? frame : { ...frame, url: source, lineNumber: entry.originalLine };
  };
}

export function analyse(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const original = sourcePositions();
  const byId = new Map(
    profile.nodes.map((node) => [node.id, { ...node, callFrame: original(node.callFrame) }]),
  );
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const places = tally(top);
  for (const [id, ms] of selfMs) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    places.add(frame, ms, frame.functionName === '(garbage collector)' ? '(gc)' : undefined);
  }
  const { total, functions, owners } = places.result();
  return { totalMs: total, functions, owners };
}

/** Amounts (ms, bytes) added up by function and by owner; the `top` largest of each. */
export function tally(top: number) {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    add(frame: ProfileNode['callFrame'], amount: number, owner = ownerOf(frame.url)) {
      total += amount;
      const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + amount);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + amount);
    },
    result: () => ({ total, functions: sorted(byFunction), owners: sorted(byOwner) }),
  };
}
