import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from './build-web.ts';

/**
 * The first-load budget: the gzipped JavaScript a browser downloads before the first screen can
 * render — the entry chunk and everything it imports statically, transitively. Dynamically imported
 * chunks (screens, other languages) load later and do not count. Reads Vite's build manifest.
 */
export const BUDGET_KB = 250;

export const DIST = resolve(import.meta.dirname, '../apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; gzipBytes: number };

/** The manifest keys of the first load: every entry and its static imports, transitively. */
const firstLoadChunks = (manifest: Manifest): string[] => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen];
};

/** The JavaScript files of the first load, from the entry through its static imports. */
export const firstLoadFiles = (manifest: Manifest): string[] =>
  firstLoadChunks(manifest)
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') ?? false);

/** Everything the first load fetches from the build: its JavaScript and the style sheets it brings. */
export const firstLoadAssets = (manifest: Manifest): string[] => [
  ...firstLoadFiles(manifest),
  ...new Set(firstLoadChunks(manifest).flatMap((key) => manifest[key]?.css ?? [])),
];

export const readManifest = (): Manifest => {
  if (!existsSync(MANIFEST)) throw new Error(`No build manifest at ${MANIFEST}: build the web first.`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
};

export const measureFirstLoad = (): ChunkSize[] =>
  firstLoadFiles(readManifest())
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the first-load size and its largest chunks; false when over the budget. */
export const reportFirstLoad = (): boolean => {
  const chunks = measureFirstLoad();
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  console.log(`First load: ${chunks.length} JavaScript files, ${kb(total)} gzipped (budget ${BUDGET_KB} KB)`);
  for (const c of chunks.slice(0, 8)) console.log(`  ${kb(c.gzipBytes).padStart(9)}  ${c.file}`);
  const ok = total <= BUDGET_KB * 1024;
  if (!ok) console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)}.`);
  return ok;
};

if (import.meta.main) {
  buildWebIfStale();
  // A build made before the manifest was switched on is not stale, yet cannot be measured.
  if (!existsSync(MANIFEST)) {
    const run = spawnSync('npm', ['run', 'build', '-w', '@zerg/web'], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  process.exit(reportFirstLoad() ? 0 : 1);
}
