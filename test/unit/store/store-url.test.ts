import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoreUrl, parseStoreUrl } from '../../../src/store/backends/index.js';

describe('parseStoreUrl', () => {
  it('resolves sqlite paths relative to the working directory', () => {
    expect(parseStoreUrl('sqlite://./data/app.sqlite', '/srv/app')).toEqual({
      kind: 'sqlite',
      sqlitePath: path.resolve('/srv/app', 'data/app.sqlite'),
    });
    expect(parseStoreUrl('sqlite:///var/lib/app.sqlite', '/srv/app').sqlitePath).toBe(
      '/var/lib/app.sqlite',
    );
    expect(parseStoreUrl('sqlite://:memory:').sqlitePath).toBe(':memory:');
  });

  it('knows every scheme', () => {
    expect(parseStoreUrl('memory://').kind).toBe('memory');
    expect(parseStoreUrl('redis://h:6379').kind).toBe('redis');
    expect(parseStoreUrl('rediss://h:6380').kind).toBe('redis');
    expect(parseStoreUrl('postgres://u@h/db').kind).toBe('postgres');
    expect(parseStoreUrl('postgresql://u@h/db').kind).toBe('postgres');
    expect(() => parseStoreUrl('mysql://h/db')).toThrow(/Unsupported store URL/);
    expect(() => parseStoreUrl('sqlite://')).toThrow();
  });
});

describe('describeStoreUrl', () => {
  it('drops credentials', () => {
    expect(describeStoreUrl('redis://user:pa55word@cache:6379/0')).toBe('redis://cache:6379/0');
    expect(describeStoreUrl('postgres://app:pa55word@db:5432/app')).toBe('postgres://db:5432/app');
    expect(describeStoreUrl('sqlite://./data/x.sqlite')).toBe('sqlite://./data/x.sqlite');
  });
});
