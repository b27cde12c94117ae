import { describe, expect, it } from 'vitest';
import { COPY } from '../../../src/features/copy.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{{name}}` placeholders of a string, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** A catalog's keys with plural forms folded into their base (`n_one`, `n_few` → `n`). */
function baseKeys(catalog: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.keys(catalog).map((key) => key.replace(PLURAL, '')))].sort();
}

describe('message catalogs', () => {
  for (const [namespace, { en, ro }] of Object.entries(COPY)) {
    const romanian = ro as Readonly<Record<string, string>>;
    describe(namespace, () => {
      it('has the same keys in English and Romanian', () => {
        expect(baseKeys(romanian)).toEqual(baseKeys(en));
      });

      it('has every plural form each language needs (en: one/other; ro: one/few/other)', () => {
        for (const key of Object.keys(en).filter((k) => k.endsWith('_other'))) {
          const base = key.replace(PLURAL, '');
          expect(Object.keys(en), namespace).toContain(`${base}_one`);
          for (const form of ['one', 'few', 'other']) {
            expect(Object.keys(romanian), `${namespace}:${base}`).toContain(`${base}_${form}`);
          }
        }
      });

      it('uses the same {{placeholders}} in both languages', () => {
        for (const [key, text] of Object.entries(romanian)) {
          const english =
            en[key as keyof typeof en] ?? en[key.replace(PLURAL, '_other') as keyof typeof en];
          expect(english, `${namespace}:${key} has no English`).toBeDefined();
          expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(String(english)));
        }
      });

      it('writes Romanian with comma-below ș ț, never cedilla ş ţ', () => {
        for (const [key, text] of Object.entries(romanian)) {
          expect(text, `${namespace}:${key}`).not.toMatch(/[şţŞŢ]/);
        }
      });

      it('translates: no empty string', () => {
        for (const [key, text] of [...Object.entries(en), ...Object.entries(romanian)]) {
          expect(String(text).trim(), `${namespace}:${key}`).not.toBe('');
        }
      });
    });
  }

  it('the parity check itself notices a missing key and a dropped placeholder', () => {
    expect(baseKeys({ a: 'x', n_one: '', n_few: '', n_other: '' })).toEqual(['a', 'n']);
    expect(baseKeys({ a: 'x' })).not.toEqual(baseKeys({ a: 'x', b: 'y' }));
    expect(placeholders('ref {{reference}}')).not.toEqual(placeholders('ref'));
    expect(placeholders('in {{seconds, number(maximumFractionDigits: 1)}} s')).toEqual(['seconds']);
  });
});
