import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkParts, readManifest } from '../src/platform/backup/backup-manifest.ts';
import {
  codeMigration,
  listTables,
  qualified,
  serverVersion,
  tableKey,
} from '../src/platform/backup/database-inventory.ts';
import {
  BackupRefused,
  createBackup,
  isBackupArchive,
  packBackup,
  restoreBackup,
  runScheduledBackup,
  unpackBackup,
} from '../src/platform/backup/index.ts';
import { findPgTools, pickPgTool } from '../src/platform/backup/pg-tools.ts';
import { withDatabase } from './setup/test-databases.ts';

/*
 * A backup restored into an empty database holds the same rows: every table of every schema
 * (the app's, drizzle's journal, pg-boss's queue) is compared whole, through a digest of its rows
 * in a fixed order. The source is a clone of the seeded template with rows and files added here;
 * no app runs on it, so nothing changes it between the backup and the comparison.
 */

const adminUrl = inject('adminUrl');
const work = mkdtempSync(join(tmpdir(), 'zerg-backup-test-'));
const sourceFiles = join(work, 'source-files');
const backups = join(work, 'backups');
const created: string[] = [];

const urlOf = (name: string) => withDatabase(adminUrl, name);

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A new database of this file: empty, or a clone of the migrated and seeded template. */
const newDatabase = async (label: string, template?: string) => {
  const name = `zerg_t_${process.ppid}_backup_${label}`;
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  created.push(name);
  return urlOf(name);
};

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** Each table's row count and the md5 of all its rows as JSON, sorted: equal digests, equal rows. */
const digests = (url: string) =>
  withClient(url, async (client) => {
    const out: Record<string, string> = {};
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ n: string; h: string }>(
        `select count(*) as n, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as h
           from (select row_to_json(t)::text as r from ${qualified(table)} t) s`,
      );
      out[tableKey(table)] = `${rows[0]?.n}:${rows[0]?.h}`;
    }
    return out;
  });

const restoredFiles = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [
        join(e.parentPath, e.name).slice(dir.length + 1),
        readFileSync(join(e.parentPath, e.name)),
      ]),
  );

/** The pg_dump of the test server's version, when the machine has one (Debian's postgresql-client). */
const dumper = await withClient(adminUrl, async (c) =>
  pickPgTool(findPgTools('pg_dump'), (await serverVersion(c)).major),
);
if (!dumper) console.log('backup-restore: no pg_dump for this server: the pg_dump round trip is skipped');

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x0a, 0x0d, 0x5c, 0x22, 0x7f, 0x80, 0xfe]);
const ODD_NAME = 'Ñandú "quoted" \\ back\nslash ☃ \'single\'';

let sourceUrl: string;
let sourceDigests: Record<string, string>;
let rowsBackup: string;

beforeAll(async () => {
  sourceUrl = await newDatabase('source', inject('templateDb'));
  await withClient(sourceUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (email, password_hash, full_name, role_id, campus_id, is_ceo)
       values ('backup-probe@zerg.pe', 'no password', $1, 1, (select min(id) from campuses), false) returning id`,
      [ODD_NAME],
    );
    // pg-boss keeps a partition of statistics per day: a backup taken on a day the target never
    // lived holds partitions its migrated schema lacks.
    await client.query(
      `create table pgboss.queue_stats_20200101 partition of pgboss.queue_stats
         for values from ('2020-01-01 00:00:00+00') to ('2020-01-02 00:00:00+00')`,
    );
    await client.query(
      `insert into pgboss.queue_stats (id, name, total_count, wait_bins, captured_on)
       values ('00000000-0000-4000-8000-000000000001', 'mail', 3, '{1,2,0}', '2020-01-01 12:00:00+00')`,
    );
    await client.query(
      `insert into auth_sessions (user_id, expires_at) values ($1, '2030-01-02T03:04:05.678Z')`,
      [rows[0]?.id],
    );
  });
  mkdirSync(join(sourceFiles, 'employees', 'photos'), { recursive: true });
  writeFileSync(join(sourceFiles, 'employees', 'photos', 'probe'), PHOTO);
  writeFileSync(join(sourceFiles, 'top-level.txt'), 'a file at the top of the folder\n');
  sourceDigests = await digests(sourceUrl);
});

afterAll(async () => {
  await admin(async (c) => {
    for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
  });
  rmSync(work, { recursive: true, force: true });
});

const expectRoundTrip = async (backupDir: string, label: string) => {
  const targetUrl = await newDatabase(label);
  const targetFiles = join(work, `${label}-files`);
  const report = await restoreBackup({ url: targetUrl, filesDir: targetFiles, backupDir });
  expect(report.problems).toEqual([]);
  expect(await digests(targetUrl)).toEqual(sourceDigests);
  expect(restoredFiles(targetFiles)).toEqual(restoredFiles(sourceFiles));
  return targetUrl;
};

describe('backup and restore', () => {
  it('backs up every schema as rows and restores the same rows and files into an empty database', async () => {
    const { dir, manifest } = await createBackup({
      url: sourceUrl,
      filesDir: sourceFiles,
      outDir: backups,
      format: 'rows',
      name: 'zerg-backup-20260101T000000Z',
    });
    rowsBackup = dir;
    expect(manifest.database.format).toBe('rows');
    expect(manifest.migration).toBe(codeMigration());
    expect(manifest.files).toEqual({ included: true, count: 2 });
    expect(Object.keys(manifest.tables)).toEqual(Object.keys(sourceDigests));
    expect(manifest.tables['pgboss.queue_stats_20200101']).toBe(1);
    expect(manifest.tables['public.users']).toBe(Number(sourceDigests['public.users']?.split(':')[0]));
    expect(Object.keys(manifest.tables)).toEqual(
      expect.arrayContaining([
        'drizzle.__drizzle_migrations',
        'pgboss.queue',
        'pgboss.queue_stats_20200101',
        'public.auth_sessions',
      ]),
    );
    expect(Object.keys(manifest.parts)).toEqual(
      expect.arrayContaining([
        'files/employees/photos/probe',
        'rows/public.users.jsonl.gz',
        'rows/sequences.json',
      ]),
    );
    const restored = await expectRoundTrip(dir, 'rows');
    // The sequences go on where the source's stopped: a new row does not reuse an id.
    const next = async (url: string) =>
      withClient(
        url,
        async (c) => (await c.query<{ v: string }>(`select nextval('users_id_seq')::text as v`)).rows[0]?.v,
      );
    expect(await next(restored)).toBe(await next(sourceUrl));
  });

  it.skipIf(!dumper)(
    'backs up with pg_dump and restores the same rows and files into an empty database',
    async () => {
      const { dir, manifest } = await createBackup({
        url: sourceUrl,
        filesDir: sourceFiles,
        outDir: backups,
        name: 'zerg-backup-20260102T000000Z',
      });
      expect(manifest.database.format).toBe('pg_dump');
      expect(manifest.database.dumpTool).toBe(`pg_dump ${dumper?.version}`);
      expect(Object.keys(manifest.parts)).toContain('database.pgdump');
      await expectRoundTrip(dir, 'pgdump');
    },
  );

  it('refuses a backup whose part no longer matches its checksum, and leaves the target untouched', async () => {
    const tampered = join(backups, 'tampered');
    cpSync(rowsBackup, tampered, { recursive: true });
    const photo = join(tampered, 'files', 'employees', 'photos', 'probe');
    const bytes = readFileSync(photo);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    writeFileSync(photo, bytes);
    const targetUrl = await newDatabase('tampered');
    const targetFiles = join(work, 'tampered-files');
    const refused = await restoreBackup({ url: targetUrl, filesDir: targetFiles, backupDir: tampered }).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(BackupRefused);
    expect((refused as BackupRefused).problems).toEqual([
      'part files/employees/photos/probe does not match its checksum (changed or damaged)',
    ]);
    expect(await withClient(targetUrl, listTables)).toEqual([]);
  });

  it('packs a backup into one .tar that unpacks to the same checked parts', async () => {
    const copy = join(backups, 'zerg-backup-20260103T000000Z');
    cpSync(rowsBackup, copy, { recursive: true });
    const file = await packBackup(copy);
    expect(file).toBe(`${copy}.tar`);
    expect(isBackupArchive(file)).toBe(true);
    const unpacked = await unpackBackup(file);
    try {
      const manifest = await readManifest(unpacked.dir);
      expect(manifest.parts).toEqual((await readManifest(rowsBackup)).parts);
      expect(await checkParts(unpacked.dir, manifest)).toEqual([]);
    } finally {
      await unpacked.remove();
    }
  });

  it('fails a rows backup whose references do not hold, and leaves the target empty', async () => {
    // A backup made consistent with its manifest but without its users: every row pointing at a
    // user is left dangling, which the foreign keys refuse when they come back.
    const broken = join(backups, 'no-users');
    cpSync(rowsBackup, broken, { recursive: true });
    const usersPart = 'rows/public.users.jsonl.gz';
    writeFileSync(join(broken, usersPart), gzipSync(''));
    const manifest = JSON.parse(readFileSync(join(broken, 'manifest.json'), 'utf8'));
    manifest.parts[usersPart] = createHash('sha256')
      .update(readFileSync(join(broken, usersPart)))
      .digest('hex');
    writeFileSync(join(broken, 'manifest.json'), JSON.stringify(manifest));
    const targetUrl = await newDatabase('broken');
    const failed = await restoreBackup({
      url: targetUrl,
      filesDir: join(work, 'broken-files'),
      backupDir: broken,
    }).catch((err: unknown) => err);
    expect(String(failed)).toMatch(/violates foreign key constraint/);
    expect(await withClient(targetUrl, listTables)).toEqual([]);
  });

  it('refuses a target that is not empty unless forced, and a forced restore replaces it', async () => {
    const targetUrl = await newDatabase('forced', inject('templateDb'));
    const targetFiles = join(work, 'forced-files');
    mkdirSync(targetFiles, { recursive: true });
    writeFileSync(join(targetFiles, 'left-over'), 'old');
    const refused = await restoreBackup({
      url: targetUrl,
      filesDir: targetFiles,
      backupDir: rowsBackup,
    }).catch((err: unknown) => err);
    expect((refused as BackupRefused).problems).toEqual([
      'the target database is not empty (restore with --force to replace it)',
      `the files folder ${targetFiles} is not empty (restore with --force to replace it)`,
    ]);
    const report = await restoreBackup({
      url: targetUrl,
      filesDir: targetFiles,
      backupDir: rowsBackup,
      force: true,
    });
    expect(report.problems).toEqual([]);
    expect(await digests(targetUrl)).toEqual(sourceDigests);
    expect(restoredFiles(targetFiles)).toEqual(restoredFiles(sourceFiles));
  });
});

describe('the nightly backup', () => {
  it('does nothing without BACKUP_DIR', async () => {
    expect(
      await runScheduledBackup({ url: sourceUrl, filesDir: null, backup: { dir: null, keep: 2 } }),
    ).toBeNull();
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other folders alone', async () => {
    const dir = join(work, 'nightly');
    mkdirSync(join(dir, 'not-a-backup'), { recursive: true });
    const nights = ['2026-03-01T02:00:00Z', '2026-03-02T02:00:00Z', '2026-03-03T02:00:00Z'];
    const removed: string[][] = [];
    for (const night of nights) {
      const result = await runScheduledBackup({
        url: sourceUrl,
        filesDir: sourceFiles,
        backup: { dir, keep: 2 },
        now: new Date(night),
      });
      removed.push(result?.removed ?? []);
    }
    expect(removed).toEqual([[], [], ['zerg-backup-20260301T020000Z']]);
    expect(readdirSync(dir).sort()).toEqual([
      'not-a-backup',
      'zerg-backup-20260302T020000Z',
      'zerg-backup-20260303T020000Z',
    ]);
  });
});
