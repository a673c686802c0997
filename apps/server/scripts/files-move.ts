import { referencedFileKeys } from '../src/composition/file-references.ts';
import { openDatabase } from '../src/composition/open-database.ts';
import { loadConfig } from '../src/config/config.ts';
import { createFileStorage } from '../src/platform/files/create-storage.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { type MoveCounts, moveFiles } from '../src/platform/files/move-files.ts';

/**
 * `npm run files:move`: copies every file the rows point at from FILES_DIR into the store
 * FILES_STORE names (the database by default, or S3), keeping each key. Run it again after an
 * interruption: what the store already holds is skipped. The folder is left as it was.
 */
const config = loadConfig();
if (config.filesStore.kind === 'local') {
  console.error('FILES_STORE=local keeps the files in FILES_DIR already: set FILES_STORE to database or s3.');
  process.exit(1);
}
const n = (value: number) => value.toLocaleString('en-US').padStart(8);
const database = await openDatabase(config);
try {
  const keys = await referencedFileKeys(database.db);
  console.log(
    `Copying the files rows point at from ${config.filesDir} into the ${config.filesStore.kind} store…`,
  );
  const report = (c: MoveCounts) => {
    const seen = c.copied + c.skipped + c.missing.length;
    if (seen % 500 === 0) console.log(`${n(seen)} of ${c.referenced.toLocaleString('en-US')}`);
  };
  const counts = await moveFiles(
    keys,
    createLocalStorage(config.filesDir),
    createFileStorage(config, database.db),
    report,
  );
  console.log(`${n(counts.referenced)} referenced by rows`);
  console.log(`${n(counts.copied)} copied`);
  console.log(`${n(counts.skipped)} already in the store (skipped)`);
  console.log(`${n(counts.missing.length)} missing from the folder${counts.missing.length ? ':' : ''}`);
  for (const key of counts.missing.slice(0, 50)) console.log(`           ${key}`);
  if (counts.missing.length > 50) console.log(`           … and ${counts.missing.length - 50} more`);
} finally {
  await database.close();
}
