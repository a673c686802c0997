import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from './backup-manifest.ts';
import { type BackupResult, createBackup, isBackupName } from './create-backup.ts';

/**
 * The backups to remove so that the newest `keep` stay. Only whole backups count (named
 * `zerg-backup-<UTC time>`, so the name orders them by time); anything else in the folder is left.
 */
export const backupsToPrune = (names: readonly string[], keep: number): string[] =>
  names.filter(isBackupName).sort().reverse().slice(Math.max(keep, 1));

export type ScheduledBackupOptions = {
  url: string;
  filesDir: string | null;
  /** `config.backup`: no folder, no nightly backup. */
  backup: { dir: string | null; keep: number };
  now?: Date;
};

export type ScheduledBackupResult = { backup: BackupResult; removed: string[] };

/**
 * The nightly backup: one backup into `BACKUP_DIR`, then the oldest beyond `BACKUP_KEEP` removed
 * (only after the new one is complete, so a failed night never leaves fewer backups). Meant to be
 * called by a scheduled job of the app (see docs/backups.md); returns null when `BACKUP_DIR` is unset.
 */
export const runScheduledBackup = async (
  options: ScheduledBackupOptions,
): Promise<ScheduledBackupResult | null> => {
  const { dir, keep } = options.backup;
  if (!dir) return null;
  const backup = await createBackup({
    url: options.url,
    filesDir: options.filesDir,
    outDir: dir,
    now: options.now,
  });
  const whole = existsSync(dir)
    ? readdirSync(dir).filter((name) => existsSync(join(dir, name, MANIFEST_FILE)))
    : [];
  const removed = backupsToPrune(whole, keep);
  for (const name of removed) await rm(join(dir, name), { recursive: true, force: true });
  return { backup, removed };
};
