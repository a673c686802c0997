import { describe, expect, it } from 'vitest';
import { NAV_CATALOGUE } from './screens';

describe('side menu icons', () => {
  it('differ between the entries of one module menu', () => {
    for (const { module, entries } of NAV_CATALOGUE) {
      const icons = entries.map((e) => e.icon);
      const repeated = icons.filter((icon, i) => icons.indexOf(icon) !== i);
      expect(repeated, `module ${module}`).toEqual([]);
    }
  });
});
