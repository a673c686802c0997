import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images, fonts and archives are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below this the headers outweigh what compression saves (the server's on-the-fly threshold too). */
export const MIN_BYTES = 1024;

/** Whether a built file gets `.br` and `.gz` siblings. */
export const shouldPrecompress = (file: string, size: number): boolean =>
  TEXT_FILE.test(file) && size >= MIN_BYTES;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of
 * the build: the server sends them as they are (`@fastify/static` `preCompressed`), so the highest
 * quality costs once at build time instead of CPU on every request. A sibling no smaller than its
 * original is not written, and the server then sends the original.
 */
export const precompressDir = async (dir: string): Promise<{ files: number; bytes: number; br: number }> => {
  let files = 0;
  let bytes = 0;
  let br = 0;
  const candidates = [];
  for (const file of await filesUnder(dir)) {
    if (shouldPrecompress(file, (await stat(file)).size)) candidates.push(file);
  }
  await Promise.all(
    candidates.map(async (file) => {
      const content = await readFile(file);
      const [brotlied, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      if (brotlied.length < content.length) await writeFile(`${file}.br`, brotlied);
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      files++;
      bytes += content.length;
      br += Math.min(brotlied.length, content.length);
    }),
  );
  return { files, bytes, br };
};

/** The Vite plugin: pre-compresses the output folder once the bundle is written. */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'zerg-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, br } = await precompressDir(outDir);
      this.info(
        `pre-compressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(br / 1024)} KB brotli`,
      );
    },
  };
};
