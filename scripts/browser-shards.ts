import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The browser suite, optionally split into shards that run side by side (`E2E_SHARDS=2`), each
 * against its own app and embedded database on its own port (`E2E_PORT`, then the next), so no shard
 * sees another's writes; Playwright splits the spec files by their order, the same way every run.
 * One shard by default. On the 2-core machine two took 388 s for the 125 tests where one took 510 s
 * (30 November 2026), but the load exposed timing races, a few of them in the product (fixed: the
 * employee form's RMV warning, the quincena dialog's reset) and some in the tests; until every spec
 * has been hardened under that load, CI runs one.
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_DIR = resolve(import.meta.dirname, '..', 'e2e');

const runShard = (index: number): Promise<number> =>
  new Promise((done) => {
    const label = SHARDS > 1 ? `[${index}/${SHARDS}] ` : '';
    const args = [
      'playwright',
      'test',
      ...(SHARDS > 1 ? [`--shard=${index}/${SHARDS}`] : []),
      ...process.argv.slice(2),
    ];
    const child = spawn('npx', args, {
      cwd: E2E_DIR,
      env: { ...process.env, E2E_PORT: String(FIRST_PORT + index - 1) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
    }
    child.on('close', (code) => done(code ?? 1));
  });

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (SHARDS > 1) console.log(`\nbrowser shards: ${SHARDS - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
