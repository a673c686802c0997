import type { DbOrTx } from '../../db/client.ts';
import { type PayrollFacts, vacationDueOf } from '../employees/index.ts';
import type { WorkerInputs } from './payroll-build.ts';
import { ctsAccruedDailyPaysOf, quintaHistoryOf, supplementsOf } from './payroll-run-history.ts';

/**
 * What a liquidación reads beside the worker's facts, read the way the liquidación run reads it:
 * the year's fifth-category history and previous employers' certificates, the CTS already deposited,
 * the regular variable pay of the last six months and the vacation days due on the last day. The
 * cessation dialog's preview computes with it, so that what it shows is what the run will pay.
 */
export const liquidacionInputsOf = async (
  db: DbOrTx,
  companyId: number,
  facts: PayrollFacts & { terminationDate: string },
  year: number,
  month: number,
): Promise<WorkerInputs> => {
  const ids = [facts.employeeId];
  const quinta = await quintaHistoryOf(db, companyId, ids, year, month);
  const ctsAccrued = await ctsAccruedDailyPaysOf(db, companyId, [facts], year, month);
  const supplements = (await supplementsOf(db, companyId, ids, year, month)).get(facts.employeeId);
  const accrued = ctsAccrued.get(facts.employeeId);
  return {
    facts,
    attendance: null,
    items: null,
    additionalWork: [],
    quintaHistory: quinta.history.get(facts.employeeId) ?? [],
    previousEmployer: quinta.certificates.get(facts.employeeId) ?? null,
    ...(accrued ? { ctsAccruedDailyPays: accrued } : {}),
    ...(supplements?.length ? { supplements } : {}),
    vacationDue: await vacationDueOf(db, facts.employeeId, facts.terminationDate),
  };
};
