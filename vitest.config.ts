import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration tests start real HTTP servers; two cores is the CI budget.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
