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
const n = (value: number) => value.toLocaleString('en-US').padStart(8);

const main = async () => {
  const config = loadConfig();
  if (config.filesStore.kind === 'local') {
    throw new Error(
      'FILES_STORE=local keeps the files in FILES_DIR already: set FILES_STORE to database or s3.',
    );
  }
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
    const target = createFileStorage(config, database.db);
    const counts = await moveFiles(keys, createLocalStorage(config.filesDir), target, report);
    console.log(`${n(counts.referenced)} referenced by rows`);
    console.log(`${n(counts.copied)} copied`);
    console.log(`${n(counts.skipped)} already in the store (skipped)`);
    console.log(`${n(counts.missing.length)} missing from the folder${counts.missing.length ? ':' : ''}`);
    for (const key of counts.missing.slice(0, 50)) console.log(`           ${key}`);
    if (counts.missing.length > 50) console.log(`           … and ${counts.missing.length - 50} more`);
  } finally {
    await database.close();
  }
};

// Like the server: a configuration or connection problem is its message, not a stack.
main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
