import type { ParameterRecord } from '@zerg/payroll-pe';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payrollParameters, payrollSettings } from './payroll-parameter.table.ts';

/** The stored parameter history in the engine's shape, for `parametersAt`. */
export const parameterHistory = async (db: DbOrTx): Promise<ParameterRecord[]> => {
  const rows = await db
    .select()
    .from(payrollParameters)
    .orderBy(asc(payrollParameters.parameter), asc(payrollParameters.validFrom));
  return rows.map(
    (row) =>
      ({
        parameter: row.parameter,
        value: row.value,
        validFrom: row.validFrom,
        validTo: row.validTo,
        source: row.source,
      }) as ParameterRecord,
  );
};

export type CompanyPayrollSettings = {
  fortnightCutDay: number;
  monthCutDay: number;
  lateLimitMinutes: number;
  lateDiscountDays: string;
  advanceLimitRate: string;
  quincenaRate: string;
};

const DEFAULTS: CompanyPayrollSettings = {
  fortnightCutDay: 15,
  monthCutDay: 30,
  lateLimitMinutes: 60,
  lateDiscountDays: '0.00',
  advanceLimitRate: '0.5000',
  quincenaRate: '0.0000',
};

/** A company's payroll rules; a company nobody configured yet gets the defaults. */
export const payrollSettingsOf = async (db: DbOrTx, companyId: number): Promise<CompanyPayrollSettings> => {
  const [row] = await db.select().from(payrollSettings).where(eq(payrollSettings.companyId, companyId));
  if (!row) return DEFAULTS;
  return {
    fortnightCutDay: row.fortnightCutDay,
    monthCutDay: row.monthCutDay,
    lateLimitMinutes: row.lateLimitMinutes,
    lateDiscountDays: row.lateDiscountDays,
    advanceLimitRate: row.advanceLimitRate,
    quincenaRate: row.quincenaRate,
  };
};
