import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import {
  type BackupManifest,
  BackupRefused,
  checkParts,
  checksumParts,
  filesUnder,
  readManifest,
} from './backup-manifest.ts';
import { compareCounts, compareFiles, compareMigration } from './consistency-check.ts';
import { DUMP_FILE, FILES_PART } from './create-backup.ts';
import {
  codeMigration,
  countRows,
  databaseMigration,
  emptyDatabase,
  isEmptyDatabase,
  listTables,
  type TableName,
} from './database-inventory.ts';
import { findPgTools, type PgTool, pickPgTool, runPgTool } from './pg-tools.ts';
import { loadRows } from './row-dump.ts';

export type RestoreOptions = {
  /** The database to restore into: empty, or emptied first with `force`. */
  url: string;
  /** The uploaded files' folder to restore into (emptied first with `force`). */
  filesDir: string | null;
  backupDir: string;
  force?: boolean;
};

export type RestoreReport = { manifest: BackupManifest; problems: string[]; tables: number; rows: number };

const dumpMajor = (manifest: BackupManifest): number =>
  Number(/(\d+)/.exec(manifest.database.dumpTool ?? '')?.[1] ?? 0);

/** Everything that makes the backup unfit to restore here, before the target is touched. */
const refusals = async (options: RestoreOptions, manifest: BackupManifest, restorer: PgTool | null) => {
  const problems = await checkParts(options.backupDir, manifest);
  if (manifest.database.format === 'rows' && manifest.migration !== codeMigration()) {
    problems.push(
      `this backup holds rows of the schema of migration ${manifest.migration}; this version of the app is at ${codeMigration()}: restore it with the app's version ${manifest.appVersion}`,
    );
  }
  if (manifest.database.format === 'pg_dump' && !restorer) {
    problems.push(
      `no pg_restore of PostgreSQL ${dumpMajor(manifest)} or newer was found (install postgresql-client-${dumpMajor(manifest)}, or set PG_BIN_DIR)`,
    );
  }
  if (manifest.files.included && !options.filesDir)
    problems.push('the backup holds files but no files folder is given');
  return problems;
};

/** A target with data is replaced only with `force`; without it the restore stops before any change. */
const clearTarget = async (client: pg.ClientBase, options: RestoreOptions) => {
  if (options.force) {
    await emptyDatabase(client);
    return;
  }
  const busy: string[] = [];
  if (!(await isEmptyDatabase(client)))
    busy.push('the target database is not empty (restore with --force to replace it)');
  if (options.filesDir && filesUnder(options.filesDir).length > 0) {
    busy.push(`the files folder ${options.filesDir} is not empty (restore with --force to replace it)`);
  }
  if (busy.length > 0) throw new BackupRefused(busy);
};

const restoreDatabase = async (
  client: pg.ClientBase,
  options: RestoreOptions,
  manifest: BackupManifest,
  restorer: PgTool | null,
) => {
  if (manifest.database.format === 'pg_dump' && restorer) {
    await runPgTool(restorer, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${options.url}`,
      join(options.backupDir, DUMP_FILE),
    ]);
    return;
  }
  const database = createDatabase(options.url, 2);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  const tables: TableName[] = Object.keys(manifest.tables).map((key) => {
    const dot = key.indexOf('.');
    return { schema: key.slice(0, dot), name: key.slice(dot + 1) };
  });
  await client.query('begin');
  try {
    await loadRows(client, tables, options.backupDir);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
};

const restoreFiles = async (options: RestoreOptions, manifest: BackupManifest) => {
  if (!options.filesDir) return;
  if (options.force) await rm(options.filesDir, { recursive: true, force: true });
  await mkdir(options.filesDir, { recursive: true });
  if (manifest.files.included)
    await cp(join(options.backupDir, FILES_PART), options.filesDir, { recursive: true });
};

/**
 * Restores a backup folder: checks every part against its checksum and refuses a non-empty target
 * unless `force`, restores the database and the files, then checks the result against the
 * manifest. A refusal throws `BackupRefused`; the check's findings are the report's `problems`.
 */
export const restoreBackup = async (options: RestoreOptions): Promise<RestoreReport> => {
  const manifest = await readManifest(options.backupDir);
  const restorer =
    manifest.database.format === 'pg_dump'
      ? pickPgTool(findPgTools('pg_restore'), dumpMajor(manifest))
      : null;
  const refused = await refusals(options, manifest, restorer);
  if (refused.length > 0) throw new BackupRefused(refused);

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await clearTarget(client, options);
    try {
      await restoreDatabase(client, options, manifest, restorer);
    } catch (err) {
      // The target was empty before: a failed restore leaves it empty again (a rows restore has
      // migrated it already), so the next attempt needs no --force.
      await emptyDatabase(client).catch(() => {});
      throw err;
    }
    await restoreFiles(options, manifest);

    const counts = await countRows(client, await listTables(client));
    const problems = [
      ...compareMigration(manifest.migration, await databaseMigration(client)),
      ...compareCounts(manifest.tables, counts),
      ...(options.filesDir ? compareFiles(manifest, FILES_PART, await checksumParts(options.filesDir)) : []),
    ];
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { manifest, problems, tables: Object.keys(counts).length, rows };
  } finally {
    await client.end().catch(() => {});
  }
};
