import { describe, expect, it } from 'vitest';
import { parseSkin } from './skin';

describe('parseSkin', () => {
  it("follows the system's preference until the user picks a skin", () => {
    expect(parseSkin(null, true)).toBe('dark');
    expect(parseSkin(null, false)).toBe('light');
    expect(parseSkin('garbage', true)).toBe('dark');
  });

  it("keeps the user's pick whatever the system prefers", () => {
    expect(parseSkin('light', true)).toBe('light');
    expect(parseSkin('dark', false)).toBe('dark');
  });
});
