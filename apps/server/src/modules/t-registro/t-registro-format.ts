import type { ContractType, LaborRegime, PensionSystem, PersonalType, TTRegistroProblem } from '@zerg/shared';
import {
  CATEGORY_WORKER,
  CONTRACT_TYPE_CODE,
  DOCUMENT_TYPE_CODE,
  EDUCATION_CODE,
  EDUCATION_ORDER,
  FISCAL_DOMICILE_ESTABLISHMENT,
  HEALTH_REGIME_CODE,
  LABOR_REGIME_CODE,
  NATIONALITY_CODE,
  OCCUPATIONAL_CATEGORY_CODE,
  PAYMENT_TYPE_CODE,
  PENSION_REGIME_CODE,
  PERIOD_RECORD,
  ROAD_TYPES,
  SEX_CODE,
  WORKER_TYPE_CODE,
} from './t-registro-codes.ts';

/**
 * The lines of SUNAT's T-Registro import files (RM 121-2011-TR, annex 3, and its amendments): one
 * record a line, fields separated by `|` with a closing `|`, CR LF, ISO-8859-1. Pure functions; the
 * README lists every column with its source. Each builder answers the fields and the problems (a
 * required column the worker's record lacks), never a silently invalid line.
 */

export type TRegistroWorkerData = {
  employeeId: number;
  documentType: string;
  documentNumber: string;
  firstNames: string;
  paternalSurname: string;
  maternalSurname: string | null;
  gender: 'M' | 'F';
  nationality: string;
  birthDate: string;
  mobilePhone: string;
  email: string | null;
  address: string;
  districtUbigeo: string | null;
  startDate: string;
  contractType: ContractType;
  laborRegime: LaborRegime;
  personalType: PersonalType;
  salary: string;
  currency: 'PEN' | 'USD';
  pensionSystem: PensionSystem;
  cuspp: string | null;
  hasEps: boolean;
  paidByDeposit: boolean;
  studies: { level: string; completed: boolean }[];
  lastDay: string | null;
  cessationCode: string | null;
};

export type Built = { fields: string[]; problems: TTRegistroProblem[] };

/** Columns of each structure, in order; the unit tests hold the builders to these counts. */
export const IDE_COLUMNS = 41;
export const TRA_COLUMNS = 22;
export const PER_COLUMNS = 10;
export const EST_COLUMNS = 5;

/** Required columns the product never holds: the same for every worker, so said once. */
export const MANUAL_FIELDS = ['tra.occupation'] as const;

/** dd/mm/yyyy, the structures' date format. */
export const sunatDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A field may not hold the separator nor a line break; spaces are collapsed. */
const clean = (value: string | null | undefined): string =>
  (value ?? '')
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const tRegistroLine = (fields: readonly string[]): string => `${fields.map(clean).join('|')}|`;

const problem = (field: string, reason: string): TTRegistroProblem => ({ field, reason });

/**
 * The three columns that open every structure: document type, number, issuing country. Their
 * problems name no file, since every file shares them.
 */
const identity = (w: TRegistroWorkerData): Built => {
  const type = DOCUMENT_TYPE_CODE[w.documentType] ?? null;
  const problems: TTRegistroProblem[] = [];
  if (!type) problems.push(problem('documentType', 'notAllowed'));
  // Table 26 (issuing country) is required for a passport only; the product does not record it.
  if (type === '07') problems.push(problem('issuingCountry', 'notHeld'));
  return { fields: [type ?? '', w.documentNumber, ''], problems };
};

/** Road type, name and number from a free-text address ("Av. Arequipa 1234"). */
export const splitAddress = (address: string): { type: string | null; name: string; number: string } => {
  const text = clean(address);
  const road = ROAD_TYPES.find((r) => r.prefix.test(text));
  const rest = road ? text.replace(road.prefix, '') : text;
  const match = /^(.*?)[\s,]+(\d+[A-Za-z]?)(?:\s*,.*)?$/.exec(rest);
  return {
    type: road?.code ?? null,
    name: match ? (match[1] ?? rest) : rest,
    number: match ? (match[2] ?? '') : '',
  };
};

/** Structure 4, personal data (`.ide`): 41 columns, the second address left empty. */
export const ideFields = (w: TRegistroWorkerData): Built => {
  const id = identity(w);
  const problems = [...id.problems];
  const nationality = NATIONALITY_CODE[w.nationality];
  if (!nationality) problems.push(problem('ide.nationality', 'codeNotMapped'));
  const road = splitAddress(w.address);
  if (!road.type) problems.push(problem('ide.roadType', 'notRecognised'));
  if (!w.districtUbigeo) problems.push(problem('ide.ubigeo', 'missing'));
  const address1 = [
    road.type ?? '',
    road.name,
    road.number,
    ...Array<string>(10).fill(''), // apartment … zone name and reference: not held
    w.districtUbigeo ?? '',
  ];
  const fields = [
    ...id.fields,
    sunatDate(w.birthDate),
    w.paternalSurname,
    w.maternalSurname ?? '',
    w.firstNames,
    SEX_CODE[w.gender],
    nationality ?? '',
    '', // long-distance code: a mobile number has none
    w.mobilePhone,
    w.email ?? '',
    ...address1,
    ...Array<string>(14).fill(''), // second address
    '1', // the ESSALUD assistance centre is the one of address 1
  ];
  return { fields, problems };
};

/** Table 9 from the highest study level recorded; complete when a study of that level is. */
export const educationCode = (studies: TRegistroWorkerData['studies']): string | null => {
  const level = [...EDUCATION_ORDER].reverse().find((l) => studies.some((s) => s.level === l));
  if (!level) return null;
  const done = studies.some((s) => s.level === level && s.completed);
  return EDUCATION_CODE[level][done ? 'complete' : 'incomplete'];
};

/** Structure 5, worker data (`.tra`): 22 columns. */
export const traFields = (w: TRegistroWorkerData): Built => {
  const id = identity(w);
  const problems = [...id.problems];
  const regime = LABOR_REGIME_CODE[w.laborRegime];
  if (!regime) problems.push(problem('tra.laborRegime', 'codeNotConfirmed'));
  const contract = CONTRACT_TYPE_CODE[w.contractType];
  if (!contract)
    problems.push(
      problem('tra.contractType', w.contractType === 'internship' ? 'notAWorker' : 'modalityNotHeld'),
    );
  const afp = w.pensionSystem !== 'onp';
  if (afp && !w.cuspp) problems.push(problem('tra.cuspp', 'missing'));
  if (w.currency !== 'PEN') problems.push(problem('tra.salary', 'notInSoles'));
  const education = educationCode(w.studies);
  if (!education) problems.push(problem('tra.educationalSituation', 'missing'));
  const fields = [
    ...id.fields,
    regime ?? '',
    education ?? '',
    '', // occupation (table 10): not held
    '0', // disability
    afp ? (w.cuspp ?? '') : '',
    '0', // SCTR pension: not held
    contract ?? '',
    '0', // alternative, cumulative or atypical working time
    '1', // subject to the maximum working day
    '0', // night schedule
    '0', // union member
    '1', // pay periodicity (table 13): monthly
    Number(w.salary).toFixed(2),
    '1', // situation (table 15): active
    '0', // exempt fifth-category income
    '0', // special situation (table 35): none
    w.paidByDeposit ? PAYMENT_TYPE_CODE.deposit : PAYMENT_TYPE_CODE.cash,
    OCCUPATIONAL_CATEGORY_CODE[w.personalType],
    '0', // double-taxation agreement: none
  ];
  return { fields, problems };
};

const periodRow = (
  id: string[],
  record: string,
  start: string,
  end: string,
  reason: string,
  value: string,
  eps = '',
) => [...id, CATEGORY_WORKER, record, sunatDate(start), end ? sunatDate(end) : '', reason, value, eps];

/** Structure 11, periods (`.per`) of a hire: the period, worker type, health and pension regimes. */
export const hirePeriods = (w: TRegistroWorkerData): { rows: string[][]; problems: TTRegistroProblem[] } => {
  const id = identity(w);
  const problems = [...id.problems];
  if (w.hasEps) problems.push(problem('per.epsEntity', 'notHeld'));
  const health =
    w.laborRegime === 'micro'
      ? HEALTH_REGIME_CODE.sis
      : w.hasEps
        ? HEALTH_REGIME_CODE.essaludEps
        : HEALTH_REGIME_CODE.essalud;
  const rows = [
    periodRow(id.fields, PERIOD_RECORD.period, w.startDate, '', '', ''),
    periodRow(id.fields, PERIOD_RECORD.workerType, w.startDate, '', '', WORKER_TYPE_CODE[w.personalType]),
    periodRow(id.fields, PERIOD_RECORD.health, w.startDate, '', '', health),
    periodRow(id.fields, PERIOD_RECORD.pension, w.startDate, '', '', PENSION_REGIME_CODE[w.pensionSystem]),
  ];
  return { rows, problems };
};

/** Structure 11 for a cessation: the period closed with its last day and reason (table 17). */
export const cessationPeriod = (w: TRegistroWorkerData): Built => {
  const id = identity(w);
  const problems = [...id.problems];
  if (!w.cessationCode) problems.push(problem('per.cessationReason', 'missing'));
  const fields = periodRow(
    id.fields,
    PERIOD_RECORD.period,
    w.startDate,
    w.lastDay ?? '',
    w.cessationCode ?? '',
    '',
  );
  return { fields, problems };
};

/** Structure 17, establishment where the worker works (`.est`): the employer's fiscal domicile. */
export const estFields = (w: TRegistroWorkerData, ruc: string): Built => {
  const id = identity(w);
  return { fields: [...id.fields, ruc, FISCAL_DOMICILE_ESTABLISHMENT], problems: id.problems };
};

/** `RP_<RUC>.<ext>`, the name the T-Registro import expects. */
export const tRegistroFileName = (ruc: string, ext: 'ide' | 'tra' | 'per' | 'est') => `RP_${ruc}.${ext}`;

/** ISO-8859-1 bytes with CR LF; a character outside it loses its accent or becomes `?`. */
export const tRegistroBytes = (lines: readonly string[]): Buffer => {
  const text = lines.map((l) => `${l}\r\n`).join('');
  const latin = [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff) return ch;
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare.length === 1 && bare.charCodeAt(0) <= 0xff ? bare : '?';
    })
    .join('');
  return Buffer.from(latin, 'latin1');
};
