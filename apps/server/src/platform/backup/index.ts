export { isBackupArchive, packBackup, unpackBackup } from './backup-archive.ts';
export { BACKUP_FORMATS, type BackupFormat, type BackupManifest, BackupRefused } from './backup-manifest.ts';
export { NIGHTLY_BACKUP_TASK, nightlyBackupTask } from './backup-schedule.ts';
export { type BackupOptions, type BackupResult, backupName, createBackup } from './create-backup.ts';
export { type RestoreOptions, type RestoreReport, restoreBackup } from './restore-backup.ts';
export {
  backupsToPrune,
  runScheduledBackup,
  type ScheduledBackupOptions,
  type ScheduledBackupResult,
} from './scheduled-backup.ts';
