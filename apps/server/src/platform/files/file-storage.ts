import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploaded files live; the local folder is the default, an object store can replace it. */
export type FileStorage = {
  put: (data: Buffer, prefix: string) => Promise<string>;
  read: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
};

export const createLocalStorage = (root: string): FileStorage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are made here, but a path must never leave the folder whatever a row holds.
    if (!path.startsWith(`${base}/`)) throw new Error(`storage key outside the storage folder: ${key}`);
    return path;
  };
  return {
    put: async (data, prefix) => {
      const key = join(prefix.replace(/[^a-z0-9/-]/gi, ''), randomUUID());
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
