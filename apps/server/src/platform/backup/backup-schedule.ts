import type { ScheduledTask } from '../jobs/schedules.ts';
import { runScheduledBackup, type ScheduledBackupOptions } from './scheduled-backup.ts';

export const NIGHTLY_BACKUP_TASK = 'nightly-backup';

/**
 * The nightly backup as a schedule: declared only when `BACKUP_DIR` is set, so an installation
 * without it registers nothing. One instance runs each night's backup whatever the number of
 * instances; a night missed while every instance was down is made at the next start.
 */
export const nightlyBackupTask = (
  cron: string,
  options: ScheduledBackupOptions,
  log: { info: (o: object, m: string) => void },
): ScheduledTask | null => {
  if (!options.backup.dir) return null;
  return {
    name: NIGHTLY_BACKUP_TASK,
    cron,
    missed: 'once',
    // A large database with its files takes a while; past three hours something is wrong.
    expireInSeconds: 3 * 3600,
    run: async () => {
      const done = await runScheduledBackup(options);
      if (done) log.info({ dir: done.backup.dir, removed: done.removed }, 'nightly backup written');
    },
  };
};
