/**
 * The process the crash test kills: computes a run and stores it, then, inside the storing
 * transaction with every slip written, says so and waits to be killed with SIGKILL.
 */
import { eq } from 'drizzle-orm';
import { createDatabase } from '../src/db/client.ts';
import { computeSlips, payrollRuns, storeSlips } from '../src/modules/payroll/index.ts';

const [url, id] = process.argv.slice(2);
const database = createDatabase(String(url), 2);
const runId = Number(id);
const [run] = await database.db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
if (!run) throw new Error(`run ${runId} not found`);
await database.db.update(payrollRuns).set({ job: 'running' }).where(eq(payrollRuns.id, runId));
const built = await computeSlips(database.db, run);
await storeSlips(database.db, runId, built, async () => {
  process.stdout.write('written\n');
  await new Promise((resolve) => setTimeout(resolve, 120_000));
});
