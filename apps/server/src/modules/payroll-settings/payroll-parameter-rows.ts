import type { PayrollParameterKey, TPayrollParameter, TPayrollParameterValue } from '@zerg/shared';
import { and, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollParameters as pp } from './payroll-parameter.table.ts';

/** What the parameters' use cases are built from; `today` is a parameter so tests can move the day. */
export type ParameterDeps = { db: Db; today: () => string };

export type ParameterRow = typeof pp.$inferSelect;

export const inForce = (date: string) =>
  and(lte(pp.validFrom, date), or(isNull(pp.validTo), gte(pp.validTo, date)));

export const toAnswer = (row: ParameterRow, today: string): TPayrollParameter => ({
  id: row.id,
  parameter: row.parameter as PayrollParameterKey,
  value: row.value as TPayrollParameterValue,
  validFrom: row.validFrom,
  validTo: row.validTo,
  source: row.source,
  sourceCode: row.sourceCode,
  sourceParams: row.sourceParams,
  current: row.validFrom <= today && (row.validTo === null || row.validTo >= today),
  updatedAt: row.updatedAt.toISOString(),
});
