import { z } from 'zod';

/*
 * The breakdown of a liquidación de beneficios sociales as the engine computed it, stored with the
 * slip (`payroll_slips.detail`): the hoja de liquidación and the review screen print it as stored.
 */

const ZMoney = z.string();
const ZDate = z.string();

export const ZLiquidacionDetail = z.object({
  hireDate: ZDate,
  terminationDate: ZDate,
  service: z.object({ years: z.number(), months: z.number(), days: z.number() }),
  /** Salary + asignación familiar + the average of the regular variable pay. */
  computable: ZMoney,
  computableParts: z.object({ salary: ZMoney, familyAllowance: ZMoney, supplements: ZMoney }),
  cts: z.object({
    from: ZDate,
    to: ZDate,
    gratificacion: ZMoney,
    gratificacionSixth: ZMoney,
    months: z.number(),
    days: z.number(),
    base: ZMoney,
    amount: ZMoney,
  }),
  gratificacion: z.object({
    from: ZDate.nullable(),
    to: ZDate,
    months: z.number(),
    amount: ZMoney,
    bonificacion: ZMoney,
  }),
  vacation: z.object({
    from: ZDate,
    to: ZDate,
    pendingDays: z.number(),
    overdueDays: z.number(),
    truncatedMonths: z.number(),
    truncatedDays: z.number(),
    truncated: ZMoney,
    pending: ZMoney,
    indemnity: ZMoney,
  }),
  dismissalIndemnity: ZMoney,
  /** The regular variable pay averaged into the computable: concept and its six monthly amounts. */
  supplements: z.array(z.object({ concept: z.string(), amounts: z.array(ZMoney) })),
});
export type TLiquidacionDetail = z.infer<typeof ZLiquidacionDetail>;

export const CESSATION_REASON_KEYS = [
  'resignation',
  'resignation_incentives',
  'dismissal',
  'arbitrary_dismissal',
  'fixed_term_early_end',
  'dismissal_serious_fault',
  'collective',
  'retirement',
  'disability',
  'end_of_contract',
  'mutual_agreement',
  'death',
  'probation',
] as const;
export type CessationReasonKey = (typeof CESSATION_REASON_KEYS)[number];

/**
 * SUNAT T-Registro table 17 ("motivo de la baja del registro"): 01 renuncia, 02 renuncia con
 * incentivos, 03 despido o destitución, 04 cese colectivo, 05 jubilación, 06 invalidez absoluta
 * permanente, 07 terminación de la obra o servicio / vencimiento del plazo, 08 mutuo disenso,
 * 09 fallecimiento. The table has one code for every dismissal and none for the probation period,
 * so a record may also hold the finer reason by name.
 */
const T_REGISTRO_17: Record<string, CessationReasonKey> = {
  '01': 'resignation',
  '02': 'resignation_incentives',
  '03': 'dismissal',
  '04': 'collective',
  '05': 'retirement',
  '06': 'disability',
  '07': 'end_of_contract',
  '08': 'mutual_agreement',
  '09': 'death',
};

const ALIASES: Record<string, CessationReasonKey> = {
  renuncia: 'resignation',
  despido: 'dismissal',
  despido_arbitrario: 'arbitrary_dismissal',
  arbitrary: 'arbitrary_dismissal',
  falta_grave: 'dismissal_serious_fault',
  despido_falta_grave: 'dismissal_serious_fault',
  serious_fault: 'dismissal_serious_fault',
  just_cause: 'dismissal_serious_fault',
  jubilacion: 'retirement',
  termino_contrato: 'end_of_contract',
  contract_end: 'end_of_contract',
  mutuo_disenso: 'mutual_agreement',
  fallecimiento: 'death',
  periodo_prueba: 'probation',
  periodo_de_prueba: 'probation',
  despido_por_falta_grave: 'dismissal_serious_fault',
  termino_de_contrato: 'end_of_contract',
  fin_de_contrato: 'end_of_contract',
  probation_period: 'probation',
  // The reasons a cessation records (CESSATION_REASONS) where their name differs from the label's.
  just_cause_dismissal: 'dismissal_serious_fault',
  probation_dismissal: 'probation',
  permanent_disability: 'disability',
};

/** The reason a cessation code names (a table 17 code or a reason's name), or null when unknown. */
export const cessationReasonKey = (code: unknown): CessationReasonKey | null => {
  // A slip's worker snapshot holds the recorded reason with its table 17 code: `{ code, tRegistro }`.
  if (code !== null && typeof code === 'object') {
    const reason = code as { code?: unknown; tRegistro?: unknown };
    return cessationReasonKey(reason.code) ?? cessationReasonKey(reason.tRegistro);
  }
  if (typeof code !== 'string' || code.trim() === '') return null;
  const raw = code.trim();
  const padded = /^\d$/.test(raw) ? `0${raw}` : raw;
  if (T_REGISTRO_17[padded]) return T_REGISTRO_17[padded];
  const name = raw
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '_');
  if ((CESSATION_REASON_KEYS as readonly string[]).includes(name)) return name as CessationReasonKey;
  return ALIASES[name] ?? null;
};
