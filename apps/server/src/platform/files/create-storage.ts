import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { createDatabaseStorage } from './database-storage.ts';
import { createLocalStorage, type FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The store FILES_STORE names; see platform/files/README.md for choosing one. */
export const createFileStorage = (config: Pick<Config, 'filesStore' | 'filesDir'>, db: Db): FileStorage => {
  const store = config.filesStore;
  if (store.kind === 's3') return createS3Storage(store.s3);
  if (store.kind === 'local') return createLocalStorage(config.filesDir);
  return createDatabaseStorage(db);
};
