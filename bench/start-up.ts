import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { cpuMs, machine, ROOT, stop, waitForOk } from './support/processes.ts';

/**
 * `npm start` on a data folder that already holds a database (data/bench-start-up, initialised by a
 * first, unmeasured start): the time until the "running at" line is printed and until /api/health
 * answers, then a Ctrl-C and the time until everything, the embedded PostgreSQL included, has
 * stopped. Three starts; the timeline of the last one shows where the time goes.
 */
const RUNS = 3;
// The load average is read before this run adds its own.
const machineBeforeRun = machine();
const PORT = 54412;
const dataDir = resolve(ROOT, 'data/bench-start-up');
const url = `http://127.0.0.1:${PORT}`;

type Start = {
  printedMs: number;
  healthyMs: number;
  cpuMs: number;
  stopMs: number;
  exit: string;
  lines: string[];
};

const start = async (): Promise<Start> => {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PORT + 1),
      HOST: '127.0.0.1',
      APP_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let printedMs = 0;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      const text = line.trim();
      if (!text) return;
      if (text.includes('is running at') && !printedMs) printedMs = since();
      lines.push(`${String(since()).padStart(6)} ms  ${text.slice(0, 100)}`);
    });
  }
  try {
    await waitForOk(`${url}/api/health`, 120_000, child);
  } catch (err) {
    console.log(lines.join('\n'));
    throw err;
  }
  const healthyMs = since();
  // On a busy machine the wall time mostly waits for a core; the CPU time is what the start costs.
  const used = cpuMs(child.pid);
  while (!printedMs && child.exitCode === null) await new Promise((r) => setTimeout(r, 5));
  const stopping = performance.now();
  await stop(child, { signal: 'SIGINT', group: true });
  const exit = child.signalCode ? `ended by ${child.signalCode}` : `exit code ${child.exitCode}`;
  const cpu = (used?.self ?? 0) + (used?.descendants ?? 0);
  return { printedMs, healthyMs, cpuMs: cpu, stopMs: Math.round(performance.now() - stopping), exit, lines };
};

if (!existsSync(join(dataDir, 'pg', 'PG_VERSION'))) {
  console.log(`Initialising ${dataDir} with a first start (not measured)…`);
  await start();
}

const runs: Start[] = [];
for (let i = 0; i < RUNS; i++) runs.push(await start());

console.log(machineBeforeRun);
for (const [i, r] of runs.entries()) {
  console.log(
    `start ${i + 1}: "running at" printed after ${r.printedMs} ms, /api/health answered after ${r.healthyMs} ms ` +
      `(CPU ${r.cpuMs} ms: npm, node and PostgreSQL); ` +
      `Ctrl-C stopped it in ${r.stopMs} ms (${r.exit})`,
  );
}
const median = [...runs].sort((a, b) => a.healthyMs - b.healthyMs)[Math.floor(RUNS / 2)];
console.log(`median until /api/health answers: ${median?.healthyMs} ms (goal ≤ 10,000 ms)`);
const leftOver = existsSync(join(dataDir, 'pg', 'postmaster.pid'));
console.log(`embedded PostgreSQL stopped cleanly: ${leftOver ? 'no, postmaster.pid is still there' : 'yes'}`);
console.log('timeline of the last start:');
console.log(
  runs
    .at(-1)
    ?.lines.filter((l) => !l.includes('"reqId"'))
    .join('\n'),
);
if (leftOver) process.exitCode = 1;
