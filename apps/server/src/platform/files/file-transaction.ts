import type { DbOrTx, Tx } from '../../db/client.ts';
import type { FileStorage } from './file-storage.ts';

/** The file writes of one transaction; keys go into the rows the same transaction writes. */
export type FileWrites = {
  put: (data: Buffer, prefix: string) => Promise<string>;
  /** Drops a file the transaction stops pointing at. */
  remove: (key: string) => Promise<void>;
};

/**
 * Runs a transaction that writes rows together with their files. In the database store the files
 * are rows of the same transaction: all commit or none. An object store or a folder cannot take
 * part in it, so a file is written before the commit and deleted again when the transaction fails,
 * and a dropped file is deleted only after the commit: a crash between the two leaves at worst a
 * file no row points at, never a row without its file.
 */
export const withFiles = async <T>(
  db: DbOrTx,
  storage: FileStorage,
  work: (tx: Tx, files: FileWrites) => Promise<T>,
): Promise<T> => {
  const written: string[] = [];
  const dropped: string[] = [];
  let result: T;
  try {
    result = await db.transaction((tx) =>
      work(tx, {
        put: async (data, prefix) => {
          const key = await storage.put(tx, data, prefix);
          written.push(key);
          return key;
        },
        remove: async (key) => {
          if (storage.transactional) await storage.remove(tx, key);
          else dropped.push(key);
        },
      }),
    );
  } catch (err) {
    if (!storage.transactional) {
      // The transaction's own error is the one to report; a failed clean-up leaves an unused file.
      for (const key of written) await storage.remove(db, key).catch(() => {});
    }
    throw err;
  }
  for (const key of dropped) await storage.remove(db, key).catch(() => {});
  return result;
};
