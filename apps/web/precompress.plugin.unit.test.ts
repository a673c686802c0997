import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir, shouldPrecompress } from './precompress.plugin.ts';

describe('pre-compressed build', () => {
  it('covers text assets of 1 KB or more, never images or tiny files', () => {
    expect(shouldPrecompress('dist/assets/index-abc.js', 200_000)).toBe(true);
    expect(shouldPrecompress('dist/assets/index-abc.css', 5_000)).toBe(true);
    expect(shouldPrecompress('dist/index.html', 1_500)).toBe(true);
    expect(shouldPrecompress('dist/favicon.svg', 600)).toBe(false);
    expect(shouldPrecompress('dist/assets/logo.png', 90_000)).toBe(false);
    expect(shouldPrecompress('dist/assets/index-abc.js.br', 90_000)).toBe(false);
  });

  it('writes .br and .gz beside each such file, decoding to the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zerg-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const x = ${JSON.stringify('zerg '.repeat(1000))};`;
    writeFileSync(join(dir, 'assets', 'a.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'x');
    const result = await precompressDir(dir);
    expect(result.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'a.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'a.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
  });
});
