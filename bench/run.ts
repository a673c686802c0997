import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** `npm run bench`: every benchmark in this folder, one after the other, each printing its figures. */
const only = process.argv[2];
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  if (spawnSync(process.execPath, [join(import.meta.dirname, file)], { stdio: 'inherit' }).status !== 0)
    failed++;
}
process.exit(failed ? 1 : 0);
