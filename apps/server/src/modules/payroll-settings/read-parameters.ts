import { type ParameterRecord, PayrollInputError, parametersAt } from '@zerg/payroll-pe';
import {
  PAYROLL_PARAMETER_KEYS,
  type TMinimumWage,
  type TParametersAtResponse,
  type TPayrollParameterValue,
} from '@zerg/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollParameters as pp } from './payroll-parameter.table.ts';
import { inForce, type ParameterRow } from './payroll-parameter-rows.ts';

/** The RMV in force on a day: the employee form warns of a full-time salary below it. */
export const minimumWage =
  ({ db }: { db: Db }) =>
  async (date: string): Promise<TMinimumWage> => {
    const [row] = await db
      .select()
      .from(pp)
      .where(and(eq(pp.parameter, 'rmv'), inForce(date)))
      .orderBy(desc(pp.validFrom))
      .limit(1);
    return {
      date,
      rmv: row ? String(row.value) : null,
      validFrom: row?.validFrom ?? null,
      source: row?.source ?? null,
      sourceCode: row?.sourceCode ?? null,
      sourceParams: row?.sourceParams ?? null,
    };
  };

/** What `parametersAt` would give on a date, each with its row; the parameters with no value then. */
export const parametersOn =
  ({ db }: { db: Db }) =>
  async (date: string): Promise<TParametersAtResponse> => {
    const rows = await db
      .select()
      .from(pp)
      .where(inForce(date))
      .orderBy(asc(pp.parameter), desc(pp.validFrom));
    const picked = new Map<string, ParameterRow>();
    for (const row of rows) if (!picked.has(row.parameter)) picked.set(row.parameter, row);
    const missing = PAYROLL_PARAMETER_KEYS.filter((key) => !picked.has(key));
    let error: string | null = null;
    if (!missing.length) {
      try {
        parametersAt(
          [...picked.values()].map((r) => ({ ...r, value: r.value }) as unknown as ParameterRecord),
          date,
        );
      } catch (err) {
        if (!(err instanceof PayrollInputError)) throw err;
        error = err.message;
      }
    }
    return {
      date,
      complete: missing.length === 0 && error === null,
      error,
      missing,
      data: PAYROLL_PARAMETER_KEYS.flatMap((key) => {
        const r = picked.get(key);
        return r
          ? [
              {
                id: r.id,
                parameter: key,
                value: r.value as TPayrollParameterValue,
                validFrom: r.validFrom,
                validTo: r.validTo,
                source: r.source,
                sourceCode: r.sourceCode,
                sourceParams: r.sourceParams,
              },
            ]
          : [];
      }),
    };
  };
