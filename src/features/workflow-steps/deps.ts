import type { AppServices } from '../../core/context.js';
import type { runTest } from '../destinations/index.js';
import type { changeActive } from '../pausing/index.js';

/**
 * What the steps use: their own reads and role checks, and what the pause and test they run
 * through the pausing and destinations faces declare.
 */
export type StepsDeps = Pick<
  AppServices,
  'access' | 'commands' | 'config' | 'connections' | 'languages' | 'logger' | 'now' | 'unfinished'
> &
  Parameters<typeof changeActive>[0] &
  Parameters<typeof runTest>[0];
