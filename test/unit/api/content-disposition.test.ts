import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '../../../src/enlivy/content-disposition.js';

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="INV-0001.pdf"', 'INV-0001.pdf'],
    ['attachment; filename=INV-0002.pdf', 'INV-0002.pdf'],
    ['attachment; filename="a.pdf"; filename*=UTF-8\'\'Factur%C4%83%201.pdf', 'Factură 1.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="with \\"quotes\\".pdf"', 'with quotes.pdf'],
    ['attachment', 'fallback.pdf'],
    ['attachment; filename=".."', 'fallback.pdf'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header, 'fallback.pdf')).toBe(expected);
  });

  it('uses the fallback without a header', () => {
    expect(filenameFromDisposition(undefined, 'f.pdf')).toBe('f.pdf');
  });
});
