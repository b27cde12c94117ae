import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pseudo-locale tests are the check that no user-facing text bypasses the catalogs: this
 * makes sure they render every message, modal and Home builder of every feature, so a new view
 * cannot ship without one.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Builders that only wrap text their caller already translated (no words of their own). */
const WRAPPERS = new Set(['plainMessage', 'bulkSettledMessage', 'loadingModal']);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** `export function name(…): SlackMessage | ModalView | HomeView` in the features' views. */
function viewBuilders(): { file: string; name: string }[] {
  const views = files(path.join(ROOT, 'src/features'), (f) => /\/views\/[^/]+\.ts$/.test(f));
  views.push(path.join(ROOT, 'src/core/error-views.ts'));
  return views.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /export function (\w+)(?:<[^>]*>)?\([^)]*(?:\([^)]*\)[^)]*)*\):\s*(SlackMessage|ModalView|HomeView)\b/g,
      ),
    ].map((m) => ({ file: path.relative(ROOT, file), name: m[1] ?? '' })),
  );
}

describe('pseudo-locale coverage', () => {
  it('renders every message, modal and Home builder in the pseudo-locale', () => {
    const tests = files(path.join(ROOT, 'test/unit/i18n'), (f) =>
      /pseudo-locale[^/]*\.test\.ts$/.test(f),
    )
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const builders = viewBuilders();
    expect(builders.length).toBeGreaterThan(60);
    const uncovered = builders.filter(
      ({ name }) => !WRAPPERS.has(name) && !new RegExp(`\\b${name}\\(`).test(tests),
    );
    expect(uncovered).toEqual([]);
  });
});
