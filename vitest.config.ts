import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration tests start real HTTP servers; two cores is the CI budget.
    maxWorkers: 2,
    // Left to itself vitest 5 prints 'minimal' under a coding agent and adds 'github-actions'
    // on Actions; the same output everywhere.
    reporters: ['default'],
  },
});
