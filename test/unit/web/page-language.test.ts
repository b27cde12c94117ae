import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  pageLanguage,
} from '../../../src/features/connection/web/page-language.js';

describe('the language of a connect page', () => {
  it("is the asker's, from the link's record, whatever the browser says", () => {
    const req = { headers: { 'accept-language': 'ro-RO,ro;q=0.9' } } as never;
    expect(pageLanguage({ language: 'en' }, 'ro', req)).toBe('en');
    expect(pageLanguage({ language: 'ro' }, 'en')).toBe('ro');
    // A link made before languages were kept: the app's default language.
    expect(pageLanguage({}, 'en', req)).toBe('en');
    expect(pageLanguage({}, 'ro', req)).toBe('ro');
  });

  it("without a link: the browser's first language the app speaks, else the default", () => {
    expect(browserLanguage('ro-RO,ro;q=0.9,en;q=0.8')).toBe('ro');
    expect(browserLanguage('de-DE,ro;q=0.5,en;q=0.9')).toBe('en');
    expect(browserLanguage('fr, ro;q=0')).toBeUndefined();
    expect(browserLanguage(undefined)).toBeUndefined();
    expect(pageLanguage(undefined, 'en', { headers: {} } as never)).toBe('en');
    expect(pageLanguage(undefined, 'ro', { headers: {} } as never)).toBe('ro');
    expect(pageLanguage(undefined, 'en', { headers: { 'accept-language': 'ro' } } as never)).toBe(
      'ro',
    );
  });
});
