/**
 * `npm run bench [-- NAME… | --list] [--small]`: runs the named benchmarks (all by default) one
 * after another and exits 1 if any reports a broken budget or target. Each benchmark lives in
 * its own file; add one by listing it here.
 */
import { anchor } from './anchor.js';
import { cards } from './event-cards.js';
import { watch } from './failure-watch.js';
import { floor } from './floor.js';
import { latency } from './latency.js';
import { profile } from './profile.js';
import { store } from './store.js';
import type { Benchmark } from './types.js';

const BENCHMARKS: Record<string, Benchmark> = {
  anchor,
  floor,
  latency,
  cards,
  watch,
  profile,
  store,
};

async function main() {
  const args = process.argv.slice(2);
  const small = args.includes('--small');
  if (args.includes('--list')) {
    for (const [name, bench] of Object.entries(BENCHMARKS))
      console.log(`${name.padEnd(12)} ${bench.description}`);
    return;
  }
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(BENCHMARKS).join(', ')})`,
    );
    process.exit(2);
  }
  const failures: string[] = [];
  for (const name of names.length > 0 ? names : Object.keys(BENCHMARKS)) {
    console.log(`\n== ${name}: ${BENCHMARKS[name]?.description}${small ? ' (small)' : ''}`);
    const result = await (BENCHMARKS[name] as Benchmark).run({ small });
    failures.push(...result.failures.map((failure) => `${name}: ${failure}`));
  }
  if (failures.length > 0) {
    console.error(`\nOver budget or off target:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll benchmarks within their budgets and targets.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
