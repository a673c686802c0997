import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, SERVER_DIR } from '../src/config/paths.ts';

/**
 * Fails when the Drizzle schema and the committed migrations disagree: it generates into a copy of
 * the migrations folder and looks for a new migration.
 */
const copy = mkdtempSync(join(tmpdir(), 'zerg-migrations-'));
// drizzle-kit reads `out` relative to the config's folder and exits 0 even when it fails, so the
// answer is judged by what it wrote and said, not by its exit code.
try {
  cpSync(MIGRATIONS_DIR, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const run = spawnSync('drizzle-kit', ['generate', '--name', 'drift'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DRIZZLE_OUT: relative(SERVER_DIR, copy) },
    encoding: 'utf8',
  });
  const added = readdirSync(copy).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (added.length > 0) {
    console.error(
      'The schema has changes that no migration holds. Run `npm run db:generate` and commit the result.',
    );
    process.exit(1);
  }
  if (run.status !== 0 || !`${run.stdout}${run.stderr}`.includes('No schema changes')) {
    console.error('drizzle-kit could not compare the schema with the migrations:\n', run.stdout, run.stderr);
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
