import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** The project's rules (and options: its tsconfig.json) cruised over `src` of the directory `dir`. */
async function cruiseIn(dir: string): Promise<ICruiseResult> {
  const config = await extractDepcruiseConfig(path.join(ROOT, '.dependency-cruiser.cjs'));
  const previous = process.cwd();
  process.chdir(dir);
  try {
    return (await cruise(['src'], { validate: true, ruleSet: config, ...config.options }))
      .output as ICruiseResult;
  } finally {
    process.chdir(previous);
  }
}

const violations = (result: ICruiseResult) =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

/**
 * `npm run check:imports` enforces the layout (.dependency-cruiser.cjs). A cruise that cannot
 * read TypeScript (no compiler API it supports) finds no module and reports no violation: this
 * makes sure the check sees every file of src and that the rules bite.
 */
describe('import rules', () => {
  // It parses every file of src: 5 s on a quiet machine, past 20 s beside the suite's workers.
  it('cruise every file of src and find no cycle and no import against the layers', async () => {
    const result = await cruiseIn(ROOT);
    const cruised = new Set(result.modules.map((module) => module.source));
    expect(sourceFiles('src').filter((file) => !cruised.has(file))).toEqual([]);
    expect(violations(result)).toEqual([]);
  }, 60_000);

  it("refuse a feature's import of another feature's file, and shared's import of a feature", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
    const files: Record<string, string> = {
      'tsconfig.json': '{ "compilerOptions": { "module": "nodenext", "strict": true } }',
      'src/features/alpha/index.ts': "export { open } from './open.js';",
      'src/features/alpha/open.ts': 'export const open = 1;',
      'src/features/beta/deep.ts':
        "import { open } from '../alpha/open.js';\nexport const deep = open;",
      'src/features/beta/face.ts':
        "import { open } from '../alpha/index.js';\nexport const face = open;",
      'src/features/beta/shared.ts':
        "import { card } from '../shared/card.js';\nexport const b = card;",
      'src/features/shared/card.ts': 'export const card = 1;',
      'src/features/shared/up.ts':
        "import { face } from '../beta/face.js';\nexport const up = face;",
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), `${text}\n`);
      }
      expect(violations(await cruiseIn(dir)).sort()).toEqual([
        'features-meet-at-their-faces: src/features/beta/deep.ts → src/features/alpha/open.ts',
        'shared-imports-no-feature: src/features/shared/up.ts → src/features/beta/face.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
