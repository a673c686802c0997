import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { z } from 'zod';

/** `pg_dump`: one custom-format archive; `rows`: every table's rows as JSON lines (see row-dump.ts). */
export const BACKUP_FORMATS = ['pg_dump', 'rows'] as const;
export type BackupFormat = (typeof BACKUP_FORMATS)[number];

export const MANIFEST_FILE = 'manifest.json';

const ZManifest = z.object({
  kind: z.literal('zerg-backup'),
  manifestVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The last migration applied to the database when it was backed up (its journal tag). */
  migration: z.string().nullable(),
  database: z.object({
    format: z.enum(BACKUP_FORMATS),
    serverVersion: z.string(),
    /** The `pg_dump` that wrote the archive (`pg_restore` must be of this major version or newer). */
    dumpTool: z.string().nullable(),
  }),
  /** Rows per table (`schema.table`), counted in the snapshot the dump was taken from. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The uploaded files' folder, copied under `files/` when it held any. */
  files: z.object({ included: z.boolean(), count: z.number().int().min(0) }),
  /** The sha256 of every other file of the backup, by its path inside the backup. */
  parts: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type BackupManifest = z.infer<typeof ZManifest>;

export const sha256File = (path: string): Promise<string> =>
  new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolvePromise(hash.digest('hex')));
  });

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export const filesUnder = (dir: string): string[] => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
};

export const checksumParts = async (dir: string): Promise<Record<string, string>> => {
  const parts: Record<string, string> = {};
  for (const path of filesUnder(dir)) {
    if (path !== MANIFEST_FILE) parts[path] = await sha256File(join(dir, path));
  }
  return parts;
};

export const writeManifest = (dir: string, manifest: BackupManifest): Promise<void> =>
  writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

export const readManifest = async (dir: string): Promise<BackupManifest> => {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) throw new BackupRefused([`${path} is missing: not a backup folder`]);
  try {
    return ZManifest.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch (err) {
    throw new BackupRefused([`${path} is not a valid manifest: ${err instanceof Error ? err.message : err}`]);
  }
};

/** What differs between the parts the manifest lists and the files the backup holds. */
export const checkParts = async (dir: string, manifest: BackupManifest): Promise<string[]> => {
  const actual = await checksumParts(dir);
  const problems: string[] = [];
  for (const [path, sum] of Object.entries(manifest.parts)) {
    if (!(path in actual)) problems.push(`part ${path} is missing`);
    else if (actual[path] !== sum)
      problems.push(`part ${path} does not match its checksum (changed or damaged)`);
  }
  for (const path of Object.keys(actual)) {
    if (!(path in manifest.parts)) problems.push(`file ${path} is not listed in the manifest`);
  }
  return problems;
};

/** A backup that must not be restored, or a restore whose result differs from the backup. */
export class BackupRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
    this.name = 'BackupRefused';
  }
}
