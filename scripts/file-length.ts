import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/*
 * No source file over 300 lines: a file holds one use case, one screen or one group of queries a
 * reader takes in at once. Declarative data (a chart of accounts, printed labels, a catalogue, seed
 * rows) says so in its name and may be longer; so may tests, which read as a list of cases.
 */
export const MAX_LINES = 300;

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const EXEMPT = [
  /-(chart|labels|catalog|data)\.tsx?$/,
  /\.(test|spec|tour|unit\.test)\.tsx?$/,
  /(^|\/)(test|tests)\//,
  /\.d\.ts$/,
];

/** The tracked source files over the limit, with their lengths. */
export const overLong = (files: readonly string[], read: (file: string) => string): string[] =>
  files
    .filter((file) => SOURCE.test(file) && !EXEMPT.some((rule) => rule.test(file)))
    .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);

if (import.meta.main) {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    // A file deleted but not yet committed is still listed as tracked.
    .filter((file) => file && existsSync(resolve(ROOT, file)));
  const found = overLong(tracked, (file) => readFileSync(resolve(ROOT, file), 'utf8'));
  if (found.length > 0) {
    console.error(
      `Files over ${MAX_LINES} lines (split them by use case, or name declarative data *-data.ts):`,
    );
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`✔ no source file over ${MAX_LINES} lines`);
}
