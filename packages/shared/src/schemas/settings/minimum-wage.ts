import { z } from 'zod';
import { ZDate } from '../rrhh/fields.ts';
import { PARAMETER_SOURCE_CODES, ZParameterSourceParams } from './parameter-sources.ts';

/** The RMV (remuneración mínima vital) in force on a day, from the legal parameters' history. */
export const ZMinimumWageQuery = z.object({ date: ZDate });
export type TMinimumWageQuery = z.infer<typeof ZMinimumWageQuery>;

export const ZMinimumWage = z.object({
  date: z.string(),
  /** Soles a month; null when the history has no RMV for that day. */
  rmv: z.string().nullable(),
  validFrom: z.string().nullable(),
  /** Rendered like a legal parameter's (`parameterSourceText`). */
  source: z.string().nullable(),
  sourceCode: z.enum(PARAMETER_SOURCE_CODES).nullable(),
  sourceParams: ZParameterSourceParams.nullable(),
});
export type TMinimumWage = z.infer<typeof ZMinimumWage>;
