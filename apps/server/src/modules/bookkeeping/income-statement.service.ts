import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { incomeStatementExport } from './book-report-exports.ts';
import { type IncomeStatementQuery, readIncomeStatement } from './book-reports.ts';

export const createIncomeStatementService = (deps: Deps & ExportDeps) => ({
  byFunction: (q: IncomeStatementQuery) => readIncomeStatement(deps.db, q),
  export: incomeStatementExport.answer.bind(null, deps),
});

export type IncomeStatementService = ReturnType<typeof createIncomeStatementService>;
