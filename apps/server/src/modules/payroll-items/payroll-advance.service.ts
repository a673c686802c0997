import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { createAdvance } from './create-advance.ts';
import { approveAdvance, payAdvance, rejectAdvance } from './decide-advance.ts';
import { generateQuincena } from './generate-quincena.ts';
import { advanceExport, getAdvance, listAdvancesOf } from './list-advances.ts';

export { advanceLimitCents } from './create-advance.ts';

/**
 * Salary advances (payroll tab Adelanto de Sueldo, section 14): HR registers one for a worker,
 * approves or rejects it, records its payment, and the month's approved payroll deducts it.
 */
export const createPayrollAdvanceService = (deps: Deps & ExportDeps) => ({
  list: listAdvancesOf(deps),
  get: getAdvance(deps),
  export: advanceExport.answer.bind(null, deps),
  create: createAdvance(deps),
  generateQuincena: generateQuincena(deps),
  approve: approveAdvance(deps),
  reject: rejectAdvance(deps),
  pay: payAdvance(deps),
});

export type PayrollAdvanceService = ReturnType<typeof createPayrollAdvanceService>;
