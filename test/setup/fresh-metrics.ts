/**
 * Test files share a worker's modules (isolate: false in vitest.config.ts): the app's metrics
 * registry would carry one file's counts into the next. Each file starts from zero, as it would
 * in a process of its own.
 */
import { beforeAll } from 'vitest';
import { registry } from '../../src/platform/metrics.js';

beforeAll(() => {
  registry.resetMetrics();
});
