import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { dbId } from './common.ts';
import { ZDate } from './rrhh/fields.ts';

/**
 * SUNAT's T-Registro import files (the employees module's screen "T-Registro"): the hires (altas),
 * the data changes (modificaciones) and the cessations (bajas) of one employer in a date range.
 */
export const T_REGISTRO_KINDS = ['hires', 'changes', 'cessations'] as const;
export type TRegistroKind = (typeof T_REGISTRO_KINDS)[number];

/** A range longer than a year is refused: the declaration is made within days of each event. */
export const T_REGISTRO_MAX_DAYS = 366;

export const ZTRegistroBody = z
  .object({
    companyId: dbId(),
    kind: z.enum(T_REGISTRO_KINDS, { error: msg('validation.required') }),
    from: ZDate,
    to: ZDate,
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.endBeforeStart') });
      return;
    }
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days > T_REGISTRO_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.invalid') });
  });
export type TTRegistroBody = z.infer<typeof ZTRegistroBody>;

/** A required field of a structure the worker's record lacks: `field` is `<file>.<column>`. */
export const ZTRegistroProblem = z.object({ field: z.string(), reason: z.string() });
export type TTRegistroProblem = z.infer<typeof ZTRegistroProblem>;

export const ZTRegistroWorker = z.object({
  employeeId: z.number(),
  name: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  /** The event's date: start (altas), change (modificaciones) or last day worked (bajas). */
  date: z.string(),
  problems: z.array(ZTRegistroProblem),
});
export type TTRegistroWorker = z.infer<typeof ZTRegistroWorker>;

export const ZTRegistroPreview = z.object({
  kind: z.enum(T_REGISTRO_KINDS),
  ruc: z.string(),
  companyName: z.string(),
  workers: z.array(ZTRegistroWorker),
  /** The files the zip holds, with their number of lines. */
  files: z.array(z.object({ name: z.string(), lines: z.number() })),
  /** Required columns the product does not hold at all: completed in SUNAT's form after import. */
  manualFields: z.array(z.string()),
});
export type TTRegistroPreview = z.infer<typeof ZTRegistroPreview>;
