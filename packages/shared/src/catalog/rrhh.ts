/** Fixed codes of the human-resources catalogues; their names live in the database and locales. */

export const DOCUMENT_TYPES = ['01', '04', '06', '07'] as const; // SUNAT table 3: DNI, foreigner's card, RUC, passport
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE = { DNI: '01', FOREIGNER_CARD: '04', RUC: '06', PASSPORT: '07' } as const;

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['single', 'married', 'cohabiting', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const RELATIONS = [
  'spouse',
  'partner',
  'father',
  'mother',
  'son',
  'daughter',
  'brother',
  'sister',
  'other',
] as const;
export type Relation = (typeof RELATIONS)[number];

export const BLOOD_TYPES = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const STUDY_LEVELS = [
  'secondary',
  'technical',
  'university',
  'masters',
  'doctorate',
  'other',
] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const PERSONAL_TYPES = ['administrative', 'operations'] as const;
export type PersonalType = (typeof PERSONAL_TYPES)[number];

/** Labour regimes (PAYROLL-PE.md): general, pequeña empresa, microempresa. */
export const LABOR_REGIMES = ['general', 'small', 'micro'] as const;
export type LaborRegime = (typeof LABOR_REGIMES)[number];
export const VACATION_DAYS_PER_YEAR: Record<LaborRegime, number> = { general: 30, small: 15, micro: 15 };

export const CONTRACT_TYPES = ['indefinite', 'fixed_term', 'part_time', 'internship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Why employment ended, each with its code in SUNAT's T-Registro table 17 ("motivo de la baja del
 * registro"); the employees README gives the table and the choices where the law is unclear.
 * `arbitrary_dismissal` and `fixed_term_early_end` pay the dismissal indemnity (DS 003-97-TR arts.
 * 34, 38 and 76; DS 013-2013-PRODUCE art. 56); the others pay none.
 */
export const CESSATION_REASONS = [
  'resignation',
  'arbitrary_dismissal',
  'fixed_term_early_end',
  'just_cause_dismissal',
  'probation_dismissal',
  'contract_end',
  'mutual_agreement',
  'retirement',
  'permanent_disability',
  'death',
] as const;
export type CessationReason = (typeof CESSATION_REASONS)[number];
export const CESSATION_T_REGISTRO: Record<CessationReason, string> = {
  resignation: '01',
  arbitrary_dismissal: '03',
  fixed_term_early_end: '03',
  just_cause_dismissal: '03',
  probation_dismissal: '03',
  contract_end: '07',
  mutual_agreement: '08',
  retirement: '05',
  permanent_disability: '06',
  death: '09',
};
/** Reasons that pay the indemnity for arbitrary dismissal. */
export const INDEMNIFIED_CESSATIONS: readonly CessationReason[] = [
  'arbitrary_dismissal',
  'fixed_term_early_end',
];

export const CURRENCIES = ['PEN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PENSION_SYSTEMS = ['onp', 'habitat', 'integra', 'prima', 'profuturo'] as const;
export type PensionSystem = (typeof PENSION_SYSTEMS)[number];
export const isAfp = (p: PensionSystem): boolean => p !== 'onp';

export const AFP_COMMISSION_TYPES = ['flow', 'balance'] as const;
export type AfpCommissionType = (typeof AFP_COMMISSION_TYPES)[number];

export const BANK_ACCOUNT_TYPES = ['savings', 'checking', 'salary', 'cts'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const EMPLOYEE_FILE_KINDS = ['contract', 'id_copy', 'certificate', 'cv', 'other'] as const;
export type EmployeeFileKind = (typeof EMPLOYEE_FILE_KINDS)[number];
/** The one file kind that carries an expiry date (a course, a medical or safety certificate). */
export const EXPIRING_FILE_KIND = 'certificate' satisfies EmployeeFileKind;

/**
 * Peru's driving licence classes (DS 007-2016-MTC): A-I private cars; A-II and A-III professional
 * (taxis, buses, trucks and tractor-trailers, A-IIIc the widest); B for two and three wheels.
 */
export const LICENCE_CATEGORIES = [
  'A-I',
  'A-IIa',
  'A-IIb',
  'A-IIIa',
  'A-IIIb',
  'A-IIIc',
  'B-I',
  'B-IIa',
  'B-IIb',
  'B-IIc',
] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

/** The employee documents whose expiry is reminded: the driving licence and certificate files. */
export const EMPLOYEE_EXPIRING_DOCUMENTS = ['licence', 'certificate'] as const;
export type EmployeeExpiringDocument = (typeof EMPLOYEE_EXPIRING_DOCUMENTS)[number];

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const; // ISO: 1 Monday … 7 Sunday

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** JPEG and PNG only: they are what the PDF record sheet can embed. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Bulk import of new personnel: the file and the rows it may hold. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;
