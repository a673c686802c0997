import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { LoadPlan, LoadResult } from './load.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** One line saying what the figures were measured on, since they mean little without it. */
export const machine = () =>
  `machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
  `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; ` +
  `load average before the run ${loadavg()[0]?.toFixed(1)} (other work on the machine slows every figure)`;

/** Polls `url` until it answers 200 or `timeoutMs` passes. */
export const waitForOk = async (url: string, timeoutMs: number, child?: ChildProcess) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/**
 * Stops a child and waits for it to exit. `group` (for children started with `detached: true`) sends
 * the signal to its whole process group, as Ctrl-C in a terminal does; otherwise only the child gets
 * it and stops what it started itself. SIGKILL to the group after `timeoutMs`.
 */
export const stop = async (
  child: ChildProcess,
  {
    signal = 'SIGTERM',
    group = false,
    timeoutMs = 20_000,
  }: { signal?: NodeJS.Signals; group?: boolean; timeoutMs?: number } = {},
) => {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return child.exitCode;
  const pid = child.pid;
  const exited = once(child, 'exit');
  process.kill(group ? -pid : pid, signal);
  const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), timeoutMs);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return code;
};

/** Runs the load generator in its own process and returns its figures. */
export const runLoad = async (plan: LoadPlan): Promise<LoadResult> => {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'load.ts'), JSON.stringify(plan)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(out) as LoadResult;
};

type ProcStat = { pid: number; ppid: number; ticks: number };

/** utime + stime (+ those of reaped children) of every process, from /proc; empty elsewhere than Linux. */
const procStats = (): ProcStat[] => {
  if (!existsSync('/proc/self/stat')) return [];
  const stats: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces; the fields after its closing parenthesis do not.
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      stats.push({ pid: Number(name), ppid: Number(f[1]), ticks });
    } catch {
      // exited while being read
    }
  }
  return stats;
};

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds used so far by a process and, separately, by all its descendants (for the app:
 * the embedded PostgreSQL and its backends), to say where the time of a run went.
 */
export const cpuMs = (pid: number | undefined): { self: number; descendants: number } | null => {
  const stats = procStats();
  const root = stats.find((s) => s.pid === pid);
  if (!root) return null;
  let descendants = 0;
  const frontier = [root.pid];
  while (frontier.length) {
    const parent = frontier.pop();
    for (const s of stats) {
      if (s.ppid !== parent) continue;
      descendants += s.ticks;
      frontier.push(s.pid);
    }
  }
  return { self: root.ticks * TICK_MS, descendants: descendants * TICK_MS };
};
