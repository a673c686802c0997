import { describe, expect, it } from 'vitest';
import { MODULE_IDS, MODULES, SECTION_IDS, SECTIONS } from '../src/index.ts';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

describe('named catalogue ids', () => {
  it('name every section once, after its key', () => {
    expect(Object.entries(SECTION_IDS).sort()).toEqual(SECTIONS.map((s) => [snake(s.key), s.id]).sort());
  });

  it('name every module once', () => {
    expect(Object.values(MODULE_IDS).sort((a, b) => a - b)).toEqual(
      MODULES.map((m) => m.id).sort((a, b) => a - b),
    );
  });
});
