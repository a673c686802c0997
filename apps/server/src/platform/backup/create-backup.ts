import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_DIR } from '../../config/paths.ts';
import {
  type BackupFormat,
  type BackupManifest,
  checksumParts,
  filesUnder,
  writeManifest,
} from './backup-manifest.ts';
import { countRows, databaseMigration, listTables, serverVersion } from './database-inventory.ts';
import { findPgTools, pickPgTool, runPgTool } from './pg-tools.ts';
import { dumpRows } from './row-dump.ts';

export const DUMP_FILE = 'database.pgdump';
export const FILES_PART = 'files';

export type BackupOptions = {
  /** The database to back up. */
  url: string;
  /** The uploaded files' folder; copied when it holds any file. */
  filesDir: string | null;
  /** The folder the backup folder is made in. */
  outDir: string;
  /** `auto` (the default): `pg_dump` when a matching build is found, else `rows`. */
  format?: BackupFormat | 'auto';
  /** The backup's name (a folder of `outDir`); by default `zerg-backup-<UTC time>`. */
  name?: string;
  now?: Date;
};

export type BackupResult = { dir: string; manifest: BackupManifest };

const BACKUP_NAME = /^zerg-backup-\d{8}T\d{6}Z$/;
export const isBackupName = (name: string): boolean => BACKUP_NAME.test(name);
export const backupName = (at: Date): string =>
  `zerg-backup-${at.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;

const appVersion = (): string =>
  (JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Backs up the database and the uploaded files into one folder with its manifest. The row counts,
 * the migration and the dump come from one snapshot (a repeatable-read transaction whose snapshot
 * `pg_dump` shares), so a running app may keep writing. The folder is written under a `.partial`
 * name and renamed when complete: a folder with the backup's name is always a whole backup.
 */
export const createBackup = async (options: BackupOptions): Promise<BackupResult> => {
  const now = options.now ?? new Date();
  const name = options.name ?? backupName(now);
  const dir = join(options.outDir, name);
  const work = `${dir}.partial`;
  if (existsSync(dir)) throw new Error(`${dir} exists already`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const server = await serverVersion(client);
    const dumper = options.format === 'rows' ? null : pickPgTool(findPgTools('pg_dump'), server.major);
    if (options.format === 'pg_dump' && !dumper) {
      throw new Error(
        `no pg_dump of PostgreSQL ${server.major} or newer was found (install postgresql-client-${server.major}, or set PG_BIN_DIR)`,
      );
    }
    const tables = await listTables(client);
    const counts = await countRows(client, tables);
    const migration = await databaseMigration(client);
    if (dumper) {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      await runPgTool(dumper, [
        '--format=custom',
        `--snapshot=${rows[0]?.id}`,
        '--no-owner',
        '--no-privileges',
        `--file=${join(work, DUMP_FILE)}`,
        `--dbname=${options.url}`,
      ]);
    } else {
      await dumpRows(client, tables, work);
    }
    await client.query('commit');
    const files = options.filesDir ? filesUnder(options.filesDir) : [];
    if (options.filesDir && files.length > 0)
      await cp(options.filesDir, join(work, FILES_PART), { recursive: true });
    const manifest: BackupManifest = {
      kind: 'zerg-backup',
      manifestVersion: 1,
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      migration,
      database: {
        format: dumper ? 'pg_dump' : 'rows',
        serverVersion: server.text,
        dumpTool: dumper ? `pg_dump ${dumper.version}` : null,
      },
      tables: counts,
      files: { included: files.length > 0, count: files.length },
      parts: await checksumParts(work),
    };
    await writeManifest(work, manifest);
    await rename(work, dir);
    return { dir, manifest };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    await rm(work, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
};
