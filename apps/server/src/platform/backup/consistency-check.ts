import type { BackupManifest } from './backup-manifest.ts';

/*
 * After a restore, the database and the files must be what the manifest says the backup held:
 * the same rows per table, the same migration, the same files with the same checksums.
 */

export const compareCounts = (expected: Record<string, number>, actual: Record<string, number>): string[] => {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    if (!(table in actual)) problems.push(`table ${table} is missing (the backup holds ${rows} rows)`);
    else if (actual[table] !== rows)
      problems.push(`table ${table} has ${actual[table]} rows, the backup ${rows}`);
  }
  for (const [table, rows] of Object.entries(actual)) {
    if (!(table in expected) && rows > 0)
      problems.push(`table ${table} is not in the backup but has ${rows} rows`);
  }
  return problems;
};

export const compareMigration = (expected: string | null, actual: string | null): string[] =>
  expected === actual
    ? []
    : [`the database is at migration ${actual ?? '(none)'}, the backup at ${expected ?? '(none)'}`];

/** The restored files' checksums (by path inside the files folder) against the manifest's `files/…` parts. */
export const compareFiles = (
  manifest: BackupManifest,
  filesPart: string,
  restored: Record<string, string>,
): string[] => {
  const prefix = `${filesPart}/`;
  const expected = Object.entries(manifest.parts).filter(([path]) => path.startsWith(prefix));
  const problems: string[] = [];
  for (const [path, sum] of expected) {
    const file = path.slice(prefix.length);
    if (!(file in restored)) problems.push(`file ${file} was not restored`);
    else if (restored[file] !== sum) problems.push(`file ${file} differs from the backup`);
  }
  const names = new Set(expected.map(([path]) => path.slice(prefix.length)));
  for (const file of Object.keys(restored)) {
    if (!names.has(file)) problems.push(`file ${file} is in the files folder but not in the backup`);
  }
  return problems;
};
