import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

/*
 * A backup as one file to move: the folder packed with the system's `tar` (uncompressed: the dump
 * and the rows are compressed already, and the uploads mostly are). The checksums stay inside, in
 * the manifest, so an archive is checked exactly as its folder.
 */

const run = promisify(execFile);

/** Packs a backup folder into `<folder>.tar` beside it and removes the folder. */
export const packBackup = async (dir: string): Promise<string> => {
  const file = `${dir}.tar`;
  await run('tar', ['-cf', file, '-C', dirname(dir), basename(dir)]);
  await rm(dir, { recursive: true, force: true });
  return file;
};

export const isBackupArchive = (path: string): boolean => path.endsWith('.tar');

/** Unpacks an archive into a temporary folder; `remove` deletes it when the restore is done. */
export const unpackBackup = async (file: string): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const into = await mkdtemp(join(tmpdir(), 'zerg-restore-'));
  const remove = () => rm(into, { recursive: true, force: true });
  try {
    await run('tar', ['-xf', file, '-C', into]);
    const entries = readdirSync(into);
    if (entries.length !== 1 || !entries[0]) throw new Error(`${file} does not hold one backup folder`);
    return { dir: join(into, entries[0]), remove };
  } catch (err) {
    await remove();
    throw err;
  }
};
