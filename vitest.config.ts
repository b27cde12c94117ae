import { configDefaults, defineConfig } from 'vitest/config';

const SCALE = 'test/integration/scale/**/*.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most files wait (on servers, engines, timeouts) more than they compute: four workers on
    // the 2-core CI machine overlap those waits. Measured on it, whole suite, isolate off, with
    // other work sharing the cores: 2 workers 423 s, 3 workers 285 s, 4 workers 240 s (forks;
    // threads took 268 s, and a worker thread cannot chdir). TEST_PORT_BLOCKS gives each
    // checkout four port blocks: keep this at 4 at most.
    maxWorkers: 4,
    // A worker runs its files one after another in one module graph: the app's modules (Bolt,
    // the Slack and Enlivy clients, the stores) load once per worker, not once per file
    // (about half the suite's CPU time).
    isolate: false,
    setupFiles: ['test/setup/fresh-metrics.ts'],
    // Left to itself vitest 5 prints 'minimal' under a coding agent and adds 'github-actions'
    // on Actions; the same output everywhere.
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SCALE],
        },
      },
      {
        // Two app processes taking 10,000 requests keep both cores busy: alone, after the
        // rest, so that neither starves the other (a store statement past its 2.5 s bound is
        // an error line the scale test counts).
        extends: true,
        test: { name: 'scale', include: [SCALE], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
