import { DEFAULT_PARAMETER_HISTORY } from '@zerg/payroll-pe';
import type { Db } from '../../db/client.ts';
import { payrollParameters } from './payroll-parameter.table.ts';

/**
 * Runs at every start, beside the catalogue sync: a parameter with no row at all gets the engine's
 * seed history, so every install can run a payroll. A parameter HR has values for is never touched
 * (their history is theirs, including values that differ from the seed).
 */
export const syncPayrollParameters = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    const present = await tx
      .selectDistinct({ parameter: payrollParameters.parameter })
      .from(payrollParameters);
    const have = new Set(present.map((r) => r.parameter));
    const missing = DEFAULT_PARAMETER_HISTORY.filter((r) => !have.has(r.parameter));
    if (!missing.length) return;
    await tx
      .insert(payrollParameters)
      .values(
        missing.map((r) => ({
          parameter: r.parameter,
          value: r.value,
          validFrom: r.validFrom,
          validTo: r.validTo,
          source: r.source,
        })),
      )
      .onConflictDoNothing();
  });
};
