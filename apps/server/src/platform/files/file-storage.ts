import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Where uploaded files live: PostgreSQL (the default), an S3-compatible object store, or a local
 * folder. Callers write and drop files through `withFiles` (file-transaction.ts), which gives the
 * store the row's transaction.
 */
export type FileStorage = {
  /** `put` and `remove` commit or roll back with the transaction given (only the database store). */
  transactional: boolean;
  /** Stores the bytes under a new key made from `prefix`. */
  put: (tx: DbOrTx, data: Buffer, prefix: string) => Promise<string>;
  read: (key: string) => Promise<Buffer>;
  remove: (tx: DbOrTx, key: string) => Promise<void>;
  /** Whether a file is stored under `key` (the move command skips what is already there). */
  has: (key: string) => Promise<boolean>;
  /** Stores the bytes under a key made elsewhere (files moved in keep the key their rows hold). */
  putAt: (key: string, data: Buffer) => Promise<void>;
};

/** `employees/12/<uuid>`: the prefix keeps letters, digits, `/` and `-` only. */
export const newFileKey = (prefix: string) => join(prefix.replace(/[^a-z0-9/-]/gi, ''), randomUUID());

/** A key read back from a row that no store holds: the caller's 500, named. */
export class MissingFileError extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'MissingFileError';
  }
}

/** Files in a folder of this machine: development, and the source of `npm run files:move`. */
export const createLocalStorage = (root: string): FileStorage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are made here, but a path must never leave the folder whatever a row holds.
    if (!path.startsWith(`${base}/`)) throw new Error(`storage key outside the storage folder: ${key}`);
    return path;
  };
  const putAt = async (key: string, data: Buffer) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  };
  return {
    transactional: false,
    put: async (_tx, data, prefix) => {
      const key = newFileKey(prefix);
      await putAt(key, data);
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    remove: (_tx, key) => rm(pathOf(key), { force: true }),
    has: async (key) => (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false,
    putAt,
  };
};
