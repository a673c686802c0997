import { DEFAULT_PARAMETER_HISTORY, parametersAt } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import type { CtsRun, CtsSlip } from './cts-deposit.repository.ts';
import { ctsStatementOf } from './cts-statement.ts';
import { ctsStatementDefinition } from './cts-statement-pdf.ts';

/** Ley 25129's asignación familiar in force at the period's end (RMV × rate), to name the item. */
const familyAllowanceAt = async (db: DbOrTx, date: string) => {
  const stored = await parameterHistory(db);
  const p = parametersAt(stored.length ? stored : DEFAULT_PARAMETER_HISTORY, date);
  // The rate has at most four decimals: scaled to an integer so the product stays exact.
  const rate = BigInt(Math.round(Number(p.familyAllowanceRate ?? '0') * 10_000));
  return centsToMoney((moneyToCents(p.rmv ?? '0.00') * rate + 5_000n) / 10_000n);
};

export const statementFileName = (
  run: Pick<CtsRun, 'year' | 'month'>,
  slip: Pick<CtsSlip, 'documentNumber'>,
) => `cts-${slip.documentNumber}-${run.year}-${String(run.month).padStart(2, '0')}.pdf`;

/** One worker's statement as a PDF, from the stored slip. */
export const renderStatement = async (db: DbOrTx, run: CtsRun, slip: CtsSlip) => {
  const periodEnd = run.month === 5 ? `${run.year}-04-30` : `${run.year}-10-31`;
  const statement = ctsStatementOf(run, slip, await familyAllowanceAt(db, periodEnd));
  return {
    fileName: statementFileName(run, slip),
    data: await renderPdf(ctsStatementDefinition(run, slip, statement)),
    statement,
  };
};
