import { spawnSync } from 'node:child_process';
import { buildWebIfStale } from './build-web.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensurePdfsig } from './ensure-pdfsig.ts';

/**
 * `npm test`: every gate in order — lint and format, types, schema against migrations, unit tests,
 * API tests on a real PostgreSQL (signatures checked with poppler's pdfsig, installed if missing), the first-load size of the built web (scripts/check-bundle.ts),
 * then browser tests against the app started as `npm start` starts it.
 */
const steps: [string, string[]][] = [
  ['lint and format', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['schema matches migrations', ['run', 'db:check']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests', ['run', 'test:api']],
  ['bundle budget', ['run', 'check:bundle']],
  ['browser tests', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean }[] = [];
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (name === 'API tests') ensurePdfsig();
  if (name === 'bundle budget') buildWebIfStale();
  if (name === 'browser tests') {
    ensureChromium();
    buildWebIfStale();
  }
  console.log(`\n━━ ${name} ━━`);
  const ok = spawnSync('npm', args, { stdio: 'inherit' }).status === 0;
  results.push({ name, ok });
  if (!ok) break;
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
