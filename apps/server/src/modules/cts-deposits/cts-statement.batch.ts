import { SECTION_IDS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { type BatchHandler, BatchItemSkipped } from '../../platform/batches/index.ts';
import type { EmployeeScope } from '../employees/index.ts';
import { findCtsRun, loadCtsSlips } from './cts-deposit.repository.ts';
import { inScope } from './cts-deposit.rules.ts';
import { renderStatement } from './cts-statement-file.ts';

const runIdOf = (params: Record<string, unknown>) => Number(params.runId);
const scopeOf = (params: Record<string, unknown>): EmployeeScope =>
  typeof params.areaId === 'number' ? { all: false, areaId: params.areaId } : { all: true };

/**
 * The 'cts-statements' document batch: one statement per worker of the run the starter could see;
 * a worker with no CTS account is listed with the reason (nothing was deposited to print).
 */
export const ctsStatementBatchHandler = (): BatchHandler => ({
  section: SECTION_IDS.PAYROLL,
  items: async (db: Db, params) =>
    (await loadCtsSlips(db, runIdOf(params))).filter(inScope(scopeOf(params))).map((s) => ({
      key: String(s.employeeId),
      label: [s.names.paternalSurname, s.names.maternalSurname, s.names.firstNames].filter(Boolean).join(' '),
    })),
  process: async (db: Db, params, item) => {
    const run = await findCtsRun(db, runIdOf(params));
    const [slip] = await loadCtsSlips(db, runIdOf(params), Number(item.key));
    if (!run || !slip) throw new BatchItemSkipped('NOT_FOUND');
    if (!slip.account) throw new BatchItemSkipped('CTS_ACCOUNT_MISSING');
    const file = await renderStatement(db, run, slip);
    return { fileName: file.fileName, data: file.data };
  },
  archiveName: (params) =>
    `cts-liquidaciones-${typeof params.period === 'string' ? `${params.period}-` : ''}${runIdOf(params)}.zip`,
});
