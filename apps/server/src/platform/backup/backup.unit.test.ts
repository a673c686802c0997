import { describe, expect, it } from 'vitest';
import type { BackupManifest } from './backup-manifest.ts';
import { NIGHTLY_BACKUP_TASK, nightlyBackupTask } from './backup-schedule.ts';
import { compareCounts, compareFiles, compareMigration } from './consistency-check.ts';
import { backupName, isBackupName } from './create-backup.ts';
import { pickPgTool } from './pg-tools.ts';
import { nextFetchSize } from './row-dump.ts';
import { backupsToPrune } from './scheduled-backup.ts';

describe('backup names and retention', () => {
  it('names a backup by its UTC second, in an order that sorts by time', () => {
    expect(backupName(new Date('2026-11-29T03:04:05.678Z'))).toBe('zerg-backup-20261129T030405Z');
    expect(isBackupName('zerg-backup-20261129T030405Z')).toBe(true);
    expect(isBackupName('zerg-backup-20261129T030405Z.partial')).toBe(false);
  });

  it('prunes all but the newest `keep` backups and never anything else', () => {
    const names = [
      'zerg-backup-20260103T020000Z',
      'notes',
      'zerg-backup-20260101T020000Z',
      'zerg-backup-20260104T020000Z.partial',
      'zerg-backup-20260102T020000Z',
    ];
    expect(backupsToPrune(names, 2)).toEqual(['zerg-backup-20260101T020000Z']);
    expect(backupsToPrune(names, 1)).toEqual([
      'zerg-backup-20260102T020000Z',
      'zerg-backup-20260101T020000Z',
    ]);
    expect(backupsToPrune(names, 5)).toEqual([]);
    // A keep of 0 would delete the backup just made.
    expect(backupsToPrune(names, 0)).toEqual(backupsToPrune(names, 1));
  });
});

describe('choosing pg_dump', () => {
  const tools = [13, 15, 17, 16].map((major) => ({
    path: `/pg${major}/pg_dump`,
    major,
    version: `${major}.1`,
  }));
  it('takes the server’s major version, else the oldest newer one, never an older one', () => {
    expect(pickPgTool(tools, 15)?.major).toBe(15);
    expect(pickPgTool(tools, 14)?.major).toBe(15);
    expect(pickPgTool(tools, 18)).toBeNull();
  });
});

describe('the consistency check', () => {
  it('names every table whose count differs, is missing or is new with rows', () => {
    expect(
      compareCounts({ 'public.a': 2, 'public.b': 1 }, { 'public.a': 2, 'public.b': 1, 'public.c': 0 }),
    ).toEqual([]);
    expect(compareCounts({ 'public.a': 2, 'public.b': 1 }, { 'public.a': 3, 'public.c': 4 })).toEqual([
      'table public.a has 3 rows, the backup 2',
      'table public.b is missing (the backup holds 1 rows)',
      'table public.c is not in the backup but has 4 rows',
    ]);
    expect(compareMigration('0032_x', '0031_y')).toEqual([
      'the database is at migration 0031_y, the backup at 0032_x',
    ]);
  });

  it('compares the restored files with the manifest’s files part', () => {
    const manifest = {
      parts: { 'files/a/1': 'aa', 'files/b': 'bb', 'rows/x.jsonl.gz': 'cc' },
    } as unknown as BackupManifest;
    expect(compareFiles(manifest, 'files', { 'a/1': 'aa', b: 'bb' })).toEqual([]);
    expect(compareFiles(manifest, 'files', { 'a/1': 'ab', c: 'cc' })).toEqual([
      'file a/1 differs from the backup',
      'file b was not restored',
      'file c is in the files folder but not in the backup',
    ]);
  });
});

describe('reading rows in batches by size', () => {
  it('reads small rows 2,000 at a time and rows of megabytes a few at a time, never none', () => {
    expect(nextFetchSize(1, 200)).toBe(2_000);
    expect(nextFetchSize(1, 4 * 1024 * 1024)).toBe(4);
    expect(nextFetchSize(2, 100 * 1024 * 1024)).toBe(1);
  });
});

describe('nightlyBackupTask', () => {
  const log = { info: () => undefined };
  const options = { url: 'postgres://x/y', filesDir: null };

  it('declares no schedule without BACKUP_DIR', () => {
    expect(nightlyBackupTask('0 2 * * *', { ...options, backup: { dir: null, keep: 7 } }, log)).toBeNull();
  });

  it('runs once a night at the configured time, catching up a night missed while every instance was down', () => {
    const task = nightlyBackupTask('30 1 * * *', { ...options, backup: { dir: '/backups', keep: 7 } }, log);
    expect(task).toMatchObject({ name: NIGHTLY_BACKUP_TASK, cron: '30 1 * * *', missed: 'once' });
  });
});
