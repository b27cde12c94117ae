import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface LockedPackage {
  version?: string;
  dev?: boolean;
}

/**
 * What `npm ls --omit=dev` lists, read from the lock file: every package installed for
 * production, direct or transitive. The stores hold installations and tokens on them, so none may
 * be a pre-release (`1.2.3-beta.4`, `-rc.1`, `-alpha`…).
 */
describe('production dependencies', () => {
  it('are all released versions, none a pre-release', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const production = Object.entries(lock.packages).filter(
      ([where, pkg]) => where.startsWith('node_modules/') && pkg.dev !== true,
    );
    expect(production.length).toBeGreaterThan(20);
    const preReleases = production
      .filter(([, pkg]) => /^\d+\.\d+\.\d+-/.test(pkg.version ?? ''))
      .map(([where, pkg]) => `${where.replace(/^.*node_modules\//, '')}@${pkg.version}`);
    expect(preReleases).toEqual([]);
  });
});
