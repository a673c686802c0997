/**
 * The instance the batch crash test kills: it starts a 'payslips-zip' batch on the real queue, takes
 * its job as the queue's worker, makes the first payslip, says so, and stalls on the second until
 * it is killed with SIGKILL.
 */
import { SECTION_IDS } from '@zerg/shared';
import { createDatabase } from '../src/db/client.ts';
import { payslipBatchHandlers } from '../src/modules/payslips/payslip-batch.ts';
import { createBatchRunner, createDocumentBatchQueue } from '../src/platform/batches/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';

const [url, storageDir, userId, runId] = process.argv.slice(2);
const database = createDatabase(String(url), 3);
const real = payslipBatchHandlers()['payslips-zip'];
let made = 0;
// pg-boss's shortest heartbeat: the other worker takes the job over sooner (the app's is 20 s).
const queue = createDocumentBatchQueue(database.db, (err) => process.stderr.write(`${err.message}\n`), 10);
const runner = createBatchRunner(
  database.db,
  createLocalStorage(String(storageDir)),
  {
    'payslips-zip': {
      ...real,
      process: async (db, params, item) => {
        if (made++ === 0) return real.process(db, params, item);
        process.stdout.write('stalled\n');
        return new Promise(() => {});
      },
    },
  },
  queue,
);
const actor = {
  user: {
    id: Number(userId),
    sessionId: 'crash',
    email: 'crash@zerg.pe',
    roleId: 1,
    isCeo: false,
    employeeId: null,
    sections: new Set([SECTION_IDS.PAYROLL]),
    modules: new Set<number>(),
  },
  ip: '127.0.0.1',
  requestId: 'crash',
};
// The worker first, as an app does: it writes the queue's settings (the heartbeat) that every job
// sent afterwards carries.
await runner.startWorker();
const params = { runId: Number(runId), period: '2031-06', scope: { all: true } };
const batchId = await database.db.transaction((tx) => runner.start(tx, actor, 'payslips-zip', params));
process.stdout.write(`batch ${batchId}\n`);
