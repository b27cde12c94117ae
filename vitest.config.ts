import { configDefaults, defineConfig } from 'vitest/config';

const SCALE = 'test/integration/scale/**/*.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most files wait (on servers, engines, timeouts) more than they compute: on the 2-core CI
    // machine six workers overlap those waits. Measured there, the suite without the scale
    // project: 4 workers 185 s, 6 workers 156 s, 8 workers 116-134 s (forks; threads were slower,
    // and a worker thread cannot chdir); with eight, a starved worker once acked a command after
    // 3 s (docs/decisions/testing-ci-and-sandbox.md). Each worker takes a port block of its own.
    maxWorkers: 6,
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
