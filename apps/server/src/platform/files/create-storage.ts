import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { createDatabaseStorage } from './database-storage.ts';
import { createLocalStorage, type FileStorage, MissingFileError } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * A file the store lacks is read from the folder when the folder has it: an installation that
 * kept its files in FILES_DIR keeps serving them after the upgrade, until `npm run files:move`
 * has copied them. Writes go to the store only.
 */
const withFolderFallback = (store: FileStorage, folder: FileStorage): FileStorage => ({
  ...store,
  read: async (key) => {
    try {
      return await store.read(key);
    } catch (err) {
      if (!(err instanceof MissingFileError) || !(await folder.has(key))) throw err;
      return folder.read(key);
    }
  },
});

/** The store FILES_STORE names; see platform/files/README.md for choosing one. */
export const createFileStorage = (config: Pick<Config, 'filesStore' | 'filesDir'>, db: Db): FileStorage => {
  const store = config.filesStore;
  const folder = createLocalStorage(config.filesDir);
  if (store.kind === 'local') return folder;
  return withFolderFallback(
    store.kind === 's3' ? createS3Storage(store.s3) : createDatabaseStorage(db),
    folder,
  );
};
