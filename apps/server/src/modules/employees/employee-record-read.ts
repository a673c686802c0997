import type { CESSATION_REASONS, ContractType, PersonalType } from '@zerg/shared';
import { and, between, eq, exists, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import { employeeStudies } from './employee-family.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';

/*
 * An employer's workers with the personal and job data a labour declaration (T-Registro) carries:
 * read here, so the declaration never names this module's tables.
 */

export type DeclaredRange = { from: string; to: string };

/** Which of a company's workers: hired in a range, gone in it, or employed before it (and not gone). */
export type RecordFilter = { companyId: number } & (
  | { hiredIn: DeclaredRange }
  | { leftIn: DeclaredRange }
  | { employedAt: string; ids: readonly number[] }
);

export type EmployeeRecord = {
  employeeId: number;
  name: string;
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
  laborRegime: string;
  personalType: PersonalType;
  salary: string;
  currency: 'PEN' | 'USD';
  pensionSystem: string;
  cuspp: string | null;
  hasEps: boolean;
  paidByDeposit: boolean;
  lastDay: string | null;
  cessationReason: (typeof CESSATION_REASONS)[number] | null;
  studies: { employeeId: number; level: string; completed: boolean }[];
};

const whereOf = (f: RecordFilter): SQL | undefined => {
  const company = eq(employeeJobs.companyId, f.companyId);
  if ('hiredIn' in f) return and(company, between(employeeJobs.startDate, f.hiredIn.from, f.hiredIn.to));
  if ('leftIn' in f) return and(company, between(employees.inactiveSince, f.leftIn.from, f.leftIn.to));
  return and(
    company,
    f.ids.length ? inArray(employees.id, [...f.ids]) : sql`false`,
    lt(employeeJobs.startDate, f.employedAt),
    or(isNull(employees.inactiveSince), gte(employees.inactiveSince, f.employedAt)),
  );
};

/** The records the filter keeps (workers with job details), by surname then id, with their studies. */
export const employeeRecords = async (db: DbOrTx, f: RecordFilter): Promise<EmployeeRecord[]> => {
  const paidByDeposit = exists(
    db
      .select({ one: sql`1` })
      .from(employeeBankAccounts)
      .where(and(eq(employeeBankAccounts.employeeId, employees.id), eq(employeeBankAccounts.isActive, true))),
  );
  const rows = await db
    .select({
      employeeId: employees.id,
      name: employeeFullName,
      documentType: employees.documentType,
      documentNumber: employees.documentNumber,
      firstNames: employees.firstNames,
      paternalSurname: employees.paternalSurname,
      maternalSurname: employees.maternalSurname,
      gender: employees.gender,
      nationality: employees.nationality,
      birthDate: employees.birthDate,
      mobilePhone: employees.mobilePhone,
      email: sql<string | null>`coalesce(${employees.personalEmail}, ${employees.workEmail})`,
      address: employees.address,
      districtUbigeo: employees.districtUbigeo,
      startDate: employeeJobs.startDate,
      contractType: employeeJobs.contractType,
      laborRegime: employeeJobs.laborRegime,
      personalType: employeeJobs.personalType,
      salary: employeeJobs.salary,
      currency: employeeJobs.currency,
      pensionSystem: employeeJobs.pensionSystem,
      cuspp: employeeJobs.cuspp,
      hasEps: employeeJobs.hasEps,
      paidByDeposit: sql<boolean>`${paidByDeposit}`,
      lastDay: employees.inactiveSince,
      cessationReason: employees.cessationReason,
    })
    .from(employees)
    .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(whereOf(f))
    .orderBy(employees.paternalSurname, employees.maternalSurname, employees.firstNames, employees.id);
  const ids = rows.map((r) => r.employeeId);
  const studies = ids.length
    ? await db
        .select({
          employeeId: employeeStudies.employeeId,
          level: employeeStudies.level,
          completed: employeeStudies.completed,
        })
        .from(employeeStudies)
        .where(inArray(employeeStudies.employeeId, ids))
    : [];
  return rows.map((r) => ({ ...r, studies: studies.filter((s) => s.employeeId === r.employeeId) }));
};
