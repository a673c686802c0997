export type LineKind = 'earning' | 'deduction' | 'employer';

/** How an earning is treated for fifth-category tax. */
export type QuintaTreatment = 'ordinary' | 'gratificacion' | 'extraordinary' | 'exempt';

export type ConceptKey =
  | 'basic'
  | 'family_allowance'
  | 'overtime_25'
  | 'overtime_35'
  | 'holiday_work'
  | 'rest_day_work'
  | 'night_work'
  | 'bonus'
  | 'occasional_bonus'
  | 'extraordinary_bonus'
  | 'commission'
  | 'additional_work'
  | 'vacation'
  | 'vacation_truncated'
  | 'vacation_indemnity'
  | 'gratificacion'
  | 'gratificacion_truncated'
  | 'bonificacion_extraordinaria'
  | 'bonificacion_extraordinaria_truncated'
  | 'cts'
  | 'dismissal_indemnity'
  | 'tardiness'
  | 'absence'
  | 'afp_fund'
  | 'afp_premium'
  | 'afp_commission'
  | 'onp'
  | 'quinta'
  | 'discount'
  | 'advance'
  | 'quincena_advance'
  | 'essalud'
  | 'sis';

export type Concept = {
  readonly key: ConceptKey;
  /** SUNAT table 22 (PLAME) code. */
  readonly code: string;
  readonly kind: LineKind;
  readonly description: string;
  /** Earnings only: part of the remuneration subject to AFP/ONP and ESSALUD. */
  readonly remunerative: boolean;
  readonly quinta: QuintaTreatment;
  /** Deductions only: reduces the remuneration itself (and so the contribution and tax bases). */
  readonly reducesRemuneration: boolean;
};

function earning(
  key: ConceptKey,
  code: string,
  description: string,
  remunerative: boolean,
  quinta: QuintaTreatment,
): Concept {
  return { key, code, kind: 'earning', description, remunerative, quinta, reducesRemuneration: false };
}

function deduction(key: ConceptKey, code: string, description: string, reducesRemuneration = false): Concept {
  return {
    key,
    code,
    kind: 'deduction',
    description,
    remunerative: false,
    quinta: 'exempt',
    reducesRemuneration,
  };
}

function employer(key: ConceptKey, code: string, description: string): Concept {
  return {
    key,
    code,
    kind: 'employer',
    description,
    remunerative: false,
    quinta: 'exempt',
    reducesRemuneration: false,
  };
}

/** Every concept a line can carry, with its default PLAME code (SUNAT table 22). */
export const CONCEPTS: Readonly<Record<ConceptKey, Concept>> = {
  basic: earning('basic', '0121', 'Remuneración o jornal básico', true, 'ordinary'),
  family_allowance: earning('family_allowance', '0201', 'Asignación familiar', true, 'ordinary'),
  overtime_25: earning('overtime_25', '0105', 'Trabajo en sobretiempo (horas extras) 25 %', true, 'ordinary'),
  overtime_35: earning('overtime_35', '0106', 'Trabajo en sobretiempo (horas extras) 35 %', true, 'ordinary'),
  // Table 22 has one code for both days (DL 713 art. 3 and 9); two concepts keep the boleta exact.
  holiday_work: earning(
    'holiday_work',
    '0107',
    'Trabajo en día feriado o día de descanso (feriado laborado)',
    true,
    'ordinary',
  ),
  rest_day_work: earning(
    'rest_day_work',
    '0107',
    'Trabajo en día feriado o día de descanso (descanso semanal laborado)',
    true,
    'ordinary',
  ),
  night_work: earning(
    'night_work',
    '0303',
    'Bonificación por producción, altura, turno, etc. (trabajo nocturno)',
    true,
    'ordinary',
  ),
  bonus: earning('bonus', '0306', 'Bonificaciones regulares', true, 'ordinary'),
  occasional_bonus: earning('occasional_bonus', '0902', 'Bono de productividad', true, 'ordinary'),
  extraordinary_bonus: earning(
    'extraordinary_bonus',
    '0403',
    'Gratificaciones extraordinarias',
    false,
    'extraordinary',
  ),
  commission: earning('commission', '0103', 'Comisiones o destajo', true, 'ordinary'),
  additional_work: earning(
    'additional_work',
    '0103',
    'Comisiones o destajo (trabajo adicional aprobado)',
    true,
    'ordinary',
  ),
  vacation: earning('vacation', '0118', 'Remuneración vacacional', true, 'ordinary'),
  vacation_truncated: earning('vacation_truncated', '0114', 'Vacaciones truncas', true, 'ordinary'),
  vacation_indemnity: earning(
    'vacation_indemnity',
    '0504',
    'Indemnización por vacaciones no gozadas',
    false,
    'exempt',
  ),
  gratificacion: earning(
    'gratificacion',
    '0406',
    'Gratificaciones de Fiestas Patrias y Navidad – Ley 29351 y 30334',
    false,
    'gratificacion',
  ),
  gratificacion_truncated: earning(
    'gratificacion_truncated',
    '0407',
    'Gratificaciones proporcional – Ley 29351 y 30334',
    false,
    'gratificacion',
  ),
  bonificacion_extraordinaria: earning(
    'bonificacion_extraordinaria',
    '0312',
    'Bonificación extraordinaria temporal – Ley 29351 y 30334',
    false,
    'extraordinary',
  ),
  bonificacion_extraordinaria_truncated: earning(
    'bonificacion_extraordinaria_truncated',
    '0313',
    'Bonificación extraordinaria proporcional – Ley 29351 y 30334',
    false,
    'extraordinary',
  ),
  cts: earning('cts', '0904', 'Compensación por tiempo de servicios', false, 'exempt'),
  dismissal_indemnity: earning(
    'dismissal_indemnity',
    '0501',
    'Indemnización por despido injustificado u hostilidad',
    false,
    'exempt',
  ),
  tardiness: deduction('tardiness', '0704', 'Tardanzas', true),
  absence: deduction('absence', '0705', 'Inasistencias', true),
  afp_fund: deduction('afp_fund', '0608', 'Sistema privado de pensiones – aportación obligatoria'),
  afp_premium: deduction('afp_premium', '0606', 'Sistema privado de pensiones – prima de seguro'),
  afp_commission: deduction('afp_commission', '0601', 'Sistema privado de pensiones – comisión porcentual'),
  onp: deduction('onp', '0607', 'Sistema nacional de pensiones – DL 19990'),
  quinta: deduction('quinta', '0605', 'Renta quinta categoría retenciones'),
  discount: deduction('discount', '0706', 'Otros descuentos no deducibles de la base imponible'),
  advance: deduction('advance', '0701', 'Adelanto'),
  quincena_advance: deduction('quincena_advance', '0701', 'Adelanto (quincena)'),
  essalud: employer('essalud', '0804', 'ESSALUD (seguro regular) – trabajador'),
  sis: employer('sis', '0811', 'Seguro Integral de Salud – SIS'),
};
