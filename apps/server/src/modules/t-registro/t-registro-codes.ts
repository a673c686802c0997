import type { ContractType, LaborRegime, PensionSystem, PersonalType, StudyLevel } from '@zerg/shared';

/**
 * The product's values in the codes of SUNAT's T-Registro parametric tables. The README lists each
 * table, its source and the codes that could not be confirmed; `null` means "no code the product
 * can choose on its own": the worker is listed as a problem for that column.
 */

/** Table 3 (document type): the worker documents the product records, RUC excepted. */
export const DOCUMENT_TYPE_CODE: Record<string, string | null> = {
  '01': '01',
  '04': '04',
  '06': null,
  '07': '07',
};

/** Sex: 1 male, 2 female. */
export const SEX_CODE = { M: '1', F: '2' } as const;

/** Table 4 (nationality) by ISO country; only Peru is mapped, others are written by hand. */
export const NATIONALITY_CODE: Record<string, string> = { PE: '9589' };

/** Table 5 (road type), from the first word of the address. */
export const ROAD_TYPES: readonly { prefix: RegExp; code: string }[] = [
  { prefix: /^(av\.?|avenida)\s+/i, code: '01' },
  { prefix: /^(jr\.?|jir[oó]n)\s+/i, code: '02' },
  { prefix: /^(calle|cl\.)\s+/i, code: '03' },
  { prefix: /^(psje\.?|pje\.?|pasaje)\s+/i, code: '04' },
  { prefix: /^(alameda|alam\.)\s+/i, code: '05' },
  { prefix: /^(malec[oó]n|mal\.)\s+/i, code: '06' },
  { prefix: /^([oó]valo)\s+/i, code: '07' },
  { prefix: /^(parque|pq\.)\s+/i, code: '08' },
  { prefix: /^(plaza|pza\.)\s+/i, code: '09' },
  { prefix: /^(carretera|carr\.)\s+/i, code: '10' },
];

/** Table 33 (labour regime): only the general regime's code is confirmed. */
export const LABOR_REGIME_CODE: Record<LaborRegime, string | null> = {
  general: '01',
  small: null,
  micro: null,
};

/**
 * Table 12 (contract type): a fixed-term contract needs its modality (DS 003-97-TR arts. 54-71),
 * which the product does not record; an internship is not a worker (another structure).
 */
export const CONTRACT_TYPE_CODE: Record<ContractType, string | null> = {
  indefinite: '01',
  part_time: '02',
  fixed_term: null,
  internship: null,
};

/** Table 8 (worker type) and table 24 (occupational category). */
export const WORKER_TYPE_CODE: Record<PersonalType, string> = { administrative: '21', operations: '20' };
export const OCCUPATIONAL_CATEGORY_CODE: Record<PersonalType, string> = {
  administrative: '03',
  operations: '02',
};

/** Table 11 (pension regime). */
export const PENSION_REGIME_CODE: Record<PensionSystem, string> = {
  onp: '02',
  integra: '21',
  profuturo: '23',
  prima: '24',
  habitat: '25',
};

/** Table 32 (health regime): ESSALUD regular, ESSALUD with an EPS, SIS for a microenterprise. */
export const HEALTH_REGIME_CODE = { essalud: '00', essaludEps: '01', sis: '21' } as const;

/** Periods structure, column 5 (record type) and column 4 (category: 1 worker). */
export const PERIOD_RECORD = { period: '1', workerType: '2', health: '3', pension: '4' } as const;
export const CATEGORY_WORKER = '1';

/** Table 16 (payment type): 1 cash, 2 deposit in an account. */
export const PAYMENT_TYPE_CODE = { cash: '1', deposit: '2' } as const;

/** The employer's fiscal domicile in SUNAT's list of establishments of a RUC. */
export const FISCAL_DOMICILE_ESTABLISHMENT = '0000';

/**
 * Table 9 (educational situation) by study level, incomplete and complete; the highest level
 * recorded counts. `other` has no code.
 */
export const EDUCATION_CODE: Record<
  Exclude<StudyLevel, 'other'>,
  { incomplete: string; complete: string }
> = {
  secondary: { incomplete: '06', complete: '07' },
  technical: { incomplete: '08', complete: '09' },
  university: { incomplete: '12', complete: '13' },
  masters: { incomplete: '16', complete: '17' },
  doctorate: { incomplete: '19', complete: '20' },
};
export const EDUCATION_ORDER = ['secondary', 'technical', 'university', 'masters', 'doctorate'] as const;
