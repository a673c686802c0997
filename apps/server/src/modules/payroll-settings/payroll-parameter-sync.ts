import { DEFAULT_PARAMETER_HISTORY, type ParameterRecord } from '@zerg/payroll-pe';
import { PARAMETER_SOURCE_CODES, parameterSourceText, translateMessage } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { payrollParameters } from './payroll-parameter.table.ts';
import { rangesOverlap } from './payroll-parameter-check.ts';

/** A seed value's source as stored: its code and params, and its words in Spanish. */
const storedSource = ({ source }: ParameterRecord) => {
  if (typeof source === 'string') return { source, sourceCode: null, sourceParams: null };
  const sourceCode = PARAMETER_SOURCE_CODES.find((code) => code === source.code);
  if (!sourceCode) throw new Error(`unknown parameter source code ${source.code}`);
  const coded = { sourceCode, sourceParams: { ...source.params } };
  return { ...coded, source: parameterSourceText('es', { source: '', ...coded }, translateMessage) };
};

/**
 * Runs at every start, beside the catalogue sync: every value of the engine's seed history whose
 * dates no row of its parameter covers is inserted, so every install can run a payroll and an
 * install from before a seed value was added (the 2023–2024 AFP rates) receives it. A row HR
 * entered or edited is never touched: a seed value overlapping any row of its parameter is left
 * out, whatever its figure.
 */
export const syncPayrollParameters = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    const present = await tx
      .select({
        parameter: payrollParameters.parameter,
        validFrom: payrollParameters.validFrom,
        validTo: payrollParameters.validTo,
      })
      .from(payrollParameters);
    const missing = DEFAULT_PARAMETER_HISTORY.filter(
      (seed) => !present.some((row) => row.parameter === seed.parameter && rangesOverlap(row, seed)),
    );
    if (!missing.length) return;
    await tx
      .insert(payrollParameters)
      .values(
        missing.map((r) => ({
          parameter: r.parameter,
          value: r.value,
          validFrom: r.validFrom,
          validTo: r.validTo,
          ...storedSource(r),
        })),
      )
      .onConflictDoNothing();
  });
};
