/** Reads a V8 .cpuprofile: where the samples fell, by function and by package or source folder. */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/@slack/bolt/…` → `@slack/bolt`; `.test-dist/enlivy/request.js` → `app: enlivy/request.js`. */
export function ownerOf(url: string): string {
  if (url === '') return '(native / idle)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  const app = /\.test-dist\/(.*)$/.exec(url);
  if (app) return `app: ${app[1]}`;
  if (url.startsWith('node:')) return url;
  return url;
}

export function analyse(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    total += ms;
    const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const owner = frame.functionName === '(garbage collector)' ? '(gc)' : ownerOf(frame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { totalMs: total, functions: sorted(byFunction), owners: sorted(byOwner) };
}
