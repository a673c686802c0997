import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/config.ts';
import { BackupRefused, isBackupArchive, restoreBackup, unpackBackup } from '../src/platform/backup/index.ts';
import { openBackupTarget } from './backup-target.ts';

/**
 * `npm run restore -- <backup folder or .tar> [--force]`: checks the backup, restores it into the
 * database and the files folder the app is configured with (refused when they are not empty,
 * unless `--force` replaces them), then checks the result against the manifest. A `.tar` is
 * unpacked into a temporary folder first. See docs/backups.md.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder or .tar> [--force]');
  process.exit(2);
}
const backupPath = resolve(positionals[0] ?? '');
const config = loadConfig();
let code = 0;
try {
  const archive = isBackupArchive(backupPath) ? await unpackBackup(backupPath) : null;
  const backupDir = archive?.dir ?? backupPath;
  const target = await openBackupTarget(config, 'restore').catch(async (err: unknown) => {
    await archive?.remove();
    throw err;
  });
  try {
    console.log(`Restoring ${backupPath} into ${target.describe} and ${config.filesDir}…`);
    const report = await restoreBackup({
      url: target.url,
      filesDir: config.filesDir,
      backupDir,
      force: values.force,
    });
    const { manifest } = report;
    console.log(
      `  backup of ${manifest.createdAt}, app ${manifest.appVersion}, migration ${manifest.migration}`,
    );
    console.log(`  restored: ${report.tables} tables, ${report.rows} rows, ${manifest.files.count} files`);
    if (report.problems.length > 0) {
      console.error('The restored data does not match the backup:');
      for (const line of report.problems) console.error(`  - ${line}`);
      code = 1;
    } else {
      console.log('Consistency check passed: row counts, migration and file checksums match the manifest.');
    }
    // The key is never in a backup (it would travel with what it protects): without it the restored
    // signing certificates cannot be decrypted, and the app would make a new key on its start.
    if (!config.secretsKey && !existsSync(join(config.dataDir, 'secrets-key'))) {
      console.warn(
        `Note: neither SECRETS_KEY nor ${join(config.dataDir, 'secrets-key')} is set: before starting the app, set SECRETS_KEY or copy secrets-key from the original DATA_DIR, or the stored signing certificates cannot be read.`,
      );
    }
  } finally {
    await target.close();
    await archive?.remove();
  }
} catch (err) {
  if (err instanceof BackupRefused) {
    console.error('Restore refused:');
    for (const line of err.problems) console.error(`  - ${line}`);
  } else {
    console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
  }
  code = 1;
}
process.exit(code);
