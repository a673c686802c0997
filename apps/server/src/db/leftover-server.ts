import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * What a killed app leaves in its data folder: the PostgreSQL it started, still running (or its
 * stale `postmaster.pid`), and the app's own `app.pid`. The next start clears them itself, so a
 * power cut or a `kill -9` never needs a person with a shell.
 */

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // An exited child nobody reaped yet still answers signal 0; it is dead all the same.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

/** The command line of a process (Linux's /proc, else `ps`), or '' when it cannot be read. */
const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
};

const readPid = (file: string): { pid: number; lines: string[] } | null => {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, lines } : null;
};

const APP_LOCK = 'app.pid';

/** The process of another live app that holds the data folder (and runs its database), or null. */
export const dataDirOwner = (dataDir: string): number | null => {
  const owner = readPid(join(dataDir, APP_LOCK));
  if (owner && owner.pid !== process.pid && isAlive(owner.pid) && /node/.test(commandOf(owner.pid))) {
    return owner.pid;
  }
  return null;
};

/**
 * Claims the data folder for this process. Another live app on the same folder is refused (it owns
 * the database); a lock left by a killed app is taken over.
 */
export const claimDataDir = (dataDir: string): void => {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(
      `The data folder ${dataDir} is in use by another running instance of the application (process ${owner}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
  writeFileSync(join(dataDir, APP_LOCK), `${process.pid}\n`);
};

export const releaseDataDir = (dataDir: string): void => {
  const file = join(dataDir, APP_LOCK);
  if (readPid(file)?.pid === process.pid) rmSync(file, { force: true });
};

/**
 * Stops a PostgreSQL left running on `pgDir` by a killed app (fast shutdown: SIGINT, then SIGQUIT,
 * then SIGKILL if it will not go), and removes a `postmaster.pid` whose process is gone or is not a
 * PostgreSQL of this folder (a reused process id). Call it after `claimDataDir`: no live app owns it.
 */
export const clearLeftoverServer = async (pgDir: string, log: (line: string) => void): Promise<void> => {
  const file = join(pgDir, 'postmaster.pid');
  const lock = readPid(file);
  if (!lock) return;
  const { pid, lines } = lock;
  const command = commandOf(pid);
  const ours =
    isAlive(pid) &&
    /postgres/.test(command) &&
    (command.includes(resolve(pgDir)) || resolve(lines[1] ?? '') === resolve(pgDir));
  if (!ours) {
    log(`Removing the stale ${file} (process ${pid} is not running this database)`);
    rmSync(file, { force: true });
    return;
  }
  log(`Stopping the PostgreSQL left running on ${pgDir} (process ${pid}) by an earlier run`);
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone between the check and the signal.
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new Error(`The PostgreSQL left running on ${pgDir} (process ${pid}) would not stop`);
};
