import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type FileStorage, MissingFileError, newFileKey } from './file-storage.ts';
import { storedFiles } from './stored-file.table.ts';

const rowOf = (key: string, data: Buffer) => ({
  key,
  data,
  size: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
});

/**
 * Files in PostgreSQL (`stored_files`): `put` and `remove` run in the caller's transaction, so a
 * file and the row pointing at it commit together or not at all. Reads use the app's pool.
 */
export const createDatabaseStorage = (db: Db): FileStorage => ({
  transactional: true,
  put: async (tx, data, prefix) => {
    const key = newFileKey(prefix);
    await tx.insert(storedFiles).values(rowOf(key, data));
    return key;
  },
  read: async (key) => {
    const [row] = await db
      .select({ data: storedFiles.data })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    if (!row) throw new MissingFileError(key);
    return row.data;
  },
  remove: async (tx, key) => {
    await tx.delete(storedFiles).where(eq(storedFiles.key, key));
  },
  has: async (key) => {
    const [row] = await db.select({ one: sql<number>`1` }).from(storedFiles).where(eq(storedFiles.key, key));
    return row !== undefined;
  },
  putAt: async (key, data) => {
    await db.insert(storedFiles).values(rowOf(key, data)).onConflictDoNothing();
  },
});
