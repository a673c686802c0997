import { describe, expect, it } from 'vitest';
import { firstLoadFiles } from './check-bundle.ts';

describe('first load', () => {
  it('follows the static imports of the entry, transitively, and skips dynamic ones', () => {
    const files = firstLoadFiles({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['page.tsx'],
      },
      '_react.js': { file: 'assets/react.js', imports: ['_scheduler.js'] },
      '_scheduler.js': { file: 'assets/scheduler.js', imports: ['_react.js'] },
      'page.tsx': { file: 'assets/page.js', imports: ['_antd.js'] },
      '_antd.js': { file: 'assets/antd.js' },
      'style.css': { file: 'assets/style.css' },
    });
    expect(files.sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/scheduler.js']);
  });
});
