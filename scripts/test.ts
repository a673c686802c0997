import { spawnSync } from 'node:child_process';
import { buildWebIfStale } from './build-web.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensurePdfsig } from './ensure-pdfsig.ts';
import { ensureXmlsec } from './ensure-xmlsec.ts';

/**
 * `npm test`: every gate in order — lint and format, types, schema against migrations, unit tests,
 * API tests on a real PostgreSQL (signatures checked with poppler's pdfsig and xmlsec1, installed if missing), the first-load size of the built web (scripts/check-bundle.ts),
 * then browser tests against the app started as `npm start` starts it.
 */
const steps: [string, string[]][] = [
  ['lint and format', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['schema matches migrations', ['run', 'db:check']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests', ['run', 'test:api']],
  ['bundle budget', ['run', 'check:bundle']],
  ['browser tests', ['run', 'test:e2e:shards']],
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (name === 'unit tests') ensureXmlsec();
  if (name === 'API tests') ensurePdfsig();
  if (name === 'bundle budget') buildWebIfStale();
  if (name === 'browser tests') {
    ensureChromium();
    buildWebIfStale();
  }
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  const ok = spawnSync('npm', args, { stdio: 'inherit' }).status === 0;
  results.push({ name, ok, seconds: Math.round((performance.now() - started) / 1000) });
  if (!ok) break;
}

console.log('\n━━ summary ━━');
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(26)} ${String(r.seconds).padStart(5)} s`);
const failed = results.filter((r) => !r.ok).length;
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${total} s`);
process.exit(failed ? 1 : 0);
