import { describe, expect, it } from 'vitest';
import { codeBlock } from '../../../src/features/deliveries/views/format.js';
import { escapeMrkdwn, section } from '../../../src/slack/blocks.js';
import { prefixWithin, truncate } from '../../../src/slack/text-cut.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('never leaves half an emoji', () => {
    const text = `${'a'.repeat(8)}😀😀😀`;
    for (let max = 1; max <= text.length; max++) {
      const cut = truncate(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).not.toMatch(LONE_SURROGATE);
    }
  });

  it('keeps grapheme clusters whole (flags, family emoji, accents)', () => {
    const text = `ab🇷🇴👨‍👩‍👧e\u0301z`;
    const cuts = Array.from({ length: text.length }, (_, i) => truncate(text, i + 1));
    expect(cuts).toContain('ab🇷🇴…');
    for (const cut of cuts) {
      expect(cut).not.toMatch(LONE_SURROGATE);
      expect(cut).not.toMatch(/🇷…|\u200d…|👨…|e…$/u);
    }
  });

  it('never cuts inside an escape sequence of already escaped text', () => {
    const escaped = escapeMrkdwn('R&D & <ops>');
    for (let max = 1; max <= escaped.length; max++) {
      const cut = truncate(escaped, max).replace(/…$/, '');
      expect(cut).not.toMatch(/&(?:a|am|amp|l|lt|g|gt)?$/);
    }
  });

  it('never cuts inside a mention, link or date token', () => {
    const text =
      'by <@U123456> on <!date^1700000000^{date}|2023-11-14> see <https://x.example/a|docs>';
    for (let max = 1; max <= text.length; max++) {
      const cut = truncate(text, max).replace(/…$/, '');
      expect(cut.split('<').length).toBe(cut.split('>').length);
    }
  });

  it('a section cut from 3,100 emoji stays within the limit and valid', () => {
    const block = section('😀'.repeat(3100));
    const text = (block.text as { text: string }).text;
    expect(text.length).toBeLessThanOrEqual(3000);
    expect(text).not.toMatch(LONE_SURROGATE);
    expect(() => JSON.parse(JSON.stringify(block))).not.toThrow();
  });
});

describe('prefixWithin', () => {
  it('returns whole graphemes within the limit', () => {
    expect(prefixWithin('a😀b', 2)).toBe('a');
    expect(prefixWithin('a😀b', 3)).toBe('a😀');
  });
});

describe('codeBlock', () => {
  it('cuts a long emoji payload on code points', () => {
    const block = codeBlock('😀'.repeat(2000), 1001);
    expect(block.truncated).toBe(true);
    expect(block.text.length).toBeLessThanOrEqual(1001);
    expect(block.text).not.toMatch(LONE_SURROGATE);
  });
});

describe('prefixWithin on long text', () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  /** The cut computed over the whole text, as before only the head was segmented. */
  function wholeTextPrefix(text: string, max: number): string {
    let end = 0;
    for (const { segment, index } of segmenter.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
    return text.slice(0, end);
  }

  it('cuts where segmenting the whole text would, at every length around clusters', () => {
    const text = 'a👩‍👩‍👧‍👦b🇷🇴🇬🇧e\u0301👍🏽&<x>'.repeat(20);
    for (let max = 0; max < 120; max++) {
      expect(prefixWithin(text, max)).toBe(wholeTextPrefix(text, max));
    }
  });

  it('cuts hundreds of KB without segmenting all of it', () => {
    const text = '👩‍👩‍👧‍👦 R&D <ops> 🇷🇴 '.repeat(20_000);
    const started = performance.now();
    for (let i = 0; i < 20; i++) prefixWithin(text, 2800 - i);
    // Segmenting the whole text took seconds per cut; a generous bound for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
