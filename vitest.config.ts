import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most files wait (on servers, engines, timeouts) more than they compute: four workers on
    // the 2-core CI machine overlap those waits. Measured on it, whole suite, isolate off:
    // 2 workers 423 s, 3 workers 285 s, 4 workers 240 s (forks; threads 268 s and cannot chdir).
    // TEST_PORT_BLOCKS gives each checkout four port blocks: keep this at 4 at most.
    maxWorkers: 4,
    // A worker runs its files one after another in one module graph: the app's modules (Bolt,
    // the Slack and Enlivy clients, the stores) load once per worker, not once per file
    // (about half the suite's CPU time).
    isolate: false,
    setupFiles: ['test/setup/fresh-metrics.ts'],
    // Left to itself vitest 5 prints 'minimal' under a coding agent and adds 'github-actions'
    // on Actions; the same output everywhere.
    reporters: ['default'],
  },
});
