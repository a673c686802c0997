import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const INDEX = join(WEB, 'dist/index.html');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'precompress.plugin.ts'),
  join(ROOT, 'packages/shared/src'),
];

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

/** Builds the web application when it was never built or its sources changed since. */
export const buildWebIfStale = (): void => {
  const built = existsSync(INDEX) ? statSync(INDEX).mtimeMs : 0;
  if (built > 0 && Math.max(...SOURCES.map(newest)) <= built) return;
  console.log('Building the web application…');
  const run = spawnSync('npm', ['run', 'build', '-w', '@zerg/web'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

if (import.meta.main) buildWebIfStale();
