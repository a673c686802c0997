import {
  cciCheckDigitsLookRight,
  type LicenceCategory,
  type TEmployeeJob,
  type TEmployeePersonal,
} from '@zerg/shared';
import type { SeedEmployee } from '../../modules/employees/index.ts';
import {
  BANKS,
  CITIES,
  DEMO_POSITIONS,
  FEMALE,
  FIXED_STAFF,
  MALE,
  STREETS,
  SURNAMES,
} from './demo-employees-data.ts';
import { createRandom, type Random } from './random.ts';

/** The workshop's people are employed by the sister company. */
const WORKSHOP_AREA = 6;

/** A CCI whose check digits follow the usual rule, so demo data raises no warning. */
const makeCci = (r: Random, bank: string, account: string) => {
  const base = `${bank}${r.digits(3)}${account.padStart(12, '0').slice(-12)}`;
  for (let check = 0; check < 100; check++) {
    const cci = `${base}${String(check).padStart(2, '0')}`;
    if (cciCheckDigitsLookRight(cci)) return cci;
  }
  return `${base}00`;
};

/**
 * The CTS account each worker chose (BCP, Interbank or Scotiabank by turns; every tenth worker has
 * none yet, so the CTS screens show who cannot be deposited). Derived from the index and document,
 * not drawn from the generator, so the rest of the demo stays the same.
 */
const ctsAccountOf = (index: number, documentNumber: string) => {
  if (index % 10 === 9) return null;
  const bank = BANKS[index % 3] ?? '002';
  const accountNumber = `${documentNumber}${String(index).padStart(6, '0')}`.slice(-14);
  const base = `${bank}191${accountNumber.slice(-12)}`;
  let cci = `${base}00`;
  for (let check = 0; check < 100; check++) {
    const candidate = `${base}${String(check).padStart(2, '0')}`;
    if (cciCheckDigitsLookRight(candidate)) {
      cci = candidate;
      break;
    }
  }
  return { bank, accountType: 'cts' as const, accountNumber, cci, currency: 'PEN' as const };
};

const date = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;

export type DemoEmployee = SeedEmployee;

/** One employee; `fixed` pins the people the demo users are (CEO, HR chief, coordinator, …). */
export const makeEmployee = (
  r: Random,
  index: number,
  fixed?: {
    firstNames: string;
    paternal: string;
    maternal: string;
    gender: 'M' | 'F';
    positionIndex: number;
    dni: string;
  },
): DemoEmployee => {
  const gender = fixed?.gender ?? (r.chance(0.55) ? 'M' : 'F');
  const firstNames =
    fixed?.firstNames ??
    `${r.pick(gender === 'M' ? MALE : FEMALE)} ${r.pick(gender === 'M' ? MALE : FEMALE)}`;
  const paternal = fixed?.paternal ?? r.pick(SURNAMES);
  const maternal = fixed?.maternal ?? r.pick(SURNAMES);
  const position =
    DEMO_POSITIONS[fixed?.positionIndex ?? r.int(0, DEMO_POSITIONS.length - 1)] ?? DEMO_POSITIONS[0];
  if (!position) throw new Error('no positions');
  const city = r.pick(CITIES);
  const birthYear = r.int(1965, 2003);
  const startYear = r.int(2012, 2025);
  const start = date(startYear, r.int(1, 12), r.int(1, 28));
  const base = r.int(position.salary[0], position.salary[1]);
  const raises = r.int(0, 2);
  const history: DemoEmployee['history'] = [];
  let salary = Math.round((base * (1 - 0.08 * raises)) / 10) * 10;
  history.push({ date: start, salary: salary.toFixed(2), reason: 'Ingreso' });
  for (let i = 1; i <= raises; i++) {
    salary = Math.round((salary * 1.08) / 10) * 10;
    history.push({
      date: date(Math.min(startYear + i, 2026), r.int(1, 12), 1),
      salary: salary.toFixed(2),
      reason: 'Aumento por desempeño',
    });
  }
  const regime = r.chance(0.75) ? 'general' : r.pick(['small', 'micro'] as const);
  const pension = r.chance(0.3) ? 'onp' : r.pick(['habitat', 'integra', 'prima', 'profuturo'] as const);
  const married = r.chance(0.5);
  const children = married || r.chance(0.2) ? r.int(0, 3) : 0;
  const account = r.digits(r.pick([10, 13, 14]));
  const bank = r.pick(BANKS);
  const personal: TEmployeePersonal = {
    documentType: '01',
    documentNumber: fixed?.dni ?? `${r.int(1, 7)}${r.digits(7)}`,
    firstNames,
    paternalSurname: paternal,
    maternalSurname: maternal,
    gender,
    maritalStatus: married ? 'married' : r.pick(['single', 'single', 'cohabiting', 'divorced'] as const),
    nationality: r.chance(0.95) ? 'PE' : r.pick(['VE', 'CO', 'BO']),
    birthDate: date(birthYear, r.int(1, 12), r.int(1, 28)),
    mobilePhone: `(+51)9${r.digits(8)}`,
    homePhone: r.chance(0.3) ? `01${r.digits(7)}` : null,
    workPhone: null,
    personalEmail: `${firstNames.split(' ')[0]}.${paternal}${index}@correo.pe`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    workEmail: null,
    address: `${r.pick(STREETS)} ${r.int(100, 3999)}`,
    country: 'PE',
    districtUbigeo: r.pick(city.districts),
    zipCode: null,
    bornAddress: null,
    bloodType: r.pick(['O+', 'O+', 'O+', 'A+', 'B+', 'AB+', 'O-'] as const),
    pantSize: String(r.pick([28, 30, 32, 34, 36])),
    shirtSize: r.pick(['S', 'M', 'L', 'XL']),
    shoeSize: String(r.int(36, 44)),
    // Drivers get theirs after the insert (insertDemoLicences), outside the random sequence.
    licenceNumber: null,
    licenceCategory: null,
    licenceIssueDate: null,
    licenceExpiryDate: null,
    children: Array.from({ length: children }, (_, i) => ({
      fullName: `${r.pick(r.chance(0.5) ? MALE : FEMALE)} ${paternal} ${r.pick(SURNAMES)}`,
      birthDate: date(r.int(Math.max(birthYear + 20, 2000), 2024), r.int(1, 12), r.int(1, 28)),
      documentNumber: `${r.int(6, 9)}${r.digits(7)}`,
      studying: i === 0 && r.chance(0.3),
    })),
    emergencyContacts: [
      {
        name: `${r.pick(FEMALE)} ${maternal} ${r.pick(SURNAMES)}`,
        phone: `9${r.digits(8)}`,
        relation: married ? 'spouse' : 'mother',
      },
    ],
    studies: [
      {
        level: position.operations
          ? r.pick(['secondary', 'technical'] as const)
          : r.pick(['technical', 'university'] as const),
        institution: position.operations
          ? 'SENATI'
          : r.pick([
              'Universidad Nacional Mayor de San Marcos',
              'Universidad de Lima',
              'Universidad Nacional de San Agustín',
              'PUCP',
            ]),
        degree: null,
        startYear: birthYear + 17,
        endYear: birthYear + 22,
        completed: true,
      },
    ],
    workExperience: r.chance(0.6)
      ? [
          {
            company: r.pick(['Transportes Cruz del Sur', 'Ransa', 'Grupo Hualpa', 'Shalom Empresarial']),
            position: position.name,
            startDate: date(startYear - 3, 3, 1),
            endDate: date(startYear - 1, 12, 15),
          },
        ]
      : [],
  };
  const job: TEmployeeJob = {
    companyId: position.areaId === WORKSHOP_AREA ? 2 : 1,
    campusId: city.campusId,
    areaId: position.areaId,
    positionId: (fixed?.positionIndex ?? DEMO_POSITIONS.indexOf(position)) + 1,
    personalType: position.operations ? 'operations' : 'administrative',
    laborRegime: regime,
    startDate: start,
    contractType: r.chance(0.7) ? 'indefinite' : 'fixed_term',
    contractEndDate: null,
    salary: salary.toFixed(2),
    currency: 'PEN',
    pensionSystem: pension,
    cuspp:
      pension === 'onp'
        ? null
        : `${r.digits(6)}${paternal
            .slice(0, 2)
            .toUpperCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')}${r.digits(4)}`,
    afpCommissionType: pension === 'onp' ? null : r.chance(0.8) ? 'balance' : 'flow',
    hasEps: r.chance(0.15),
    chiefEmployeeId: null,
  };
  if (job.contractType === 'fixed_term') job.contractEndDate = date(2027, r.int(1, 12), r.int(1, 28));
  const cts = ctsAccountOf(index, personal.documentNumber);
  return {
    ...personal,
    job,
    bankAccounts: [
      {
        bank,
        accountType: 'salary',
        accountNumber: account,
        cci: makeCci(r, bank, account),
        currency: 'PEN',
      },
      ...(cts ? [cts] : []),
    ],
    history,
  };
};

/** The demo staff: the people behind the demo accounts first, then `count - 8` generated ones. */
export const demoEmployees = (count: number, seed = 2026): DemoEmployee[] => {
  const r = createRandom(seed);
  const used = new Set<string>();
  const list: DemoEmployee[] = [];
  for (let i = 0; list.length < count; i++) {
    const fixed = FIXED_STAFF[i];
    const e = makeEmployee(r, i, fixed ? { ...fixed } : undefined);
    if (used.has(e.documentNumber)) continue;
    used.add(e.documentNumber);
    list.push(e);
  }
  return list;
};

/**
 * The drivers among the demo staff, with the licence class their vehicle needs: A-IIIc for a
 * tractor-trailer, A-IIb for a truck (DS 007-2016-MTC).
 */
export const demoDrivers = (
  staff: readonly DemoEmployee[],
  ids: readonly number[],
): { employeeId: number; category: LicenceCategory }[] =>
  staff.flatMap((e, i) => {
    const name = DEMO_POSITIONS[e.job.positionId - 1]?.name;
    const category =
      name === 'Conductor de Tracto' ? 'A-IIIc' : name === 'Conductor de Camión' ? 'A-IIb' : null;
    const employeeId = ids[i];
    return category && employeeId !== undefined ? [{ employeeId, category }] : [];
  });
