import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DECISIONS = 'docs/decisions';
const MAX_RECORDS = 30;

/** The records: every Markdown file of docs/decisions but its index. */
function records(): string[] {
  return readdirSync(path.join(ROOT, DECISIONS))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = read(file).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

interface Citation {
  in: string;
  record: string;
  anchor: string | undefined;
}

/**
 * Every place that names a record: `decisions/<name>.md[#anchor]` anywhere in the docs, the code
 * and the Dockerfile, and the records' links to each other (`](<name>.md[#anchor])`).
 */
function citations(): Citation[] {
  const found: Citation[] = [];
  const cited = /decisions\/([a-z0-9-]+\.md)(?:#([\w-]+))?/g;
  const sources = [
    'README.md',
    'Dockerfile',
    ...filesUnder('docs', ['.md']),
    ...filesUnder('src', ['.ts']),
    ...filesUnder('test', ['.ts', '.md']),
    ...filesUnder('bench', ['.ts', '.md']),
  ];
  for (const file of sources)
    for (const [, record, anchor] of read(file).matchAll(cited))
      found.push({ in: file, record: record!, anchor });
  const sibling = /\]\(([a-z0-9-]+\.md)(?:#([\w-]+))?\)/g;
  for (const name of [...records(), 'README.md']) {
    const file = `${DECISIONS}/${name}`;
    for (const [, record, anchor] of read(file).matchAll(sibling))
      found.push({ in: file, record: record!, anchor });
  }
  return found;
}

describe('docs/decisions', () => {
  it(`holds at most ${MAX_RECORDS} records`, () => {
    const all = records();
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(MAX_RECORDS);
  });

  it('lists every record in its index, and nothing that is not a record', () => {
    const linked = new Set(
      [...read(`${DECISIONS}/README.md`).matchAll(/\]\(([^)#]+\.md)\)/g)].map(([, to]) => to!),
    );
    const all = records();
    expect(all.filter((name) => !linked.has(name))).toEqual([]);
    expect([...linked].filter((name) => !all.includes(name))).toEqual([]);
  });

  it('is cited only by records that exist, at sections they have', () => {
    const all = new Set(records());
    const found = citations();
    // The README, the docs and the code cite records: a scan that finds none is broken.
    expect(found.length).toBeGreaterThan(50);
    const broken = found
      .filter(({ record, anchor }) =>
        record === 'README.md'
          ? false
          : !all.has(record) ||
            (anchor !== undefined && !anchorsIn(`${DECISIONS}/${record}`).has(anchor)),
      )
      .map(({ in: file, record, anchor }) => `${file} → ${record}${anchor ? `#${anchor}` : ''}`);
    expect(broken).toEqual([]);
  });
});
