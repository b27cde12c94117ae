/**
 * Texts are rendered once per language, key and values (docs/decisions/public-apis-and-speed.md):
 * whatever was rendered before, each call answers exactly what its own key and values say.
 */
import { describe, expect, it } from 'vitest';
import { createTranslators } from '../../../src/platform/i18n/index.js';

const registry = {
  t: {
    en: {
      plain: 'Plain',
      hello: 'Hello {{name}}',
      pair: '{{a}} and {{b}}',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    },
    ro: {
      plain: 'Simplu',
      hello: 'Salut {{name}}',
      pair: '{{a}} și {{b}}',
      items_one: '{{count}} element',
      items_few: '{{count}} elemente',
      items_other: '{{count}} de elemente',
    },
  },
};

describe('a translator', () => {
  const translators = createTranslators(registry);
  const en = translators.for('en');
  const ro = translators.for('ro');

  it('answers each key and values with their own text, in its own language, every time', () => {
    for (let round = 0; round < 3; round++) {
      expect(en.text('t', 'plain')).toBe('Plain');
      expect(ro.text('t', 'plain')).toBe('Simplu');
      expect(en.text('t', 'hello', { name: 'Ana' })).toBe('Hello Ana');
      expect(en.text('t', 'hello', { name: 'Ion' })).toBe('Hello Ion');
      expect(ro.text('t', 'hello', { name: 'Ana' })).toBe('Salut Ana');
      expect(en.text('t', 'pair', { a: 'x', b: 'y' })).toBe('x and y');
      expect(en.text('t', 'pair', { b: 'y', a: 'x' })).toBe('x and y');
      expect(en.text('t', 'pair', { a: 'y', b: 'x' })).toBe('y and x');
    }
  });

  it('picks the plural form of each count, a number and its text alike', () => {
    for (let round = 0; round < 2; round++) {
      expect(en.text('t', 'items', { count: 1 })).toBe('1 item');
      expect(en.text('t', 'items', { count: 2 })).toBe('2 items');
      expect(ro.text('t', 'items', { count: 1 })).toBe('1 element');
      expect(ro.text('t', 'items', { count: 3 })).toBe('3 elemente');
      expect(ro.text('t', 'items', { count: 20 })).toBe('20 de elemente');
    }
  });

  it('tells values that print alike but are not the same apart', () => {
    expect(en.text('t', 'hello', { name: '1' })).toBe('Hello 1');
    expect(en.text('t', 'items', { count: 1 })).toBe('1 item');
    expect(en.text('t', 'pair', { a: 'x","b', b: 'y' })).toBe('x","b and y');
    expect(en.text('t', 'pair', { a: 'x', b: '","b' })).toBe('x and ","b');
  });
});
