import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/**
 * `npm run check:imports` enforces the layout (.dependency-cruiser.cjs). A cruise that cannot
 * read TypeScript (no compiler API it supports) finds no module and reports no violation: this
 * makes sure the check sees every file of src and that the rules bite.
 */
describe('import rules', () => {
  it('cruise every file of src and find no cycle and no import against the layers', async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const config = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
      const result = (await cruise(['src'], { validate: true, ruleSet: config, ...config.options }))
        .output as ICruiseResult;
      const cruised = new Set(result.modules.map((module) => module.source));
      expect(sourceFiles('src').filter((file) => !cruised.has(file))).toEqual([]);
      expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual(
        [],
      );
    } finally {
      process.chdir(previous);
    }
  });
});
