import { describe, expect, it } from 'vitest';
import { createHomeSections, type HomeSection } from '../../src/core/home-sections.js';

const section = (name: string, rank: number): HomeSection => ({
  name,
  rank,
  blocks: async () => [],
});

describe('App Home sections', () => {
  it('lists what features added in rank order, then by name', () => {
    const sections = createHomeSections();
    sections.add(section('due', 30));
    sections.add(section('alpha', 10));
    sections.add(section('beta', 30));
    expect(sections.list().map((s) => s.name)).toEqual(['alpha', 'beta', 'due']);
  });

  it('refuses two sections of one name', () => {
    const sections = createHomeSections();
    sections.add(section('due', 30));
    expect(() => sections.add(section('due', 40))).toThrow('Two Home sections named due');
  });
});
